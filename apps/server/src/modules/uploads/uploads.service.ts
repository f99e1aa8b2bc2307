import { createReadStream, createWriteStream } from 'node:fs';
import { open, readFile, rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import {
  addDays,
  formatWireDate,
  jakartaDate,
  MSG,
  type IsoDate,
  type UploadBalance,
  type UploadPhase,
  type UploadResponse,
} from '@rekon/contracts';
import { statementSheetInWorker } from '@rekon/formats/convert-in-worker';
import {
  FormatError,
  parseUpload,
  spreadsheetContainer,
  type BalanceTrail,
  type ByteInput,
  type ParseOptions,
  type BoDepositRecord,
  type BoWithdrawRecord,
  type MutasiRecord,
  type ParsedRow,
} from '@rekon/formats';
import { type Database, type Db } from '../../db/client';
import { withRetry } from '../../db/retry';
import { inTransaction, type CopyValue, type Tx } from '../../db/transaction';
import type { ReceivedFile } from '../../http/upload-receiver';
import { textJob, WORKBOOK_JOB, type HeavyWork, type JobOwner } from '../../lib/heavy-work';
import { spreadsheetWorkerUrl } from '../../lib/spreadsheet-worker';
import {
  applyRun,
  planRun,
  type FreshRows,
  type FreshStage,
  type ReconcileCounts,
} from '../reconciliation/reconcile.service';
import { lockWebsite, roomForAReconciliation } from '../../db/transaction-settings';
import * as boRows from '../rows/bo';
import * as statementRows from '../rows/statement';
import type { EngineBo, EngineStatement, Side } from '../rows/row-model';
import { stagedIds } from '../rows/stage';
import { recordAction, type ActionContext } from '../tracking/tracking.service';
import { dropSameTransactions } from './same-transactions';
import { recordBalance } from './balance';
import { uploadDays } from './upload-days';
import { fingerprintsOfFile } from './fingerprint';
import { newBoDeposit, newBoWithdrawal, newStatement, type UploadRowContext } from './staging';
import * as repo from './uploads.repository';
import { confirmUploadTarget, type UploadRequest } from './upload-request';

/** Where an upload's time goes, kept with the upload record for whoever tunes it. */
function stopwatch() {
  let last = performance.now();
  const laps: Record<string, number> = {};
  return {
    laps,
    lap(name: string) {
      const now = performance.now();
      laps[name] = Math.round(now - last);
      last = now;
    },
  };
}

const NO_COUNTS: ReconcileCounts = {
  REF: 0,
  EXACT: 0,
  UNIQUE: 0,
  pendingBo: 0,
  pendingMutasi: 0,
  contestedGroups: 0,
  reopened: 0,
};

/**
 * One upload, all or nothing (api.md "Uploads", security.md G), each row written once (decision 049): the file is
 * parsed as it streams into a staging table, the rows already stored leave the stage, the engine solves the
 * staged rows with the pending rows around them, and then each new row goes into its table once, with the state
 * the run gave it, while only the stored rows the run paired or reopened are updated. The original file is
 * compressed on the side as it is parsed and stored once. Counts, the balance trail and one audit row go in the
 * same transaction; a file refused by its parser leaves nothing behind. Both the workbook read and the parse take
 * their turn in the heavy-work queue (decision 039), one after the other, never one inside the other.
 */
export async function ingestUpload(
  database: Database,
  heavy: HeavyWork,
  request: UploadRequest,
  file: ReceivedFile,
  ctx: ActionContext,
  /** Told each phase as it starts, for the person waiting (`GET /api/uploadprogress/{id}`). */
  onPhase: (phase: UploadPhase, rows: number | null) => void = () => {},
): Promise<UploadResponse> {
  // Each uploader, and each website, holds at most a share of the heavy-work queue (decision 039, issue 32).
  const owner = { user: ctx.actor.accountId, website: request.website.code };
  const workbook = await workbookText(heavy, request, file.path, owner);
  return heavy.run(
    textJob(file.size, workbook?.csv.byteLength ?? 0),
    async () => {
      const compressed = gzipToFile(file.path);
      // Awaited only once the rows are in; a failure before then must not go unhandled meanwhile.
      compressed.catch(() => {});
      try {
        return await withRetry(() =>
          inTransaction(database, (tx) => storeUpload(tx, request, file, ctx, onPhase, compressed, workbook)),
        );
      } finally {
        await compressed.then(
          (gz) => rm(gz, { force: true }),
          () => {},
        );
      }
    },
    owner,
  );
}

/** The original file, gzip-compressed into a file beside it (zlib works off the main thread while it parses). */
async function gzipToFile(filePath: string): Promise<string> {
  const target = `${filePath}.gz`;
  await pipeline(createReadStream(filePath), createGzip(), createWriteStream(target));
  return target;
}

async function storeUpload(
  tx: Tx,
  request: UploadRequest,
  file: ReceivedFile,
  ctx: ActionContext,
  onPhase: (phase: UploadPhase, rows: number | null) => void,
  compressed: Promise<string>,
  workbook: Awaited<ReturnType<typeof workbookText>>,
): Promise<UploadResponse> {
  const { db } = tx;
  const clock = stopwatch();
  await roomForAReconciliation(db);
  await lockWebsite(db, request.website.code);
  await confirmUploadTarget(db, request);
  const uploadId = await repo.insertUploadRecord(db, request, file, ctx);
  onPhase('reading', null);
  const staged = await stage(tx, request, uploadId, workbook?.csv ?? createReadStream(file.path), ctx);
  clock.lap('parse_copy');
  onPhase('storing', staged.rows);
  let duplicates = await ROWS_OF[staged.target].stage.dropStored(db);
  // A transaction a feed already brought is the same row, whatever the file says of it (feeds.md, decision 057).
  if (staged.target === 'statement' && request.account)
    duplicates += await dropSameTransactions(db, {
      side: request.side,
      accountId: request.account.id,
      feedId: null,
    });
  // Rows a re-upload, an overlap or a feed dropped from the stage are read back from what is left of it.
  const fresh = await freshStage(
    db,
    request,
    uploadId,
    staged.target,
    duplicates === 0 ? staged.parsed : null,
  );
  const inserted = fresh.count;
  clock.lap('dedupe_read');
  const balance = await recordBalance(db, uploadId, request, staged.balance);
  onPhase('matching', inserted);
  let counts = NO_COUNTS;
  if (inserted > 0 && fresh.from && fresh.to) {
    const plan = await planRun(db, {
      website: request.website.code,
      side: request.side,
      from: fresh.from,
      to: fresh.to,
      fresh: fresh.stage,
    });
    clock.lap('match');
    Object.assign(clock.laps, plan.timings);
    counts = await applyRun(db, plan, ctx, { uploadId, fileName: file.name }, clock.laps);
    clock.lap('write');
  }
  await repo.storeOriginal(db, uploadId, await compressed);
  clock.lap('original');

  const summary = {
    upload_id: uploadId,
    rows_total: staged.rows + staged.skippedTotal,
    rows_inserted: inserted,
    rows_duplicate: duplicates,
    rows_skipped: staged.skippedTotal,
    skipped_reasons: staged.skipped,
    matched: { REF: counts.REF, EXACT: counts.EXACT, UNIQUE: counts.UNIQUE },
    reopened: counts.reopened,
    pending: {
      bo: counts.pendingBo,
      mutasi: counts.pendingMutasi,
      contested_groups: counts.contestedGroups,
    },
    dates: await uploadDays(db, staged.target, request.website.code, request.side),
    balance,
    warnings: staged.warnings,
  };
  await repo.finishUploadRecord(db, uploadId, {
    total: summary.rows_total,
    inserted,
    duplicate: duplicates,
    skipped: summary.rows_skipped,
    summary: {
      ...summary,
      parser: staged.parser,
      // Which sheet a workbook was read from, and whether its bank's converter read it.
      workbook: workbook?.sheet ?? null,
      timings_ms: clock.laps,
    },
    from: fresh.from ?? staged.from,
    to: fresh.to ?? staged.to,
  });
  await recordAction(db, ctx, request.website.code, describe(request, file, summary, counts));

  const day = formatWireDate(request.statementDate ?? staged.from ?? jakartaDate(ctx.at));
  return {
    status: inserted === 0,
    data: [{ message: inserted === 0 ? MSG.uploadNothingNew(day) : MSG.uploadAdded(inserted) }],
    summary,
  };
}

/**
 * Up to this many parsed rows are kept in memory, so that a run reads the rows it solves from the parser instead of
 * back from the stage (a busy day's 50k rows: a query and about 0.1 s of transfer on PostgreSQL, 0.45 s on PGlite;
 * decision 059); a larger file is read back, so memory stays bounded whatever the file's size.
 */
const PARSED_IN_MEMORY = 150_000;

/** A staged row as the engine reads it, or null for a row it never reads (a statement's fee row). */
type Parsed = EngineBo | EngineStatement | null;

/** Per kind of upload: its stage, the range of what is staged, and the staged rows as the engine reads them. */
const ROWS_OF = {
  bo: {
    stage: boRows.boStage,
    range: boRows.stagedBoRange,
    fromMemory: (rows: readonly Parsed[]): FreshRows => ({ bo: rows as EngineBo[], statements: [] }),
    read: async (db: Db, side: Side, website: string) => ({
      bo: await boRows.readStagedBo(db, side, website),
      statements: [],
    }),
  },
  statement: {
    stage: statementRows.statementStage,
    range: statementRows.stagedStatementRange,
    fromMemory: (rows: readonly Parsed[]): FreshRows => ({
      bo: [],
      statements: rows.filter((row) => row !== null) as EngineStatement[],
    }),
    read: async (db: Db, side: Side, website: string) => ({
      bo: [],
      statements: await statementRows.readStagedStatements(db, side, website),
    }),
  },
};

/**
 * The new rows still in the stage: the business dates they cover, how many, and how the engine reads them: from
 * `parsed` (every staged row, in the order it was copied in) when given, else back from the stage.
 */
async function freshStage(
  db: Db,
  request: UploadRequest,
  uploadId: number,
  kind: keyof typeof ROWS_OF,
  parsed: readonly Parsed[] | null,
) {
  const rows = ROWS_OF[kind];
  const range = await rows.range(db);
  const fromStage = () => rows.read(db, request.side, request.website.code);
  const stage: FreshStage = {
    kind,
    uploadId,
    pairable: range.pairable,
    read: async () => {
      if (parsed === null || parsed.length !== range.count) return fromStage();
      // Each staged row took the next id of its table's sequence as it was copied in: ids in copy order.
      const ids = await stagedIds(db, rows.stage.name);
      if (ids.length !== parsed.length) return fromStage();
      parsed.forEach((row, at) => {
        if (row) row.id = ids[at]!;
      });
      return rows.fromMemory(parsed);
    },
  };
  return { stage, from: range.from, to: range.to, count: range.count };
}

/**
 * A statement uploaded as a workbook is read as the CSV of its sheet that holds the header (formats.md
 * "Excel on every statement endpoint"), in a worker thread with the converters' limits; null for text.
 * What the bytes are decides, not the name: portals save tab-separated text as `.xls`, and an `.xlsx`
 * renamed to `.csv` is still a workbook. BO files are CSV (spec): their parser refuses a workbook.
 */
async function workbookText(heavy: HeavyWork, request: UploadRequest, filePath: string, owner: JobOwner) {
  if (request.spec.target !== 'mutasi' || !spreadsheetContainer(await fileHead(filePath))) return null;
  const workerUrl = spreadsheetWorkerUrl();
  const sheet = await heavy.run(
    WORKBOOK_JOB,
    async () =>
      statementSheetInWorker(
        await readFile(filePath),
        request.spec.format,
        parseOptions(request),
        workerUrl ? { workerUrl } : {},
      ),
    owner,
  );
  return {
    csv: new TextEncoder().encode(sheet.csv),
    sheet: { name: sheet.sheet, rows: sheet.rows, converted: sheet.converted },
  };
}

/** The first kilobyte of a file: enough to tell a workbook from text (`spreadsheetContainer`). */
async function fileHead(filePath: string): Promise<Uint8Array> {
  const handle = await open(filePath, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(new Uint8Array(1024), 0, 1024, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

function parseOptions(request: UploadRequest): ParseOptions {
  return {
    statementDate: request.statementDate ?? undefined,
    boAmountScale: request.spec.target === 'bo' ? request.website.boScale : undefined,
    websiteCode: request.spec.target === 'bo' ? request.website.code : undefined,
    provider: request.provider ?? undefined,
    accountNumber: request.account?.number,
  };
}

interface Staged {
  target: 'bo' | 'statement';
  balance: BalanceTrail | null;
  warnings: string[];
  rows: number;
  skipped: Record<string, number>;
  skippedTotal: number;
  from: IsoDate | null;
  to: IsoDate | null;
  parser: unknown;
  /** The staged rows as the engine reads them, in copy order; null when there were more than PARSED_IN_MEMORY. */
  parsed: Parsed[] | null;
}

/** Streams the file through its parser into the staging table; throws the parser's FormatError as it is. */
async function stage(
  tx: Tx,
  request: UploadRequest,
  uploadId: number,
  input: ByteInput,
  ctx: ActionContext,
): Promise<Staged> {
  const rowContext: UploadRowContext = {
    request,
    uploadId,
    today: jakartaDate(ctx.at),
    fingerprints: fingerprintsOfFile(),
  };
  const parse = parseUpload(request.spec.format, input, parseOptions(request));
  const otherSide: Record<string, number> = Object.create(null) as Record<string, number>;
  let from: IsoDate | null = null;
  let to: IsoDate | null = null;
  const widen = (date: IsoDate) => {
    if (from === null || date < from) from = date;
    if (to === null || date > to) to = date;
  };
  const target = request.spec.target === 'mutasi' ? 'statement' : 'bo';
  const wanted = request.side === 'DEPO' ? 'CR' : 'DB';
  // Every dated row of a statement, either direction: the days the file holds (decision 052).
  const held = new Set<IsoDate>();
  let parsed: Parsed[] | null = [];
  // As the engine reads it (its id once the stage has given it one); a statement's fee row is null.
  const keep = (row: Parsed) => {
    if (parsed === null) return;
    if (parsed.length < PARSED_IN_MEMORY) parsed.push(row);
    else parsed = null;
  };

  async function* rows(): AsyncGenerator<CopyValue[]> {
    for await (const row of parse as AsyncIterable<
      ParsedRow<BoDepositRecord | BoWithdrawRecord | MutasiRecord>
    >) {
      if (row.kind !== 'record') continue;
      if (target === 'statement') {
        const record = row.record as MutasiRecord;
        held.add(record.date);
        if (record.direction !== wanted) {
          // Rows of the other direction are counted, never silently dropped (formats.md).
          const reason = wanted === 'CR' ? 'Debit (bukan deposit)' : 'Kredit (bukan withdraw)';
          otherSide[reason] = (otherSide[reason] ?? 0) + 1;
          continue;
        }
        widen(record.date);
        const statement = newStatement(rowContext, row.line, record);
        keep(statementRows.freshEngineStatement(statement, 0));
        yield ROWS_OF.statement.stage.values(statement);
      } else {
        const bo =
          request.side === 'DEPO'
            ? newBoDeposit(rowContext, row.line, row.record as BoDepositRecord)
            : newBoWithdrawal(rowContext, row.line, row.record as BoWithdrawRecord);
        widen(bo.businessDate);
        keep(boRows.freshEngineBo(bo, 0));
        yield ROWS_OF.bo.stage.values(bo);
      }
    }
  }

  const into = ROWS_OF[target].stage;
  await into.create(tx.db);
  const count = await tx.copyIn(into.name, into.columns, rows());
  if (target === 'statement') refuseOutsideStatementDate(request.statementDate, held);
  const skipped = { ...parse.summary.skippedByStatus, ...otherSide };
  const skippedTotal = Object.values(skipped).reduce((sum, n) => sum + n, 0);
  return {
    target,
    rows: count,
    skipped,
    skippedTotal,
    from,
    to,
    parser: parse.summary,
    balance: parse.summary.balance,
    warnings: parse.summary.warnings,
    parsed,
  };
}

/** How far before the chosen statement date a statement's rows may lie (a month's statement), and after it. */
export const STATEMENT_DAYS_BEFORE = 31;
export const STATEMENT_DAYS_AFTER = 1;

/**
 * A statement whose dated rows lie outside the chosen statement date minus 31 days to plus 1 day is refused
 * whole, naming the dates it holds (decision 052): a June statement uploaded under today's date is another
 * day's file, and storing it would pair (or fail to pair) against the wrong day. Without a chosen date there is
 * nothing to compare with.
 */
function refuseOutsideStatementDate(statementDate: IsoDate | null, held: ReadonlySet<IsoDate>): void {
  if (statementDate === null || held.size === 0) return;
  const earliest = addDays(statementDate, -STATEMENT_DAYS_BEFORE);
  const latest = addDays(statementDate, STATEMENT_DAYS_AFTER);
  const days = [...held].sort();
  if (days[0]! >= earliest && days[days.length - 1]! <= latest) return;
  const named =
    days.length <= 5
      ? days.map((day) => formatWireDate(day)).join(', ')
      : `${days.length} hari, ${formatWireDate(days[0]!)} s.d. ${formatWireDate(days[days.length - 1]!)}`;
  throw new FormatError(
    422,
    MSG.uploadOutsideStatementDate(
      named,
      formatWireDate(statementDate),
      formatWireDate(earliest),
      formatWireDate(latest),
    ),
  );
}

function describe(
  request: UploadRequest,
  file: ReceivedFile,
  summary: {
    rows_inserted: number;
    rows_duplicate: number;
    rows_skipped: number;
    balance: UploadBalance | null;
  },
  counts: ReconcileCounts,
) {
  const account = request.account ? ` akun ${request.account.bank} ${request.account.number}` : '';
  const balance = summary.balance;
  // A statement stored with a hole in it says so in the audit trail too.
  const holes =
    balance && (balance.break_count > 0 || balance.gap)
      ? `; saldo tidak nyambung ${balance.break_count + (balance.gap ? 1 : 0)}x`
      : '';
  return (
    `Upload ${request.spec.label}${account} ${request.side === 'DEPO' ? 'deposit' : 'withdraw'} file ${file.name}: ` +
    `${summary.rows_inserted} baru, ${summary.rows_duplicate} sudah ada, ${summary.rows_skipped} dilewati; ` +
    `cocok REF ${counts.REF}, EXACT ${counts.EXACT}, UNIQUE ${counts.UNIQUE}; ` +
    (counts.reopened > 0 ? `${counts.reopened} pasangan otomatis dibuka ulang; ` : '') +
    `pending BO ${counts.pendingBo}, mutasi ${counts.pendingMutasi}, contested ${counts.contestedGroups}${holes}`
  );
}
