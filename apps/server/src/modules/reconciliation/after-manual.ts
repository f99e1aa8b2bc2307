import { sql } from 'drizzle-orm';
import { addDays, type IsoDate } from '@rekon/contracts';
import { comparableName, EXACT_MIN_SCORE, matchDay, scoreNames } from '@rekon/reconcile';
import { exec, list, type Db } from '../../db/client';
import { recordAction, type ActionContext } from '../tracking/tracking.service';
import { loadLearnedNames, playerAccountKey } from './learned-names';
import * as repo from './reconcile.repository';
import type { SideTables } from './sides';
import { id } from '../../db/identifier';

/** What a checker's pairing can teach: the two names and whose account the statement name belongs to. */
interface PairedNames {
  ticket: string;
  holder: string | null;
  playerBank: string | null;
  playerBankNo: string | null;
  username: string | null;
  statementName: string | null;
}

async function pairedNames(trx: Db, t: SideTables, boId: number, mutasiId: number) {
  const b = t.bo;
  const col = (name: string) => id(`${t.mutasi.prefix}_${name}`);
  const { rows } = await exec<{
    ticket: string;
    holder: string | null;
    player_bank: string | null;
    player_bank_no: string | null;
    username: string | null;
    statement_name: string | null;
  }>(
    trx,
    sql`select ${id(b.ticket)} as ticket, ${id(b.holder)} as holder, ${id(b.playerBank)} as player_bank,
          ${id(b.playerBankNo)} as player_bank_no, ${id(b.username)} as username,
          (select ${col('player_bank_name')} from ${id(t.mutasi.table)} where ${id(t.mutasi.id)} = ${mutasiId}) as statement_name
        from ${id(b.table)} where ${id(b.id)} = ${boId}`,
  );
  const row = rows[0];
  if (!row) return null;
  return {
    ticket: row.ticket,
    holder: row.holder,
    playerBank: row.player_bank,
    playerBankNo: row.player_bank_no,
    username: row.username,
    statementName: row.statement_name,
  } satisfies PairedNames;
}

/**
 * Learned names (reconcile.md): a checker who approves a BO row with a statement row whose name scored below
 * 0.85 tells Rekon that name belongs to that player's bank account, on this website. Remembered once, with a
 * Tracking row; later runs score it 1.0 for that account.
 */
export async function learnFromPairing(
  trx: Db,
  t: SideTables,
  website: string,
  boId: number,
  mutasiId: number,
  ctx: ActionContext,
): Promise<void> {
  const names = await pairedNames(trx, t, boId, mutasiId);
  if (!names) return;
  const statement = comparableName(names.statementName);
  const score = scoreNames(names.holder, names.statementName);
  if (statement === null || score === null || score * 1000 >= EXACT_MIN_SCORE) return;
  const account = playerAccountKey(names.playerBank, names.playerBankNo, names.username);
  const { rows } = await exec<{ id: number }>(
    trx,
    sql`insert into learned_name (learned_name_website, learned_name_account, learned_name_holder,
          learned_name_statement, learned_name_normalized, learned_name_score, learned_name_ticket,
          learned_name_created_at, learned_name_created_by, learned_name_created_by_name)
        values (${website}, ${account}, ${names.holder ?? ''}, ${names.statementName!.trim()}, ${statement.text},
          ${score}, ${names.ticket}, ${ctx.at}::timestamptz, ${ctx.actor.accountId}::int, ${ctx.actor.accountName})
        on conflict (learned_name_website, learned_name_account, learned_name_normalized) do nothing
        returning learned_name_id as id`,
  );
  if (rows.length === 0) return;
  await recordAction(
    trx,
    ctx,
    website,
    `Nama dipelajari: "${names.statementName!.trim()}" untuk rekening ${account} (${names.holder ?? '-'}), ` +
      `dari approve BO ${names.ticket} (nama ${Math.round(score * 100)}%)`,
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
  t: SideTables,
  website: string,
  settled: readonly SettledRow[],
): Promise<void> {
  const touched = settled.filter((row) => row.wasContested);
  if (touched.length === 0) return;
  const dates = touched.map((row) => row.date).sort();
  const amounts = [...new Set(touched.flatMap((row) => row.amountsCents))].map((cents) =>
    (cents / 100).toFixed(2),
  );
  const group = await repo.loadContested(
    trx,
    t,
    website,
    addDays(dates[0]!, -2),
    addDays(dates.at(-1)!, 2),
    amounts,
  );
  if (group.bo.length === 0 && group.mutasi.length === 0) return;
  const learned = await loadLearnedNames(trx, website);
  const result = matchDay({
    bo: group.bo.map((row) => ({ ...row, learnedNames: learned.get(row.playerAccount) ?? null })),
    mutasi: group.mutasi,
    accounts: await repo.loadAccounts(trx, website, t.side),
  });
  const stillBo = new Set(result.contested.flatMap((contest) => contest.boIds.map(Number)));
  const stillMutasi = new Set(result.contested.flatMap((contest) => contest.mutasiIds.map(Number)));
  const clearBo = group.bo.filter((row) => !stillBo.has(row.id)).map((row) => row.id);
  const clearMutasi = group.mutasi.filter((row) => !stillMutasi.has(row.id)).map((row) => row.id);
  if (clearBo.length > 0) {
    await exec(
      trx,
      sql`update ${id(t.bo.table)} set ${id(t.bo.contested)} = false where ${id(t.bo.id)} = any(${list(clearBo)}::bigint[])`,
    );
  }
  await repo.storeContestedMutasi(trx, t, new Map(clearMutasi.map((mutasiId) => [mutasiId, false])));
}
