import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { expect } from 'vitest';
import path from 'node:path';
import { serverRoot } from '../lib/paths';

export interface ServerProcess {
  proc: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** Runs the real server entry point (src/main.ts through tsx) and waits until it listens. */
export function startServer(env: Record<string, string>, timeoutMs = 90_000): Promise<ServerProcess> {
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

/** The first ADMIN of a server started by a process test. */
export const ADMIN_ENV = { ADMIN_USERNAME: 'kepala', ADMIN_PASSWORD: 'Proses-Nyata-Kuat-2026' };

export async function signIn(url: string) {
  const res = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      account_name: ADMIN_ENV.ADMIN_USERNAME,
      account_password: ADMIN_ENV.ADMIN_PASSWORD,
    }),
  });
  expect(res.status).toBe(200);
  return /token=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')![1]!;
}

export async function call(url: string, token: string, method: string, pathname: string, body?: unknown) {
  const res = await fetch(`${url}${pathname}`, {
    method,
    headers: { cookie: `token=${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

/** `GET /api/whitelist` from a chosen loopback address: what the IP gate says to that client. */
export function gateFrom(url: string, localAddress: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${url}/api/whitelist`, { localAddress }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    request.on('error', reject);
  });
}

export async function upload(
  url: string,
  token: string,
  endpoint: string,
  fields: Record<string, string>,
  name: string,
  content: Buffer,
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('myfile', new Blob([content], { type: 'text/csv' }), name);
  const res = await fetch(`${url}${endpoint}`, {
    method: 'POST',
    headers: { cookie: `token=${token}` },
    body: form,
  });
  return { status: res.status, json: (await res.json()) as { summary?: { rows_inserted: number } } };
}
