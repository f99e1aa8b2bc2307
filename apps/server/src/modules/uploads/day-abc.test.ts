import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exec } from '../../db/client';
import { testApp, type Client, type TestApp } from '../../test/app';
import { fixture, multipart } from '../../test/multipart';

interface ExpectedPair {
  ticket: string;
  file: string;
  line: number;
  pass: string;
  any_order_group?: string;
}
interface Expected {
  pairs: ExpectedPair[];
  pending_bo: { ticket: string }[];
  pending_statement: { file: string; line: number }[];
  contested: { tickets: string[]; file: string; line: number }[];
  counts: { by_pass: Record<string, number> };
}
const expected = JSON.parse(fixture('day-abc-2026-06-05/expected.json').toString('utf8')) as Expected;

const UPLOADS = {
  bo: { endpoint: '/api/checkdata', file: 'bo-deposit.csv', fields: { groups: 'ABC' } },
  bca: {
    endpoint: '/api/mutasiupdepobca',
    file: 'bca-statement.csv',
    fields: {
      groups: 'ABC',
      jenis: 'DEPO',
      corporate_bank_name: 'HENDRA KUSNADI',
      corporate_bank_no: '4561237890',
      dates: '05-Jun-2026',
    },
  },
  qris: { endpoint: '/api/mutasiupdepoqris', file: 'qris.csv', fields: { groups: 'ABC', jenis: 'DEPO' } },
} as const;

async function scenario(order: (keyof typeof UPLOADS)[]) {
  const t = await testApp();
  await t.make.website({ code: 'ABC', panel: 'NEXUS', scale: 1000 });
  await t.make.akunBank({
    websiteCode: 'ABC',
    jenis: 'DEPO',
    bank: 'BCA',
    name: 'HENDRA KUSNADI',
    no: '4561237890',
  });
  await t.make.akunBank({
    websiteCode: 'ABC',
    jenis: 'WD',
    bank: 'BCA',
    name: 'RIKA AMELIA',
    no: '4561239012',
  });
  const admin = await t.admin();
  const responses = [];
  for (const key of order) {
    const spec = UPLOADS[key];
    responses.push(await upload(admin, spec.endpoint, spec.fields, spec.file));
  }
  return { t, admin, responses };
}

function upload(client: Client, endpoint: string, fields: Record<string, string>, file: string) {
  const { body, headers } = multipart(fields, { name: file, content: fixture(`day-abc-2026-06-05/${file}`) });
  return client.post(endpoint, body, headers);
}

async function pairsOf(t: TestApp) {
  const { rows } = await exec<{ ticket: string; file: string; line: number; pass: string }>(
    t.db,
    sql`select bo.ticket, u.upload_file_name as file, s.line, s.match_pass as pass
        from statement_row s
        join bo_row bo on bo.id = s.bo_id
        join upload u on u.upload_id = s.upload_id
        where s.side = 'DEPO'`,
  );
  return rows;
}

/** Pairs in a group of interchangeable rows may be swapped: compare those as sets. */
function normalise(pairs: { ticket: string; file: string; line: number; pass: string }[]) {
  const group = new Map(
    expected.pairs.filter((p) => p.any_order_group).map((p) => [p.ticket, p.any_order_group!]),
  );
  return pairs
    .map((p) => {
      const g = group.get(p.ticket);
      return g ? `${g}|${p.pass}` : `${p.ticket}|${p.file}|${p.line}|${p.pass}`;
    })
    .sort();
}

describe.each([
  ['BO export first', ['bo', 'bca', 'qris']],
  ['statements first', ['qris', 'bca', 'bo']],
] as const)('the labelled day of website ABC, %s', (_name, order) => {
  let t: TestApp;
  let admin: Client;
  let responses: Awaited<ReturnType<typeof scenario>>['responses'];
  beforeAll(async () => {
    ({ t, admin, responses } = await scenario([...order]));
  });
  afterAll(() => t?.close());

  it('accepts each file with the counts of its sample', () => {
    for (const res of responses) expect(res.statusCode, res.body).toBe(200);
    const byFile = Object.fromEntries(order.map((key, i) => [key, responses[i]!.json()]));
    expect(byFile.bo.summary).toMatchObject({
      rows_inserted: 39,
      rows_skipped: 1,
      skipped_reasons: { Rejected: 1 },
    });
    expect(byFile.bo.data).toEqual([{ message: '39 data berhasil ditambahkan' }]);
    expect(byFile.bca.summary).toMatchObject({ rows_inserted: 35, rows_skipped: 3 });
    expect(byFile.qris.summary).toMatchObject({
      rows_inserted: 5,
      rows_skipped: 1,
      skipped_reasons: { UNPAID: 1 },
    });
  });

  it('ends in exactly the pairs of expected.json', async () => {
    const pairs = await pairsOf(t);
    expect(normalise(pairs)).toEqual(normalise(expected.pairs));
    const byPass = Object.fromEntries(
      ['REF', 'EXACT', 'UNIQUE'].map((p) => [p, pairs.filter((x) => x.pass === p).length]),
    );
    expect(byPass).toEqual(expected.counts.by_pass);
  });

  it('leaves exactly the expected rows pending, the contested pair marked', async () => {
    const { rows: bo } = await exec<{ ticket: string; contested: boolean }>(
      t.db,
      sql`select ticket, contested from bo_row where side = 'DEPO' and not approved order by ticket`,
    );
    expect(bo.map((r) => r.ticket)).toEqual(expected.pending_bo.map((r) => r.ticket).sort());
    const contested = new Set(expected.contested.flatMap((c) => c.tickets));
    for (const row of bo) expect(row.contested, row.ticket).toBe(contested.has(row.ticket));
    const { rows: statement } = await exec<{ file: string; line: number }>(
      t.db,
      sql`select u.upload_file_name as file, s.line from statement_row s
          join upload u on u.upload_id = s.upload_id where s.side = 'DEPO' and not s.approved order by 1, 2`,
    );
    expect(statement.map((r) => `${r.file}:${r.line}`).sort()).toEqual(
      expected.pending_statement.map((r) => `${r.file}:${r.line}`).sort(),
    );
  });

  it('adds nothing when a file comes again, and says so', async () => {
    const again = await upload(admin, UPLOADS.bca.endpoint, UPLOADS.bca.fields, UPLOADS.bca.file);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      status: true,
      data: [{ message: 'Data sudah ada untuk tanggal 05-Jun-2026' }],
      summary: { rows_inserted: 0, rows_duplicate: 35 },
    });
  });
});
