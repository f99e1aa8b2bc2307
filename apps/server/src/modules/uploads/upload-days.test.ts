/**
 * Issue 29 items 6 and 8 (decision 069): an upload says how many of its rows belong to each business date and
 * why, its pending counts and the rule replay's are the day's own, and a file sent to the wrong endpoint is named
 * for what it is.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReplayPreviewResponse, UploadResponse } from '@rekon/contracts';
import { testApp, type Client, type TestApp } from '../../test/app';
import { fixture, fixtureAccount, multipart } from '../../test/multipart';

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await testApp();
  admin = await t.admin();
});
afterAll(() => t?.close());

let sequence = 0;
const newWebsite = () => t.make.website({ code: `UD${++sequence}${Date.now() % 1000}`, panel: 'NEXUS' });

const HEADER =
  'Ticket Number,Requested Date,Approved Date,User Name,Full Name,Payment Type,Deposit Amount,Player Bank,Bank Title,Status,Website';

/** A Nexus deposit export: each row's ticket, request and approve time (WIB), amount in thousands. */
function boExport(website: string, rows: [string, string, string, number][]) {
  const lines = rows.map(
    ([ticket, req, app, amount]) =>
      `${ticket},${req},${app},user${ticket},NAMA ${ticket},BANK,${amount},BCA|NAMA ${ticket}|123,BCA|PT X|999,Approved,${website}`,
  );
  return Buffer.from([HEADER, ...lines].join('\n') + '\n');
}

function upload(client: Client, endpoint: string, fields: Record<string, string>, content: Buffer) {
  const { body, headers } = multipart(fields, { name: 'file.csv', content });
  return client.post(endpoint, body, headers);
}

describe('counts per business date (item 6)', () => {
  it('names each date of the new rows and why a row sits on the day after its request', async () => {
    const site = (await newWebsite()).website_code;
    // A request of the day before, still pending: a neighbouring day's, not this upload's.
    const before = await upload(
      admin,
      '/api/checkdata',
      { groups: site },
      boExport(site, [['D1000001', '2026-11-26 10:00:00', '2026-11-26 10:02:00', 40]]),
    );
    expect(before.statusCode, before.body).toBe(200);

    const res = await upload(
      admin,
      '/api/checkdata',
      { groups: site },
      boExport(site, [
        ['D1000002', '2026-11-27 09:00:00', '2026-11-27 09:01:00', 50],
        ['D1000003', '2026-11-27 15:00:00', '2026-11-27 15:04:00', 75],
        ['D1000004', '2026-11-27 23:57:00', '2026-11-28 00:03:00', 100],
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { summary } = res.json<UploadResponse>();
    expect(summary.dates).toEqual([
      {
        date: '2026-11-27',
        rows: 2,
        moved: 0,
        reason: null,
        pending_bo: 2,
        pending_mutasi: 0,
        message: '2 baris masuk 27 Nov',
      },
      {
        date: '2026-11-28',
        rows: 1,
        moved: 1,
        reason: 'di-approve pukul 00.03 WIB',
        pending_bo: 1,
        pending_mutasi: 0,
        message: '1 baris masuk 28 Nov: di-approve pukul 00.03 WIB',
      },
    ]);
    // The 26 Nov request the run also read is not this upload's pending.
    expect(summary.pending).toMatchObject({ bo: 3, mutasi: 0 });
  });

  it('says when a row had no approve time and its request gave the date', async () => {
    const site = (await newWebsite()).website_code;
    const res = await upload(
      admin,
      '/api/checkdata',
      { groups: site },
      boExport(site, [
        ['D3000001', '2026-11-27 09:00:00', '2026-11-27 09:01:00', 50],
        ['D3000002', '2026-11-27 22:00:00', '', 60],
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<UploadResponse>().summary.dates).toEqual([
      expect.objectContaining({
        date: '2026-11-27',
        rows: 2,
        moved: 1,
        message: '2 baris masuk 27 Nov: 1 tanpa waktu approve, menurut waktu request',
      }),
    ]);
  });

  it('counts a statement upload per transaction date, with the day`s pending credits', async () => {
    const site = (await newWebsite()).website_code;
    const file = 'bca/klikbca-individual-en.csv';
    const account = await t.make.akunBank({ websiteCode: site, bank: 'BCA', no: fixtureAccount(file) });
    const res = await upload(
      admin,
      '/api/mutasiupdepobca',
      {
        groups: site,
        corporate_bank_name: account.akun_bank_name,
        corporate_bank_no: account.akun_bank_no,
        dates: '02-Jun-2026',
      },
      fixture(file),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { summary } = res.json<UploadResponse>();
    expect(summary.dates.length).toBeGreaterThan(0);
    expect(summary.dates.reduce((sum, day) => sum + day.rows, 0)).toBe(summary.rows_inserted);
    for (const day of summary.dates) {
      expect(day).toMatchObject({ moved: 0, reason: null, pending_bo: 0 });
      expect(day.message).toMatch(/^\d+ baris masuk \d{1,2} [A-Z][a-z]{2}$/);
    }
  });

  it('the rule replay counts what is pending on its own dates only', async () => {
    const site = (await newWebsite()).website_code;
    const res = await upload(
      admin,
      '/api/checkdata',
      { groups: site },
      boExport(site, [
        ['D2000001', '2026-11-26 10:00:00', '2026-11-26 10:02:00', 40],
        ['D2000002', '2026-11-27 09:00:00', '2026-11-27 09:01:00', 50],
        ['D2000003', '2026-11-27 23:57:00', '2026-11-28 00:03:00', 100],
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    const preview = await admin.get(`/api/rulereplay/preview/${site}/27-Nov-2026/27-Nov-2026`);
    expect(preview.statusCode, preview.body).toBe(200);
    const depo = preview.json<ReplayPreviewResponse>().data.sides.find((side) => side.side === 'DEPO')!;
    expect(depo.pending_bo).toBe(1);
  });
});

describe('a file on the wrong endpoint (item 8)', () => {
  it('names a KlikBCA statement uploaded as a BO export', async () => {
    const site = (await newWebsite()).website_code;
    const res = await upload(
      admin,
      '/api/checkdata',
      { groups: site },
      fixture('bca/klikbca-individual-id.csv'),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'File ini mutasi BCA (KlikBCA Individual), bukan export BO Nexus. Upload lewat menu yang sesuai.',
    );
  });

  it('names a BO export uploaded as a statement, and a Luxe export on the Nexus endpoint', async () => {
    const site = (await newWebsite()).website_code;
    const account = await t.make.akunBank({ websiteCode: site, bank: 'BCA' });
    const statement = await upload(
      admin,
      '/api/mutasiupdepobca',
      {
        groups: site,
        corporate_bank_name: account.akun_bank_name,
        corporate_bank_no: account.akun_bank_no,
        dates: '05-Jun-2026',
      },
      fixture('bo/nexus-deposit.csv'),
    );
    expect(statement.statusCode).toBe(422);
    expect(statement.json().message).toBe(
      'File ini export BO Nexus, bukan mutasi BCA. Upload lewat menu yang sesuai.',
    );

    const luxe = await upload(admin, '/api/checkdata', { groups: site }, fixture('bo/luxe-deposit.csv'));
    expect(luxe.statusCode).toBe(422);
    expect(luxe.json().message).toBe(
      'File ini export BO Luxe, bukan export BO Nexus. Upload lewat menu yang sesuai.',
    );
  });
});
