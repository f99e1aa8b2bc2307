import { readdirSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, type UploadEndpoint } from '@rekon/contracts';
import { exec } from '../../db/client';
import { testApp, type Client, type TestApp } from '../../test/app';
import { fixture, fixtureAccount, multipart, type FilePart } from '../../test/multipart';
import { readCsv } from '../../test/csv';
import { lastTrackingId, trackingSince } from '../../test/tracking';

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await testApp();
  admin = await t.admin();
});
afterAll(() => t?.close());

interface ManifestFile {
  file: string;
  summary: {
    rows: number;
    skipped?: Record<string, number>;
    credits?: { count: number; cents: number };
    debits?: { count: number; cents: number };
    amount?: { count: number; cents: number };
    deposits?: { count: number; cents: number };
    withdrawals?: { count: number; cents: number };
  } | null;
}
const manifest = (JSON.parse(fixture('manifest.json').toString('utf8')) as { files: ManifestFile[] }).files;
const summaryOf = (file: string) => manifest.find((f) => f.file === file)!.summary!;

let sequence = 0;
async function website(panel: 'NEXUS' | 'LUXE' = 'NEXUS') {
  return t.make.website({ code: `UP${++sequence}${Date.now() % 1000}`, panel });
}

function send(client: Client, endpoint: string, fields: Record<string, string>, file?: FilePart) {
  const { body, headers } = multipart(fields, file);
  return client.post(endpoint, body, headers);
}

/** How many rows of a kind and side a website holds (of one upload, when given), and their amounts in cents. */
async function sum(
  table: 'bo_row' | 'statement_row',
  side: 'DEPO' | 'WD',
  website: string,
  uploadId: number | null = null,
) {
  const { rows } = await exec<{ n: number; cents: string | null }>(
    t.db,
    sql`select count(*)::int as n, sum(abs(amount_cents))::text as cents from ${sql.identifier(table)}
        where side = ${side} and website = ${website} and (${uploadId}::bigint is null or upload_id = ${uploadId})`,
  );
  return { count: rows[0]!.n, cents: Number(rows[0]!.cents ?? 0) };
}

const tempFilesLeft = () => readdirSync(t.app.uploadTempDir);

describe('statement uploads, every sample through its endpoint', () => {
  const cases: [UploadEndpoint, string, string, Record<string, string>][] = [
    ['/api/mutasiupdepobca', 'bca/klikbca-individual-id.csv', 'BCA', { dates: '02-Jan-2027' }],
    ['/api/mutasiupdepobca', 'bca/klikbca-individual-id-semicolon.csv', 'BCA', { dates: '02-Jan-2027' }],
    ['/api/mutasiupdepobca', 'bca/klikbca-individual-id-utf16.csv', 'BCA', { dates: '02-Jan-2027' }],
    ['/api/mutasiupdepobca', 'bca/klikbca-individual-en.csv', 'BCA', { dates: '02-Jun-2026' }],
    ['/api/mutasiupdepobca', 'bca/klikbca-bisnis.csv', 'BCA', { dates: '08-Jun-2026' }],
    ['/api/mutasiupdepobniinternetbanking', 'bni/bnidirect.csv', 'BNI', { dates: '05-Jun-2026' }],
    ['/api/mutasiupdepobnimobile', 'bni/bni-mobile-converted.csv', 'BNI', { dates: '05-Jun-2026' }],
    ['/api/mutasiupdepomdr', 'mandiri/mandiri-converted.csv', 'MANDIRI', {}],
    ['/api/mutasiupdepomdr', 'mandiri/mcm.csv', 'MANDIRI', {}],
    ['/api/mutasiupdepocimb', 'cimb/cimb.csv', 'CIMB', {}],
    ['/api/mutasiupdepomanual', 'manual/manual.csv', 'DANA', { provider: 'DANA' }],
    ['/api/mutasiupdepomanual', 'manual/bri-estatement.csv', 'BRI', { provider: 'BRI' }],
  ];
  it.each(cases)(
    '%s takes %s: credits on the deposit side, debits on the withdraw side',
    async (endpoint, file, bank, extra) => {
      const site = await website();
      const summary = summaryOf(file);
      for (const jenis of ['DEPO', 'WD'] as const) {
        const account = await t.make.akunBank({
          websiteCode: site.website_code,
          bank: bank as never,
          jenis,
          no: fixtureAccount(file),
        });
        const res = await send(
          admin,
          endpoint,
          {
            groups: site.website_code,
            jenis,
            corporate_bank_name: account.akun_bank_name,
            corporate_bank_no: account.akun_bank_no,
            ...extra,
          },
          { name: file.split('/').pop()!, content: fixture(file) },
        );
        expect(res.statusCode, res.body).toBe(200);
        const side = jenis === 'DEPO' ? summary.credits! : summary.debits!;
        const other = jenis === 'DEPO' ? summary.debits! : summary.credits!;
        expect(res.json().summary).toMatchObject({ rows_inserted: side.count, rows_duplicate: 0 });
        expect(res.json().summary.rows_skipped).toBeGreaterThanOrEqual(other.count);
        expect(await sum('statement_row', jenis, site.website_code)).toEqual(side);
      }
      expect(tempFilesLeft()).toEqual([]);
    },
  );

  it('stores bank charges of a WD upload explained as "Biaya bank", never pending', async () => {
    const site = await website();
    const account = await t.make.akunBank({
      websiteCode: site.website_code,
      bank: 'BCA',
      jenis: 'WD',
      no: fixtureAccount('bca/klikbca-individual-id.csv'),
    });
    const res = await send(
      admin,
      '/api/mutasiupdepobca',
      {
        groups: site.website_code,
        jenis: 'WD',
        corporate_bank_name: account.akun_bank_name,
        corporate_bank_no: account.akun_bank_no,
        dates: '02-Jan-2027',
      },
      { name: 'bca.csv', content: fixture('bca/klikbca-individual-id.csv') },
    );
    expect(res.statusCode).toBe(200);
    const { rows } = await exec<{ app: boolean; ket: string | null }>(
      t.db,
      sql`select approved as app, remark as ket from statement_row where website = ${site.website_code} and side = 'WD' and is_fee`,
    );
    expect(rows).toEqual([
      { app: true, ket: 'Biaya bank' },
      { app: true, ket: 'Biaya bank' },
    ]);
  });

  it.each([
    ['/api/mutasiupdepoautotx', 'autotx/autotx.csv'],
    ['/api/mutasiupdepoqris', 'qris/qris-canonical.csv'],
    ['/api/mutasiupdepoqrissolita', 'qris/qris-hoki.csv'],
    ['/api/mutasiupdepoqrisminera', 'qris/qris-zpay.csv'],
    ['/api/mutasiupdepoqrisexport', 'qris/qris-vendor-converted.csv'],
  ] as const)('%s takes %s, skipping unpaid rows by status', async (endpoint, file) => {
    const site = await website();
    const res = await send(
      admin,
      endpoint,
      { groups: site.website_code, jenis: 'DEPO' },
      { name: 'gateway.csv', content: fixture(file) },
    );
    expect(res.statusCode, res.body).toBe(200);
    const summary = summaryOf(file);
    expect(res.json().summary).toMatchObject({
      rows_inserted: summary.rows,
      skipped_reasons: summary.skipped,
    });
    expect(await sum('statement_row', 'DEPO', site.website_code)).toEqual(summary.credits);
    // A pending gateway row shows the gateway's ticket (else its transaction id), so a checker can search it.
    const { rows } = await exec<{ ticket: string | null }>(
      t.db,
      sql`select ticket from statement_row where website = ${site.website_code} and side = 'DEPO' and not approved`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.ticket).not.toBeNull();
  });

  it('/api/nexuspay stores deposits on a DEPO upload and withdrawals on a WD upload', async () => {
    const site = await website();
    const summary = summaryOf('nexuspay/nxpay-report.csv');
    for (const jenis of ['DEPO', 'WD']) {
      const res = await send(
        admin,
        '/api/nexuspay',
        { groups: site.website_code, jenis },
        { name: 'nx.csv', content: fixture('nexuspay/nxpay-report.csv') },
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await sum('statement_row', 'DEPO', site.website_code)).toEqual(summary.deposits);
    const wd = await sum('statement_row', 'WD', site.website_code);
    expect(wd.count).toBe(summary.withdrawals!.count);
  });
});

describe('BO uploads', () => {
  it.each([
    ['/api/checkdata', 'bo/nexus-deposit.csv', 'XYZ', 'NEXUS', 'DEPO'],
    ['/api/bowd', 'bo/nexus-withdraw.csv', 'XYZ', 'NEXUS', 'WD'],
    ['/api/uploadboluxe', 'bo/luxe-deposit.csv', 'DEF', 'LUXE', 'DEPO'],
    ['/api/uploadqris', 'bo/luxe-deposit-qris.csv', 'DEF', 'LUXE', 'DEPO'],
    ['/api/uploadbowdluxe', 'bo/luxe-withdraw.csv', 'DEF', 'LUXE', 'WD'],
  ] as const)('%s takes %s with its panel scale', async (endpoint, file, code, panel, side) => {
    await t.make.website({ code, panel }).catch(() => undefined);
    const summary = summaryOf(file);
    const res = await send(admin, endpoint, { groups: code }, { name: 'bo.csv', content: fixture(file) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().summary).toMatchObject({
      rows_inserted: summary.rows,
      skipped_reasons: summary.skipped,
    });
    const uploadId = Number(res.json().summary.upload_id);
    expect(await sum('bo_row', side, code, uploadId)).toEqual(summary.amount);
  });

  it('refuses a BO file whose rows name another website, naming the row', async () => {
    const site = await website();
    const res = await send(
      admin,
      '/api/checkdata',
      { groups: site.website_code },
      { name: 'bo.csv', content: fixture('bad/nexus-deposit-other-website.csv') },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors?.[0]).toHaveProperty('row');
  });

  it('refuses a Nexus export for a Luxe website', async () => {
    const site = await website('LUXE');
    const res = await send(
      admin,
      '/api/checkdata',
      { groups: site.website_code },
      { name: 'bo.csv', content: fixture('bo/nexus-deposit.csv') },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.uploadWrongPanel(site.website_code, 'NEXUS'));
  });
});

describe('idempotency', () => {
  const day = 'day-abc-2026-06-05/qris.csv';

  it('adds a file once, then only the new rows of an overlapping file', async () => {
    const site = await website();
    const original = fixture(day).toString('utf8');
    const first = await send(
      admin,
      '/api/mutasiupdepoqris',
      { groups: site.website_code },
      { name: 'q.csv', content: original },
    );
    expect(first.json().summary.rows_inserted).toBe(5);
    const again = await send(
      admin,
      '/api/mutasiupdepoqris',
      { groups: site.website_code },
      { name: 'q.csv', content: original },
    );
    expect(again.json()).toMatchObject({
      status: true,
      data: [{ message: 'Data sudah ada untuk tanggal 05-Jun-2026' }],
      summary: { rows_inserted: 0, rows_duplicate: 5 },
    });

    const lines = original.trimEnd().split(/\r?\n/);
    const extra = Array.from({ length: 10 }, (_, i) =>
      lines[1]!.replace(/^([^,]*),([^,]*),([^,]*)/, (_m, a: string, b: string) => `${a},${b},TX-EXTRA-${i}`),
    );
    const overlapping = [...lines, ...extra].join('\r\n') + '\r\n';
    const more = await send(
      admin,
      '/api/mutasiupdepoqris',
      { groups: site.website_code },
      { name: 'q2.csv', content: overlapping },
    );
    expect(more.json()).toMatchObject({
      status: false,
      data: [{ message: '10 data berhasil ditambahkan' }],
      summary: { rows_inserted: 10, rows_duplicate: 5 },
    });
  });

  it('keeps two genuinely identical lines of one file', async () => {
    const site = await website();
    const lines = fixture(day).toString('utf8').trimEnd().split(/\r?\n/);
    const doubled = [lines[0], lines[1], lines[1]].join('\r\n') + '\r\n';
    const res = await send(
      admin,
      '/api/mutasiupdepoqris',
      { groups: site.website_code },
      { name: 'twice.csv', content: doubled },
    );
    expect(res.json().summary).toMatchObject({ rows_inserted: 2 });
    const again = await send(
      admin,
      '/api/mutasiupdepoqris',
      { groups: site.website_code },
      { name: 'twice.csv', content: doubled },
    );
    expect(again.json().summary).toMatchObject({ rows_inserted: 0, rows_duplicate: 2 });
  });

  describe("a statement with running balances (the labelled day's KlikBCA file: Rp 200.000 from EKO PRASETYO twice)", () => {
    const lines = fixture('day-abc-2026-06-05/bca-statement.csv')
      .toString('utf8')
      .split(/(?<=\n)/);
    const head = lines.slice(0, 5);
    const foot = lines.slice(-4);
    const rows = lines.slice(5, -4);
    const file = (body: string[]) => ({ name: 'bca.csv', content: [...head, ...body, ...foot].join('') });
    const twice = rows.filter((line) => line.includes('200000.00EKO PRASETYO'));

    /** A trailing balance cell, and the line without its value. */
    const BALANCE = /,[\d.]+(\r?\n)$/;
    const withoutBalance = (line: string) => line.replace(BALANCE, ',$1');

    /** A new website with the file's BCA account, and a way to upload rows of the file to it. */
    async function statementOfNewWebsite() {
      const site = await website();
      const account = await t.make.akunBank({
        websiteCode: site.website_code,
        bank: 'BCA',
        name: 'HENDRA KUSNADI',
        no: fixtureAccount('day-abc-2026-06-05/bca-statement.csv'),
      });
      const fields = {
        groups: site.website_code,
        jenis: 'DEPO',
        corporate_bank_name: account.akun_bank_name,
        corporate_bank_no: account.akun_bank_no,
        dates: '05-Jun-2026',
      };
      const upload = async (body: string[]) =>
        (await send(admin, '/api/mutasiupdepobca', fields, file(body))).json();
      return { site: site.website_code, upload };
    }

    it('keeps both equal transfers when they come in different slices of the day, told apart by their balance', async () => {
      expect(twice).toHaveLength(2);
      expect(withoutBalance(twice[0]!)).toBe(withoutBalance(twice[1]!));
      const { site, upload } = await statementOfNewWebsite();
      const half = rows.indexOf(twice[1]!);
      const morning = (await upload(rows.slice(0, half))).summary;
      const evening = (await upload(rows.slice(half))).summary;
      expect(morning.rows_inserted + evening.rows_inserted).toBe(35);
      expect(evening.rows_duplicate).toBe(0);
      // The whole statement downloaded again at the end of the day adds nothing.
      expect((await upload(rows)).summary).toMatchObject({ rows_inserted: 0, rows_duplicate: 35 });
      expect((await sum('statement_row', 'DEPO', site)).count).toBe(35);
    });

    it('recognises rows stored before balances were part of their fingerprint', async () => {
      const { upload } = await statementOfNewWebsite();
      // Without its balances a row's fingerprint is the one every row of this file had before.
      const withoutBalances = rows.map(withoutBalance);
      expect(withoutBalances).not.toEqual(rows);
      expect((await upload(withoutBalances)).summary.rows_inserted).toBe(35);
      expect((await upload(rows)).summary).toMatchObject({ rows_inserted: 0, rows_duplicate: 35 });
      expect((await upload(rows.slice(10))).summary).toMatchObject({ rows_inserted: 0 });
    });
  });

  it('records every accepted upload with its sha256, size and original bytes', async () => {
    const site = await website();
    const content = fixture(day);
    await send(admin, '/api/mutasiupdepoqris', { groups: site.website_code }, { name: 'bukti.csv', content });
    const { rows } = await exec<{ name: string; sha: string; size: number; gz: Buffer }>(
      t.db,
      sql`select upload_file_name as name, upload_file_sha256 as sha, upload_file_size as size,
            string_agg(upload_file_gzip, ''::bytea order by upload_file_part) as gz
          from upload join upload_file on upload_file_upload_id = upload_id where upload_website = ${site.website_code}
          group by upload_id`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'bukti.csv',
      sha: createHash('sha256').update(content).digest('hex'),
      size: content.length,
    });
    expect(gunzipSync(Buffer.from(rows[0]!.gz)).equals(content)).toBe(true);
  });
});

describe('GET /api/uploadfile/{uploadId}: the original, where each stored row finds its cells by line', () => {
  /** The cells of line `line` (1-based) of a CSV file. */
  const cellsAt = (content: Buffer, line: number) =>
    readCsv(content.toString('utf8').split(/\r?\n/)[line - 1]!)[0]!;

  it('gives a BO export back byte for byte, audited; each row of it sits on its line', async () => {
    const site = await website();
    // The BO export names its website: rewrite it for this one.
    const content = Buffer.from(
      fixture('day-abc-2026-06-05/bo-deposit.csv')
        .toString('utf8')
        .replace(/,ABC(?=,)/g, `,${site.website_code}`),
    );
    const res = await send(
      admin,
      '/api/checkdata',
      { groups: site.website_code },
      { name: 'bo.csv', content },
    );
    expect(res.statusCode, res.body).toBe(200);
    const uploadId = Number(res.json().summary.upload_id);

    const mark = await lastTrackingId(t.db);
    const original = await admin.get(`/api/uploadfile/${uploadId}`);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-disposition']).toContain('bo.csv');
    expect(original.rawPayload.equals(content)).toBe(true);
    expect(await trackingSince(t.db, mark)).toEqual([
      expect.objectContaining({
        tracking_website: site.website_code,
        tracking_activity: `Unduh file asli upload #${uploadId} bo.csv`,
      }),
    ]);

    // What bo_raw held: the row's cells, now read from its line of the original.
    const { rows } = await exec<{ line: number; ticket: string; username: string; fullname: string }>(
      t.db,
      sql`select line, ticket, username, fullname from bo_row where upload_id = ${uploadId} order by line`,
    );
    expect(rows).toHaveLength(39);
    for (const row of rows) {
      const cells = cellsAt(original.rawPayload, row.line);
      expect([cells[0], cells[3], cells[4]!.toUpperCase()], `line ${row.line}`).toEqual([
        row.ticket,
        row.username,
        row.fullname.toUpperCase(),
      ]);
    }
  });

  it("finds a statement row's cells on its line too, and answers 404 for an unknown upload", async () => {
    const site = await website();
    const content = fixture('day-abc-2026-06-05/qris.csv');
    const res = await send(
      admin,
      '/api/mutasiupdepoqris',
      { groups: site.website_code },
      { name: 'q.csv', content },
    );
    expect(res.statusCode, res.body).toBe(200);
    const uploadId = Number(res.json().summary.upload_id);
    const original = await admin.get(`/api/uploadfile/${uploadId}`);
    expect(original.rawPayload.equals(content)).toBe(true);
    const { rows } = await exec<{ line: number; transaction_id: string; sender_name: string }>(
      t.db,
      sql`select line, transaction_id, sender_name from statement_row where upload_id = ${uploadId} order by line`,
    );
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      const cells = cellsAt(original.rawPayload, row.line);
      expect([cells[2], cells[7]], `line ${row.line}`).toEqual([row.transaction_id, row.sender_name]);
    }

    const unknown = await admin.get(`/api/uploadfile/${uploadId + 1_000_000}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: false, message: MSG.uploadNotFound });
    for (const malformed of ['abc', '0x10', '1e3', '0']) {
      const refused = await admin.get(`/api/uploadfile/${malformed}`);
      expect(refused.statusCode, malformed).toBe(400);
      expect(refused.json(), malformed).toMatchObject({ status: false, message: MSG.idInvalid });
    }
  });
});

describe('refusals: a clear answer, nothing stored, no temp file left', () => {
  const counts = async () => {
    const { rows } = await exec<Record<string, number>>(
      t.db,
      sql`select (select count(*)::int from upload) as upload, (select count(*)::int from bo_row) as bo,
          (select count(*)::int from statement_row) as mutasi,
          (select count(*)::int from statement_row where bo_id is not null) as matched,
          (select count(*)::int from tracking where tracking_activity like 'Upload %') as tracked`,
    );
    return rows[0]!;
  };

  it.each([
    ['bad/empty.csv', '/api/mutasiupdepoqris'],
    ['bad/header-only.csv', '/api/mutasiupdepoqris'],
    ['bad/garbage.csv', '/api/mutasiupdepoqris'],
    ['bad/missing-columns.csv', '/api/mutasiupdepoqris'],
    ['bad/bad-amount.csv', '/api/mutasiupdepoqris'],
    ['bad/cimb-ambiguous-dates.csv', '/api/mutasiupdepocimb'],
    ['qris/qris-all-unpaid.csv', '/api/mutasiupdepoqris'],
    ['bad/empty.csv', '/api/checkdata'],
    ['bad/garbage.csv', '/api/checkdata'],
  ] as const)('%s on %s', async (file, endpoint) => {
    const site = await website();
    const account = await t.make.akunBank({ websiteCode: site.website_code, bank: 'CIMB' });
    const before = await counts();
    const res = await send(
      admin,
      endpoint,
      {
        groups: site.website_code,
        corporate_bank_name: account.akun_bank_name,
        corporate_bank_no: account.akun_bank_no,
      },
      { name: 'bad.csv', content: fixture(file) },
    );
    expect([400, 415, 422], res.body).toContain(res.statusCode);
    expect(res.json().status).toBe(false);
    expect(res.json().message.length).toBeGreaterThan(10);
    expect(await counts()).toEqual(before);
    expect(tempFilesLeft()).toEqual([]);
  });

  it('refuses a file type an endpoint does not read, by its final extension, case-insensitively', async () => {
    const site = await website();
    for (const name of ['x.pdf', 'x.csv.exe', 'x', '../../etc/passwd']) {
      const res = await send(
        admin,
        '/api/mutasiupdepoqris',
        { groups: site.website_code },
        { name, content: fixture('qris/qris-canonical.csv') },
      );
      expect(res.statusCode, name).toBe(415);
      expect(res.json().message).toBe(MSG.uploadStatementWrongType);
    }
    // BO exports are CSV only (the spec's words); statements also take the portals' workbooks.
    const bo = await send(
      admin,
      '/api/checkdata',
      { groups: site.website_code },
      { name: 'x.xlsx', content: fixture('bo/nexus-deposit.csv') },
    );
    expect(bo.statusCode).toBe(415);
    expect(bo.json().message).toBe(MSG.uploadWrongType);
    const upper = await send(
      admin,
      '/api/mutasiupdepoqris',
      { groups: site.website_code },
      { name: 'DATA.CSV', content: fixture('qris/qris-canonical.csv') },
    );
    expect(upper.statusCode).toBe(200);
    expect(tempFilesLeft()).toEqual([]);
  });

  it('keeps a hostile or non-ASCII file name as metadata only', async () => {
    for (const name of [
      '..%2F..%2Fetc%0D%0ASet-Cookie x.csv',
      'Rekap Ünïcødé Juni.csv',
      `${'p'.repeat(300)}.csv`,
    ]) {
      const site = await website();
      const res = await send(
        admin,
        '/api/mutasiupdepoqris',
        { groups: site.website_code },
        { name, content: fixture('qris/qris-canonical.csv') },
      );
      expect(res.statusCode, name).toBe(200);
      expect(res.headers['set-cookie']).toBeUndefined();
      const { rows } = await exec<{ name: string }>(
        t.db,
        sql`select upload_file_name as name from upload where upload_website = ${site.website_code}`,
      );
      expect(rows[0]!.name).toBe(name.slice(0, 255));
    }
    expect(tempFilesLeft()).toEqual([]);
  });

  it('answers the spec messages for a missing file, website, account, date or provider', async () => {
    const site = await website();
    const file = { name: 'f.csv', content: fixture('bca/klikbca-individual-id.csv') };
    const account = await t.make.akunBank({ websiteCode: site.website_code, bank: 'BCA' });
    const withAccount = {
      groups: site.website_code,
      corporate_bank_name: account.akun_bank_name,
      corporate_bank_no: account.akun_bank_no,
    };
    const cases: [string, Record<string, string>, FilePart | undefined, number, string][] = [
      ['/api/mutasiupdepobca', withAccount, undefined, 400, MSG.uploadNoFile],
      ['/api/mutasiupdepobca', { corporate_bank_no: account.akun_bank_no }, file, 400, MSG.uploadNoWebsite],
      ['/api/mutasiupdepoqrisluxe', {}, file, 400, MSG.uploadNoQrisLuxeWebsite],
      [
        '/api/mutasiupdepobca',
        { groups: site.website_code, dates: '02-Jan-2027' },
        file,
        400,
        MSG.uploadNoBcaAccount,
      ],
      ['/api/mutasiupdepocimb', { groups: site.website_code }, file, 400, MSG.uploadNoAccount],
      ['/api/mutasiupdepobca', withAccount, file, 400, MSG.uploadNoBcaDate],
      ['/api/mutasiupdepobca', { ...withAccount, dates: '2027-01-02' }, file, 400, MSG.uploadBadDate],
      [
        '/api/mutasiupdepobca',
        { ...withAccount, dates: '02-Jan-2027', corporate_bank_no: '99999999' },
        file,
        400,
        MSG.uploadAccountNotActive,
      ],
      [
        '/api/mutasiupdepomanual',
        { groups: site.website_code, provider: 'PAYPAL' },
        file,
        400,
        MSG.uploadUnknownManual,
      ],
      [
        '/api/mutasiupdepoqris',
        { groups: site.website_code, jenis: 'WD' },
        file,
        400,
        MSG.uploadSideNotOffered,
      ],
      ['/api/mutasiupdepoqris', { groups: 'NOSUCH' }, file, 400, MSG.websiteNotFound],
    ];
    const before = await counts();
    for (const [endpoint, fields, part, status, message] of cases) {
      const res = await send(admin, endpoint, fields, part);
      expect(res.statusCode, `${endpoint} ${JSON.stringify(fields)}`).toBe(status);
      expect(res.json().message).toBe(message);
    }
    expect(await counts()).toEqual(before);
    expect(tempFilesLeft()).toEqual([]);
  });

  it('refuses an inactive account', async () => {
    const site = await website();
    const account = await t.make.akunBank({ websiteCode: site.website_code, bank: 'CIMB', status: false });
    const res = await send(
      admin,
      '/api/mutasiupdepocimb',
      {
        groups: site.website_code,
        corporate_bank_name: account.akun_bank_name,
        corporate_bank_no: account.akun_bank_no,
      },
      { name: 'c.csv', content: fixture('cimb/cimb.csv') },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.uploadAccountNotActive);
  });

  it("refuses a CHECKER's upload for another website with 403, storing nothing", async () => {
    const mine = await website();
    const other = await website();
    const checker = await t.as('CHECKER', mine.website_id);
    const before = await counts();
    const res = await send(
      checker,
      '/api/mutasiupdepoqris',
      { groups: other.website_code },
      { name: 'q.csv', content: fixture('qris/qris-canonical.csv') },
    );
    expect(res.statusCode).toBe(403);
    expect(await counts()).toEqual(before);
    expect(tempFilesLeft()).toEqual([]);
  });

  it('refuses more than 50 MB with 413, two files, and a file in another field', async () => {
    const site = await website();
    const big = Buffer.alloc(50 * 1024 * 1024 + 1, 'a');
    const tooBig = await send(
      admin,
      '/api/mutasiupdepoqris',
      { groups: site.website_code },
      { name: 'big.csv', content: big },
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe(MSG.fileTooLarge);

    const wrongField = await send(
      admin,
      '/api/mutasiupdepoqris',
      { groups: site.website_code },
      { name: 'q.csv', content: 'x', field: 'file' },
    );
    expect(wrongField.statusCode).toBe(400);

    const one = multipart(
      { groups: site.website_code },
      { name: 'a.csv', content: fixture('qris/qris-canonical.csv') },
    );
    const boundary = /boundary=(.+)$/.exec(one.headers['content-type'])![1]!;
    const second = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="myfile"; filename="b.csv"\r\nContent-Type: text/csv\r\n\r\nx\r\n--${boundary}--\r\n`,
    );
    const twoFiles = Buffer.concat([
      one.body.subarray(0, one.body.length - `--${boundary}--\r\n`.length),
      second,
    ]);
    const two = await admin.post('/api/mutasiupdepoqris', twoFiles, one.headers);
    expect([400, 413]).toContain(two.statusCode);

    const unknownField = await send(
      admin,
      '/api/mutasiupdepoqris',
      { groups: site.website_code, __proto__x: '1' },
      { name: 'q.csv', content: 'x' },
    );
    expect(unknownField.statusCode).toBe(400);
    expect(tempFilesLeft()).toEqual([]);
  });

  it('undoes the whole upload when the database refuses a row half-way', async () => {
    const site = await website();
    await exec(
      t.db,
      sql.raw(`create function test_refuse_row() returns trigger language plpgsql as $$
        begin if new.transaction_id = 'QRIS-REFUSE-ME' then raise exception 'injected failure'; end if; return new; end $$`),
    );
    await exec(
      t.db,
      sql.raw(
        'create trigger test_refuse_row before insert on statement_row for each row execute function test_refuse_row()',
      ),
    );
    try {
      const lines = fixture('qris/qris-canonical.csv').toString('utf8').trimEnd().split(/\r?\n/);
      const poisoned = [...lines, lines[1]!.replace(/^([^,]*),([^,]*),([^,]*)/, '$1,$2,QRIS-REFUSE-ME')].join(
        '\r\n',
      );
      const before = await counts();
      const mark = await lastTrackingId(t.db);
      const res = await send(
        admin,
        '/api/mutasiupdepoqris',
        { groups: site.website_code },
        { name: 'q.csv', content: poisoned },
      );
      expect(res.statusCode).toBe(500);
      expect(await counts()).toEqual(before);
      expect(await trackingSince(t.db, mark)).toEqual([]);
    } finally {
      await exec(t.db, sql.raw('drop trigger test_refuse_row on statement_row'));
      await exec(t.db, sql.raw('drop function test_refuse_row()'));
    }
  });
});
