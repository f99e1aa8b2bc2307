import { addDays, type IsoDate } from '@rekon/contracts';
import { comparableName, EXACT_MIN_SCORE, matchDay, scoreNames } from '@rekon/reconcile';
import type { Db } from '../../db/client';
import { engineAccounts } from '../akunbank/akunbank.repository';
import * as boRows from '../rows/bo';
import type { Side } from '../rows/row-model';
import * as statementRows from '../rows/statement';
import { recordActions, type ActionContext } from '../tracking/tracking.service';
import { playerAccountKey } from '../rows/player-account';
import { loadLearnedNames, rememberNames, type Lesson } from '../learned-names/learned-names.repository';

/**
 * Learned names (reconcile.md): a checker who approves a BO row with a statement row whose name scored below
 * 0.85 tells Rekon that name belongs to that player's bank account, on this website. Remembered once, with a
 * Tracking row; later runs score it 1.0 for that account.
 */
export async function learnFromPairings(
  trx: Db,
  website: string,
  pairs: readonly { boId: number; statementId: number }[],
  ctx: ActionContext,
): Promise<void> {
  const lessons: Lesson[] = [];
  for (const names of await boRows.pairedNames(trx, pairs)) {
    const statement = comparableName(names.statementName);
    const score = scoreNames(names.holder, names.statementName);
    if (statement === null || score === null || score * 1000 >= EXACT_MIN_SCORE) continue;
    lessons.push({
      account: playerAccountKey(names.playerBank, names.playerBankNo, names.username),
      holder: names.holder ?? '',
      statement: names.statementName!.trim(),
      normalized: statement.text,
      score,
      ticket: names.ticket,
    });
  }
  const learned = await rememberNames(trx, website, lessons, ctx);
  await recordActions(
    trx,
    ctx,
    website,
    learned.map(
      (lesson) =>
        `Nama dipelajari: "${lesson.statement}" untuk rekening ${lesson.account} (${lesson.holder || '-'}), ` +
        `dari approve BO ${lesson.ticket} (nama ${Math.round(lesson.score * 100)}%)`,
    ),
  );
}

/** A row a person just paired or approved, with what a contested group of it would share. */
export interface SettledRow {
  date: IsoDate;
  /** Matching amounts in cents: the BO row's before and after a correction, and its counterpart's. */
  amountsCents: number[];
  wasContested: boolean;
}

/**
 * A contested mark disappears when its group is resolved (reconcile.md, suggestions paragraph). The rows of a
 * contested group are the pending rows still flagged with the same amount around the same dates: when a person
 * settles one of them, the engine solves what is left of the group again and the flags follow its answer. It only
 * marks: pairs it would make now are left to the next run, as a person's action is no upload.
 */
export async function refreshContested(
  trx: Db,
  side: Side,
  website: string,
  settled: readonly SettledRow[],
): Promise<void> {
  const touched = settled.filter((row) => row.wasContested);
  if (touched.length === 0) return;
  const dates = touched.map((row) => row.date).sort();
  const amountsCents = [...new Set(touched.flatMap((row) => row.amountsCents))];
  const rest = { side, website, from: addDays(dates[0]!, -2), to: addDays(dates.at(-1)!, 2), amountsCents };
  const bo = await boRows.loadContestedBo(trx, rest);
  const statements = await statementRows.loadContestedStatements(trx, rest);
  if (bo.length === 0 && statements.length === 0) return;
  const learned = await loadLearnedNames(trx, website);
  const result = matchDay({
    bo: bo.map((row) => ({ ...row, learnedNames: learned.get(row.playerAccount) ?? null })),
    mutasi: statements,
    accounts: await engineAccounts(trx, website, side),
  });
  const stillBo = new Set(result.contested.flatMap((contest) => contest.boIds.map(Number)));
  const stillStatements = new Set(result.contested.flatMap((contest) => contest.mutasiIds.map(Number)));
  await boRows.clearBoContested(
    trx,
    bo.filter((row) => !stillBo.has(row.id)).map((row) => row.id),
  );
  await statementRows.storeStatementContested(
    trx,
    new Map(statements.filter((row) => !stillStatements.has(row.id)).map((row) => [row.id, false])),
  );
}
