import { chmodSync, lstatSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeBoExport } from './test/day-files';
import { testEngine } from './test/engines';
import {
  ADMIN_ENV,
  call,
  runServerExpectingExit,
  signIn,
  startServer,
  upload,
  type ServerProcess,
} from './test/process';

const running: ServerProcess[] = [];
afterAll(() => {
  for (const server of running) server.proc.kill('SIGKILL');
});

/** Every folder and file under `dir` with its mode, links and sockets aside. */
function modes(dir: string): Map<string, number> {
  const found = new Map<string, number>();
  const visit = (target: string) => {
    const stats = lstatSync(target);
    if (!stats.isDirectory() && !stats.isFile()) return;
    found.set(target, stats.mode & 0o777);
    if (stats.isDirectory()) for (const name of readdirSync(target)) visit(path.join(target, name));
  };
  visit(dir);
  return found;
}

function expectPrivate(dir: string) {
  const all = modes(dir);
  expect(all.size).toBeGreaterThan(100); // the embedded database's files are there
  const open = [...all].filter(([file, mode]) => {
    const want = statSync(file).isDirectory() ? 0o700 : 0o600;
    return mode !== want;
  });
  expect(open.map(([file, mode]) => `${path.relative(dir, file)} ${mode.toString(8)}`)).toEqual([]);
}

/** Spawns children under `mask` (they inherit it), as a careless service unit or shell would. */
async function underUmask<T>(mask: number, run: () => Promise<T>): Promise<T> {
  const previous = process.umask(mask);
  try {
    return await run();
  } finally {
    process.umask(previous);
  }
}

describe.runIf(testEngine() === 'pglite')('the embedded data folder is private to Rekon (F1)', () => {
  const parent = mkdtempSync(path.join(tmpdir(), 'rekon-private-'));
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  it('keeps folders 0700 and files 0600 after a start, an upload and a restart under umask 000', async () => {
    const dataDir = path.join(parent, 'data');
    const uploadTmp = path.join(parent, 'uploads');
    const env = { DATA_DIR: dataDir, UPLOAD_TMP_DIR: uploadTmp, ...ADMIN_ENV };
    const first = await underUmask(0, () => startServer(env));
    running.push(first);
    expectPrivate(dataDir);

    const token = await signIn(first.url);
    const created = await call(first.url, token, 'POST', '/api/createwebsite', {
      website_name: 'Pribadi',
      website_code: 'PRIV',
    });
    expect(created.status).toBe(201);
    const file = path.join(parent, 'bo.csv');
    await writeBoExport(file, {
      rows: 2_000,
      website: 'PRIV',
      account: { name: 'HENDRA KUSNADI', number: '4561237890' },
      missingShare: 0,
    });
    const content = (await import('node:fs')).readFileSync(file);
    const uploaded = await upload(first.url, token, '/api/checkdata', { groups: 'PRIV' }, 'bo.csv', content);
    expect(uploaded.status).toBe(200);
    first.proc.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expectPrivate(dataDir);
    // The upload temp folder the process made is its user's alone too.
    expect(statSync(uploadTmp).mode & 0o077).toBe(0);

    const again = await underUmask(0, () => startServer({ DATA_DIR: dataDir, UPLOAD_TMP_DIR: uploadTmp }));
    running.push(again);
    expectPrivate(dataDir);
    const token2 = await signIn(again.url);
    const viewed = await call(again.url, token2, 'GET', '/api/viewbo/05-Jun-2026/PRIV/all/10/1');
    expect(viewed.status).toBe(200);
    again.proc.kill('SIGTERM');
    expect(await again.exited).toBe(0);
    expectPrivate(dataDir);
  }, 180_000);

  it('refuses to start on a folder others can read or write, saying how to fix it', async () => {
    const dataDir = path.join(parent, 'open');
    const first = await startServer({ DATA_DIR: dataDir, ...ADMIN_ENV });
    first.proc.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    for (const mode of [0o755, 0o770, 0o777]) {
      chmodSync(dataDir, mode);
      const refused = await runServerExpectingExit({ DATA_DIR: dataDir });
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(
        `The data folder ${dataDir} can be entered, read or written by other users`,
      );
      expect(refused.output).toContain(`chmod -R go-rwx ${dataDir}`);
      expect(statSync(dataDir).mode & 0o777).toBe(mode); // Rekon does not change the operator's folder
    }
    chmodSync(dataDir, 0o700);
    const fixed = await startServer({ DATA_DIR: dataDir });
    running.push(fixed);
    await signIn(fixed.url);
    fixed.proc.kill('SIGTERM');
    expect(await fixed.exited).toBe(0);
  }, 120_000);
});
