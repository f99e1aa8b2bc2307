import { sql } from 'drizzle-orm';
import type { PageParams, UploadHistoryRow } from '@rekon/contracts';
import { exec, type Db } from '../../db/client';
import { boRow, statementRow, upload, uploadBalance, uploadFile } from '../../db/schema';
import { pageWindow } from '../../http/paging';

/** The upload history's reads and the mark of an undone upload (decision 056). */

const iso = (column: unknown) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** One page of a website's uploads, newest first; an upload made since `undoSince` may be undone. */
export async function uploadPage(
  db: Db,
  website: string,
  paging: PageParams,
  undoSince: Date,
): Promise<{ rows: UploadHistoryRow[]; total: number }> {
  const { limit, offset } = pageWindow(paging);
  const u = upload;
  const present = sql`((select count(*) from ${boRow} where ${boRow.uploadId} = ${u.upload_id} and ${boRow.deletedAt} is null)
    + (select count(*) from ${statementRow} where ${statementRow.uploadId} = ${u.upload_id} and ${statementRow.deletedAt} is null))::int`;
  const { rows } = await exec<UploadHistoryRow & { total: number }>(
    db,
    sql`select ${u.upload_id}::int as upload_id, ${iso(u.upload_created_at)} as created_at,
          ${u.upload_created_by_name} as created_by, ${u.upload_file_name} as file_name, ${u.upload_kind} as kind,
          ${u.upload_format} as format, ${u.upload_website} as website,
          case when ${u.upload_corporate_bank_name} is not null
            then ${u.upload_corporate_bank_name} || ' - ' || coalesce(${u.upload_corporate_bank_no}, '') end as account,
          ${u.upload_statement_date}::text as statement_date, ${u.upload_date_from}::text as date_from,
          ${u.upload_date_to}::text as date_to, ${u.upload_rows_inserted} as rows_inserted,
          ${u.upload_rows_duplicate} as rows_duplicate, ${u.upload_rows_skipped} as rows_skipped,
          coalesce((${u.upload_summary}->'matched'->>'REF')::int, 0) + coalesce((${u.upload_summary}->'matched'->>'EXACT')::int, 0)
            + coalesce((${u.upload_summary}->'matched'->>'UNIQUE')::int, 0) as pairs_made,
          coalesce((select ${uploadBalance.upload_balance_break_count}
              + case when ${uploadBalance.upload_balance_gap} is null then 0 else 1 end
            from ${uploadBalance} where ${uploadBalance.upload_balance_upload_id} = ${u.upload_id}), 0)::int as balance_warnings,
          ${present} as rows_present,
          exists (select 1 from ${uploadFile} where ${uploadFile.upload_file_upload_id} = ${u.upload_id}) as has_file,
          ${u.upload_summary}->'undone'->>'at' as undone_at, ${u.upload_summary}->'undone'->>'by' as undone_by,
          (${u.upload_summary}->'undone' is null and ${u.upload_created_at} >= ${undoSince}::timestamptz
            and ${present} > 0) as can_undo,
          count(*) over ()::int as total
        from ${u}
        where ${u.upload_website} = ${website}
        order by ${u.upload_created_at} desc, ${u.upload_id} desc
        limit ${limit} offset ${offset}`,
  );
  const total = rows[0]?.total ?? (await countUploads(db, website));
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}

async function countUploads(db: Db, website: string) {
  const { rows } = await exec<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${upload} where ${upload.upload_website} = ${website}`,
  );
  return rows[0]?.n ?? 0;
}

/** The rows an upload added, still there or soft-deleted, with each statement row's BO counterpart. */
export async function rowsOf(db: Db, uploadId: number) {
  const { rows: goingBo } = await exec<{ id: number }>(
    db,
    sql`select ${boRow.id}::float8 as id from ${boRow} where ${boRow.uploadId} = ${uploadId}`,
  );
  const { rows: goingStatements } = await exec<{ id: number; bo: number | null }>(
    db,
    sql`select ${statementRow.id}::float8 as id, ${statementRow.boId}::float8 as bo from ${statementRow}
        where ${statementRow.uploadId} = ${uploadId}`,
  );
  return { goingBo, goingStatements };
}

/** Who undid the upload, when and why, kept in its summary. */
export async function markUndone(
  db: Db,
  uploadId: number,
  undone: { at: string; by: string; remark: string },
) {
  await exec(
    db,
    sql`update ${upload} set upload_summary = upload_summary || ${JSON.stringify({ undone })}::jsonb
        where ${upload.upload_id} = ${uploadId}`,
  );
}

/**
 * A later upload, not undone, of the same kind, website and account whose dates meet this one's and that found rows
 * it already had: it may hold rows of this upload, stored once under this upload's id. Undoing this one would take
 * them from it too, so the later one must be undone first. Null when there is none.
 */
export async function laterUploadSharingRows(
  db: Db,
  record: Pick<
    typeof upload.$inferSelect,
    | 'upload_id'
    | 'upload_website'
    | 'upload_kind'
    | 'upload_akun_bank_id'
    | 'upload_date_from'
    | 'upload_date_to'
    | 'upload_statement_date'
  >,
): Promise<number | null> {
  const from = record.upload_date_from ?? record.upload_statement_date;
  const to = record.upload_date_to ?? from;
  if (!from || !to) return null;
  const { rows } = await exec<{ id: number }>(
    db,
    sql`select ${upload.upload_id}::int as id from ${upload}
        where ${upload.upload_website} = ${record.upload_website}
          and ${upload.upload_kind} = ${record.upload_kind}
          and ${upload.upload_akun_bank_id} is not distinct from ${record.upload_akun_bank_id}
          and ${upload.upload_id} > ${record.upload_id}
          and ${upload.upload_rows_duplicate} > 0
          and not (${upload.upload_summary} ? 'undone')
          and coalesce(${upload.upload_date_from}, ${upload.upload_statement_date}) <= ${to}
          and coalesce(${upload.upload_date_to}, ${upload.upload_date_from}, ${upload.upload_statement_date}) >= ${from}
        order by ${upload.upload_id} desc
        limit 1`,
  );
  return rows[0]?.id ?? null;
}
