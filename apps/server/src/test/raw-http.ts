/** Requests as a client writes them byte by byte, for what `inject` cannot show: answers before a body ends. */
import net from 'node:net';
import type { FastifyInstance } from 'fastify';

/** The app on a loopback port, started once per app for the tests that need a real socket. */
export async function loopbackPort(app: FastifyInstance): Promise<number> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as net.AddressInfo).port;
}

/**
 * Writes `request` (raw HTTP/1.1 text, its body possibly cut short) to the app on `port`, from `localAddress`, and
 * resolves with the status line of the answer; null when none comes within `timeoutMs`.
 */
export function statusLineOf(
  port: number,
  request: string,
  { localAddress = '127.0.0.1', timeoutMs = 5_000 }: { localAddress?: string; timeoutMs?: number } = {},
): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port, localAddress }, () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString();
      if (!answer.includes('\r\n')) return;
      resolve(answer.split('\r\n')[0]!);
      socket.destroy();
    });
    socket.on('error', reject);
    socket.setTimeout(timeoutMs, () => {
      socket.destroy();
      resolve(null);
    });
  });
}
