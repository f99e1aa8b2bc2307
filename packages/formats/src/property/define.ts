import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { UploadFormat } from '../formats';
import { fixture } from '../test-support/fixture';
import {
  expectRowsOrFormatError,
  fuzzRuns,
  mutate,
  mutations,
  parseRows,
  PLAIN,
  serialise,
  variant,
  viewOf,
} from '../test-support/fuzz';
import { FIXTURES_OF, logicalRows, WRITERS, type LogicalRow } from '../test-support/samples';

const VALID_ROW: LogicalRow = {
  year: 2026,
  month: 6,
  day: 5,
  hour: 10,
  minute: 15,
  second: 30,
  cents: 25_000_000,
  direction: 'CR',
  name: 'BUDI SANTOSO',
  success: true,
};

/** Text made of what statement rows are made of: digits, separators, quotes, line ends, dates, statuses. */
const csvGarbage = fc.string({
  unit: fc.constantFrom(
    ...'0123456789.,;-/:"\'\r\n \tABCDKRWPEN|'.split(''),
    'CR',
    'DB',
    'Rp',
    '2026-06-05 10:00:00',
    '05/06/2026',
    "'05/06",
    'PEND',
    'SUCCESS',
    'Approved',
    'D6208104',
    'TRSF E-BANKING CR 0506/FTSCY/WS95031',
    'É',
    '\u00a0',
  ),
  maxLength: 2_000,
  size: 'large',
});

/** Up to 64 KiB of pseudo-random bytes from a seed: generating them byte by byte would cost more than parsing them. */
function noise(seed: number, length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  let state = seed | 1;
  for (let index = 0; index < length; index++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    bytes[index] = state & 0xff;
  }
  return bytes;
}

const concat = (left: Uint8Array, right: Uint8Array) => {
  const joined = new Uint8Array(left.length + right.length);
  joined.set(left);
  joined.set(right, left.length);
  return joined;
};

/** The three properties every upload parser must hold (security.md D 26-29). */
export function describeParserProperties(format: UploadFormat, scale: number) {
  const runs = fuzzRuns(scale);
  describe(`${format} parser properties`, { timeout: 120_000 }, () => {
    it('reads back the rows of a file it was written, in any encoding, line end, quoting and chunking', async () => {
      await fc.assert(
        fc.asyncProperty(logicalRows, variant, async (rows, chosen) => {
          const sample = WRITERS[format](rows);
          const base = await parseRows(format, serialise(sample.cells, PLAIN), sample.options);
          const read = base.map(viewOf);
          if (!isDeepStrictEqual(read, sample.expected)) expect(read).toEqual(sample.expected);
          const varied = await parseRows(format, serialise(sample.cells, chosen), sample.options);
          if (!isDeepStrictEqual(varied, base)) expect(varied).toEqual(base);
        }),
        { numRuns: runs.roundTrip },
      );
    });

    it('ends arbitrary bytes and CSV-like garbage in rows or a FormatError, each within a second', async () => {
      const options = FIXTURES_OF[format][0]?.options ?? {};
      // A valid file of this format, so appended garbage reaches the row readers past the header.
      const valid = serialise(WRITERS[format]([VALID_ROW]).cells, PLAIN)[0] ?? new Uint8Array(0);
      const input = fc.oneof(
        { weight: 3, arbitrary: fc.uint8Array({ maxLength: 65_536, size: 'large' }) },
        {
          weight: 1,
          arbitrary: fc.tuple(fc.nat(), fc.nat({ max: 65_536 })).map(([seed, length]) => noise(seed, length)),
        },
        { weight: 3, arbitrary: csvGarbage.map((text) => new TextEncoder().encode(text)) },
        { weight: 3, arbitrary: csvGarbage.map((text) => concat(valid, new TextEncoder().encode(text))) },
      );
      await fc.assert(
        fc.asyncProperty(input, (bytes) => expectRowsOrFormatError(format, bytes, options)),
        { numRuns: runs.bytes },
      );
    });

    it('ends mutated real samples in rows or a FormatError, each within a second', async () => {
      const samples = FIXTURES_OF[format].map((sample) => ({ ...sample, bytes: fixture(sample.path) }));
      await fc.assert(
        fc.asyncProperty(fc.nat({ max: samples.length - 1 }), mutations, (index, changes) => {
          const sample = samples[index] ?? samples[0];
          if (!sample) throw new Error(`no sample for ${format}`);
          return expectRowsOrFormatError(format, mutate(sample.bytes, changes), sample.options);
        }),
        { numRuns: runs.mutations },
      );
    });
  });
}
