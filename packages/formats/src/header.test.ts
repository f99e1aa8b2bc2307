import { describe, expect, it } from 'vitest';
import { normaliseName, resolveHeader } from './header';
import { column } from './layout';

describe('normaliseName', () => {
  it('lower-cases and drops everything but letters and digits', () => {
    expect(normaliseName('No. Rekening')).toBe('norekening');
    expect(normaliseName(' Reference No.')).toBe('referenceno');
    expect(normaliseName('No Rekening/HP')).toBe('norekeninghp');
    expect(normaliseName('\uFEFFTanggal')).toBe('tanggal');
  });
});

describe('resolveHeader', () => {
  const specs = [
    column('amount', 'Nominal', ['Amount', 'total_amount'], true),
    column('date', 'Tanggal', ['Date'], true),
    column('nett', 'Nett', ['Net Amount']),
  ];

  it('matches exact names only, never a substring', () => {
    const resolution = resolveHeader(['Tanggal', 'Total Amount Paid', 'Amounts'], specs);
    expect(resolution.missing).toEqual(['Nominal']);
  });

  it('lets the better alias win when two columns match one key', () => {
    const resolution = resolveHeader(['Date', 'Total Amount', 'Amount'], specs);
    expect(resolution.columns.get('amount')).toBe(2);
  });

  it('fills two keys that accept the same name by position', () => {
    const twice = [column('first', 'Description', [], true), column('second', 'Description', [])];
    const resolution = resolveHeader(['Date', 'Description', 'Description'], twice);
    expect([resolution.columns.get('first'), resolution.columns.get('second')]).toEqual([1, 2]);
  });

  it('treats __proto__ and constructor as unknown names', () => {
    const resolution = resolveHeader(['__proto__', 'constructor', 'toString', 'Tanggal', 'Nominal'], specs);
    expect(resolution.missing).toEqual([]);
    expect([...resolution.columns.keys()].sort()).toEqual(['amount', 'date']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
