/**
 * Lock order of an approval across websites (decision 066): every website is locked before the first change, so an
 * approval that learns a name (a Tracking row, holding the trail's head) never waits for a website after it.
 * Two connections are needed to race, so this runs on PostgreSQL only.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jakartaDate } from '@rekon/contracts';
import { exec } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { lockWebsite } from '../../db/transaction-settings';
import { testApp, type TestApp } from '../../test/app';
import { testEngine } from '../../test/engines';
import { record } from '../tracking/tracking.service';

const onPostgres = testEngine() === 'postgres';
let t: TestApp;
beforeAll(async () => {
  if (onPostgres) t = await testApp();
});
afterAll(() => t?.close());

describe.runIf(onPostgres)('PUT /api/updatebodepostts across websites', () => {
  it('approves rows of two websites while the second is busy, learning a name, without a deadlock', async () => {
    const admin = await t.admin();
    const today = jakartaDate(new Date());
    await t.make.website({ code: 'LCKA' });
    await t.make.website({ code: 'LCKB' });
    const first = await t.make.boDeposit({
      websiteCode: 'LCKA',
      date: today,
      amount: '300000.00',
      holder: 'BUDI HARTONO',
    });
    // Another sender's name: approving the pair teaches it, which writes a Tracking row.
    const credit = await t.make.mutasiDeposit({
      websiteCode: 'LCKA',
      date: today,
      amount: '300000.00',
      name: 'SITI AMINAH',
    });
    const second = await t.make.boDeposit({ websiteCode: 'LCKB', date: today, amount: '50000.00' });

    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    // What an upload of LCKB does meanwhile: its website's lock, its work, its Tracking row last.
    const upload = inTransaction(t.database, async (tx) => {
      await lockWebsite(tx.db, 'LCKB');
      locked();
      await new Promise((resolve) => setTimeout(resolve, 600));
      await record(tx.db, {
        website: 'LCKB',
        username: 'uploader',
        role: 'CHECKER',
        activity: 'Upload',
        at: new Date(),
        accountId: null,
        ip: null,
      });
      return 'committed';
    });
    await isLocked;
    const res = await admin.put('/api/updatebodepostts', {
      arr: [
        { bo_id: first.bo_id, ket_app: 'rekening istri', mutasi_id: credit.mutasi_id },
        { bo_id: second.bo_id, ket_app: 'cek manual' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await upload).toBe('committed');
    const { rows } = await exec<{ approved: boolean }>(
      t.db,
      sql`select approved from bo_row where id in (${first.bo_id}, ${second.bo_id})`,
    );
    expect(rows.map((row) => row.approved)).toEqual([true, true]);
  });
});
