import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'rekon-lock-'));
  dirs.push(dir);
  return dir;
};

describe('lockDataDir', () => {
  it('refuses a folder held by a running process, naming it', () => {
    const dir = tempDir();
    // The parent of this test process is alive for the whole test.
    writeFileSync(path.join(dir, 'rekon.pid'), `${process.ppid}\n`);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(
      new RegExp(`in use by another Rekon process \\(pid ${process.ppid}\\)`),
    );
  });

  it('takes over a lock left by a process that no longer runs, and releases it', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'rekon.pid'), '999999999\n');
    const release = lockDataDir(dir);
    expect(existsSync(path.join(dir, 'rekon.pid'))).toBe(true);
    release();
    expect(existsSync(path.join(dir, 'rekon.pid'))).toBe(false);
  });
});
