import { addDays, type IsoDate } from '@rekon/contracts';
import {
  rematch,
  WINDOW_DAYS,
  type MatchResult,
  type MatchedPair,
  type RematchResult,
  type Reopening,
} from '@rekon/reconcile';
import { type Db } from '../../db/client';
import { rupiah } from '../../lib/money';
import { engineAccounts } from '../akunbank/akunbank.repository';
import * as boRows from '../rows/bo';
import type {
  EngineBo,
  EngineStatement,
  PairToStore,
  PendingInsight,
  Reopened,
  Side,
} from '../rows/row-model';
import * as statementRows from '../rows/statement';
import { recordActions, type ActionContext } from '../tracking/tracking.service';
import { loadLearnedNames } from '../learned-names/learned-names.repository';
import { ownDayPending } from './own-days';

/**
 * What set a run going, named on every pair it reopens: the upload that brought new rows, or an ADMIN replaying
 * the current rules over rows already stored (rule replay, decision 045), which brings none.
 */
export type ReconcileChange = { uploadId: number; fileName: string } | { replayBy: string };

/**
 * The rows an upload brought, still in its stage and not stored yet (decision 049): the run decides their state and
 * `applyRun` writes each of them once, with it.
 */
export interface FreshStage {
  kind: 'bo' | 'statement';
  uploadId: number;
  /** Staged rows the engine may pair (a statement's fee rows are not). */
  pairable: number;
  /** The staged rows as the engine reads them; read only when there is something to pair them with. */
  read(): Promise<FreshRows>;
}

export interface FreshRows {
  bo: EngineBo[];
  statements: EngineStatement[];
}

const NO_FRESH_ROWS: FreshRows = { bo: [], statements: [] };

/** Which rows a run solves: one side of a website, a day around the business dates the change touched. */
export interface RunScope {
  website: string;
  side: Side;
  /** The business dates the change touched. */
  from: IsoDate;
  to: IsoDate;
  /** The upload's rows, still in its stage; null when nothing is new (a replay). */
  fresh: FreshStage | null;
}

/** What a run changed: pairs made per pass, pairs reopened, and what is left pending. */
export type ReconcileCounts = MatchResult['counts'] & { reopened: number };

export interface LoadedRows {
  bo: ReadonlyMap<number, EngineBo>;
  mutasi: ReadonlyMap<number, EngineStatement>;
}

/**
 * What a run would do, computed in memory and not yet written: the engine's answer over the loaded rows, the
 * pairs to store and the automatic pairs to reopen. `applyRun` writes it; a replay's preview only reads it.
 */
export interface RunPlan {
  scope: RunScope;
  /** The staged rows the engine read (none when they had nothing to pair with). */
  fresh: FreshRows;
  result: MatchResult;
  added: MatchedPair[];
  reopened: Reopening[];
  rows: LoadedRows;
  /** BO rows that already showed a contested flag or suggestions: their insight is refreshed even to none. */
  hadInsight: ReadonlySet<number>;
  counts: ReconcileCounts;
  /** Where the plan's time went: reading the rows, and the engine. */
  timings: { load_ms: number; engine_ms: number };
}

/**
 * The engine's answer for one side of a website around [from, to], without writing anything. A BO row sees every
 * statement row within a day of it (reconcile.md's window), so BO rows are loaded a day around the dates and
 * statement rows two days.
 *
 * Pending rows and the automatic pairs no person touched are solved again together (decision 037): pairs the
 * result keeps stay as they are, pairs it drops are reopened, and new pairs are stored. The end state of a day is
 * then the same however its files were split and in whatever order they came. Pairs a person made are not given
 * to the engine as rows, only as context (`settled`): they are never reopened.
 */
export async function planRun(db: Db, scope: RunScope): Promise<RunPlan> {
  const started = performance.now();
  const { website, side } = scope;
  const storedBo = await boRows.loadOpenBo(
    db,
    side,
    website,
    addDays(scope.from, -WINDOW_DAYS),
    addDays(scope.to, WINDOW_DAYS),
  );
  const storedStatements = await statementRows.loadOpenStatements(
    db,
    side,
    website,
    addDays(scope.from, -2 * WINDOW_DAYS),
    addDays(scope.to, 2 * WINDOW_DAYS),
  );
  const settled = await statementRows.loadSettledStatements(
    db,
    side,
    website,
    addDays(scope.from, -2 * WINDOW_DAYS),
    addDays(scope.to, 2 * WINDOW_DAYS),
  );
  // A BO export before its statement (or a statement before its export) meets nothing to pair with: every row
  // stays pending, which is the engine's answer too, without reading the new rows back or running it.
  const alone =
    scope.fresh !== null &&
    (scope.fresh.kind === 'bo' ? storedStatements.length + settled.length === 0 : storedBo.length === 0);
  const fresh = alone || scope.fresh === null ? NO_FRESH_ROWS : await scope.fresh.read();
  const learned = await loadLearnedNames(db, website);
  const loadedBo = [...storedBo, ...fresh.bo];
  const loadedStatements = [...storedStatements, ...fresh.statements];

  // A pair is reopenable when both its rows are here; a row whose partner lies outside the window stays paired.
  const statementIds = new Set(loadedStatements.map((row) => row.id));
  const bo = loadedBo.filter(
    (row) => row.standingMutasiId === null || statementIds.has(row.standingMutasiId),
  );
  for (const row of bo) row.learnedNames = learned.get(row.playerAccount) ?? null;
  const boIds = new Set(bo.map((row) => row.id));
  const mutasi = loadedStatements.filter((row) => row.standingBoId === null || boIds.has(row.standingBoId));
  const standing = bo.flatMap((row) =>
    row.standingMutasiId === null ? [] : [{ boId: row.id, mutasiId: row.standingMutasiId }],
  );

  const accounts = await engineAccounts(db, website, side);
  const loaded = performance.now();
  const { result, added, reopened } = alone
    ? nothingToPair(bo, mutasi, scope.fresh!)
    : rematch({
        bo,
        mutasi,
        accounts,
        settled,
        standing,
        refused: await statementRows.loadRefusedPairs(
          db,
          mutasi.map((row) => row.id),
        ),
        fresh: {
          bo: fresh.bo.map((row) => row.id),
          mutasi: fresh.statements.map((row) => row.id),
        },
      });

  const made = (pass: string) => added.filter((pair) => pair.pass === pass).length;
  const boById = new Map(bo.map((row) => [row.id, row]));
  const mutasiById = new Map(mutasi.map((row) => [row.id, row]));
  return {
    scope,
    fresh,
    result,
    added,
    reopened,
    rows: { bo: boById, mutasi: mutasiById },
    hadInsight: new Set(bo.filter((row) => row.hasInsight).map((row) => row.id)),
    counts: {
      ...result.counts,
      ...ownDayPending(result, { bo: boById, mutasi: mutasiById }, scope, unreadFresh(alone, scope.fresh)),
      REF: made('REF'),
      EXACT: made('EXACT'),
      UNIQUE: made('UNIQUE'),
      reopened: reopened.length,
    },
    timings: {
      load_ms: Math.round(loaded - started),
      engine_ms: Math.round(performance.now() - loaded),
    },
  };
}

/** The new rows a run left in the stage unread (`alone`): pending, on the run's dates. */
const unreadFresh = (alone: boolean, fresh: FreshStage | null) => ({
  bo: alone && fresh?.kind === 'bo' ? fresh.pairable : 0,
  mutasi: alone && fresh?.kind === 'statement' ? fresh.pairable : 0,
});

/**
 * The engine's answer for rows with nothing to pair: every stored row pending with no contested mark and no
 * suggestion, the new rows (still in the stage) counted among the pending ones.
 */
function nothingToPair(
  bo: readonly EngineBo[],
  statements: readonly EngineStatement[],
  fresh: FreshStage,
): Pick<RematchResult, 'result' | 'added' | 'reopened'> {
  return {
    added: [],
    reopened: [],
    result: {
      pairs: [],
      contested: [],
      pendingBo: bo.map((row) => ({ boId: row.id, contested: false, suggestions: [] })),
      pendingMutasi: statements.map((row) => ({ mutasiId: row.id, contested: false })),
      counts: {
        REF: 0,
        EXACT: 0,
        UNIQUE: 0,
        pendingBo: bo.length + (fresh.kind === 'bo' ? fresh.pairable : 0),
        pendingMutasi: statements.length + (fresh.kind === 'statement' ? fresh.pairable : 0),
        contestedGroups: 0,
      },
    },
  };
}

/**
 * Stores a plan (call it inside the transaction that computed it, under `lockWebsite`, so nothing changed in
 * between). Each row is written once where it can be: the upload's fresh rows go from its stage into their table
 * with the state the run gave them (paired, or pending with its contested mark and suggestions), and stored rows
 * are updated only where the run changed them: the pairs it reopens (undone first, one Tracking row each), the
 * rows it pairs, and the pending rows whose marks or suggestions changed.
 */
export async function applyRun(
  db: Db,
  plan: RunPlan,
  ctx: ActionContext,
  change: ReconcileChange,
  /** Told how long each write took (ms), for the upload's laps. */
  laps: Record<string, number> = {},
): Promise<ReconcileCounts> {
  const { scope, result, added, reopened, rows } = plan;
  let last = performance.now();
  const lap = (name: string) => {
    const now = performance.now();
    laps[name] = Math.round(now - last);
    last = now;
  };
  const fresh = scope.fresh;
  const freshBo = new Set(plan.fresh.bo.map((row) => row.id));
  const freshStatements = new Set(plan.fresh.statements.map((row) => row.id));

  const notes = reopenNotes(reopened, rows, change);
  const undone: Reopened[] = reopened.map(({ pair }) => ({
    boId: Number(pair.boId),
    statementId: Number(pair.mutasiId),
    note: notes.get(Number(pair.boId))!,
  }));
  await boRows.reopenBo(db, undone);
  await statementRows.reopenStatements(db, undone);
  lap('write_reopen');

  const pairs: PairToStore[] = added.map((pair) => ({
    boId: Number(pair.boId),
    statementId: Number(pair.mutasiId),
    boTicket: rows.bo.get(Number(pair.boId))!.ticket,
    statementDate: rows.mutasi.get(Number(pair.mutasiId))!.date,
    pass: pair.pass,
    score: pair.score,
    reason: pair.reason,
    auto: true,
  }));
  const insight: PendingInsight[] = result.pendingBo
    .filter(
      (row) =>
        row.contested ||
        row.suggestions.length > 0 ||
        row.split !== undefined ||
        plan.hadInsight.has(Number(row.boId)),
    )
    .map((row) => ({
      id: Number(row.boId),
      contested: row.contested,
      suggestions: row.suggestions,
      split: row.split ?? null,
    }));
  const contestedStatements = result.pendingMutasi.filter((row) => row.contested);
  const changedContest = new Map(
    result.pendingMutasi
      .filter(
        (row) =>
          !freshStatements.has(Number(row.mutasiId)) &&
          row.contested !== rows.mutasi.get(Number(row.mutasiId))?.contested,
      )
      .map((row) => [Number(row.mutasiId), row.contested]),
  );

  const madeBy = ctx.actor.accountId;
  if (fresh?.kind === 'bo') {
    await boRows.insertStagedBo(
      db,
      pairs.filter((pair) => freshBo.has(pair.boId)),
      insight.filter((row) => freshBo.has(row.id)),
      ctx.at,
      madeBy,
    );
  }
  if (fresh?.kind === 'statement') {
    await statementRows.insertStagedStatements(
      db,
      pairs.filter((pair) => freshStatements.has(pair.statementId)),
      new Set(contestedStatements.map((row) => Number(row.mutasiId)).filter((id) => freshStatements.has(id))),
      ctx.at,
      madeBy,
    );
  }
  lap('write_insert');
  await boRows.pairStoredBo(
    db,
    pairs.filter((pair) => !freshBo.has(pair.boId)),
    ctx.at,
    madeBy,
  );
  lap('write_pair_bo');
  await statementRows.pairStoredStatements(
    db,
    pairs.filter((pair) => !freshStatements.has(pair.statementId)),
    ctx.at,
    madeBy,
  );
  lap('write_pair_statement');
  await boRows.storeBoInsight(
    db,
    insight.filter((row) => !freshBo.has(row.id)),
  );
  await statementRows.storeStatementContested(db, changedContest);
  lap('write_insight');
  await recordActions(
    db,
    ctx,
    scope.website,
    reopened.map((reopening) => describeReopening(scope.side, reopening, rows, change)),
  );
  return plan.counts;
}

/** The row of the change that reopened a pair, as a checker would search for it. */
function describeCause(reopening: Reopening, rows: LoadedRows): string {
  const cause = reopening.cause;
  if (cause === null) return '';
  if (cause.side === 'BO') return ` (BO ${rows.bo.get(Number(cause.id))?.ticket ?? cause.id})`;
  const row = rows.mutasi.get(Number(cause.id));
  return ` (mutasi ${cause.id}${row?.name ? ` ${row.name}` : ''})`;
}

/** "dibuka ulang: ada kandidat baru dari upload ..." for the rows of each reopened pair, by BO row. */
function reopenNotes(reopened: readonly Reopening[], rows: LoadedRows, change: ReconcileChange) {
  const notes = new Map<number, string>();
  for (const reopening of reopened) {
    notes.set(
      Number(reopening.pair.boId),
      'uploadId' in change
        ? `dibuka ulang: ada kandidat baru dari upload #${change.uploadId} ${change.fileName}${describeCause(reopening, rows)}`
        : `dibuka ulang: ulang aturan oleh ${change.replayBy}`,
    );
  }
  return notes;
}

const OUTCOMES: Record<Reopening['outcome'], string> = {
  contested: 'kembali Pending, contested: pilih manual',
  repaired: 'dipasangkan ulang',
  pending: 'kembali Pending',
};

function describeReopening(side: Side, reopening: Reopening, rows: LoadedRows, change: ReconcileChange) {
  const request = rows.bo.get(Number(reopening.pair.boId));
  const credit = rows.mutasi.get(Number(reopening.pair.mutasiId));
  return (
    `Pasangan otomatis ${side === 'DEPO' ? 'deposit' : 'withdraw'} dibuka ulang: BO ${request?.ticket ?? reopening.pair.boId} dengan mutasi ` +
    `${reopening.pair.mutasiId}${credit?.name ? ` ${credit.name}` : ''} ${credit ? rupiah(credit.amountCents) : ''}; ` +
    ('uploadId' in change
      ? `kandidat baru dari upload #${change.uploadId} ${change.fileName}${describeCause(reopening, rows)}; `
      : `ulang aturan oleh ${change.replayBy}; `) +
    OUTCOMES[reopening.outcome]
  );
}
