import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { Client, testApp, type TestApp } from '../../test/app';
import { writeBoExport } from '../../test/day-files';
import { fixture, multipart } from '../../test/multipart';
import type { Actor } from '../../http/access';
import { UploadProgressBoard } from './upload-progress';

const uploader = (accountId: number, session: string): Actor => ({
  accountId,
  accountName: `akun${accountId}`,
  role: 'CHECKER',
  websiteId: 1,
  websiteCode: 'ABC',
  websiteName: 'ABC',
  mustChangePassword: false,
  sessionHash: Buffer.from(session),
});

describe('UploadProgressBoard', () => {
  it("keeps each session's uploads apart and forgets them after ten minutes", () => {
    let now = 0;
    const board = new UploadProgressBoard(() => now);
    const one = uploader(1, 'session-1');
    board.report(one, 'abcd-1234', 'storing', 60_011);
    expect(board.read(one.sessionHash, 'abcd-1234')).toEqual({ phase: 'storing', rows: 60_011 });
    expect(board.read(Buffer.from('session-2'), 'abcd-1234')).toBeNull();
    now = 10 * 60_000 + 1;
    expect(board.read(one.sessionHash, 'abcd-1234')).toBeNull();
  });

  it('names the uploader to its own session while the upload runs, and not once it is done or failed', () => {
    const board = new UploadProgressBoard();
    const one = uploader(1, 'session-1');
    board.report(one, 'abcd-1234', 'receiving', null);
    // Receiving, the database is free: the session is looked up (F5).
    expect(board.uploaderOf(one.sessionHash, 'abcd-1234')).toBeUndefined();
    board.report(one, 'abcd-1234', 'reading', null);
    expect(board.uploaderOf(one.sessionHash, 'abcd-1234')).toBe(one);
    expect(board.uploaderOf(Buffer.from('session-2'), 'abcd-1234')).toBeUndefined();
    expect(board.uploaderOf(one.sessionHash, 'other-id-1')).toBeUndefined();
    board.report(one, 'abcd-1234', 'done', 5);
    expect(board.uploaderOf(one.sessionHash, 'abcd-1234')).toBeUndefined();
    expect(board.read(one.sessionHash, 'abcd-1234')).toEqual({ phase: 'done', rows: 5 });
    board.report(one, 'efgh-5678', 'matching', 5);
    board.forget(one.sessionHash, 'efgh-5678');
    expect(board.uploaderOf(one.sessionHash, 'efgh-5678')).toBeUndefined();
    expect(board.read(one.sessionHash, 'efgh-5678')).toBeNull();
  });
});

describe('GET /api/uploadprogress/{id}', () => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await testApp();
    admin = await t.admin();
  });
  afterAll(() => t?.close());

  it('reads "receiving" before the server knows the upload, "done" with the new rows after, for its uploader only', async () => {
    const site = await t.make.website({ code: `PG${Date.now() % 100000}` });
    const id = `upl-${Date.now()}`;
    expect((await admin.get(`/api/uploadprogress/${id}`)).json()).toEqual({ phase: 'receiving', rows: null });
    const { body, headers } = multipart(
      { groups: site.website_code },
      { name: 'qris.csv', content: fixture('day-abc-2026-06-05/qris.csv') },
    );
    const res = await admin.post('/api/mutasiupdepoqris', body, { ...headers, 'x-upload-id': id });
    expect(res.statusCode).toBe(200);
    expect((await admin.get(`/api/uploadprogress/${id}`)).json()).toEqual({ phase: 'done', rows: 5 });
    const checker = await t.as('CHECKER', site.website_id);
    expect((await checker.get(`/api/uploadprogress/${id}`)).json()).toEqual({
      phase: 'receiving',
      rows: null,
    });
    // An id outside 8..64 letters, digits and dashes is refused, not stored.
    expect((await admin.get('/api/uploadprogress/x')).statusCode).toBe(400);
  });
});

/**
 * A BO export big enough that its transaction lasts a while: the questions asked meanwhile must be answered as
 * they come, on PGlite too, where that transaction holds the only connection (issue 17, item 3).
 */
describe('GET /api/uploadprogress/{id} while the upload runs', () => {
  let t: TestApp;
  let admin: Client;
  let dir: string;
  beforeAll(async () => {
    t = await testApp();
    admin = await t.admin();
    dir = mkdtempSync(path.join(tmpdir(), 'rekon-progress-'));
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers the phases before the upload answers, to the uploading session from a whitelisted address only', async () => {
    const site = await t.make.website({ code: `PR${Date.now() % 100000}` });
    const file = path.join(dir, 'bo.csv');
    await writeBoExport(file, {
      rows: 30_000,
      website: site.website_code,
      account: { name: 'PT PROGRES', number: '5550001111' },
      missingShare: 0,
    });
    const { body, headers } = multipart(
      { groups: site.website_code, jenis: 'DEPO' },
      { name: 'bo.csv', content: readFileSync(file) },
    );
    const id = `progress-${Date.now()}`;
    let answered = false;
    const upload = admin.post('/api/checkdata', body, { ...headers, 'x-upload-id': id }).then((res) => {
      answered = true;
      return res;
    });
    const elsewhere = new Client(t.app, admin.cookie, '10.20.30.40');
    const seen = new Set<string>();
    let refused = 0;
    while (!answered) {
      const [own, foreign] = await Promise.all([
        admin.get(`/api/uploadprogress/${id}`),
        elsewhere.get(`/api/uploadprogress/${id}`),
      ]);
      const { phase } = own.json<{ phase: string }>();
      if (!answered) seen.add(phase);
      if (foreign.statusCode === 403) refused++;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await upload).statusCode).toBe(200);
    // Reading the file and storing its rows were seen while they happened, not only once they were over.
    expect([...seen]).toEqual(expect.arrayContaining(['reading', 'matching']));
    expect(refused).toBeGreaterThan(0);
    expect((await admin.get(`/api/uploadprogress/${id}`)).json()).toEqual({ phase: 'done', rows: 30_000 });
  });
});

describe('GET /api/uploadprogress/{id} once the session is gone (F5)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t?.close());

  it.each(['signed out', 'deactivated'] as const)(
    'answers 401 to a session %s while its upload is still being received',
    async (how) => {
      const site = await t.make.website({ code: `PS${Date.now() % 100000}` });
      const account = await t.make.account({ role: 'CHECKER', websiteId: site.website_id });
      const checker = await t.signIn(account.account_name, account.password);
      const { body, headers } = multipart(
        { groups: site.website_code },
        { name: 'bo.csv', content: fixture('day-abc-2026-06-05/bo-deposit.csv') },
      );
      // The body arrives in two parts: the server is receiving the upload until the second is written.
      const stream = new PassThrough();
      const id = `gone-${how.replace(' ', '-')}-${Date.now()}`;
      const upload = t.app.inject({
        method: 'POST',
        url: '/api/checkdata',
        remoteAddress: checker.ip,
        headers: { ...headers, cookie: `token=${checker.cookie}`, 'x-upload-id': id },
        payload: stream,
      });
      stream.write(body.subarray(0, 200));
      await waitFor(async () => (await checker.get(`/api/uploadprogress/${id}`)).statusCode === 200);
      expect((await checker.get(`/api/uploadprogress/${id}`)).json()).toEqual({
        phase: 'receiving',
        rows: null,
      });

      if (how === 'signed out') expect((await checker.post('/api/logout')).statusCode).toBe(200);
      else {
        const admin = await t.admin();
        const off = await admin.put(`/api/updatestatusadminacc/${account.account_id}`, {
          account_status: false,
        });
        expect(off.statusCode).toBe(200);
      }
      expect((await checker.get(`/api/uploadprogress/${id}`)).statusCode).toBe(401);

      stream.end(body.subarray(200));
      // The upload's own request authenticated before the sign-out: it ends either way, never a 500.
      expect((await upload).statusCode).toBeLessThan(500);
      expect((await checker.get(`/api/uploadprogress/${id}`)).statusCode).toBe(401);
    },
  );
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
