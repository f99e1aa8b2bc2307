/**
 * Issue 32, F6: a client that aborts a request mid-body is logged as such, at info, never as "database
 * unavailable" (an error that pages someone); a real connection failure of the database still is.
 */
import net from 'node:net';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { handleError } from './errors';

interface LogLine {
  level: number;
  msg: string;
}

async function appWithLog() {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  app.setErrorHandler(handleError);
  app.addContentTypeParser('application/octet-stream', (_req, _payload, done) => done(null));
  let settled: () => void = () => {};
  const handled = new Promise<void>((resolve) => (settled = resolve));
  // Reads the whole body as an upload does, then would use the database.
  app.post('/upload', async (req) => {
    try {
      let size = 0;
      for await (const chunk of req.raw) size += (chunk as Buffer).length;
      return { size };
    } finally {
      setTimeout(settled, 50);
    }
  });
  app.get('/db-down', async () => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as net.AddressInfo;
  return { app, lines, port, handled };
}

describe('a client that aborts its request (F6)', () => {
  it('is logged at info as an abort, not as the database being unavailable', async () => {
    const { app, lines, port, handled } = await appWithLog();
    try {
      const socket = net.connect(port, '127.0.0.1');
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      socket.write(
        'POST /upload HTTP/1.1\r\nHost: x\r\nContent-Type: application/octet-stream\r\nContent-Length: 1000000\r\n\r\n',
      );
      socket.write(Buffer.alloc(10_000, 'a'));
      await new Promise((resolve) => setTimeout(resolve, 100));
      socket.destroy();
      await handled;
      await new Promise((resolve) => setTimeout(resolve, 50));
      const messages = lines.map((line) => `${line.level} ${line.msg}`);
      expect(messages).toContain('30 client aborted the request');
      expect(messages.filter((m) => /database unavailable|unhandled error/.test(m))).toEqual([]);
      expect(lines.filter((line) => line.level >= 50)).toEqual([]);

      // A database that is down is still an error, with 503.
      const res = await fetch(`http://127.0.0.1:${port}/db-down`);
      expect(res.status).toBe(503);
      expect(lines.some((line) => line.level === 50 && line.msg === 'database unavailable')).toBe(true);
    } finally {
      await app.close();
    }
  });
});
