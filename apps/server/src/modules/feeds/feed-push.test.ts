import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_PUSH_MAX_BYTES, MSG } from '@rekon/contracts';
import { exec } from '../../db/client';
import { testApp, type Client, type TestApp } from '../../test/app';
import { fixture, multipart } from '../../test/multipart';
import { loopbackPort, statusLineOf } from '../../test/raw-http';
import { lastTrackingId, trackingSince } from '../../test/tracking';

/** The labelled day's clock: the day after it, so its rows are within the last 31 days. */
const NOW = new Date('2026-06-06T03:00:00Z');
const SECRET = 'rahasia-feed-uji-0123456789';
const ACCOUNT = { name: 'HENDRA KUSNADI', no: '4561237890' };

interface Mutation {
  account_number: string;
  date: string;
  description: string;
  amount: number | string;
  type: string;
  balance?: number | string;
  mutation_id?: string;
  [extra: string]: unknown;
}

/**
 * The labelled day's KlikBCA rows as a mutation-watch service sends them, each with its id and a time; the row the
 * portal still showed as pending (`PEND`) is booked on the 6th, the date its remark names, with no balance yet.
 */
function dayMutations(): Mutation[] {
  const lines = fixture('day-abc-2026-06-05/bca-statement.csv').toString('utf8').split(/\r?\n/);
  const out: Mutation[] = [];
  for (const line of lines) {
    const row = /^'(\d\d\/\d\d|PEND),(.*),'\d+,([\d.]+),(CR|DB),([\d.]*)$/.exec(line);
    if (!row) continue;
    const [day, month] = row[1] === 'PEND' ? ['06', '06'] : row[1]!.split('/');
    const minute = out.length;
    const time = `${String(8 + Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00`;
    out.push({
      account_number: ACCOUNT.no,
      date: `2026-${month}-${day} ${time}`,
      description: row[2]!,
      amount: row[3]!,
      type: row[4]!,
      ...(row[5] ? { balance: Number(row[5]) } : {}),
      mutation_id: `MW-${out.length + 1}`,
      account: { bank: 'BCA', name: ACCOUNT.name },
    });
  }
  return out;
}

/** A mutation as a service that reports no running balance sends it. */
function withoutBalance(row: Mutation): Mutation {
  const copy = { ...row };
  delete copy.balance;
  return copy;
}

const sign = (body: string, secret = SECRET) => createHmac('sha256', secret).update(body).digest('hex');

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await testApp({ clock: () => NOW });
  admin = await t.admin();
});
afterAll(() => t?.close());

let websites = 0;
/** A website like the labelled day's ABC (its own code), its BCA deposit account and a push feed on it. */
async function feedSetup(allowed?: string[]) {
  const code = `ABC${++websites}`;
  const site = await t.make.website({ code, panel: 'NEXUS', scale: 1000 });
  const account = await t.make.akunBank({ websiteCode: code, jenis: 'DEPO', bank: 'BCA', ...ACCOUNT });
  const res = await admin.post('/api/feeds', {
    akun_bank_id: account.akun_bank_id,
    feed_name: `Mutasi ${code}`,
    feed_kind: 'push',
    feed_secret: SECRET,
    ...(allowed ? { feed_allowed_ips: allowed } : {}),
  });
  expect(res.statusCode).toBe(201);
  const data = res.json<{ data: { feed_id: number; push_path: string } }>().data;
  expect(data.push_path).toBe(`/api/feed/push/${data.feed_id}`);
  return { code, site, account, feedId: data.feed_id, path: data.push_path };
}

/** A push as a service sends it: no session, no cookie, the raw body and its signature. */
function push(path: string, payload: unknown, options: { signature?: string | null; ip?: string } = {}) {
  const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
  const signature = options.signature === undefined ? sign(body) : options.signature;
  return t.app.inject({
    method: 'POST',
    url: path,
    remoteAddress: options.ip ?? '203.0.113.9',
    payload: body,
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { signature }) },
  });
}

async function statementCount(code: string) {
  const { rows } = await exec<{ n: number; fed: number }>(
    t.db,
    sql`select count(*)::int as n, count(*) filter (where feed_id is not null)::int as fed
        from statement_row where website = ${code} and deleted_at is null`,
  );
  return rows[0]!;
}

function upload(client: Client, code: string, kind: 'bo' | 'bca') {
  const { body, headers } =
    kind === 'bo'
      ? multipart({ groups: code }, { name: 'bo-deposit.csv', content: boFor(code) })
      : multipart(
          {
            groups: code,
            jenis: 'DEPO',
            corporate_bank_name: ACCOUNT.name,
            corporate_bank_no: ACCOUNT.no,
            dates: '05-Jun-2026',
          },
          { name: 'bca-statement.csv', content: fixture('day-abc-2026-06-05/bca-statement.csv') },
        );
  return client.post(kind === 'bo' ? '/api/checkdata' : '/api/mutasiupdepobca', body, headers);
}

/** The labelled BO export, its website column naming the test's website. */
const boFor = (code: string) =>
  Buffer.from(fixture('day-abc-2026-06-05/bo-deposit.csv').toString('utf8').replaceAll(',ABC,', `,${code},`));

/** Each BO ticket with the amount, date and balance of the statement credit it is paired with. */
async function pairsOf(code: string) {
  const { rows } = await exec<{ ticket: string; amount: number; date: string; balance: string | null }>(
    t.db,
    sql`select b.ticket, s.amount_cents::float8 as amount, s.date::text as date,
          coalesce(s.balance_cents::text, '') as balance
        from statement_row s join bo_row b on b.id = s.bo_id
        where s.website = ${code} and s.deleted_at is null order by b.ticket`,
  );
  return rows;
}

describe('POST /api/feed/push/{feed_id}', () => {
  it('stores a signed batch once, answers its counts, tracks it, and counts a replay as duplicate', async () => {
    const { code, path, feedId } = await feedSetup();
    const day = dayMutations().slice(0, 5);
    const mark = await lastTrackingId(t.db);
    const first = await push(path, day);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: true, inserted: 5, duplicate: 0, matched: 0 });
    expect(await statementCount(code)).toEqual({ n: 5, fed: 5 });
    expect(await trackingSince(t.db, mark)).toEqual([
      expect.objectContaining({
        tracking_website: code,
        tracking_username: `Feed Mutasi ${code}`,
        tracking_activity: `Feed Mutasi ${code}: 5 mutasi masuk, 0 cocok (akun BCA ${ACCOUNT.no})`,
      }),
    ]);

    // The service retries the same body, then resends the rows reordered within an object, with one new.
    const replay = await push(path, day);
    expect(replay.json()).toEqual({ status: true, inserted: 0, duplicate: 5, matched: 0 });
    const next = dayMutations().slice(0, 6).reverse();
    const reordered = await push(path, { status: true, data: next, account_number: ACCOUNT.no });
    expect(reordered.json()).toEqual({ status: true, inserted: 1, duplicate: 5, matched: 0 });
    // One mutation twice in a batch is one row.
    const twice = dayMutations().slice(6, 7);
    const doubled = await push(path, { mutations: [...twice, ...twice] });
    expect(doubled.json()).toEqual({ status: true, inserted: 1, duplicate: 1, matched: 0 });
    expect(await statementCount(code)).toEqual({ n: 7, fed: 7 });

    const { rows } = await exec<{
      sender_name: string;
      feed_id: number;
      balance_cents: number;
      time: string;
    }>(
      t.db,
      sql`select sender_name, feed_id, balance_cents::float8 as balance_cents, time from statement_row
          where website = ${code} order by balance_cents limit 1`,
    );
    // The bank's remark is read as the bank's file is: the sender's name after the amount.
    expect(rows[0]).toEqual({
      sender_name: 'BUDI SANTOSO',
      feed_id: feedId,
      balance_cents: 658_215_000,
      time: '08:00:00',
    });
  });

  it('refuses a missing or wrong signature with 401 and stores nothing', async () => {
    const { code, path } = await feedSetup();
    const body = JSON.stringify(dayMutations().slice(0, 2));
    const missing = await push(path, body, { signature: null });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ status: false, message: MSG.feedSignatureMissing });
    const forged = await push(path, body, { signature: sign(body, 'another-secret-of-16+') });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ status: false, message: MSG.feedSignatureWrong });
    // Signed over other bytes (the body re-serialised by a proxy) is a wrong signature too.
    const other = await push(path, body.replace(/,/g, ', '), { signature: sign(body) });
    expect(other.statusCode).toBe(401);
    // Upper-case hex of the right HMAC is the same signature.
    expect((await push(path, body, { signature: sign(body).toUpperCase() })).statusCode).toBe(200);
    expect((await statementCount(code)).n).toBe(2);
  });

  it('answers 404 to an unknown or switched-off feed', async () => {
    const { path, feedId } = await feedSetup();
    const body = dayMutations().slice(0, 1);
    expect((await push(`/api/feed/push/${feedId + 1000}`, body)).statusCode).toBe(404);
    const off = await admin.put(`/api/feeds/${feedId}`, { feed_enabled: false });
    expect(off.statusCode).toBe(200);
    const res = await push(path, body);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: false, message: MSG.feedNotFound });
  });

  it('answers 404 once the Data Bank account is switched off, as for a switched-off feed', async () => {
    const { code, path, account } = await feedSetup();
    const off = await admin.put(`/api/updatestatusakunbank/${account.akun_bank_id}`, {
      akun_bank_status: false,
    });
    expect(off.statusCode).toBe(200);
    const res = await push(path, dayMutations().slice(0, 1));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: false, message: MSG.feedNotFound });
    expect((await statementCount(code)).n).toBe(0);
  });

  it('answers an unknown feed or a refused address before reading the body', async () => {
    const { path } = await feedSetup(['198.51.100.0/24']);
    const port = await loopbackPort(t.app);
    // A body announced at 4 MB of which one byte is sent: the answer may not wait for the rest.
    const statusOf = (target: string) =>
      statusLineOf(
        port,
        `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${4 * 1024 * 1024}\r\nSignature: 00\r\n\r\n[`,
      );
    expect(await statusOf('/api/feed/push/999999')).toBe('HTTP/1.1 404 Not Found');
    // The loopback address is not among the feed's senders.
    expect(await statusOf(path)).toBe('HTTP/1.1 403 Forbidden');
  });

  it('refuses a body over 5 MB with 413', async () => {
    const { code, path } = await feedSetup();
    const row = dayMutations()[0]!;
    const many = Array.from({ length: Math.ceil(FEED_PUSH_MAX_BYTES / 200) + 10 }, (_, i) => ({
      ...row,
      mutation_id: `BIG-${i}`,
      description: `${row.description} ${'X'.repeat(60)}`,
    }));
    const body = JSON.stringify(many);
    expect(body.length).toBeGreaterThan(FEED_PUSH_MAX_BYTES);
    const res = await push(path, body);
    expect(res.statusCode).toBe(413);
    expect((await statementCount(code)).n).toBe(0);
  });

  it('refuses a whole batch with 422 for another account, an old or unreadable date, or an unreadable type', async () => {
    const { code, path } = await feedSetup();
    const good = dayMutations().slice(0, 3);
    const cases: [Mutation, string][] = [
      [
        { ...good[2]!, account_number: '4561230000' },
        MSG.feedRowInvalid(3, MSG.feedForeignAccount('4561230000')),
      ],
      [{ ...good[2]!, date: '2026-05-05 10:00:00' }, MSG.feedRowInvalid(3, MSG.feedOldDate)],
      [{ ...good[2]!, date: '2026-06-07 10:00:00' }, MSG.feedRowInvalid(3, MSG.feedOldDate)],
      // Today, but hours ahead of the clock (10:00 WIB): a mutation that has not happened yet.
      [{ ...good[2]!, date: '2026-06-06 23:00:00' }, MSG.feedRowInvalid(3, MSG.feedOldDate)],
      [{ ...good[2]!, date: '05/06/2026' }, MSG.feedRowInvalid(3, MSG.feedBadDate)],
      [{ ...good[2]!, date: '2026-02-30 10:00:00' }, MSG.feedRowInvalid(3, MSG.feedBadDate)],
      [{ ...good[2]!, type: 'KREDIT' }, MSG.feedRowInvalid(3, MSG.feedBadType)],
      [{ ...good[2]!, amount: '-5' }, MSG.feedRowInvalid(3, MSG.feedBadAmount)],
      // Read exactly or refused, never rounded: a decimal comma, a third decimal, an amount over the cap.
      [{ ...good[2]!, amount: '100,50' }, MSG.feedRowInvalid(3, MSG.feedBadAmount)],
      [{ ...good[2]!, amount: 100.999 }, MSG.feedRowInvalid(3, MSG.feedBadAmount)],
      [{ ...good[2]!, amount: '999999999999999.99' }, MSG.feedRowInvalid(3, MSG.feedBadAmount)],
      [{ ...good[2]!, balance: 'sisa banyak' }, MSG.feedRowInvalid(3, MSG.feedBadBalance)],
      [{ ...good[2]!, currency: 'USD' }, MSG.feedRowInvalid(3, MSG.feedBadCurrency('USD'))],
    ];
    // A numeric id past 2^53 is already rounded when read: two mutations would become one.
    const bigIds = JSON.stringify([good[0], { ...good[1], mutation_id: 0 }]).replace(
      '"mutation_id":0',
      '"mutation_id":12345678901234567891',
    );
    const bigId = await push(path, bigIds);
    expect(bigId.json()).toEqual({ status: false, message: MSG.feedRowInvalid(2, MSG.feedBadMutationId) });
    for (const [bad, message] of cases) {
      const res = await push(path, [good[0], good[1], bad]);
      expect(res.statusCode, message).toBe(422);
      expect(res.json()).toEqual({ status: false, message });
    }
    const notJson = await push(path, 'mutasi: 1');
    expect(notJson.statusCode).toBe(422);
    expect(await statementCount(code)).toEqual({ n: 0, fed: 0 });
    // The refusal shows in the feed's health.
    const feeds = (await admin.get('/api/feeds')).json<{
      data: { feed_name: string; health: { last_error: string } }[];
    }>();
    expect(feeds.data.find((row) => row.feed_name === `Mutasi ${code}`)?.health.last_error).toBe(
      cases.at(-1)![1],
    );
  });

  it('takes pushes only from the allowed senders where the ADMIN set them, whatever the whitelist says', async () => {
    const { path } = await feedSetup(['198.51.100.0/24', '2001:db8::1']);
    const body = dayMutations().slice(0, 1);
    const refused = await push(path, body, { ip: '203.0.113.9' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: false, message: MSG.feedAddressRefused });
    // Neither address is on the whitelist (only loopback is): the push route has its own gate.
    expect((await push(path, body, { ip: '198.51.100.77' })).statusCode).toBe(200);
    expect((await push(path, body, { ip: '2001:db8::1' })).json()).toMatchObject({ duplicate: 1 });
  });

  it('stores debits only on a withdrawal account, credits only on a deposit one', async () => {
    const { code, path } = await feedSetup();
    const [credit] = dayMutations();
    const debit = { ...credit!, type: 'DB', mutation_id: 'MW-DB-1', balance: 100 };
    const res = await push(path, [credit, debit]);
    expect(res.json()).toEqual({ status: true, inserted: 1, duplicate: 0, matched: 0 });
    expect((await statementCount(code)).n).toBe(1);
  });
});

describe('where a statement row came from, in the review lists (feeds.md "Screens")', () => {
  it("names the feed for a fed row and the upload for a file row, and the feed's number once it is deleted", async () => {
    const { code, path, feedId } = await feedSetup();
    const fed = dayMutations()
      .filter((row) => row.type === 'CR' && row.date.startsWith('2026-06-05'))
      .slice(0, 4);
    expect((await push(path, fed)).statusCode).toBe(200);
    const file = await upload(admin, code, 'bca');
    expect(file.statusCode).toBe(200);
    const uploadId = file.json<{ summary: { upload_id: number } }>().summary.upload_id;
    const list = async () => {
      const res = await admin.get(`/api/viewmutasi/05-Jun-2026/${code}/all/500/1`);
      expect(res.statusCode).toBe(200);
      return res.json<{ mutasi_id: number; mutasi_source: string }[]>();
    };
    const { rows: stored } = await exec<{ id: number; fed: boolean }>(
      t.db,
      sql`select id::int as id, feed_id is not null as fed from statement_row
          where website = ${code} and date = '2026-06-05' and deleted_at is null`,
    );
    const isFed = new Map(stored.map((row) => [row.id, row.fed]));
    expect([...isFed.values()].filter(Boolean).length).toBe(fed.length);
    expect([...isFed.values()].filter((one) => !one).length).toBeGreaterThan(5);
    const rows = await list();
    expect(rows.map((row) => row.mutasi_id).sort()).toEqual([...isFed.keys()].sort());
    for (const row of rows)
      expect(row.mutasi_source).toBe(isFed.get(row.mutasi_id) ? `Mutasi ${code}` : `Upload #${uploadId}`);

    // The feed deleted, its rows stay and say which feed brought them.
    expect((await admin.delete(`/api/feeds/${feedId}`)).statusCode).toBe(200);
    for (const row of await list())
      expect(row.mutasi_source).toBe(isFed.get(row.mutasi_id) ? `Feed #${feedId}` : `Upload #${uploadId}`);
  });
});

describe('the running balance of fed rows', () => {
  it('counts a break where the feed skipped a mutation, in the feed health and the Tracking row', async () => {
    const { code, path, feedId } = await feedSetup();
    const day = dayMutations();
    expect((await push(path, day.slice(0, 5))).statusCode).toBe(200);
    const health = async () =>
      (await admin.get('/api/feeds'))
        .json<{ data: { feed_id: number; health: { balance_breaks_today: number } }[] }>()
        .data.find((row) => row.feed_id === feedId)!.health.balance_breaks_today;
    // The statement's own rows follow each other: no break within the batch.
    expect(await health()).toBe(0);
    const mark = await lastTrackingId(t.db);
    // The sixth mutation never came: the seventh's balance does not follow the fifth's.
    expect((await push(path, day.slice(6, 9))).statusCode).toBe(200);
    expect(await health()).toBe(1);
    expect((await trackingSince(t.db, mark))[0]?.tracking_activity).toBe(
      `Feed Mutasi ${code}: 3 mutasi masuk, 0 cocok; saldo tidak nyambung 1x (akun BCA ${ACCOUNT.no})`,
    );
  });
});

describe('a labelled day by feed, then its BO export, then its downloaded statement', () => {
  it('stores every credit once and ends with the pairs of one upload of the files', async () => {
    // The reference: the whole day in one push, then the BO export. The engine reads the fed rows' times, which
    // the KlikBCA file does not have, so the reference is the day fed at once rather than the file alone.
    const whole = await feedSetup();
    expect((await push(whole.path, dayMutations())).statusCode).toBe(200);
    expect((await upload(admin, whole.code, 'bo')).statusCode).toBe(200);
    const expected = await pairsOf(whole.code);
    expect(expected.length).toBeGreaterThan(10);

    const fed = await feedSetup();
    const day = dayMutations();
    // The statement's debits (fees, a refund) are not the deposit side's: counted, never stored.
    const credits = day.filter((row) => row.type === 'CR').length;
    expect(credits).toBeLessThan(day.length);
    // Slices out of order, one of them twice (a retry).
    const slices = [day.slice(20), day.slice(0, 10), day.slice(10, 20), day.slice(0, 10)];
    let inserted = 0;
    for (const slice of slices) {
      const res = await push(fed.path, slice);
      expect(res.statusCode).toBe(200);
      inserted += res.json<{ inserted: number }>().inserted;
    }
    expect(inserted).toBe(credits);
    const bo = await upload(admin, fed.code, 'bo');
    expect(bo.statusCode).toBe(200);
    const file = await upload(admin, fed.code, 'bca');
    expect(file.statusCode).toBe(200);
    const summary = file.json<{ summary: { rows_inserted: number; rows_duplicate: number } }>().summary;
    // The file adds nothing: each of its credits came by feed, and counts as a duplicate.
    expect(summary.rows_inserted).toBe(0);
    expect(summary.rows_duplicate).toBe(credits);
    expect(await statementCount(fed.code)).toEqual({ n: credits, fed: credits });
    expect(await pairsOf(fed.code)).toEqual(expected);
  });

  it('without balances, knows the day’s credits in the file by their descriptions, blanks and case aside', async () => {
    const { code, path } = await feedSetup();
    // A service that sends no balance, and prints the bank's text in its own spacing and case.
    const day = dayMutations().map((row) => ({
      ...withoutBalance(row),
      description: row.description.replace(/\s+/g, ' ').toLowerCase(),
    }));
    const credits = day.filter((row) => row.type === 'CR').length;
    expect((await push(path, day)).json()).toMatchObject({ inserted: credits, duplicate: 0 });
    const file = await upload(admin, code, 'bca');
    expect(file.statusCode).toBe(200);
    const summary = file.json<{ summary: { rows_inserted: number; rows_duplicate: number } }>().summary;
    expect([summary.rows_inserted, summary.rows_duplicate]).toEqual([0, credits]);
    expect(await statementCount(code)).toEqual({ n: credits, fed: credits });
  });

  it('keeps another sender’s credit of the same amount and day that comes without a balance', async () => {
    const { code, path } = await feedSetup();
    expect((await upload(admin, code, 'bca')).statusCode).toBe(200);
    const stored = await statementCount(code);
    // The day's file has no times and the push no balance: only the description tells the two credits apart.
    const credit = dayMutations().find((row) => row.type === 'CR')!;
    const other = {
      ...withoutBalance(credit),
      date: '2026-06-05 14:00:00',
      description: 'TRSF E-BANKING CR 0506/FTSCY/WS95031 ORANG LAIN SEKALI',
      mutation_id: 'MW-OTHER',
    };
    expect((await push(path, [other])).json()).toMatchObject({ inserted: 1, duplicate: 0 });
    expect(await statementCount(code)).toEqual({ n: stored.n + 1, fed: 1 });
    // The same credit pushed again with its own description is the file's row: a duplicate.
    const same = { ...withoutBalance(credit), date: '2026-06-05 15:00:00', mutation_id: 'MW-SAME' };
    expect((await push(path, [same])).json()).toMatchObject({ inserted: 0, duplicate: 1 });
  });

  it('pairs a credit that arrives after its BO row on arrival', async () => {
    const { code, path } = await feedSetup();
    expect((await upload(admin, code, 'bo')).statusCode).toBe(200);
    const res = await push(path, dayMutations().slice(0, 10));
    expect(res.statusCode).toBe(200);
    const answer = res.json<{ inserted: number; matched: number }>();
    expect(answer.inserted).toBe(10);
    expect(answer.matched).toBeGreaterThan(5);
    expect((await pairsOf(code)).length).toBe(answer.matched);
  });
});
