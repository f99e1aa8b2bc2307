import { open } from 'node:fs/promises';
import { and, eq, sql } from 'drizzle-orm';
import type { IsoDate } from '@rekon/contracts';
import { exec, type Db } from '../../db/client';
import { columnName } from '../../db/identifier';
import { upload, uploadFile, type UPLOAD_KINDS } from '../../db/schema';
import type { ReceivedFile } from '../../http/upload-receiver';
import type { ActionContext } from '../tracking/tracking.service';
import type { UploadRequest } from './upload-request';

/** What the upload log calls each kind of upload. */
function kindOf(request: UploadRequest): (typeof UPLOAD_KINDS)[number] {
  const kind = request.spec.target === 'bo' ? 'bo' : 'mutasi';
  return `${kind}_${request.side === 'DEPO' ? 'deposit' : 'withdraw'}`;
}

/** The upload's record, before its rows: counts and summary follow in `finishUploadRecord`. */
export async function insertUploadRecord(
  db: Db,
  request: UploadRequest,
  file: ReceivedFile,
  ctx: ActionContext,
): Promise<number> {
  const [row] = await db
    .insert(upload)
    .values({
      upload_endpoint: request.endpoint,
      upload_format: request.spec.format,
      upload_kind: kindOf(request),
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

export async function finishUploadRecord(
  db: Db,
  uploadId: number,
  record: {
    total: number;
    inserted: number;
    duplicate: number;
    skipped: number;
    summary: Record<string, unknown>;
    from: IsoDate | null;
    to: IsoDate | null;
  },
) {
  await db
    .update(upload)
    .set({
      upload_rows_total: record.total,
      upload_rows_inserted: record.inserted,
      upload_rows_duplicate: record.duplicate,
      upload_rows_skipped: record.skipped,
      upload_summary: record.summary,
      upload_date_from: record.from,
      upload_date_to: record.to,
    })
    .where(eq(upload.upload_id, uploadId));
}

/** Parts of about this size: one statement each, a few for the largest upload (50 MB, compressed). */
const PART_BYTES = 1024 * 1024;

/** Stores the gzip file of an upload's original bytes (`gzipPath`) as numbered parts, read a part at a time. */
export async function storeOriginal(db: Db, uploadId: number, gzipPath: string): Promise<number> {
  const handle = await open(gzipPath, 'r');
  try {
    let part = 0;
    let stored = 0;
    for (;;) {
      const { buffer, bytesRead } = await handle.read(Buffer.alloc(PART_BYTES), 0, PART_BYTES, null);
      if (bytesRead === 0) break;
      // As base64 text: PGlite takes a bytea parameter at about 4 MB/s, text at 50 MB/s and more.
      await exec(
        db,
        sql`insert into ${uploadFile} (${columnName(uploadFile.upload_file_upload_id)},
              ${columnName(uploadFile.upload_file_part)}, ${columnName(uploadFile.upload_file_gzip)})
            values (${uploadId}, ${part++}, decode(${buffer.toString('base64', 0, bytesRead)}, 'base64'))`,
      );
      stored += bytesRead;
    }
    return stored;
  } finally {
    await handle.close();
  }
}

/** Stores an original already gzip-compressed in memory (a feed's batch, at most a few MB), in parts as above. */
export async function storeOriginalBytes(db: Db, uploadId: number, gzip: Buffer): Promise<void> {
  for (let part = 0; part * PART_BYTES < gzip.length; part++) {
    const bytes = gzip.subarray(part * PART_BYTES, (part + 1) * PART_BYTES);
    await exec(
      db,
      sql`insert into ${uploadFile} (${columnName(uploadFile.upload_file_upload_id)},
            ${columnName(uploadFile.upload_file_part)}, ${columnName(uploadFile.upload_file_gzip)})
          values (${uploadId}, ${part}, decode(${bytes.toString('base64')}, 'base64'))`,
    );
  }
}

/** The stored parts of an upload's original, in order: together, the gzip of the file as it was uploaded. */
export async function* originalParts(db: Db, uploadId: number): AsyncGenerator<Buffer> {
  for (let part = 0; ; part++) {
    const [row] = await db
      .select({ gzip: sql<string>`encode(${uploadFile.upload_file_gzip}, 'base64')` })
      .from(uploadFile)
      .where(and(eq(uploadFile.upload_file_upload_id, uploadId), eq(uploadFile.upload_file_part, part)));
    if (!row) return;
    yield Buffer.from(row.gzip, 'base64');
  }
}

/** The upload record as a row's audit needs it. */
export async function findUpload(db: Db, uploadId: number) {
  const [row] = await db.select().from(upload).where(eq(upload.upload_id, uploadId));
  return row;
}
