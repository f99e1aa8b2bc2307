import { describe, expect, it } from 'vitest';
import { formatPlayerAccount, formatScore } from './format-learned-name';

describe('formatPlayerAccount', () => {
  it('writes the bank and the number apart', () => {
    expect(formatPlayerAccount('BCA|9000000000')).toBe('BCA · 9000000000');
  });

  it('names the username when the panel gave no account number', () => {
    expect(formatPlayerAccount('user:budih')).toBe('budih (tanpa nomor rekening)');
  });
});

describe('formatScore', () => {
  it('shows a whole percentage, or a dash when the score is unknown', () => {
    expect(formatScore(0.42)).toBe('42%');
    expect(formatScore(0.846)).toBe('84%');
    expect(formatScore(0.29)).toBe('29%');
    expect(formatScore(0)).toBe('0%');
    expect(formatScore(null)).toBe('-');
  });
});
