import { describe, expect, it } from 'vitest';
import { countText, MSG } from './messages';

describe('counts in messages', () => {
  it('groups thousands the Indonesian way (issue 17, item 8)', () => {
    expect(countText(7)).toBe('7');
    expect(countText(60_011)).toBe('60.011');
    expect(countText(1_048_575)).toBe('1.048.575');
    expect(MSG.deleteDone(60_011, 0)).toBe('60.011 data dihapus');
    expect(MSG.deleteDone(2_500, 1_200)).toBe(
      '2.500 data dihapus; 1.200 data lebih dari 24 jam tidak dihapus',
    );
    expect(MSG.uploadAdded(12_345)).toBe('12.345 data berhasil ditambahkan');
    expect(MSG.rowsApproved(1_000)).toBe('1.000 data berhasil di-approve.');
    expect(MSG.rowsDeleted(5)).toBe('5 data berhasil dihapus.');
  });
});
