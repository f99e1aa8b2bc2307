/**
 * Issue 18, V5 and V6 on uploads: a foreign website is refused before the file's bytes are read (when the
 * form names it first, as browsers send it), and a multipart body the parser cannot read is a 400, not a 500.
 */
import { readdirSync } from 'node:fs';
import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@rekon/contracts';
import { exec } from '../../db/client';
import { testApp, type Client, type TestApp } from '../../test/app';
import { fixture, multipart } from '../../test/multipart';

let t: TestApp;
let admin: Client;
let port: number;
let mine: { website_id: number; website_code: string };
let other: { website_id: number; website_code: string };
let checker: Client;
beforeAll(async () => {
  t = await testApp();
  admin = await t.admin();
  mine = await t.make.website({ code: 'RFMINE' });
  other = await t.make.website({ code: 'RFOTHER' });
  checker = await t.as('CHECKER', mine.website_id);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t?.close());

const tempFiles = () => readdirSync(t.app.uploadTempDir);

async function uploadsStored() {
  const { rows } = await exec<{ n: number }>(t.db, sql`select count(*)::int as n from upload`);
  return rows[0]!.n;
}

const MB = 1024 * 1024;

/**
 * Opens a socket, sends the request head and the first `headBytes` of a body of `declared` bytes, and
 * reports what came back: the status line, when, what the server's temp folder held meanwhile, and whether
 * the server closed the connection. The rest of the body is never sent.
 */
function sendHead(cookie: string, contentType: string, head: Buffer, declared: number) {
  return new Promise<{ status: string; body: string; ms: number; tempSeen: string[]; closed: boolean }>(
    (resolve, reject) => {
      const started = Date.now();
      let response = '';
      const tempSeen = new Set<string>();
      const watch = setInterval(() => tempFiles().forEach((name) => tempSeen.add(name)), 5);
      const socket = net.connect({ port, host: '127.0.0.1' }, () => {
        socket.write(
          `POST /api/mutasiupdepoqris HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: token=${cookie}\r\n` +
            `Content-Type: ${contentType}\r\nContent-Length: ${declared}\r\n\r\n`,
        );
        socket.write(head);
      });
      const timer = setTimeout(() => finish(false), 5_000);
      const finish = (closed: boolean) => {
        clearTimeout(timer);
        clearInterval(watch);
        socket.destroy();
        const [headers = '', body = ''] = response.split('\r\n\r\n');
        resolve({
          status: headers.split('\r\n')[0] ?? '',
          body,
          ms: Date.now() - started,
          tempSeen: [...tempSeen],
          closed,
        });
      };
      socket.on('data', (chunk: Buffer) => (response += chunk.toString()));
      socket.on('end', () => finish(true));
      socket.on('error', reject);
    },
  );
}

describe('an upload for a website outside the caller scope', () => {
  it('is refused with 403 before the file is read: the answer comes while most of the body is unsent', async () => {
    // A 40 MB file of which only the first 256 KB are ever sent.
    const fileSize = 40 * MB;
    const { body, headers } = multipart(
      { groups: other.website_code },
      { name: 'q.csv', content: Buffer.alloc(256 * 1024, 'a') },
    );
    const declared = body.length - 256 * 1024 + fileSize;
    const before = await uploadsStored();
    const answer = await sendHead(
      checker.cookie!,
      headers['content-type'],
      body.subarray(0, body.length - 64),
      declared,
    );
    expect(answer.status).toBe('HTTP/1.1 403 Forbidden');
    expect(JSON.parse(answer.body)).toEqual({ status: false, message: MSG.foreignWebsite });
    expect(answer.ms).toBeLessThan(4_000);
    // The rest of the body is not waited for: the server closes the connection after its answer.
    expect(answer.closed).toBe(true);
    // Not a byte of the file was written, not even for a moment.
    expect(answer.tempSeen).toEqual([]);
    expect(tempFiles()).toEqual([]);
    expect(await uploadsStored()).toBe(before);
  });

  it('is refused with the same 403 through a whole request, and the server answers the next one', async () => {
    const { body, headers } = multipart(
      { groups: other.website_code },
      { name: 'q.csv', content: Buffer.alloc(8 * MB, 'a') },
    );
    const res = await fetch(`http://127.0.0.1:${port}/api/mutasiupdepoqris`, {
      method: 'POST',
      headers: { ...headers, cookie: `token=${checker.cookie}` },
      body,
    }).then(
      async (r) => ({ status: r.status, json: await r.json() }),
      (err: unknown) => ({ status: 0, json: String(err) }),
    );
    expect(res).toEqual({ status: 403, json: { status: false, message: MSG.foreignWebsite } });
    expect(tempFiles()).toEqual([]);
    const own = multipart(
      { groups: mine.website_code },
      { name: 'q.csv', content: fixture('qris/qris-canonical.csv') },
    );
    const ok = await checker.post('/api/mutasiupdepoqris', own.body, own.headers);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(tempFiles()).toEqual([]);
  });

  it('is still refused with 403, after the file, when the form names the website only after it', async () => {
    const boundary = '----rekonlate';
    const body = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="myfile"; filename="q.csv"\r\nContent-Type: text/csv\r\n\r\n` +
        `${fixture('qris/qris-canonical.csv').toString('utf8')}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="groups"\r\n\r\n${other.website_code}\r\n--${boundary}--\r\n`,
    );
    const before = await uploadsStored();
    const res = await checker.post('/api/mutasiupdepoqris', body, {
      'content-type': `multipart/form-data; boundary=${boundary}`,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MSG.foreignWebsite);
    expect(await uploadsStored()).toBe(before);
    expect(tempFiles()).toEqual([]);
  });

  it('does not stand in the way of an ADMIN, or of a CHECKER on its own website', async () => {
    for (const [client, code] of [
      [admin, other.website_code],
      [checker, mine.website_code],
    ] as const) {
      const { body, headers } = multipart(
        { groups: code },
        { name: 'q.csv', content: fixture('qris/qris-canonical.csv') },
      );
      const res = await client.post('/api/mutasiupdepoqris', body, headers);
      expect([200, 409], res.body).toContain(res.statusCode);
    }
    expect(tempFiles()).toEqual([]);
  });
});

describe('a multipart body the parser cannot read', () => {
  const bodyWith = (boundary: string) =>
    multipart({ groups: 'RFMINE' }, { name: 'q.csv', content: fixture('qris/qris-canonical.csv') })
      .body.toString('latin1')
      .replace(/----rekon[0-9a-f]{16}/g, boundary);

  it.each([
    ['parts that do not use the declared boundary', 'declared', bodyWith('----other')],
    ['a body that ends inside the file', 'declared', bodyWith('----declared').slice(0, -40)],
    ['a body that ends before any part', 'declared', '--declared\r\nContent-Disp'],
  ])('answers 400 with a short message for %s', async (_name, declared, body) => {
    const res = await admin.post('/api/mutasiupdepoqris', Buffer.from(body, 'latin1'), {
      'content-type': `multipart/form-data; boundary=${declared === 'declared' ? '----declared' : declared}`,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ status: false, message: MSG.uploadMalformed });
    expect(tempFiles()).toEqual([]);
  });

  it.each([
    ['no boundary at all', 'multipart/form-data'],
    ['a boundary longer than the parser takes', `multipart/form-data; boundary=${'b'.repeat(300)}`],
  ])('answers 4xx, not 500, for a content type with %s', async (_name, contentTypeHeader) => {
    const res = await admin.post('/api/mutasiupdepoqris', Buffer.from('--x\r\n\r\n'), {
      'content-type': contentTypeHeader,
    });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect(res.json().status).toBe(false);
    expect(res.json().message).not.toBe(MSG.serverError);
    expect(tempFiles()).toEqual([]);
  });
});
