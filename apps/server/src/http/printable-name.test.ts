import { describe, expect, it } from 'vitest';
import { printableName } from './upload-receiver';

describe('printableName', () => {
  it('keeps a file name as written, Indonesian and spaces included', () => {
    expect(printableName('Mutasi BCA 05-Jun-2026 (pagi).csv')).toBe('Mutasi BCA 05-Jun-2026 (pagi).csv');
  });

  it('drops control and bidi characters, which would make the history show another name', () => {
    expect(printableName('inv\u202Excs.xlsx')).toBe('invxcs.xlsx');
    expect(printableName('a\u001b[31mb\r\n.csv')).toBe('a[31mb.csv');
    expect(printableName('\u200b\u2066')).toBe('file');
  });

  it('keeps at most 255 characters', () => {
    expect(printableName(`${'x'.repeat(300)}.csv`)).toHaveLength(255);
  });
});
