import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { dataDirFeedKey, FEED_KEY_FILE, SecretBox } from './secret-box';

describe('SecretBox', () => {
  const box = new SecretBox(Buffer.alloc(32, 1));

  it('opens what it sealed, and nothing sealed for another purpose, with another key or altered', () => {
    const sealed = box.seal('rahasia-feed-0123456789', 'rekon-feed:push');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('rahasia');
    expect(box.open(sealed, 'rekon-feed:push')).toBe('rahasia-feed-0123456789');
    // Each seal has its own IV: the same secret never seals to the same text.
    expect(box.seal('rahasia-feed-0123456789', 'rekon-feed:push')).not.toBe(sealed);
    expect(() => box.open(sealed, 'rekon-feed:snap')).toThrow();
    expect(() => new SecretBox(Buffer.alloc(32, 2)).open(sealed, 'rekon-feed:push')).toThrow();
    const [v, iv, tag, body] = sealed.split('.');
    const flipped = `${body!.startsWith('A') ? 'B' : 'A'}${body!.slice(1)}`;
    expect(() => box.open([v, iv, tag, flipped].join('.'), 'rekon-feed:push')).toThrow();
  });
});

describe('the feed key', () => {
  it('is read from FEED_SECRET_KEY as hex or base64, and a malformed one stops the start', () => {
    const hex = 'ab'.repeat(32);
    expect(loadConfig({ FEED_SECRET_KEY: hex }).feedSecretKey).toEqual(Buffer.from(hex, 'hex'));
    const base64 = Buffer.alloc(32, 9).toString('base64');
    expect(loadConfig({ FEED_SECRET_KEY: base64 }).feedSecretKey).toEqual(Buffer.alloc(32, 9));
    expect(loadConfig({}).feedSecretKey).toBeUndefined();
    expect(() => loadConfig({ FEED_SECRET_KEY: 'kunci-pendek' })).toThrow(ConfigError);
    expect(() => loadConfig({ FEED_SECRET_KEY: 'ab'.repeat(31) })).toThrow(ConfigError);
  });

  it('is made once in the data folder, readable by its owner only, and read back after', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rekon-feed-key-'));
    try {
      const made = dataDirFeedKey(dir);
      expect(made.created).toBe(true);
      expect(made.key).toHaveLength(32);
      expect(made.file).toBe(path.join(dir, FEED_KEY_FILE));
      expect(statSync(made.file).mode & 0o777).toBe(0o600);
      const again = dataDirFeedKey(dir);
      expect(again.created).toBe(false);
      expect(again.key).toEqual(made.key);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
