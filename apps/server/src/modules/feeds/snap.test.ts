import { createHash, createHmac, generateKeyPairSync, randomUUID, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, type FeedRow } from '@rekon/contracts';
import { exec } from '../../db/client';
import { testApp, type Client, type TestApp } from '../../test/app';
import { lastTrackingId, trackingSince } from '../../test/tracking';
import { PULL_LOCK_CLASS, pullDue, pullFeed, type PullDeps } from './snap-puller';

/**
 * A SNAP bank simulator on loopback (docs/design/feeds.md "How it is tested"): it implements the token and the
 * Bank Statement calls as the standard publishes them, checks Rekon's RSA token signature with the partner's public
 * key and each call's HMAC-SHA512 signature with the client secret, and serves pages, errors and time-outs.
 */
class SnapBank {
  readonly keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  readonly clientId = 'rekon-partner';
  readonly clientSecret = 'client-secret-of-the-bank-0123';
  private readonly tokens = new Set<string>();
  private readonly externalIds = new Set<string>();
  server!: Server;
  /** The account's rows, oldest first: what the statement call answers (two per page). */
  rows: { at: string; amount: string; remark: string; balance: string; ref: string }[] = [];
  mode: 'ok' | 'error' | 'slow' = 'ok';
  /** Each call: its path and whether its signature verified. */
  calls: { path: string; ok: boolean }[] = [];
  /** Calls in progress, and the most at once: two pulls of one account would overlap here. */
  private open = 0;
  maxOpen = 0;
  delayMs = 0;

  get privateKeyPem() {
    return this.keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  }

  async start() {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop() {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(resolve));
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const answer = (status: number, body: object) => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    this.open++;
    this.maxOpen = Math.max(this.maxOpen, this.open);
    try {
      if (this.delayMs) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
      if (this.mode === 'slow') return; // never answers: the client's time-out
      const path = req.url ?? '';
      const header = (name: string) => String(req.headers[name.toLowerCase()] ?? '');
      if (path === '/v1.0/access-token/b2b') {
        const ok =
          header('X-CLIENT-KEY') === this.clientId &&
          verify(
            'sha256',
            Buffer.from(`${this.clientId}|${header('X-TIMESTAMP')}`),
            this.keys.publicKey,
            Buffer.from(header('X-SIGNATURE'), 'base64'),
          );
        this.calls.push({ path, ok });
        if (!ok) return answer(401, { responseCode: '4017300', responseMessage: 'Unauthorized. Signature' });
        const token = randomUUID();
        this.tokens.add(token);
        return answer(200, {
          responseCode: '2007300',
          accessToken: token,
          tokenType: 'Bearer',
          expiresIn: '900',
        });
      }
      if (path === '/v1.0/bank-statement') {
        const token = header('Authorization').replace(/^Bearer /, '');
        const minified = JSON.stringify(JSON.parse(raw));
        const digest = createHash('sha256').update(minified).digest('hex').toLowerCase();
        const expected = createHmac('sha512', this.clientSecret)
          .update(`POST:${path}:${token}:${digest}:${header('X-TIMESTAMP')}`)
          .digest('base64');
        const external = header('X-EXTERNAL-ID');
        const ok =
          this.tokens.has(token) &&
          header('X-SIGNATURE') === expected &&
          header('X-PARTNER-ID') === 'PARTNER1' &&
          header('CHANNEL-ID') === '95221' &&
          /^\d{1,36}$/.test(external) &&
          !this.externalIds.has(external);
        this.externalIds.add(external);
        this.calls.push({ path, ok });
        if (!ok) return answer(401, { responseCode: '4011400', responseMessage: 'Unauthorized. Signature' });
        if (this.mode === 'error')
          return answer(500, { responseCode: '5001400', responseMessage: 'General Error' });
        const body = JSON.parse(raw) as {
          accountNo: string;
          fromDateTime: string;
          toDateTime: string;
          additionalInfo: { pageNumber: string; pageSize: string };
        };
        const from = new Date(body.fromDateTime).getTime();
        const to = new Date(body.toDateTime).getTime();
        const rows = this.rows.filter((row) => {
          const at = new Date(row.at).getTime();
          return at >= from && at <= to;
        });
        const page = Number(body.additionalInfo.pageNumber);
        const size = 2;
        return answer(200, {
          responseCode: '2001400',
          responseMessage: 'Successful',
          referenceNo: randomUUID(),
          detailData: rows.slice((page - 1) * size, page * size).map((row) => ({
            amount: { value: row.amount, currency: 'IDR' },
            transactionDate: row.at,
            remark: row.remark,
            type: 'CREDIT',
            balance: { amount: { value: row.balance, currency: 'IDR' } },
            referenceNo: row.ref,
          })),
          additionalInfo: {
            pageNumber: String(page),
            totalPage: String(Math.max(1, Math.ceil(rows.length / size))),
          },
        });
      }
      answer(404, { responseCode: '4040000' });
    } finally {
      this.open--;
    }
  }
}

let clock = new Date('2026-06-05T05:00:00Z');
let t: TestApp;
let admin: Client;
const bank = new SnapBank();
let bankUrl = '';
let deps: PullDeps;
beforeAll(async () => {
  bankUrl = await bank.start();
  t = await testApp({ clock: () => clock });
  admin = await t.admin();
  deps = { database: t.database, heavy: t.app.heavyWork, box: t.app.feedBox, clock: () => clock };
});
afterAll(async () => {
  await t?.close();
  await bank.stop();
});

const credit = (hhmm: string, amount: number, balance: number, name: string, ref: string) => ({
  at: `2026-06-05T${hhmm}:00+07:00`,
  amount: `${amount}.00`,
  remark: `TRSF E-BANKING CR 0506/FTSCY/WS95031 ${String(amount).padStart(12)}.00${name}`,
  balance: `${balance}.00`,
  ref,
});

async function snapFeed() {
  const site = await t.make.website({ code: 'SNAP', panel: 'NEXUS', scale: 1000 });
  const account = await t.make.akunBank({
    websiteCode: 'SNAP',
    jenis: 'DEPO',
    bank: 'BCA',
    no: '4561237890',
  });
  return { site, feedId: await addSnapFeed(account.akun_bank_id, 'SNAP BCA', 60) };
}

/** An ADMIN adds a SNAP feed on the test bank for the account; its id. */
async function addSnapFeed(akunBankId: number, name: string, intervalS: number) {
  const res = await admin.post('/api/feeds', {
    akun_bank_id: akunBankId,
    feed_name: name,
    feed_kind: 'snap',
    snap_base_url: bankUrl,
    snap_client_id: bank.clientId,
    snap_client_secret: bank.clientSecret,
    snap_private_key: bank.privateKeyPem,
    snap_partner_id: 'PARTNER1',
    snap_channel_id: '95221',
    feed_interval_s: intervalS,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: { feed_id: number } }>().data.feed_id;
}

const health = async (feedId: number) =>
  (await admin.get('/api/feeds')).json<{ data: FeedRow[] }>().data.find((f) => f.feed_id === feedId)!.health;

async function storedRefs() {
  const { rows } = await exec<{ amount: number; sender: string }>(
    t.db,
    sql`select amount_cents::float8 as amount, sender_name as sender from statement_row
        where website = 'SNAP' order by balance_cents`,
  );
  return rows;
}

describe('SNAP Bank Statement pull against a bank simulator', () => {
  it('pulls pages with signed calls, recovers from an error after backing off, and stores each row once', async () => {
    const { feedId } = await snapFeed();
    bank.rows = [
      credit('08:01', 100_000, 1_100_000, 'BUDI SANTOSO', 'R1'),
      credit('08:02', 50_000, 1_150_000, 'SITI AMINAH', 'R2'),
      credit('08:03', 75_000, 1_225_000, 'EKO PRASETYO', 'R3'),
    ];
    const mark = await lastTrackingId(t.db);

    // A new feed is due at once: the rows arrive within its first interval, over two pages.
    const [first] = await pullDue(deps);
    expect(first).toMatchObject({
      feedId,
      status: 'pulled',
      rows: 3,
      arrival: { inserted: 3, duplicate: 0 },
    });
    expect(bank.calls.map((call) => [call.path, call.ok])).toEqual([
      ['/v1.0/access-token/b2b', true],
      ['/v1.0/bank-statement', true],
      ['/v1.0/bank-statement', true],
    ]);
    expect(await storedRefs()).toEqual([
      { amount: 10_000_000, sender: 'BUDI SANTOSO' },
      { amount: 5_000_000, sender: 'SITI AMINAH' },
      { amount: 7_500_000, sender: 'EKO PRASETYO' },
    ]);
    expect((await health(feedId)).last_error).toBeNull();
    expect((await trackingSince(t.db, mark)).map((row) => row.tracking_activity)).toEqual([
      'Feed SNAP BCA: 3 mutasi masuk, 0 cocok (akun BCA 4561237890)',
    ]);
    // Not due again before its interval.
    clock = new Date(clock.getTime() + 30_000);
    expect(await pullDue(deps)).toEqual([]);

    // The bank fails: the error shows in the feed's health and the next pull waits (back-off).
    clock = new Date(clock.getTime() + 31_000);
    bank.mode = 'error';
    const [failed] = await pullDue(deps);
    expect(failed).toMatchObject({
      feedId,
      status: 'failed',
      error: 'Bank menolak (500 5001400: General Error).',
    });
    expect((await health(feedId)).last_error).toBe('Bank menolak (500 5001400: General Error).');
    clock = new Date(clock.getTime() + 61_000);
    const [again] = await pullDue(deps);
    expect(again).toMatchObject({ status: 'failed' });
    // Two failures in a row: the next try is two intervals away.
    expect((again as { retryAt: Date }).retryAt.getTime() - clock.getTime()).toBe(120_000);
    clock = new Date(clock.getTime() + 61_000);
    expect(await pullDue(deps)).toEqual([]);

    // The bank is back with one new row: the next pull recovers, and what the bank repeats is stored once.
    bank.mode = 'ok';
    bank.rows.push(credit('08:30', 20_000, 1_245_000, 'RATNA SARI', 'R4'));
    clock = new Date(clock.getTime() + 60_000);
    const [recovered] = await pullDue(deps);
    expect(recovered).toMatchObject({ status: 'pulled', arrival: { inserted: 1 } });
    expect((await health(feedId)).last_error).toBeNull();
    expect(await storedRefs()).toHaveLength(4);
  });

  it('refuses a time-out as an error, and never runs two pulls of one account at once', async () => {
    const feedId = (
      await exec<{ id: number }>(t.db, sql`select feed_id as id from feed where feed_name = 'SNAP BCA'`)
    ).rows[0]!.id;
    bank.delayMs = 300;
    bank.maxOpen = 0;
    const before = bank.calls.length;
    const [one, two] = await Promise.all([pullFeed(deps, feedId), pullFeed(deps, feedId)]);
    expect([one?.status, two?.status].sort()).toEqual(['busy', 'pulled']);
    expect(bank.maxOpen).toBe(1);
    expect(bank.calls.slice(before).every((call) => call.ok)).toBe(true);
    bank.delayMs = 0;
    expect(await storedRefs()).toHaveLength(4);

    // Another process pulling the account holds its advisory lock on PostgreSQL: this one leaves it be.
    if (t.database.engine === 'postgres') {
      const other = await (t.database.client as pg.Pool).connect();
      try {
        const { rows } = await exec<{ id: number }>(
          t.db,
          sql`select feed_akun_bank_id as id from feed where feed_id = ${feedId}`,
        );
        await other.query('select pg_advisory_lock($1, $2)', [PULL_LOCK_CLASS, rows[0]!.id]);
        expect(await pullFeed(deps, feedId)).toEqual({ feedId, status: 'busy' });
        await other.query('select pg_advisory_unlock($1, $2)', [PULL_LOCK_CLASS, rows[0]!.id]);
      } finally {
        other.release();
      }
    }

    // A bank that does not answer: the pull gives up, and says so in the health.
    bank.mode = 'slow';
    const timedOut = await pullFeed({ ...deps, timeoutMs: 300 }, feedId);
    expect(timedOut).toMatchObject({ status: 'failed', error: 'Bank tidak menjawab (time-out).' });
    expect((await health(feedId)).last_error).toBe('Bank tidak menjawab (time-out).');
    bank.mode = 'ok';
  });
});

describe('a SNAP feed with a long interval or a long silence', () => {
  it('never pulls sooner after a failure than its own interval', async () => {
    const site = await t.make.website();
    const account = await t.make.akunBank({ websiteCode: site.website_code, jenis: 'DEPO', bank: 'BCA' });
    // Pulled every six hours: a failure may not turn that into every hour.
    const feedId = await addSnapFeed(account.akun_bank_id, 'SNAP Enam Jam', 6 * 3600);
    bank.mode = 'error';
    try {
      const failed = await pullFeed(deps, feedId);
      expect(failed).toMatchObject({ status: 'failed' });
      const waited = (failed as { retryAt: Date }).retryAt.getTime() - clock.getTime();
      expect(waited).toBeGreaterThanOrEqual(6 * 3_600_000);
    } finally {
      bank.mode = 'ok';
    }
  });

  it('starts within the last 31 days when its newest row is older, instead of refusing every pull', async () => {
    const site = await t.make.website();
    const account = await t.make.akunBank({ websiteCode: site.website_code, jenis: 'DEPO', bank: 'BCA' });
    const feedId = await addSnapFeed(account.akun_bank_id, 'SNAP Lama Diam', 60);
    const saved = clock;
    bank.mode = 'ok';
    bank.rows = [credit('08:01', 100_000, 1_100_000, 'BUDI SANTOSO', 'OLD1')];
    try {
      expect(await pullFeed(deps, feedId)).toMatchObject({ status: 'pulled', arrival: { inserted: 1 } });
      // Forty days on (the feed was switched off, or the bank was down), one new credit.
      clock = new Date(clock.getTime() + 40 * 86_400_000);
      const later = new Date(clock.getTime() - 3_600_000 + 7 * 3_600_000).toISOString().slice(0, 19);
      bank.rows.push({ ...credit('09:00', 20_000, 1_120_000, 'RATNA SARI', 'NEW1'), at: `${later}+07:00` });
      const pulled = await pullFeed(deps, feedId);
      expect(pulled, JSON.stringify(pulled)).toMatchObject({ status: 'pulled', arrival: { inserted: 1 } });
    } finally {
      clock = saved;
    }
  });
});

describe('POST /api/feeds/{id}/test of a SNAP feed', () => {
  it("asks the bank for a token only, answers success or the bank's refusal, and stores nothing", async () => {
    const site = await t.make.website();
    const account = await t.make.akunBank({ websiteCode: site.website_code, jenis: 'DEPO', bank: 'BCA' });
    const feedId = await addSnapFeed(account.akun_bank_id, 'SNAP Tes Koneksi', 300);
    const stored = async () =>
      (
        await exec<{ rows: number; uploads: number }>(
          t.db,
          sql`select (select count(*)::int from statement_row where website = ${site.website_code}) as rows,
            (select count(*)::int from upload where upload_website = ${site.website_code}) as uploads`,
        )
      ).rows[0];
    // The bank would answer rows if it were asked for them: the test must not ask.
    bank.mode = 'ok';
    bank.rows = [credit('08:01', 100_000, 1_100_000, 'BUDI SANTOSO', 'T1')];
    const mark = await lastTrackingId(t.db);
    const before = bank.calls.length;

    const ok = await admin.post(`/api/feeds/${feedId}/test`);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ status: true, message: MSG.feedSnapTestDone, data: { token: 'ok' } });
    expect(bank.calls.slice(before)).toEqual([{ path: '/v1.0/access-token/b2b', ok: true }]);
    expect(await stored()).toEqual({ rows: 0, uploads: 0 });
    expect(await health(feedId)).toMatchObject({ last_arrival_at: null, last_rows: null, last_error: null });

    // A private key the bank does not know: the bank's refusal, in its own words, as the answer and in the health.
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    expect((await admin.put(`/api/feeds/${feedId}`, { snap_private_key: stranger })).statusCode).toBe(200);
    const refused = await admin.post(`/api/feeds/${feedId}/test`);
    const why = 'Bank menolak (401 4017300: Unauthorized. Signature).';
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({ status: false, message: MSG.feedSnapTestFailed(why) });
    expect(bank.calls.at(-1)).toEqual({ path: '/v1.0/access-token/b2b', ok: false });
    expect(await health(feedId)).toMatchObject({ last_error: why, last_arrival_at: null });
    // The test does not count towards the pulls' back-off.
    const { rows } = await exec<{ failures: number }>(
      t.db,
      sql`select feed_failures as failures from feed where feed_id = ${feedId}`,
    );
    expect(rows[0]!.failures).toBe(0);

    // An address where no bank answers.
    expect(
      (await admin.put(`/api/feeds/${feedId}`, { snap_base_url: 'http://127.0.0.1:9' })).statusCode,
    ).toBe(200);
    const unreachable = await admin.post(`/api/feeds/${feedId}/test`);
    expect(unreachable.statusCode).toBe(502);
    expect(unreachable.json<{ message: string }>().message).toBe(
      MSG.feedSnapTestFailed('Bank tidak dapat dihubungi.'),
    );
    expect(await stored()).toEqual({ rows: 0, uploads: 0 });

    const activities = (await trackingSince(t.db, mark)).map((row) => row.tracking_activity);
    const label = `feed snap "SNAP Tes Koneksi" akun BCA ${account.akun_bank_no}`;
    expect(activities).toEqual([
      `Tes koneksi ${label}: bank memberi access token`,
      `Mengubah ${label}: kunci SNAP diganti`,
      `Tes koneksi ${label}: gagal, ${why}`,
      `Mengubah ${label}: pengaturan SNAP`,
      `Tes koneksi ${label}: gagal, Bank tidak dapat dihubungi.`,
    ]);
    // A CHECKER reads feeds but does not test them.
    const checker = await t.as('CHECKER', site.website_id);
    expect((await checker.post(`/api/feeds/${feedId}/test`)).statusCode).toBe(403);
  });
});
