/**
 * Issue 18, V4: each server works in its own temp folder, removed on a clean shutdown, and a start sweeps
 * what stopped processes left behind, never the folder of a process that still runs.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { testApp } from '../test/app';
import { fixture, multipart } from '../test/multipart';
import { hostTag, LEGACY_STALE_MS, openProcessTempDir, STALE_MS, sweepTempRoot } from './upload-temp';

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

function freshRoot() {
  const root = mkdtempSync(path.join(tmpdir(), 'rekon-sweep-'));
  roots.push(root);
  return root;
}

/** The pid of a process that ran and has ended. */
function deadPid(): number {
  const run = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(run.stdout.toString());
}

/** A process that runs until the test ends. */
const sleepers: ReturnType<typeof spawn>[] = [];
afterEach(() => sleepers.splice(0).forEach((child) => child.kill('SIGKILL')));
function livePid(): number {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
  sleepers.push(child);
  return child.pid!;
}

/** A folder as a server process writes it, with an upload half-written inside. */
function leftFolder(root: string, pid: number, host = hostTag(), random = 'a1b2c3d4e5f6') {
  const folder = path.join(root, `rekon-${host}-${pid}-${random}`);
  mkdirSync(folder);
  writeFileSync(path.join(folder, '0b6f3d3e-7a8e-4b4f-9a57-5b8f1e0c2d11'), 'half an upload');
  return path.basename(folder);
}

const ago = (ms: number) => new Date(Date.now() - ms);

describe('the start-up sweep', () => {
  it('removes the folder of a process of this host that is gone, with what it held', async () => {
    const root = freshRoot();
    const dead = leftFolder(root, deadPid());
    const result = await sweepTempRoot(root);
    expect(result.removed).toEqual([dead]);
    expect(readdirSync(root)).toEqual([]);
  });

  it('keeps the folder of a process that still runs, and of another host while its heartbeat is fresh', async () => {
    const root = freshRoot();
    const live = leftFolder(root, livePid());
    const elsewhere = leftFolder(root, deadPid(), 'other_host');
    const result = await sweepTempRoot(root);
    expect(result.removed).toEqual([]);
    expect(readdirSync(root).sort()).toEqual([live, elsewhere].sort());
  });

  it("removes another host's folder, or a live pid's, once its heartbeat stopped long ago", async () => {
    const root = freshRoot();
    const elsewhere = leftFolder(root, 4242, 'other_host');
    const reused = leftFolder(root, livePid());
    const stale = ago(STALE_MS + 60_000);
    utimesSync(path.join(root, elsewhere), stale, stale);
    utimesSync(path.join(root, reused), stale, stale);
    expect((await sweepTempRoot(root)).removed.sort()).toEqual([elsewhere, reused].sort());
    expect(readdirSync(root)).toEqual([]);
  });

  it("removes a folder carrying this process's pid that this process did not open (a restarted container)", async () => {
    const root = freshRoot();
    const old = leftFolder(root, process.pid);
    const own = await openProcessTempDir(root);
    try {
      expect(own.swept.removed).toEqual([old]);
      expect(readdirSync(root)).toEqual([path.basename(own.path)]);
      // A second app of the same process (as tests run them) does not take the first one's folder.
      const second = await openProcessTempDir(root);
      expect(second.swept.removed).toEqual([]);
      await second.close();
      expect(readdirSync(root)).toEqual([path.basename(own.path)]);
    } finally {
      await own.close();
    }
    expect(readdirSync(root)).toEqual([]);
  });

  it('removes upload files of older versions left directly in the root once an hour old, and nothing else', async () => {
    const root = freshRoot();
    const oldFile = '5d1c2a9e-3f4b-4c6d-8e7f-0a1b2c3d4e5f';
    const recentFile = '6e2d3b0f-4a5c-4d7e-9f80-1b2c3d4e5f60';
    writeFileSync(path.join(root, oldFile), 'left by a crash last week');
    writeFileSync(path.join(root, recentFile), 'perhaps an older server still at work');
    utimesSync(path.join(root, oldFile), ago(LEGACY_STALE_MS + 60_000), ago(LEGACY_STALE_MS + 60_000));
    // Names Rekon does not write stay, however old: UPLOAD_TMP_DIR may be a shared folder.
    for (const other of ['notes.txt', 'rekon-config', '12345-abc']) {
      writeFileSync(path.join(root, other), 'not ours');
      utimesSync(path.join(root, other), ago(LEGACY_STALE_MS * 10), ago(LEGACY_STALE_MS * 10));
    }
    mkdirSync(path.join(root, 'rekon-somehost-1-zzzzzzzzzzzz'));
    const result = await sweepTempRoot(root);
    expect(result.removed).toEqual([oldFile]);
    expect(readdirSync(root).sort()).toEqual(
      [recentFile, 'notes.txt', 'rekon-config', '12345-abc', 'rekon-somehost-1-zzzzzzzzzzzz'].sort(),
    );
  });

  it('creates the root when it does not exist yet', async () => {
    const root = path.join(freshRoot(), 'deeper', 'uploads');
    const own = await openProcessTempDir(root);
    expect(existsSync(own.path)).toBe(true);
    await own.close();
    expect(readdirSync(root)).toEqual([]);
  });
});

describe('the app', () => {
  it('sweeps at start, writes uploads in its own folder, and removes that folder when it closes', async () => {
    const root = freshRoot();
    const dead = leftFolder(root, deadPid());
    const legacy = '7f3e4c1a-5b6d-4e8f-a091-2c3d4e5f6071';
    writeFileSync(path.join(root, legacy), 'left by the version before');
    utimesSync(path.join(root, legacy), ago(LEGACY_STALE_MS * 2), ago(LEGACY_STALE_MS * 2));
    const live = leftFolder(root, livePid());

    const t = await testApp({ config: { uploadTmpDir: root } });
    try {
      const own = t.app.uploadTempDir;
      expect(path.dirname(own)).toBe(root);
      expect(path.basename(own)).toMatch(new RegExp(`^rekon-${hostTag()}-${process.pid}-[0-9a-f]{12}$`));
      // The dead process's folder and the old file are gone; the running process's folder stays.
      expect(readdirSync(root).sort()).toEqual([live, path.basename(own)].sort());
      expect(readdirSync(root)).not.toContain(dead);

      const site = await t.make.website({ code: 'TMPDIR' });
      const admin = await t.admin();
      const { body, headers } = multipart(
        { groups: site.website_code },
        { name: 'q.csv', content: fixture('qris/qris-canonical.csv') },
      );
      const res = await admin.post('/api/mutasiupdepoqris', body, headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(readdirSync(own)).toEqual([]);
      // The converter takes its files through the same receiver, into the same folder, and leaves nothing
      // when it refuses one: a wrong type, or a workbook that is not one.
      for (const name of ['m.csv', 'm.xlsx']) {
        const form = multipart({}, { name, content: 'not a workbook at all' });
        const refused = await admin.post('/api/uploadfixmandiriformat', form.body, form.headers);
        expect(refused.statusCode, refused.body).toBeGreaterThanOrEqual(400);
        expect(refused.statusCode, refused.body).toBeLessThan(500);
        expect(readdirSync(own)).toEqual([]);
      }
    } finally {
      await t.app.close();
      await t.database.close();
    }
    expect(readdirSync(root)).toEqual([live]);
  });
});
