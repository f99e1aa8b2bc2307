import { and, asc, count, eq } from 'drizzle-orm';
import type { DataBankAccount } from '@rekon/reconcile';
import type { Bank, JenisTransaksi, PageParams } from '@rekon/contracts';
import type { Db } from '../../db/client';
import { editor, isEditorOf } from '../../db/editor';
import { akunBank } from '../../db/schema';

type NewAkunBank = typeof akunBank.$inferInsert;
type AkunBankChange = Partial<typeof akunBank.$inferInsert>;
import { pageWindow } from '../../http/paging';
import { toIso } from '../../lib/text';

export async function listPage(db: Db, websiteCode: string, page: PageParams) {
  const where = eq(akunBank.akun_bank_website, websiteCode);
  const { limit, offset } = pageWindow(page);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ row: akunBank, editorName: editor.account_name })
      .from(akunBank)
      .leftJoin(editor, isEditorOf(akunBank.akun_bank_last_edited_by, akunBank.akun_bank_created_by))
      .where(where)
      .orderBy(asc(akunBank.akun_bank_id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(akunBank).where(where),
  ]);
  return {
    rows: rows.map(({ row, editorName }) => ({
      akun_bank_id: row.akun_bank_id,
      akun_bank_website: row.akun_bank_website,
      akun_bank_jenis_transaksi: row.akun_bank_jenis_transaksi,
      akun_bank_bank: row.akun_bank_bank,
      akun_bank_name: row.akun_bank_name,
      akun_bank_no: row.akun_bank_no,
      akun_bank_status: row.akun_bank_status,
      akun_bank_created_by: row.akun_bank_created_by,
      akun_bank_last_edited_at: toIso(row.akun_bank_last_edited_at ?? row.akun_bank_created_at),
      akun_bank_last_edited_by: row.akun_bank_last_edited_by ?? row.akun_bank_created_by,
      akun_bank_last_edited_by_name: editorName,
    })),
    total: totalRow?.total ?? 0,
  };
}

/** The active accounts the upload form offers for one website, bank and side. */
export function listActiveOptions(db: Db, websiteCode: string, bank: Bank, jenis: JenisTransaksi) {
  return db
    .select({
      akun_bank_id: akunBank.akun_bank_id,
      akun_bank_name: akunBank.akun_bank_name,
      akun_bank_no: akunBank.akun_bank_no,
    })
    .from(akunBank)
    .where(
      and(
        eq(akunBank.akun_bank_website, websiteCode),
        eq(akunBank.akun_bank_bank, bank),
        eq(akunBank.akun_bank_jenis_transaksi, jenis),
        eq(akunBank.akun_bank_status, true),
      ),
    )
    .orderBy(asc(akunBank.akun_bank_name), asc(akunBank.akun_bank_id));
}

export async function findById(db: Db, id: number) {
  const [row] = await db.select().from(akunBank).where(eq(akunBank.akun_bank_id, id));
  return row;
}

/** An active account of a website and side by its number (and bank, when the upload names one). */
export async function findActiveAccount(
  db: Db,
  key: { website: string; side: JenisTransaksi; number: string; bank?: Bank },
) {
  const [row] = await db
    .select()
    .from(akunBank)
    .where(
      and(
        eq(akunBank.akun_bank_website, key.website),
        eq(akunBank.akun_bank_jenis_transaksi, key.side),
        eq(akunBank.akun_bank_no, key.number),
        eq(akunBank.akun_bank_status, true),
        key.bank ? eq(akunBank.akun_bank_bank, key.bank) : undefined,
      ),
    );
  return row;
}

/** A website's Data Bank accounts of one side as the engine reads them (inactive ones too: rows still name them). */
export async function engineAccounts(
  db: Db,
  website: string,
  side: JenisTransaksi,
): Promise<DataBankAccount[]> {
  const rows = await db
    .select()
    .from(akunBank)
    .where(and(eq(akunBank.akun_bank_website, website), eq(akunBank.akun_bank_jenis_transaksi, side)))
    .orderBy(asc(akunBank.akun_bank_id));
  return rows.map((row) => ({
    id: row.akun_bank_id,
    website,
    side,
    bank: row.akun_bank_bank,
    accountName: row.akun_bank_name,
    accountNumber: row.akun_bank_no,
  }));
}

/** Adds an account; undefined when an equal one exists already (the unique key). */
export async function insertIfNew(db: Db, values: NewAkunBank) {
  const [row] = await db
    .insert(akunBank)
    .values(values)
    .onConflictDoNothing()
    .returning({ akun_bank_id: akunBank.akun_bank_id });
  return row;
}

export async function updateAkunBank(db: Db, id: number, change: AkunBankChange) {
  await db.update(akunBank).set(change).where(eq(akunBank.akun_bank_id, id));
}

export async function deleteAkunBank(db: Db, id: number) {
  await db.delete(akunBank).where(eq(akunBank.akun_bank_id, id));
}

/**
 * Whether a Data Bank account still takes rows (it exists and is active), read with a share lock: an upload or a
 * feed checked it before it waited for its website's lock, and a delete or a switch-off committed meanwhile must
 * be seen (and one arriving now waits until the rows are in).
 */
export async function isStillActive(db: Db, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ active: akunBank.akun_bank_status })
    .from(akunBank)
    .where(eq(akunBank.akun_bank_id, accountId))
    .for('share');
  return row?.active === true;
}
