import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock';
import { DataDirOpenError, ensurePrivateDataDir, makePrivate, openPaths } from './private-dir';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'rekon-private-'));
  dirs.push(dir);
  return dir;
};
const modeOf = (file: string) => statSync(file).mode & 0o777;

describe('the private data folder', () => {
  it('creates a missing folder 0700, whatever the umask', () => {
    const parent = tempDir();
    const previous = process.umask(0);
    try {
      ensurePrivateDataDir(path.join(parent, 'data', 'nested'));
    } finally {
      process.umask(previous);
    }
    expect(modeOf(path.join(parent, 'data', 'nested'))).toBe(0o700);
  });

  it.each([0o755, 0o750, 0o707, 0o770, 0o701])(
    'refuses a folder of mode %o, saying how to fix it',
    (mode) => {
      const dir = tempDir();
      chmodSync(dir, mode);
      expect(() => ensurePrivateDataDir(dir)).toThrow(DataDirOpenError);
      expect(() => ensurePrivateDataDir(dir)).toThrow(`chmod -R go-rwx ${dir}`);
      expect(() => lockDataDir(dir)).toThrow(DataDirOpenError);
    },
  );

  it('accepts a folder 0700 (and 0500)', () => {
    const dir = tempDir();
    expect(() => ensurePrivateDataDir(dir)).not.toThrow();
    chmodSync(dir, 0o500);
    expect(() => ensurePrivateDataDir(dir)).not.toThrow();
    chmodSync(dir, 0o700);
  });

  it('makes every folder 0700 and every file 0600, and reports none open afterwards', () => {
    const dir = tempDir();
    mkdirSync(path.join(dir, 'base', '5'), { recursive: true, mode: 0o777 });
    chmodSync(path.join(dir, 'base'), 0o755);
    chmodSync(path.join(dir, 'base', '5'), 0o777);
    writeFileSync(path.join(dir, 'base', '5', '1259'), 'x', { mode: 0o666 });
    chmodSync(path.join(dir, 'base', '5', '1259'), 0o666);
    writeFileSync(path.join(dir, 'PG_VERSION'), '17', { mode: 0o644 });
    chmodSync(path.join(dir, 'PG_VERSION'), 0o644);
    expect(openPaths(dir)).toHaveLength(4);

    expect(makePrivate(dir)).toBe(4);
    expect(openPaths(dir)).toEqual([]);
    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(path.join(dir, 'base'))).toBe(0o700);
    expect(modeOf(path.join(dir, 'base', '5'))).toBe(0o700);
    expect(modeOf(path.join(dir, 'base', '5', '1259'))).toBe(0o600);
    expect(modeOf(path.join(dir, 'PG_VERSION'))).toBe(0o600);
    expect(makePrivate(dir)).toBe(0);
  });
});
