/**
 * Upload history (issue 29, decision 056): each upload of a website with who, when, what it added and paired, and
 * the undo of one upload within 24 hours of it. Undoing an upload removes its rows, undoes their pairs, and solves
 * the dates it touched again with what is left: the day ends as if the upload had never come.
 */
import { MSG, type PageParams, type UndoUploadResponse } from '@rekon/contracts';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../http/errors';
import { isInWebsiteScope } from '../../http/access';
import { applyRun, planRun } from '../reconciliation/reconcile.service';
import { lockWebsite } from '../../db/transaction-settings';
import * as boRows from '../rows/bo';
import type { Side } from '../rows/row-model';
import * as statementRows from '../rows/statement';
import { recordAction, type ActionContext } from '../tracking/tracking.service';
import { findUpload } from '../uploads/uploads.repository';
import * as repo from './upload-history.repository';

/** An upload may be undone this long after it was made (the spec's 24-hour delete, for one upload). */
export const UNDO_WINDOW_MS = 24 * 60 * 60 * 1000;

/** One page of a website's uploads, newest first. */
export function listUploads(db: Db, website: string, paging: PageParams, now: Date) {
  return repo.uploadPage(db, website, paging, new Date(now.getTime() - UNDO_WINDOW_MS));
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
    const found = await findUpload(trx, uploadId);
    if (!found || !isInWebsiteScope(ctx.actor, found.upload_website)) throw notFound(MSG.uploadNotFound);
    const website = found.upload_website;
    await lockWebsite(trx, website);
    // Read again under the lock: an undo of the same upload that committed meanwhile answers "already undone".
    const record = (await findUpload(trx, uploadId))!;
    const summary = (record.upload_summary ?? {}) as Record<string, unknown>;
    if (summary.undone) throw conflict(MSG.uploadUndoneAlready);
    if (ctx.at.getTime() - record.upload_created_at.getTime() > UNDO_WINDOW_MS)
      throw conflict(MSG.uploadUndoTooOld);

    const later = await repo.laterUploadSharingRows(trx, record);
    if (later !== null) throw conflict(MSG.uploadUndoLaterFirst(later));

    const side = sideOf(record.upload_kind);
    const { goingBo, goingStatements } = await repo.rowsOf(trx, uploadId);
    const boIds = goingBo.map((row) => Number(row.id));
    const statementIds = goingStatements.map((row) => Number(row.id));
    const removed = boIds.length + statementIds.length;
    if (removed === 0) throw conflict(MSG.uploadUndoNothing);
    const going = new Set(boIds);
    const counterpartBo = [
      ...new Set(
        goingStatements.flatMap((row) =>
          row.bo === null || going.has(Number(row.bo)) ? [] : [Number(row.bo)],
        ),
      ),
    ];
    const counterpartStatements = await statementRows.statementsPairedWith(trx, boIds);
    // A request that stays while a credit of its pair goes is Pending again, and so are the other credits of the
    // split payment's group it was approved with (issue 28), as the 24-hour delete does.
    await statementRows.unpairStatementsOf(trx, [...boIds, ...counterpartBo]);
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
    await repo.markUndone(trx, uploadId, { at: ctx.at.toISOString(), by: ctx.actor.accountName, remark });
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
