import { describe, expect, it } from 'vitest';
import { NewPassword } from '@rekon/contracts';
import { hashPassword, needsRehash, passwordProblem, verifyPassword } from './password';
import { hash } from '@node-rs/argon2';

describe('password hashing', () => {
  it('stores argon2id with m=19456 KiB, t=2, p=1 and a distinct 16-byte salt per hash', async () => {
    const [a, b] = await Promise.all([
      hashPassword('Sama-Persis-Kuat-1'),
      hashPassword('Sama-Persis-Kuat-1'),
    ]);
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$/);
    expect(a).not.toBe(b);
    expect(needsRehash(a)).toBe(false);
  });

  it('verifies exactly as typed: no trimming, truncation or case change', async () => {
    const stored = await hashPassword('Kata Sandi Panjang 🌴 ');
    expect(await verifyPassword(stored, 'Kata Sandi Panjang 🌴 ')).toBe(true);
    expect(await verifyPassword(stored, 'Kata Sandi Panjang 🌴')).toBe(false);
    expect(await verifyPassword(stored, 'kata sandi panjang 🌴 ')).toBe(false);
  });

  it('recognises a hash made with older parameters', async () => {
    const old = await hash('Sama-Persis-Kuat-1', { memoryCost: 4096, timeCost: 3, parallelism: 1 });
    expect(needsRehash(old)).toBe(true);
    expect(await verifyPassword(old, 'Sama-Persis-Kuat-1')).toBe(true);
  });

  it('treats a malformed stored hash as a mismatch', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });
});

describe('password policy', () => {
  it('accepts 8 to 128 characters with no composition rules', () => {
    expect(NewPassword.safeParse('a'.repeat(7)).success).toBe(false);
    expect(NewPassword.safeParse('').error?.issues[0]?.message).toBe('Password baru wajib diisi.');
    expect(NewPassword.safeParse('a'.repeat(129)).success).toBe(false);
    for (const ok of ['kopitubruk', 'x'.repeat(64), 'y'.repeat(128), 'nasi goreng 🍳 pedas']) {
      expect(NewPassword.safeParse(ok).success).toBe(true);
      expect(passwordProblem(ok, 'budi')).toBeNull();
    }
  });

  it('refuses common passwords and product words with digits around them', () => {
    for (const weak of [
      'password',
      'qwerty123',
      'admin123',
      'rekon2025',
      'nexus123',
      'Luxe2026!',
      'iloveyou',
    ]) {
      expect(passwordProblem(weak, 'budi'), weak).toBe(
        'Password terlalu umum atau mudah ditebak. Pilih password lain.',
      );
    }
  });

  it('refuses a password that contains the username', () => {
    expect(passwordProblem('budi-santoso-99', 'budi')).toBe(
      'Password tidak boleh sama dengan atau memuat username.',
    );
  });
});
