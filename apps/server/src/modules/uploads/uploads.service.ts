import { createReadStream } from 'node:fs';
import { open, readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import {
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
import { exec, type Db } from '../../db/client';
import { copyRows, type CopyValue } from '../../db/bulk';
import { withRetry } from '../../db/retry';
import { upload, uploadFile } from '../../db/schema';
import type { ReceivedFile } from '../../http/upload-receiver';
import { lockWebsite, reconcile, type ReconcileCounts } from '../reconciliation/reconcile.service';
import { recordAction, type ActionContext } from '../tracking/tracking.service';
import { textJob, WORKBOOK_JOB, type HeavyWork } from '../../lib/heavy-work';
import { spreadsheetWorkerUrl } from '../../lib/spreadsheet-worker';
import { recordBalance } from './balance';
import * as repo from './uploads.repository';
import { stageBoDeposit, stageBoWithdraw, stageMutasi } from './staging';
import type { UploadRequest } from './upload-request';

const gzipAsync = promisify(gzip);

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
 * One upload, all or nothing (api.md "Uploads", security.md G): the file is parsed as it streams into a
 * staging table, moved into its table in one statement that skips rows already stored, reconciled, and
 * recorded with its counts, its original bytes and one audit row, in one transaction. A file refused by its
 * parser leaves nothing behind. Both the workbook read and the parse take their turn in the heavy-work queue
 * (decision 039), one after the other, never one inside the other.
 */
export async function ingestUpload(
  db: Db,
  heavy: HeavyWork,
  request: UploadRequest,
  file: ReceivedFile,
  ctx: ActionContext,
  /** Told each phase as it starts, for the person waiting (`GET /api/uploadprogress/{id}`). */
  onPhase: (phase: UploadPhase, rows: number | null) => void = () => {},
): Promise<UploadResponse> {
  const workbook = await workbookText(heavy, request, file.path);
  return heavy.run(textJob(file.size, workbook?.csv.byteLength ?? 0), async () => {
    const original = await gzipAsync(await readFile(file.path));
    return storeUpload(db, request, file, ctx, onPhase, original, workbook);
  });
}

async function storeUpload(
  db: Db,
  request: UploadRequest,
  file: ReceivedFile,
  ctx: ActionContext,
  onPhase: (phase: UploadPhase, rows: number | null) => void,
  original: Buffer,
  workbook: Awaited<ReturnType<typeof workbookText>>,
): Promise<UploadResponse> {
  return withRetry(() =>
    db.transaction(async (trx) => {
      const clock = stopwatch();
      // The staging sort and the reconciliation fit in memory; the 4 MB default spills to disk (5x slower on PGlite).
      await exec(trx, sql`set local work_mem = '64MB'`);
      await lockWebsite(trx, request.website.code);
      const uploadId = await insertUploadRecord(trx, request, file, ctx);
      onPhase('reading', null);
      const staged = await stage(trx, request, workbook?.csv ?? createReadStream(file.path), ctx);
      clock.lap('parse_copy');
      onPhase('storing', staged.rows);
      const balance = await recordBalance(trx, uploadId, request, staged.balance);
      const result =
        request.spec.target === 'bo'
          ? request.side === 'DEPO'
            ? await repo.insertBoDeposits(trx, uploadId, request.website.code)
            : await repo.insertBoWithdrawals(trx, uploadId, request.website.code)
          : await repo.insertMutasi(trx, request.side, uploadId, {
              website: request.website.code,
              accountId: request.account?.id ?? null,
              corporateLabel: request.corporateLabel,
              source: request.spec.format,
            });
      clock.lap('insert');
      onPhase('matching', result.inserted);
      const counts =
        result.inserted > 0 && result.from && result.to
          ? await reconcile(trx, {
              website: request.website.code,
              side: request.side,
              from: result.from,
              to: result.to,
              ctx,
              change: { uploadId, fileName: file.name },
            })
          : NO_COUNTS;
      clock.lap('reconcile');

      const summary = {
        upload_id: uploadId,
        rows_total: staged.rows + staged.skippedTotal,
        rows_inserted: result.inserted,
        rows_duplicate: staged.rows - result.inserted,
        rows_skipped: staged.skippedTotal,
        skipped_reasons: staged.skipped,
        matched: { REF: counts.REF, EXACT: counts.EXACT, UNIQUE: counts.UNIQUE },
        reopened: counts.reopened,
        pending: {
          bo: counts.pendingBo,
          mutasi: counts.pendingMutasi,
          contested_groups: counts.contestedGroups,
        },
        balance,
        warnings: staged.warnings,
      };
      await trx
        .update(upload)
        .set({
          upload_rows_total: summary.rows_total,
          upload_rows_inserted: summary.rows_inserted,
          upload_rows_duplicate: summary.rows_duplicate,
          upload_rows_skipped: summary.rows_skipped,
          upload_summary: {
            ...summary,
            parser: staged.parser,
            // Which sheet a workbook was read from, and whether its bank's converter read it.
            workbook: workbook?.sheet ?? null,
            timings_ms: clock.laps,
          },
          upload_date_from: result.from ?? staged.from,
          upload_date_to: result.to ?? staged.to,
        })
        .where(eq(upload.upload_id, uploadId));
      await trx.insert(uploadFile).values({ upload_file_upload_id: uploadId, upload_file_gzip: original });
      await recordAction(trx, ctx, request.website.code, describe(request, file, summary, counts));

      const day = formatWireDate(request.statementDate ?? staged.from ?? jakartaDate(ctx.at));
      return {
        status: result.inserted === 0,
        data: [
          { message: result.inserted === 0 ? MSG.uploadNothingNew(day) : MSG.uploadAdded(result.inserted) },
        ],
        summary,
      };
    }),
  );
}

async function insertUploadRecord(trx: Db, request: UploadRequest, file: ReceivedFile, ctx: ActionContext) {
  const kind =
    request.spec.target === 'bo'
      ? request.side === 'DEPO'
        ? 'bo_deposit'
        : 'bo_withdraw'
      : request.side === 'DEPO'
        ? 'mutasi_deposit'
        : 'mutasi_withdraw';
  const [row] = await trx
    .insert(upload)
    .values({
      upload_endpoint: request.endpoint,
      upload_format: request.spec.format,
      upload_kind: kind,
      upload_website: request.website.code,
      upload_akun_bank_id: request.account?.id ?? null,
      upload_corporate_bank_name: request.account?.name ?? null,
      upload_corporate_bank_no: request.account?.number ?? null,
      upload_provider: request.provider,
      upload_statement_date: request.statementDate,
      upload_file_name: file.name,
      upload_file_sha256: file.sha256,
      upload_file_size: file.size,
      upload_rows_total: 0,
      upload_rows_inserted: 0,
      upload_rows_duplicate: 0,
      upload_rows_skipped: 0,
      upload_summary: {},
      upload_created_at: ctx.at,
      upload_created_by: ctx.actor.accountId,
      upload_created_by_name: ctx.actor.accountName,
    })
    .returning({ id: upload.upload_id });
  return row!.id;
}

/**
 * A statement uploaded as a workbook is read as the CSV of its sheet that holds the header (formats.md
 * "Excel on every statement endpoint"), in a worker thread with the converters' limits; null for text.
 * What the bytes are decides, not the name: portals save tab-separated text as `.xls`, and an `.xlsx`
 * renamed to `.csv` is still a workbook. BO files are CSV (spec): their parser refuses a workbook.
 */
async function workbookText(heavy: HeavyWork, request: UploadRequest, filePath: string) {
  if (request.spec.target !== 'mutasi' || !spreadsheetContainer(await fileHead(filePath))) return null;
  const workerUrl = spreadsheetWorkerUrl();
  const sheet = await heavy.run(WORKBOOK_JOB, async () =>
    statementSheetInWorker(
      await readFile(filePath),
      request.spec.format,
      parseOptions(request),
      workerUrl ? { workerUrl } : {},
    ),
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
  balance: BalanceTrail | null;
  warnings: string[];
  rows: number;
  skipped: Record<string, number>;
  skippedTotal: number;
  from: IsoDate | null;
  to: IsoDate | null;
  parser: unknown;
}

/** Streams the file through its parser into the staging table; throws the parser's FormatError as it is. */
async function stage(trx: Db, request: UploadRequest, input: ByteInput, ctx: ActionContext): Promise<Staged> {
  const today = jakartaDate(ctx.at);
  const parse = parseUpload(request.spec.format, input, parseOptions(request));
  const otherSide: Record<string, number> = Object.create(null) as Record<string, number>;
  let from: IsoDate | null = null;
  let to: IsoDate | null = null;
  const widen = (date: IsoDate) => {
    if (from === null || date < from) from = date;
    if (to === null || date > to) to = date;
  };
  const kind: repo.StageKind =
    request.spec.target === 'mutasi' ? 'mutasi' : request.side === 'DEPO' ? 'bo_deposit' : 'bo_withdraw';
  const wanted = request.side === 'DEPO' ? 'CR' : 'DB';

  async function* rows(): AsyncGenerator<CopyValue[]> {
    for await (const row of parse as AsyncIterable<
      ParsedRow<BoDepositRecord | BoWithdrawRecord | MutasiRecord>
    >) {
      if (row.kind !== 'record') continue;
      if (kind === 'mutasi') {
        const record = row.record as MutasiRecord;
        if (record.direction !== wanted) {
          // Rows of the other direction are counted, never silently dropped (formats.md).
          const reason = wanted === 'CR' ? 'Debit (bukan deposit)' : 'Kredit (bukan withdraw)';
          otherSide[reason] = (otherSide[reason] ?? 0) + 1;
          continue;
        }
        widen(record.date);
        yield stageMutasi(request, row.line, row.cells, record);
      } else if (kind === 'bo_deposit') {
        const values = stageBoDeposit(request, row.line, row.cells, row.record as BoDepositRecord, today);
        widen(values[6] as IsoDate);
        yield values;
      } else {
        const values = stageBoWithdraw(request, row.line, row.cells, row.record as BoWithdrawRecord, today);
        widen(values[6] as IsoDate);
        yield values;
      }
    }
  }

  await repo.createStage(trx, kind);
  const count = await copyRows(trx, repo.stageTable(kind), repo.stageColumns(kind), rows());
  const skipped = { ...parse.summary.skippedByStatus, ...otherSide };
  const skippedTotal = Object.values(skipped).reduce((sum, n) => sum + n, 0);
  return {
    rows: count,
    skipped,
    skippedTotal,
    from,
    to,
    parser: parse.summary,
    balance: parse.summary.balance,
    warnings: parse.summary.warnings,
  };
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
