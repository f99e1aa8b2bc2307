import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface RunningServer {
  url: string;
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts the built server (apps/server/dist/main.js, serving apps/web/dist) on a free loopback port and a
 * fresh data folder, and resolves once it listens. Only the variables given here reach it.
 */
export async function startServer(
  env: Record<string, string> = {},
  timeoutMs = 90_000,
): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rekon-e2e-'));
  const entry = process.env.REKON_SERVER_ENTRY ?? path.join(repoRoot, 'apps/server/dist/main.js');
  const proc: ChildProcess = spawn(process.execPath, [entry], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      // The build of this run (e2e/global-setup.ts); without it the server serves apps/web/dist.
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  proc.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  proc.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let stopping = false;
  const exited = new Promise<void>((resolve) =>
    proc.once('exit', (code, signal) => {
      // A server that dies mid-run leaves every later test failing to connect: say why, once.
      if (!stopping) console.error(`The test server exited (${code ?? signal}):\n${output.slice(-4000)}`);
      resolve();
    }),
  );

  const stop = async () => {
    stopping = true;
    if (proc.exitCode === null && proc.signalCode === null) {
      proc.kill('SIGTERM');
      const killer = setTimeout(() => proc.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(killer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      clearInterval(poll);
      reject(new Error(`The server did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const poll = setInterval(() => {
      const match = /serving on (http:\/\/127\.0\.0\.1:[0-9]+)/.exec(output);
      if (!match) return;
      clearInterval(poll);
      clearTimeout(timer);
      resolve(match[1]!);
    }, 100);
    void exited.then(() => {
      clearInterval(poll);
      clearTimeout(timer);
      reject(new Error(`The server exited before listening:\n${output}`));
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });

  return { url, output: () => output, stop };
}
