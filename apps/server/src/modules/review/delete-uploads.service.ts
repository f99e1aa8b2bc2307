import { sql } from 'drizzle-orm';
import { formatWireDate, MSG, type DeleteBoMutasiResponse, type IsoDate } from '@rekon/contracts';
import { exec, list, type Db } from '../../db/client';
import { conflict } from '../../http/errors';
import { lockWebsite } from '../reconciliation/reconcile.service';
import { ownBusinessDate } from '../reconciliation/reconcile.repository';
import { DEPOSIT, WITHDRAW, type SideTables } from '../reconciliation/sides';
import { recordAction, type ActionContext } from '../tracking/tracking.service';
import { id } from '../../db/identifier';

/** Only data uploaded at most this long ago may be deleted (spec sections 1 and 9); server time only. */
export const DELETE_WINDOW_MS = 24 * 60 * 60 * 1000;

interface SideOutcome {
  bo: number;
  mutasi: number;
  keptOlder: number;
}

async function idsOf(db: Db, query: ReturnType<typeof sql>) {
  const { rows } = await exec<{ id: number }>(db, query);
  return rows.map((row) => Number(row.id));
}

/**
 * Removes one side's rows of the website and date whose upload is at most 24 hours old. Their pairs are
 * undone and the counterparts that stay return to Pending; a BO row gets back the business date of its own
 * approve time (reconcile.md).
 */
async function deleteSide(
  db: Db,
  t: SideTables,
  website: string,
  date: IsoDate,
  cutoff: Date,
): Promise<SideOutcome> {
  const b = t.bo;
  const p = t.mutasi.prefix;
  const col = (name: string) => id(`${p}_${name}`);
  const recent = (uploadColumn: ReturnType<typeof id>) =>
    sql`exists (select 1 from upload u where u.upload_id = ${uploadColumn} and u.upload_created_at >= ${cutoff}::timestamptz)`;

  const boIds = await idsOf(
    db,
    sql`select ${id(b.id)} as id from ${id(b.table)}
    where ${id(b.website)} = ${website} and ${id(b.date)} = ${date}::date and ${recent(id(b.uploadId))}`,
  );
  const mutasiIds = await idsOf(
    db,
    sql`select ${id(t.mutasi.id)} as id from ${id(t.mutasi.table)}
    where ${col('website')} = ${website} and ${col('date')} = ${date}::date and ${recent(col('upload_id'))}`,
  );
  const { rows: older } = await exec<{ n: number }>(
    db,
    sql`select (select count(*) from ${id(b.table)} where ${id(b.website)} = ${website} and ${id(b.date)} = ${date}::date
          and ${id(b.deletedAt)} is null and not ${recent(id(b.uploadId))})
        + (select count(*) from ${id(t.mutasi.table)} where ${col('website')} = ${website} and ${col('date')} = ${date}::date
          and ${col('deleted_at')} is null and not ${recent(col('upload_id'))}) as n`,
  );

  const m = t.match;
  const pairs = await exec<{ bo: number; mutasi: number }>(
    db,
    sql`delete from ${id(m.table)} where ${id(m.bo)} = any(${list(boIds)}::bigint[]) or ${id(m.mutasi)} = any(${list(mutasiIds)}::bigint[])
        returning ${id(m.bo)} as bo, ${id(m.mutasi)} as mutasi`,
  );
  const freedBo = pairs.rows.map((r) => Number(r.bo)).filter((boId) => !boIds.includes(boId));
  const freedMutasi = pairs.rows
    .map((r) => Number(r.mutasi))
    .filter((mutasiId) => !mutasiIds.includes(mutasiId));
  if (freedBo.length > 0) {
    await exec(
      db,
      sql`update ${id(b.table)} set ${id(b.approve)} = false, ${id(b.ket)} = null, ${id(b.matchPass)} = null,
            ${id(b.approvedAt)} = null, ${id(b.approvedBy)} = null,
            ${id(b.date)} = ${ownBusinessDate(b)}
          where ${id(b.id)} = any(${list(freedBo)}::bigint[])`,
    );
  }
  if (freedMutasi.length > 0) {
    await exec(
      db,
      sql`update ${id(t.mutasi.table)} set ${col('app')} = false, ${col('ketapp')} = null, ${col('ticket')} = ${col('source_ticket')},
            ${col('app_date')} = null, ${col('match_pass')} = null, ${col('approved_by')} = null
          where ${id(t.mutasi.id)} = any(${list(freedMutasi)}::bigint[])`,
    );
  }
  await exec(db, sql`delete from ${id(b.table)} where ${id(b.id)} = any(${list(boIds)}::bigint[])`);
  await exec(
    db,
    sql`delete from ${id(t.mutasi.table)} where ${id(t.mutasi.id)} = any(${list(mutasiIds)}::bigint[])`,
  );
  return { bo: boIds.length, mutasi: mutasiIds.length, keptOlder: Number(older[0]?.n ?? 0) };
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
    const deposit = await deleteSide(trx, DEPOSIT, website, date, cutoff);
    const withdraw = await deleteSide(trx, WITHDRAW, website, date, cutoff);
    const deleted = { bo: deposit.bo, bowd: withdraw.bo, mutasi: deposit.mutasi, mutasiwd: withdraw.mutasi };
    const total = deleted.bo + deleted.bowd + deleted.mutasi + deleted.mutasiwd;
    const keptOlder = deposit.keptOlder + withdraw.keptOlder;
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
