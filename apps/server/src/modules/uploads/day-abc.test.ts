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
  bo: { endpoint: '/api/checkdata', file: 'bo-deposit.csv', head: 2, foot: 0, fields: { groups: 'ABC' } },
  bca: {
    endpoint: '/api/mutasiupdepobca',
    file: 'bca-statement.csv',
    head: 5,
    foot: 4,
    fields: {
      groups: 'ABC',
      jenis: 'DEPO',
      corporate_bank_name: 'HENDRA KUSNADI',
      corporate_bank_no: '4561237890',
      dates: '05-Jun-2026',
    },
  },
  qris: {
    endpoint: '/api/mutasiupdepoqris',
    file: 'qris.csv',
    head: 1,
    foot: 0,
    fields: { groups: 'ABC', jenis: 'DEPO' },
  },
} as const;

type FileKey = keyof typeof UPLOADS;

/** One upload of the day: a whole sample file or a slice of it, and where its lines stand in the whole file. */
interface Part {
  key: FileKey;
  name: string;
  content: Buffer;
  originalLine: (line: number) => number;
}

const content = (key: FileKey) => fixture(`day-abc-2026-06-05/${UPLOADS[key].file}`);

function whole(key: FileKey): Part {
  return { key, name: UPLOADS[key].file, content: content(key), originalLine: (line) => line };
}

/**
 * The file cut into `count` consecutive slices of its transaction lines, each with the file's own head (title,
 * preamble, header) and foot lines, as staff save a portal's export several times a day.
 */
function slicesOf(key: FileKey, count: number): Part[] {
  const { file, head, foot } = UPLOADS[key];
  const lines = content(key)
    .toString('utf8')
    .split(/(?<=\n)/);
  const rows = lines.slice(head, lines.length - foot);
  const size = Math.ceil(rows.length / count);
  return Array.from({ length: count }, (_, at) => {
    const from = at * size;
    const slice = [
      ...lines.slice(0, head),
      ...rows.slice(from, from + size),
      ...lines.slice(lines.length - foot),
    ];
    return {
      key,
      name: file.replace('.csv', `.part${at + 1}.csv`),
      content: Buffer.from(slice.join(''), 'utf8'),
      originalLine: (line: number) => (line <= head ? line : line + from),
    };
  });
}

async function labelledDay() {
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
  return { t, admin: await t.admin() };
}

async function scenario(order: FileKey[]) {
  const { t, admin } = await labelledDay();
  const responses = [];
  for (const key of order) responses.push(await send(admin, whole(key)));
  return { t, admin, responses };
}

function send(client: Client, part: Part) {
  const spec = UPLOADS[part.key];
  const { body, headers } = multipart(spec.fields, { name: part.name, content: part.content });
  return client.post(spec.endpoint, body, headers);
}

async function pairsOf(t: TestApp, parts: Part[] = (Object.keys(UPLOADS) as FileKey[]).map(whole)) {
  const { rows } = await exec<{ ticket: string; file: string; line: number; pass: string }>(
    t.db,
    sql`select bo.ticket, u.upload_file_name as file, s.line, s.match_pass as pass
        from statement_row s
        join bo_row bo on bo.id = s.bo_id
        join upload u on u.upload_id = s.upload_id
        where s.side = 'DEPO'`,
  );
  return rows.map((row) => ({ ...row, ...inWholeFile(parts, row) }));
}

/** A statement row's file and line as the whole sample file numbers them, whichever slice brought it. */
function inWholeFile(parts: Part[], row: { file: string; line: number }) {
  const part = parts.find((p) => p.name === row.file);
  if (!part) throw new Error(`No part named ${row.file}`);
  return { file: UPLOADS[part.key].file, line: part.originalLine(row.line) };
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

/** What a correct engine must end in, whatever the order and the split (expected.json). */
const EXPECTED_STATE = {
  pairs: normalise(expected.pairs),
  pendingBo: expected.pending_bo.map((r) => r.ticket).sort(),
  contested: expected.contested.flatMap((c) => c.tickets).sort(),
  pendingStatement: expected.pending_statement.map((r) => `${r.file}:${r.line}`).sort(),
};

async function stateOf(t: TestApp, parts: Part[]) {
  const { rows: bo } = await exec<{ ticket: string; contested: boolean }>(
    t.db,
    sql`select ticket, contested from bo_row where side = 'DEPO' and not approved`,
  );
  const { rows: statement } = await exec<{ file: string; line: number }>(
    t.db,
    sql`select u.upload_file_name as file, s.line from statement_row s
        join upload u on u.upload_id = s.upload_id where s.side = 'DEPO' and not s.approved`,
  );
  return {
    pairs: normalise(await pairsOf(t, parts)),
    pendingBo: bo.map((r) => r.ticket).sort(),
    contested: bo
      .filter((r) => r.contested)
      .map((r) => r.ticket)
      .sort(),
    pendingStatement: statement
      .map((row) => inWholeFile(parts, row))
      .map((r) => `${r.file}:${r.line}`)
      .sort(),
  };
}

async function arriving(parts: Part[]) {
  const { t, admin } = await labelledDay();
  try {
    for (const part of parts) {
      const res = await send(admin, part);
      expect(res.statusCode, `${part.name}: ${res.body}`).toBe(200);
    }
    return await stateOf(t, parts);
  } finally {
    await t.close();
  }
}

const ORDERS: FileKey[][] = [
  ['bo', 'bca', 'qris'],
  ['bo', 'qris', 'bca'],
  ['bca', 'bo', 'qris'],
  ['bca', 'qris', 'bo'],
  ['qris', 'bo', 'bca'],
  ['qris', 'bca', 'bo'],
];

describe.each(ORDERS.map((order) => [order.join(', '), order] as const))(
  'the labelled day of website ABC, its files arriving as %s',
  (_name, order) => {
    let t: TestApp;
    let admin: Client;
    let responses: Awaited<ReturnType<typeof scenario>>['responses'];
    beforeAll(async () => {
      ({ t, admin, responses } = await scenario(order));
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

    it('leaves exactly the expected rows pending, the contested pair marked, as expected.json', async () => {
      expect(await stateOf(t, order.map(whole))).toEqual(EXPECTED_STATE);
    });

    it('adds nothing when a file comes again, and says so', async () => {
      const again = await send(admin, whole('bca'));
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({
        status: true,
        data: [{ message: 'Data sudah ada untuk tanggal 05-Jun-2026' }],
        summary: { rows_inserted: 0, rows_duplicate: 35 },
      });
    });
  },
);

describe('the labelled day of website ABC uploaded in slices', () => {
  const [bo1, bo2, bo3] = slicesOf('bo', 3);
  const [bca1, bca2] = slicesOf('bca', 2);
  const [qris1, qris2] = slicesOf('qris', 2);
  const [boHalf1, boHalf2] = slicesOf('bo', 2);
  const [bcaThird1, bcaThird2, bcaThird3] = slicesOf('bca', 3);
  const arrivals: [string, Part[]][] = [
    [
      'the BO export in three, then the statements in two each',
      [bo1!, bo2!, bo3!, bca1!, bca2!, qris1!, qris2!],
    ],
    [
      'the statements in two each, then the BO export in three',
      [qris2!, bca2!, qris1!, bca1!, bo3!, bo2!, bo1!],
    ],
    ['interleaved through the day', [bca1!, bo1!, qris1!, bo2!, bca2!, bo3!, qris2!]],
    ['interleaved, latest slices first', [bo3!, bca2!, qris2!, bo2!, bca1!, bo1!, qris1!]],
    [
      'the BO export in two around the statement in three',
      [bcaThird2!, boHalf1!, bcaThird1!, qris1!, boHalf2!, bcaThird3!, qris2!],
    ],
    [
      "the morning's slices, then each whole file downloaded again in the evening",
      [bca1!, boHalf1!, qris1!, whole('bca'), whole('bo'), whole('qris')],
    ],
  ];
  it.each(arrivals)('%s ends in the state of expected.json', async (_name, parts) => {
    expect(await arriving(parts)).toEqual(EXPECTED_STATE);
  });

  it('slices that together hold each line of the file once', () => {
    for (const key of Object.keys(UPLOADS) as FileKey[]) {
      const { head, foot } = UPLOADS[key];
      const lines = content(key)
        .toString('utf8')
        .split(/(?<=\n)/);
      for (const count of [2, 3]) {
        const parts = slicesOf(key, count);
        const rowLines = parts.flatMap((part) => {
          const own = part.content.toString('utf8').split(/(?<=\n)/);
          return own
            .slice(head, own.length - foot)
            .map((text, at) => [part.originalLine(head + at + 1), text] as const);
        });
        expect(rowLines.map(([line]) => line)).toEqual(
          Array.from({ length: lines.length - head - foot }, (_, at) => head + at + 1),
        );
        for (const [line, text] of rowLines) expect(text).toBe(lines[line - 1]);
      }
    }
  });
});
