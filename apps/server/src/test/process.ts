import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { serverRoot } from '../lib/paths';

export interface ServerProcess {
  proc: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** Runs the real server entry point (src/main.ts through tsx) and waits until it listens. */
export function startServer(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  const proc = spawn(process.execPath, ['--import', 'tsx', path.join('src', 'main.ts')], {
    cwd: serverRoot(),
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  proc.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  proc.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      proc.kill('SIGKILL');
      reject(new Error(`server did not start in time:\n${output}`));
    }, timeoutMs);
    const poll = setInterval(() => {
      const match = /serving on (http:\/\/127\.0\.0\.1:[0-9]+)/.exec(output);
      if (match) {
        clearInterval(poll);
        clearTimeout(timer);
        resolve({ proc, url: match[1]!, output: () => output, exited });
      }
    }, 100);
    void exited.then((code) => {
      clearInterval(poll);
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${output}`));
    });
  });
}

/** Runs the server entry point expecting it to exit; resolves with its exit code and output. */
export function runServerExpectingExit(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string; ms: number }> {
  const started = Date.now();
  const proc = spawn(process.execPath, ['--import', 'tsx', path.join('src', 'main.ts')], {
    cwd: serverRoot(),
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  proc.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  proc.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) =>
    proc.once('exit', (code) => resolve({ code, output, ms: Date.now() - started })),
  );
}
