/**
 * An upload waits for its website's lock; what it was checked against may change meanwhile. It is answered as if
 * it had come after the change. Two connections are needed to race, so this runs on PostgreSQL only.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@rekon/contracts';
import { exec } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { lockWebsite } from '../../db/transaction-settings';
import { testApp, type TestApp } from '../../test/app';
import { testEngine } from '../../test/engines';
import { fixture, multipart } from '../../test/multipart';

const onPostgres = testEngine() === 'postgres';
let t: TestApp;
beforeAll(async () => {
  if (onPostgres) t = await testApp();
});
afterAll(() => t?.close());

/** Holds a website's lock, as a long upload of it does, until `release` is called. */
async function holdWebsite(code: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const isHeld = new Promise<void>((resolve) => (held = resolve));
  const holder = inTransaction(t.database, async (tx) => {
    await lockWebsite(tx.db, code);
    held();
    await released;
  });
  await isHeld;
  return async () => {
    release();
    await holder;
  };
}

const waitABit = () => new Promise((resolve) => setTimeout(resolve, 500));

describe.runIf(onPostgres)('an upload that waited for its website', () => {
  it.each([
    [
      'switched off',
      (id: number) =>
        t.admin().then((a) => a.put(`/api/updatestatusakunbank/${id}`, { akun_bank_status: false })),
    ],
    ['deleted', (id: number) => t.admin().then((a) => a.delete(`/api/deleteakunbank/${id}`))],
  ] as const)(
    'is refused, with nothing stored, when its Data Bank account was %s meanwhile',
    async (_, change) => {
      const admin = await t.admin();
      const site = await t.make.website();
      const account = await t.make.akunBank({
        websiteCode: site.website_code,
        jenis: 'DEPO',
        bank: 'BCA',
        name: 'HENDRA KUSNADI',
        no: '4561237890',
      });
      const release = await holdWebsite(site.website_code);
      const { body, headers } = multipart(
        {
          groups: site.website_code,
          jenis: 'DEPO',
          corporate_bank_name: 'HENDRA KUSNADI',
          corporate_bank_no: '4561237890',
          dates: '05-Jun-2026',
        },
        { name: 'bca.csv', content: fixture('day-abc-2026-06-05/bca-statement.csv') },
      );
      const upload = admin.post('/api/mutasiupdepobca', body, headers);
      await waitABit();
      expect((await change(account.akun_bank_id)).statusCode).toBe(200);
      await release();
      const res = await upload;
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(MSG.uploadAccountNotActive);
      const { rows } = await exec<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from statement_row where website = ${site.website_code}`,
      );
      expect(rows[0]!.n).toBe(0);
    },
  );
});
