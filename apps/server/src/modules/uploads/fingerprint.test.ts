import { hash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fingerprintsOfFile } from './fingerprint';

/** The fingerprint as uploads have stored it since migration 0011 (decision 049), written out. */
function storedForm(parts: readonly (string | number | null)[], occurrence: number) {
  const base = hash('sha256', JSON.stringify(parts), 'base64url');
  const hex = hash('sha256', `${base}#${occurrence}`, 'hex');
  return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20, 32)].join(
    '-',
  );
}

const transfer = [
  'DEPO',
  'ABC',
  'bca',
  '1',
  '2026-06-05',
  null,
  'CR',
  20_000_000,
  null,
  null,
  'EKO',
  null,
  null,
];

describe('row fingerprints', () => {
  it('gives a BO row the stored form, counting identical rows of one file', () => {
    const file = fingerprintsOfFile();
    expect(file.of(['bo_deposit', 'ABC', 'D1'])).toBe(storedForm(['bo_deposit', 'ABC', 'D1'], 1));
    expect(file.of(['bo_deposit', 'ABC', 'D1'])).toBe(storedForm(['bo_deposit', 'ABC', 'D1'], 2));
    expect(file.of(['bo_deposit', 'ABC', 'D2'])).toBe(storedForm(['bo_deposit', 'ABC', 'D2'], 1));
  });

  it('keeps the stored form for a statement row without a balance', () => {
    const file = fingerprintsOfFile();
    expect(file.ofStatement(transfer, null)).toEqual({
      fingerprint: storedForm(transfer, 1),
      legacyFingerprint: null,
    });
    expect(file.ofStatement(transfer, null)).toEqual({
      fingerprint: storedForm(transfer, 2),
      legacyFingerprint: null,
    });
  });

  it("tells equal transfers apart by their balance, whichever file brings them, and names each one's stored form", () => {
    const morning = fingerprintsOfFile().ofStatement(transfer, 693_215_000);
    const evening = fingerprintsOfFile().ofStatement(transfer, 605_015_000);
    expect(morning.fingerprint).not.toBe(evening.fingerprint);
    // Before balances counted, both were the first such row of their file: the evening's was taken for the morning's.
    expect(morning.legacyFingerprint).toBe(storedForm(transfer, 1));
    expect(evening.legacyFingerprint).toBe(storedForm(transfer, 1));

    const wholeDay = fingerprintsOfFile();
    const first = wholeDay.ofStatement(transfer, 693_215_000);
    const second = wholeDay.ofStatement(transfer, 605_015_000);
    expect([first.fingerprint, second.fingerprint]).toEqual([morning.fingerprint, evening.fingerprint]);
    expect([first.legacyFingerprint, second.legacyFingerprint]).toEqual([
      storedForm(transfer, 1),
      storedForm(transfer, 2),
    ]);
  });

  it('still counts occurrences of a row printed twice with the same balance', () => {
    const file = fingerprintsOfFile();
    const a = file.ofStatement(transfer, 100);
    const b = file.ofStatement(transfer, 100);
    expect(a.fingerprint).not.toBe(b.fingerprint);
    expect(fingerprintsOfFile().ofStatement(transfer, 100)).toEqual(a);
  });
});
