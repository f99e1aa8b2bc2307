import { chmodSync, rmSync } from 'node:fs';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors';
import { verifyAndRecord, type ChainResult } from '../tracking/chain';
import { addFromConsole, type ConsoleOutcome } from './whitelist.service';

/**
 * The server console: a Unix socket in the data folder through which `npm run whitelist` reaches a running
 * server on the embedded database, whose files only one process may open. Only the operating-system user
 * that runs Rekon can connect (mode 0600), and that user can read the database files anyway: the socket
 * gives no one more than they have.
 */
export const CONSOLE_SOCKET = 'rekon.sock';

export type ConsoleRequest =
  { command: 'whitelist-add'; ip: string; note: string } | { command: 'audit-verify' };

export type ConsoleAnswer =
  | { ok: true; ip: string; outcome: ConsoleOutcome }
  | { ok: false; message: string }
  | { ok: true; chain: ChainResult };

const MAX_REQUEST_BYTES = 4096;

export async function listenConsole(app: FastifyInstance, socketPath: string): Promise<() => Promise<void>> {
  // A socket file left by a killed process; the data-folder lock says this process owns the folder now.
  rmSync(socketPath, { force: true });
  const server = net.createServer((socket) => {
    let input = '';
    socket.setEncoding('utf8');
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk: string) => {
      input += chunk;
      if (input.length > MAX_REQUEST_BYTES) return socket.destroy();
      const end = input.indexOf('\n');
      if (end < 0) return;
      socket.pause();
      void answer(app, input.slice(0, end)).then((reply) => socket.end(`${JSON.stringify(reply)}\n`));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  chmodSync(socketPath, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      rmSync(socketPath, { force: true });
    });
}

async function answer(app: FastifyInstance, line: string): Promise<ConsoleAnswer> {
  try {
    const request = JSON.parse(line) as { command?: string; ip?: unknown; note?: unknown };
    if (request.command === 'audit-verify') {
      // `npm run audit:verify` while Rekon runs on the embedded database (decision 066).
      const chain = await verifyAndRecord(app.db, new Date());
      if (!chain.ok) app.log.error({ brokenId: chain.brokenId }, `Tracking chain broken: ${chain.message}`);
      return { ok: true, chain };
    }
    if (request.command !== 'whitelist-add' || typeof request.ip !== 'string')
      return { ok: false, message: 'Perintah konsol tidak dikenal.' };
    const done = await addFromConsole(
      app.db,
      request.ip,
      typeof request.note === 'string' ? request.note : '',
      new Date(),
    );
    app.whitelistGate.invalidate();
    app.log.warn({ ip: done.ip, outcome: done.outcome }, 'whitelist changed from the server console');
    return { ok: true, ...done };
  } catch (err) {
    if (err instanceof HttpError) return { ok: false, message: err.message };
    app.log.error({ err }, 'server console request failed');
    return { ok: false, message: 'Terjadi kesalahan pada server.' };
  }
}

/** Sends one request to a running server's console and waits for its answer. */
export function askConsole(socketPath: string, request: ConsoleRequest): Promise<ConsoleAnswer> {
  return new Promise((resolve, reject) => {
    let output = '';
    const socket = net.connect(socketPath, () => socket.write(`${JSON.stringify(request)}\n`));
    socket.setEncoding('utf8');
    socket.setTimeout(30_000, () => socket.destroy(new Error('the server console did not answer in 30 s')));
    socket.on('data', (chunk: string) => (output += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      try {
        resolve(JSON.parse(output) as ConsoleAnswer);
      } catch {
        reject(new Error('the server console gave no answer'));
      }
    });
  });
}
