import { describe, expect, it } from 'vitest';
import { reasonWithLearnedName } from './learned-reason';

describe('reasonWithLearnedName', () => {
  it('says "nama dipelajari" when the statement prints a name taught for the account', () => {
    expect(reasonWithLearnedName('AUTO 123 150000 nama 1.00', ['Ibu Sari Dewi'], 'IBU SARI DEWI')).toBe(
      'AUTO 123 150000 nama 1.00 (nama dipelajari)',
    );
  });

  it('keeps the reason when no learned name is involved', () => {
    expect(reasonWithLearnedName('AUTO 123 150000 nama 1.00', null, 'SARI DEWI')).toBe(
      'AUTO 123 150000 nama 1.00',
    );
    expect(reasonWithLearnedName('AUTO 123 150000 nama 0.92', ['IBU SARI DEWI'], 'SARI DEWA')).toBe(
      'AUTO 123 150000 nama 0.92',
    );
    expect(reasonWithLearnedName('REF 9912', ['IBU SARI DEWI'], null)).toBe('REF 9912');
  });
});
