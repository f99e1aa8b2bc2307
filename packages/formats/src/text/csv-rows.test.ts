import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FormatError } from '../errors';
import { CsvRowSplitter, MAX_ROW_CHARS, type CsvRow } from './csv-rows';

const split = (pieces: string[], delimiter: ',' | ';' | '\t' = ','): CsvRow[] => {
  const splitter = new CsvRowSplitter(delimiter);
  return [...pieces.flatMap((piece) => splitter.push(piece)), ...splitter.end()];
};

const refusal = (pieces: string[]): FormatError => {
  try {
    split(pieces);
  } catch (error) {
    if (error instanceof FormatError) return error;
    throw error;
  }
  throw new Error('accepted');
};

describe('CsvRowSplitter', () => {
  it('numbers rows by physical line, counting line breaks inside quoted cells', () => {
    expect(split(['a,"b\nc",d\r\ne,f\n\ng,h'])).toEqual([
      { cells: ['a', 'b\nc', 'd'], line: 1 },
      { cells: ['e', 'f'], line: 3 },
      { cells: [''], line: 4 },
      { cells: ['g', 'h'], line: 5 },
    ]);
  });

  it('treats CRLF, LF and lone CR alike, also when CRLF is split across chunks', () => {
    expect(split(['a,b\r', '\nc,d\re,f'])).toEqual([
      { cells: ['a', 'b'], line: 1 },
      { cells: ['c', 'd'], line: 2 },
      { cells: ['e', 'f'], line: 3 },
    ]);
  });

  it('keeps quotes in the middle of an unquoted cell and unescapes doubled quotes', () => {
    expect(split(['say "hi",x\n"a ""b""",c\n']).map((row) => row.cells)).toEqual([
      ['say "hi"', 'x'],
      ['a "b"', 'c'],
    ]);
  });

  it('refuses an unterminated quote, naming its line', () => {
    const error = refusal(['a,b\n"c,d\ne,f']);
    expect(error.statusCode).toBe(422);
    expect(error.errors[0]?.row).toBe(2);
  });

  it('refuses a row longer than 1 MB', () => {
    const error = refusal(['a,b\n"', 'x'.repeat(MAX_ROW_CHARS), 'x'.repeat(10)]);
    expect(error.message).toMatch(/Baris 2 terlalu panjang/);
  });

  it('gives the same rows and lines however the text is chunked', () => {
    const cell = fc.oneof(fc.constantFrom('', 'a', '1.250,00', "'05/06", 'x y'), fc.string({ maxLength: 6 }));
    const row = fc.array(cell, { minLength: 1, maxLength: 5 });
    fc.assert(
      fc.property(
        fc.array(row, { minLength: 1, maxLength: 12 }),
        fc.constantFrom('\n', '\r\n', '\r'),
        fc.array(fc.nat(), { maxLength: 6 }),
        (rows, newline, cuts) => {
          const text = rows
            .map((cells) =>
              cells
                .map((value) =>
                  /[",\r\n]/.test(value) || value === '' ? `"${value.replace(/"/g, '""')}"` : value,
                )
                .join(','),
            )
            .join(newline);
          const points = [...new Set(cuts.map((cut) => cut % (text.length + 1)))].sort((a, b) => a - b);
          const pieces = [...points, text.length].map((point, index, all) =>
            text.slice(index === 0 ? 0 : all[index - 1], point),
          );
          expect(split(pieces)).toEqual(split([text]));
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
