import { formatWireDate, MSG, type DeleteBoMutasiResponse, type IsoDate } from '@rekon/contracts';
import type { Db } from '../../db/client';
import { conflict } from '../../http/errors';
import { lockWebsite } from '../../db/transaction-settings';
import * as boRows from '../rows/bo';
import * as statementRows from '../rows/statement';
import { recordAction, type ActionContext } from '../tracking/tracking.service';

/** Only data uploaded at most this long ago may be deleted (spec sections 1 and 9); server time only. */
export const DELETE_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Removes the website's rows of a date (both kinds, both sides) whose upload is at most 24 hours old. Their pairs
 * are undone and the counterparts that stay return to Pending; a BO row gets back the business date of its own
 * approve time (reconcile.md). Returns how many went, per kind and side, and how many older rows stay.
 */
async function deleteRecent(db: Db, website: string, date: IsoDate, cutoff: Date) {
  const keptOlder =
    (await boRows.countOlderBo(db, website, date, cutoff)) +
    (await statementRows.countOlderStatements(db, website, date, cutoff));
  const bo = await boRows.recentBo(db, website, date, cutoff);
  const statements = await statementRows.recentStatements(db, website, date, cutoff);
  const goingBo = new Set(bo.map((row) => row.id));
  const goingStatements = new Set(statements.map((row) => row.id));
  // BO rows that stay while a credit of their pair goes: pending again, and so are the other credits of a split
  // payment's group they were approved with (issue 28).
  const stayingBo = [
    ...new Set(statements.flatMap((row) => (row.boId === null || goingBo.has(row.boId) ? [] : [row.boId]))),
  ];
  await statementRows.unpairStatementsOf(db, [...goingBo, ...stayingBo]);
  await boRows.unpairBo(db, stayingBo);
  await boRows.removeBo(db, [...goingBo]);
  await statementRows.removeStatements(db, [...goingStatements]);
  await statementRows.forgetRefusals(db, [...goingBo], [...goingStatements]);
  // Rows deleted by hand before go too, but only live rows are counted: the answer and the Tracking row say what
  // the desk still saw.
  const count = <T extends { side: string; live: boolean }>(rows: readonly T[], side: string) =>
    rows.filter((row) => row.live && row.side === side).length;
  return {
    deleted: {
      bo: count(bo, 'DEPO'),
      bowd: count(bo, 'WD'),
      mutasi: count(statements, 'DEPO'),
      mutasiwd: count(statements, 'WD'),
    },
    keptOlder,
  };
}

/**
 * `DELETE /api/deletebomutasi`: the BO and statement rows of a website and date uploaded at most 24 hours
 * ago (api.md "Deletion within 24 hours"). Older rows stay and the answer says how many.
 */
export async function deleteRecentUploads(
  db: Db,
  website: string,
  date: IsoDate,
  ctx: ActionContext,
): Promise<DeleteBoMutasiResponse> {
  const cutoff = new Date(ctx.at.getTime() - DELETE_WINDOW_MS);
  return db.transaction(async (trx) => {
    await lockWebsite(trx, website);
    const { deleted, keptOlder } = await deleteRecent(trx, website, date, cutoff);
    const total = deleted.bo + deleted.bowd + deleted.mutasi + deleted.mutasiwd;
    if (total === 0)
      throw conflict(keptOlder > 0 ? MSG.deleteTooOld : MSG.deleteNothing(formatWireDate(date)));
    await recordAction(
      trx,
      ctx,
      website,
      `Hapus data ${formatWireDate(date)} website ${website} (upload ≤ 24 jam): BO deposit ${deleted.bo}, BO withdraw ${deleted.bowd}, ` +
        `mutasi deposit ${deleted.mutasi}, mutasi withdraw ${deleted.mutasiwd}` +
        (keptOlder > 0 ? `; ${keptOlder} data lebih dari 24 jam tidak dihapus` : ''),
    );
    return {
      status: true as const,
      message: MSG.deleteDone(total, keptOlder),
      deleted,
      kept_older: keptOlder,
    };
  });
}
