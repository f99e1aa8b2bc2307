/**
 * Upload history (issue 29, decision 056): each upload of a website with who, when, what it added and paired, and
 * the undo of one upload within 24 hours of it. Undoing an upload removes its rows, undoes their pairs, and solves
 * the dates it touched again with what is left: the day ends as if the upload had never come.
 */
import { sql } from 'drizzle-orm';
import { MSG, type PageParams, type UndoUploadResponse, type UploadHistoryRow } from '@rekon/contracts';
import { exec, type Db } from '../../db/client';
import { boRow, statementRow, upload, uploadBalance, uploadFile } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { isInWebsiteScope } from '../../http/access';
import { pageWindow } from '../../http/paging';
import { applyRun, planRun } from '../reconciliation/reconcile.service';
import { lockWebsite } from '../../db/transaction-settings';
import * as boRows from '../rows/bo';
import type { Side } from '../rows/row-model';
import * as statementRows from '../rows/statement';
import { recordAction, type ActionContext } from '../tracking/tracking.service';
import { findUpload } from '../uploads/uploads.repository';

/** An upload may be undone this long after it was made (the spec's 24-hour delete, for one upload). */
export const UNDO_WINDOW_MS = 24 * 60 * 60 * 1000;

const iso = (column: unknown) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** One page of a website's uploads, newest first. */
export async function listUploads(
  db: Db,
  website: string,
  paging: PageParams,
  now: Date,
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
          (${u.upload_summary}->'undone' is null and ${u.upload_created_at} >= ${new Date(now.getTime() - UNDO_WINDOW_MS)}::timestamptz
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

const sideOf = (kind: string): Side => (kind.endsWith('withdraw') ? 'WD' : 'DEPO');

/**
 * Undoes one upload (ADMIN any website, CHECKER its own; unknown and foreign uploads read alike): within 24 hours of
 * it, its rows go, the rows they were paired with return to Pending, and the dates the upload touched are solved
 * again with what is left, under the website's lock, in one transaction with one Tracking row.
 */
export async function undoUpload(
  db: Db,
  uploadId: number,
  remark: string,
  ctx: ActionContext,
): Promise<UndoUploadResponse> {
  return db.transaction(async (trx) => {
    const record = await findUpload(trx, uploadId);
    if (!record || !isInWebsiteScope(ctx.actor, record.upload_website)) throw notFound(MSG.uploadNotFound);
    const website = record.upload_website;
    await lockWebsite(trx, website);
    const summary = (record.upload_summary ?? {}) as Record<string, unknown>;
    if (summary.undone) throw conflict(MSG.uploadUndoneAlready);
    if (ctx.at.getTime() - record.upload_created_at.getTime() > UNDO_WINDOW_MS)
      throw conflict(MSG.uploadUndoTooOld);

    const side = sideOf(record.upload_kind);
    const { rows: goingBo } = await exec<{ id: number }>(
      trx,
      sql`select ${boRow.id}::float8 as id from ${boRow} where ${boRow.uploadId} = ${uploadId}`,
    );
    const { rows: goingStatements } = await exec<{ id: number; bo: number | null }>(
      trx,
      sql`select ${statementRow.id}::float8 as id, ${statementRow.boId}::float8 as bo from ${statementRow}
          where ${statementRow.uploadId} = ${uploadId}`,
    );
    const boIds = goingBo.map((row) => Number(row.id));
    const statementIds = goingStatements.map((row) => Number(row.id));
    const removed = boIds.length + statementIds.length;
    if (removed === 0) throw conflict(MSG.uploadUndoNothing);
    const going = new Set(boIds);
    const counterpartBo = goingStatements.flatMap((row) =>
      row.bo === null || going.has(Number(row.bo)) ? [] : [Number(row.bo)],
    );
    const counterpartStatements = await statementRows.statementsPairedWith(trx, boIds);
    await statementRows.unpairStatementsOf(trx, boIds);
    await boRows.unpairBo(trx, counterpartBo);
    await boRows.removeBo(trx, boIds);
    await statementRows.removeStatements(trx, statementIds);
    await statementRows.forgetRefusals(trx, boIds, statementIds);
    const unpaired = counterpartBo.length + counterpartStatements.size;

    // The dates it touched, solved again with what is left (the rows it had paired among them).
    let paired = 0;
    const from = record.upload_date_from ?? record.upload_statement_date;
    const to = record.upload_date_to ?? from;
    if (from && to) {
      const plan = await planRun(trx, { website, side, from, to, fresh: null });
      const counts = await applyRun(trx, plan, ctx, {
        replayBy: `${ctx.actor.accountName} (batal upload #${uploadId})`,
      });
      paired = counts.REF + counts.EXACT + counts.UNIQUE;
    }
    await exec(
      trx,
      sql`update ${upload} set upload_summary = upload_summary || ${JSON.stringify({
        undone: { at: ctx.at.toISOString(), by: ctx.actor.accountName, remark },
      })}::jsonb where ${upload.upload_id} = ${uploadId}`,
    );
    await recordAction(
      trx,
      ctx,
      website,
      `Batalkan upload #${uploadId} ${record.upload_file_name} (${record.upload_kind}): ${removed} baris dihapus, ` +
        `${unpaired} pasangan dibatalkan, ${paired} pasangan dibuat ulang (${remark})`,
    );
    return { status: true as const, message: MSG.uploadUndone(uploadId, removed), removed, unpaired, paired };
  });
}
