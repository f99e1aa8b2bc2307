import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT_RUPIAH } from '@rekon/contracts';
import { centsOf } from './feed-batch';

describe('centsOf', () => {
  it.each([
    [150000, 15_000_000],
    [150000.5, 15_000_050],
    ['150000', 15_000_000],
    ['150000.00', 15_000_000],
    [' 1,500,000.25 ', 150_000_025],
    ['1,000', 100_000],
    [MAX_AMOUNT_RUPIAH, MAX_AMOUNT_RUPIAH * 100],
  ])('reads %j exactly as %d cents', (amount, cents) => {
    expect(centsOf(amount)).toBe(cents);
  });

  it.each([
    '100,50',
    '1,50,000',
    '1.500.000',
    100.999,
    '100.999',
    -5,
    '-5',
    1e21,
    Number.NaN,
    MAX_AMOUNT_RUPIAH + 1,
    '999999999999999.99',
    '',
    'Rp 1.000',
    true,
    null,
  ])('refuses %j rather than guess', (amount) => {
    expect(centsOf(amount)).toBeNull();
  });
});
