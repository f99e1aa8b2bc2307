/**
 * Faults with real processes and real sockets (security.md H45-47, issue 9): aborted uploads, a server killed
 * in the middle of an upload, and two server processes sharing one PostgreSQL.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { exec, openDatabase } from './db/client';
import { testApp } from './test/app';
import { writeBoExport } from './test/day-files';
import { freshDatabase } from './test/db';
import { testEngine } from './test/engines';
import { fixture, multipart } from './test/multipart';
import { ADMIN_ENV, call, gateFrom, signIn, startServer, upload, type ServerProcess } from './test/process';

const running: ServerProcess[] = [];
afterAll(() => {
  for (const server of running) server.proc.kill('SIGKILL');
});

const openFds = () => readdirSync('/proc/self/fd').length;

/** Sends the first `fraction` of a request, then destroys the socket. */
function sendPartially(port: number, request: Buffer, fraction: number) {
  return new Promise<void>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(request.subarray(0, Math.floor(request.length * fraction)), () => {
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 5);
      });
    });
    socket.on('error', () => resolve());
  });
}

describe('aborted uploads', () => {
  it('leave no temp file, no open descriptor and no row after 100 aborts at 10%, 50% and 90%', async () => {
    const t = await testApp();
    try {
      await t.make.website({ code: 'ABRT' });
      const admin = await t.admin();
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const port = (t.app.server.address() as net.AddressInfo).port;
      const csv = Buffer.concat(Array.from({ length: 40 }, () => fixture('qris/qris-canonical.csv')));
      const { body, headers } = multipart({ groups: 'ABRT' }, { name: 'q.csv', content: csv });
      const request = Buffer.concat([
        Buffer.from(
          `POST /api/mutasiupdepoqris HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: token=${admin.cookie}\r\n` +
            `Content-Type: ${headers['content-type']}\r\nContent-Length: ${body.length}\r\n\r\n`,
        ),
        body,
      ]);
      const baseline = openFds();
      for (let i = 0; i < 100; i++) await sendPartially(port, request, [0.1, 0.5, 0.9][i % 3]!);
      await expect.poll(() => readdirSync(t.app.uploadTempDir).length, { timeout: 5_000 }).toBe(0);
      await expect.poll(() => Math.abs(openFds() - baseline), { timeout: 5_000 }).toBeLessThanOrEqual(5);
      const { rows } = await exec<{ n: number }>(t.db, sql`select count(*)::int as n from upload`);
      expect(rows[0]!.n).toBe(0);
      // The server still answers, and a complete upload still works.
      const full = await admin.post('/api/mutasiupdepoqris', body, headers);
      expect(full.statusCode, full.body).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe.runIf(testEngine() === 'pglite')('a server killed during an upload', () => {
  it('leaves no partial upload, and the embedded database reopens and takes the file again', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rekon-kill-'));
    const file = path.join(dataDir, 'bo.csv');
    try {
      const first = await startServer({ DATA_DIR: dataDir, ...ADMIN_ENV });
      running.push(first);
      const token = await signIn(first.url);
      expect(
        (
          await call(first.url, token, 'POST', '/api/createwebsite', {
            website_name: 'Kill',
            website_code: 'KILL',
          })
        ).status,
      ).toBe(201);
      await writeBoExport(file, {
        rows: 60_000,
        website: 'KILL',
        account: { name: 'HENDRA KUSNADI', number: '4561237890' },
        missingShare: 0,
      });
      const content = (await import('node:fs')).readFileSync(file);
      // The upload is under way (parsing and COPY take seconds) when the process is killed.
      const pending = upload(first.url, token, '/api/checkdata', { groups: 'KILL' }, 'bo.csv', content).catch(
        () => null,
      );
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      first.proc.kill('SIGKILL');
      await first.exited;
      expect(await pending).toBeNull();

      const again = await startServer({ DATA_DIR: dataDir });
      running.push(again);
      const token2 = await signIn(again.url);
      const viewed = await call(again.url, token2, 'GET', '/api/viewbo/05-Jun-2026/KILL/all/10/1');
      expect(viewed.status).toBe(200);
      expect(viewed.json).toEqual([]);
      const retried = await upload(
        again.url,
        token2,
        '/api/checkdata',
        { groups: 'KILL' },
        'bo.csv',
        content,
      );
      expect(retried.status).toBe(200);
      expect(retried.json.summary?.rows_inserted).toBe(60_000);
      again.proc.kill('SIGTERM');
      expect(await again.exited).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});

/** A first start on a fresh data folder migrates it: on a busy machine that takes longer than a minute. */
const STARTUP_MS = 150_000;

describe.runIf(testEngine() === 'pglite')('a server killed while it receives an upload', () => {
  it('leaves its temp folder behind, which the next start removes; a clean stop leaves nothing', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rekon-kill-tmp-'));
    const uploadRoot = path.join(dataDir, 'uploads');
    const folders = () => readdirSync(uploadRoot);
    const folderOf = (pid: number | undefined) => new RegExp(`^rekon-[A-Za-z0-9._]+-${pid}-[0-9a-f]{12}$`);
    const env = { DATA_DIR: dataDir, UPLOAD_TMP_DIR: uploadRoot };
    let socket: net.Socket | undefined;
    try {
      const first = await startServer({ ...env, ...ADMIN_ENV }, STARTUP_MS);
      running.push(first);
      expect(folders()).toEqual([expect.stringMatching(folderOf(first.proc.pid))]);
      const own = path.join(uploadRoot, folders()[0]!);
      const token = await signIn(first.url);
      await call(first.url, token, 'POST', '/api/createwebsite', {
        website_name: 'Tmp',
        website_code: 'KTMP',
      });

      // Half of a 4 MB upload is sent, and the server is killed while it waits for the rest.
      const { body, headers } = multipart(
        { groups: 'KTMP' },
        { name: 'q.csv', content: Buffer.alloc(4 << 20, 'a') },
      );
      const { port, hostname } = new URL(first.url);
      socket = net.connect(Number(port), hostname, () => {
        socket!.write(
          `POST /api/mutasiupdepoqris HTTP/1.1\r\nHost: ${hostname}\r\nCookie: token=${token}\r\n` +
            `Content-Type: ${headers['content-type']}\r\nContent-Length: ${body.length}\r\n\r\n`,
        );
        socket!.write(body.subarray(0, body.length / 2));
      });
      socket.on('error', () => {});
      await expect.poll(() => readdirSync(own).length, { timeout: 10_000 }).toBe(1);
      first.proc.kill('SIGKILL');
      await first.exited;
      // What the crash left: the process's folder with the half-received file in it.
      expect(folders()).toEqual([path.basename(own)]);
      expect(readdirSync(own)).toHaveLength(1);

      const again = await startServer(env, STARTUP_MS);
      running.push(again);
      expect(folders()).toEqual([expect.stringMatching(folderOf(again.proc.pid))]);
      again.proc.kill('SIGTERM');
      expect(await again.exited).toBe(0);
      expect(folders()).toEqual([]);
    } finally {
      socket?.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});

describe.runIf(testEngine() === 'postgres')('two server processes on one PostgreSQL', () => {
  it('take the same files at once, store every row once, never pair a row twice, and share whitelist and sessions', async () => {
    const database = await freshDatabase();
    const uploadRoot = mkdtempSync(path.join(tmpdir(), 'rekon-two-uploads-'));
    try {
      const env = {
        DATABASE_URL: (database as { url?: string }).url!,
        UPLOAD_TMP_DIR: uploadRoot,
        ...ADMIN_ENV,
      };
      const [a, b] = await Promise.all([startServer(env), startServer(env)]);
      running.push(a, b);
      // Both started at once on one temp root: neither start swept the other's folder.
      expect(
        readdirSync(uploadRoot)
          .map((name) => Number(name.split('-').at(-2)))
          .sort(),
      ).toEqual([a.proc.pid, b.proc.pid].sort());
      const [tokenA, tokenB] = [await signIn(a.url), await signIn(b.url)];
      await call(a.url, tokenA, 'POST', '/api/createwebsite', { website_name: 'Dua', website_code: 'ABC' });
      await call(a.url, tokenA, 'POST', '/api/createakunbank', {
        akun_bank_website: 'ABC',
        akun_bank_jenis_transaksi: 'DEPO',
        akun_bank_bank: 'BCA',
        akun_bank_name: 'HENDRA KUSNADI',
        akun_bank_no: '4561237890',
      });
      const day = (file: string) => fixture(`day-abc-2026-06-05/${file}`);
      const bca = {
        groups: 'ABC',
        jenis: 'DEPO',
        corporate_bank_name: 'HENDRA KUSNADI',
        corporate_bank_no: '4561237890',
        dates: '05-Jun-2026',
      };
      const answers = await Promise.all([
        upload(a.url, tokenA, '/api/checkdata', { groups: 'ABC' }, 'bo.csv', day('bo-deposit.csv')),
        upload(b.url, tokenB, '/api/checkdata', { groups: 'ABC' }, 'bo.csv', day('bo-deposit.csv')),
        upload(a.url, tokenA, '/api/mutasiupdepobca', bca, 'bca.csv', day('bca-statement.csv')),
        upload(b.url, tokenB, '/api/mutasiupdepobca', bca, 'bca.csv', day('bca-statement.csv')),
        upload(a.url, tokenA, '/api/mutasiupdepoqris', { groups: 'ABC' }, 'qris.csv', day('qris.csv')),
        upload(b.url, tokenB, '/api/mutasiupdepoqris', { groups: 'ABC' }, 'qris.csv', day('qris.csv')),
      ]);
      for (const answer of answers) expect(answer.status).toBe(200);
      expect(answers.map((x) => x.json.summary!.rows_inserted).reduce((s, n) => s + n, 0)).toBe(39 + 35 + 5);
      const check = await openDatabase({ url: env.DATABASE_URL });
      try {
        const { rows } = await exec<Record<string, number>>(
          check.db,
          // A pair is a statement row holding its BO row; each paired BO row is approved.
          sql`select (select count(*)::int from bo_row where side = 'DEPO') as bo,
              (select count(*)::int from statement_row where side = 'DEPO') as mutasi,
              (select count(*)::int from statement_row where side = 'DEPO' and bo_id is not null) as pairs,
              (select count(distinct bo_id)::int from statement_row where side = 'DEPO') as bo_paired,
              (select count(*)::int from bo_row where side = 'DEPO' and approved) as bo_approved`,
        );
        expect(rows[0]).toEqual({ bo: 39, mutasi: 40, pairs: 36, bo_paired: 36, bo_approved: 36 });
      } finally {
        await check.close();
      }

      // A whitelist change made through A is enforced by B within 5 seconds, both ways.
      expect(await gateFrom(b.url, '127.0.0.2')).toBe(403);
      const created = await call(a.url, tokenA, 'POST', '/api/createwhitelist', {
        whitelist_ip: '127.0.0.2',
      });
      const entryId = (created.json.data as { Whitelist_id: number }).Whitelist_id;
      await expect.poll(() => gateFrom(b.url, '127.0.0.2'), { timeout: 5_000, interval: 250 }).toBe(200);
      await call(a.url, tokenA, 'PUT', `/api/updatestatuswhitelist/${entryId}`, { Whitelist_status: false });
      await expect.poll(() => gateFrom(b.url, '127.0.0.2'), { timeout: 5_000, interval: 250 }).toBe(403);
      // A deactivated account's session dies on B at once.
      await call(a.url, tokenA, 'POST', '/api/addadminacc', {
        account_name: 'kedua',
        account_password: 'Proses-Lain-Aman-55',
        account_role: 'ADMIN',
      });
      const res = await fetch(`${b.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account_name: 'kedua', account_password: 'Proses-Lain-Aman-55' }),
      });
      const second = /token=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')![1]!;
      expect((await call(b.url, second, 'GET', '/api/me')).status).toBe(200);
      const accounts = (await call(a.url, tokenA, 'GET', '/api/alladminacc/100/1')).json as unknown as {
        account_id: number;
        account_name: string;
      }[];
      const kedua = accounts.find((x) => x.account_name === 'kedua')!;
      await call(a.url, tokenA, 'PUT', `/api/updatestatusadminacc/${kedua.account_id}`, {
        account_status: false,
      });
      expect((await call(b.url, second, 'GET', '/api/me')).status).toBe(401);
      for (const server of [a, b]) server.proc.kill('SIGTERM');
      expect(await Promise.all([a.exited, b.exited])).toEqual([0, 0]);
      expect(readdirSync(uploadRoot)).toEqual([]);
    } finally {
      await database.close();
      rmSync(uploadRoot, { recursive: true, force: true });
    }
  }, 120_000);
});
