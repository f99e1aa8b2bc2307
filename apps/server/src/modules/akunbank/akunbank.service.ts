import { MSG, type CreateAkunBankBody } from '@rekon/contracts';
import { sqlState, type Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http/errors';
import { recordAction, type ActionContext } from '../tracking/tracking.service';
import * as websites from '../websites/websites.repository';
import { forgetAccount } from '../rows/statement/signals';
import * as repo from './akunbank.repository';

const describe = (row: {
  akun_bank_bank: string;
  akun_bank_name: string;
  akun_bank_no: string;
  akun_bank_jenis_transaksi: string;
}) => `${row.akun_bank_bank} ${row.akun_bank_name} ${row.akun_bank_no} (${row.akun_bank_jenis_transaksi})`;

export async function create(db: Db, body: CreateAkunBankBody, ctx: ActionContext) {
  try {
    return await db.transaction(async (trx) => {
      if (!(await websites.findByCode(trx, body.akun_bank_website))) {
        throw badRequest(MSG.websiteNotFound, [{ field: 'akun_bank_website', message: MSG.websiteNotFound }]);
      }
      const row = await repo.insertIfNew(trx, {
        ...body,
        akun_bank_status: true,
        akun_bank_created_at: ctx.at,
        akun_bank_created_by: ctx.actor.accountId,
      });
      if (!row) throw conflict(MSG.bankTaken);
      await recordAction(trx, ctx, body.akun_bank_website, `Menambahkan akun bank ${describe(body)}`);
      return row;
    });
  } catch (err) {
    if (sqlState(err) === '23505') throw conflict(MSG.bankTaken);
    throw err;
  }
}

export async function remove(db: Db, id: number, ctx: ActionContext) {
  return db.transaction(async (trx) => {
    const row = await repo.findById(trx, id);
    if (!row) throw notFound(MSG.bankNotFound);
    await repo.deleteAkunBank(trx, id);
    await forgetAccount(trx, id);
    await recordAction(trx, ctx, row.akun_bank_website, `Menghapus akun bank ${describe(row)}`);
  });
}

export async function setStatus(db: Db, id: number, active: boolean, ctx: ActionContext) {
  return db.transaction(async (trx) => {
    const row = await repo.findById(trx, id);
    if (!row) throw notFound(MSG.bankNotFound);
    await repo.updateAkunBank(trx, id, {
      akun_bank_status: active,
      akun_bank_last_edited_at: ctx.at,
      akun_bank_last_edited_by: ctx.actor.accountId,
    });
    await recordAction(
      trx,
      ctx,
      row.akun_bank_website,
      `Mengubah status akun bank ${describe(row)} ke ${active ? 'Active' : 'Inactive'}`,
    );
  });
}
