import fc from 'fast-check';
import { FormatError } from '../errors';
import type { RecordByFormat, UploadFormat } from '../formats';
import type { ParseOptions } from '../layout';
import type { BoDepositRecord, BoWithdrawRecord, MutasiRecord } from '../records';
import { csvCell } from '../text/csv-write';
import { parseUpload, type ParsedRow } from '../upload';
import type { ExpectedRow } from './samples';

export interface Variant {
  encoding: 'utf-8' | 'utf-8-bom' | 'utf-16le' | 'windows-1252';
  newline: '\n' | '\r\n';
  quoteAll: boolean;
  trailingBlankLines: number;
  cuts: number[];
}

export const PLAIN: Variant = {
  encoding: 'utf-8',
  newline: '\n',
  quoteAll: false,
  trailingBlankLines: 0,
  cuts: [],
};

export const variant: fc.Arbitrary<Variant> = fc.record({
  encoding: fc.constantFrom<Variant['encoding']>('utf-8', 'utf-8-bom', 'utf-16le', 'windows-1252'),
  newline: fc.constantFrom<Variant['newline']>('\n', '\r\n'),
  quoteAll: fc.boolean(),
  trailingBlankLines: fc.nat({ max: 3 }),
  cuts: fc.array(fc.nat(), { maxLength: 5 }),
});

function encode(text: string, encoding: Variant['encoding']): Uint8Array {
  switch (encoding) {
    case 'utf-8':
      return new TextEncoder().encode(text);
    case 'utf-8-bom':
      return new TextEncoder().encode(`\uFEFF${text}`);
    case 'windows-1252':
      // The samples hold ASCII and É only, which Windows-1252 writes as their code points.
      return Uint8Array.from(text, (char) => char.charCodeAt(0));
    case 'utf-16le': {
      const bytes = new Uint8Array(2 + text.length * 2);
      bytes.set([0xff, 0xfe]);
      for (let index = 0; index < text.length; index++) {
        bytes[2 + index * 2] = text.charCodeAt(index) & 0xff;
        bytes[3 + index * 2] = text.charCodeAt(index) >> 8;
      }
      return bytes;
    }
  }
}

/** Writes cells as a file in one variant and splits the bytes into stream chunks. */
export function serialise(cells: readonly (readonly string[])[], variant: Variant): Uint8Array[] {
  const text =
    cells.map((row) => row.map((cell) => csvCell(cell, variant.quoteAll)).join(',')).join(variant.newline) +
    variant.newline.repeat(1 + variant.trailingBlankLines);
  const bytes = encode(text, variant.encoding);
  const points = [...new Set(variant.cuts.map((cut) => cut % (bytes.length + 1)))].sort((a, b) => a - b);
  return [...points, bytes.length].map((point, index, all) =>
    bytes.subarray(index === 0 ? 0 : (all[index - 1] ?? 0), point),
  );
}

export async function parseRows<F extends UploadFormat>(
  format: F,
  input: Uint8Array | Uint8Array[],
  options: ParseOptions,
) {
  const upload = parseUpload(format, input, options);
  const rows: ParsedRow<RecordByFormat[F]>[] = [];
  for await (const row of upload) rows.push(row);
  return rows;
}

/** The fields every record carries, whatever its format, to compare with a sample's expectation. */
export function viewOf(row: ParsedRow<MutasiRecord | BoDepositRecord | BoWithdrawRecord>): ExpectedRow {
  if (row.kind === 'invalid' || row.record === null)
    throw new Error(`line ${row.line}: ${JSON.stringify(row)}`);
  const record = row.record;
  const imported = row.kind === 'record';
  if ('amountCents' in record) {
    const { date, time, direction, amountCents, counterpartyName: name } = record;
    return { date, time, direction, amountCents, name, imported };
  }
  const deposit = 'ticket_no' in record;
  const requested = deposit ? record.req_date : record.wd_req_date;
  return {
    date: requested?.slice(0, 10) ?? '',
    time: requested?.slice(11) ?? null,
    direction: deposit ? 'CR' : 'DB',
    amountCents: deposit ? record.depo_amount_cents : record.wd_amount_cents,
    name: deposit ? record.full_name : record.wd_fullname,
    imported,
  };
}

/** A byte-level change to a real sample: flip, truncate, splice in, duplicate or delete a stretch. */
export type Mutation =
  | { kind: 'flip'; at: number; value: number }
  | { kind: 'truncate'; at: number }
  | { kind: 'splice'; at: number; bytes: Uint8Array }
  | { kind: 'duplicate'; from: number; length: number; at: number }
  | { kind: 'delete'; at: number; length: number };

export const mutations: fc.Arbitrary<Mutation[]> = fc.array(
  fc.oneof(
    fc.record({ kind: fc.constant('flip' as const), at: fc.nat(), value: fc.integer({ min: 0, max: 255 }) }),
    fc.record({ kind: fc.constant('truncate' as const), at: fc.nat() }),
    fc.record({
      kind: fc.constant('splice' as const),
      at: fc.nat(),
      bytes: fc.uint8Array({ maxLength: 32 }),
    }),
    fc.record({
      kind: fc.constant('duplicate' as const),
      from: fc.nat(),
      length: fc.nat({ max: 300 }),
      at: fc.nat(),
    }),
    fc.record({ kind: fc.constant('delete' as const), at: fc.nat(), length: fc.nat({ max: 40 }) }),
  ),
  { minLength: 1, maxLength: 4 },
);

const join = (...parts: Uint8Array[]) => {
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
};

export function mutate(original: Uint8Array, changes: readonly Mutation[]): Uint8Array {
  let bytes = original;
  for (const change of changes) {
    const at = change.at % (bytes.length + 1);
    switch (change.kind) {
      case 'flip':
        if (bytes.length > 0) {
          bytes = bytes.slice();
          bytes[at % bytes.length] = change.value;
        }
        break;
      case 'truncate':
        bytes = bytes.subarray(0, at);
        break;
      case 'splice':
        bytes = join(bytes.subarray(0, at), change.bytes, bytes.subarray(at));
        break;
      case 'duplicate': {
        const from = change.from % (bytes.length + 1);
        bytes = join(bytes.subarray(0, at), bytes.subarray(from, from + change.length), bytes.subarray(at));
        break;
      }
      case 'delete':
        bytes = join(bytes.subarray(0, at), bytes.subarray(at + change.length));
        break;
    }
  }
  return bytes;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}:\d{2}$/;

/**
 * Parses hostile input: it must end in rows or a `FormatError` (never another exception) within a
 * second, and every record it accepts must hold integer cents and real dates.
 */
export async function expectRowsOrFormatError(
  format: UploadFormat,
  input: Uint8Array,
  options: ParseOptions,
) {
  const started = performance.now();
  // Plain checks in the loop: thousands of runs cannot afford an `expect` per record.
  const fail = (message: string) => {
    throw new Error(`${format}: ${message}`);
  };
  try {
    const rows = await parseRows(format, input, options);
    for (const row of rows) {
      if (row.kind !== 'record') continue;
      const view = viewOf(row);
      if (!Number.isSafeInteger(view.amountCents) || view.amountCents <= 0)
        fail(`amount ${view.amountCents}`);
      if ('amountCents' in row.record) {
        if (!ISO_DATE.test(row.record.date)) fail(`date ${row.record.date}`);
        if (row.record.time !== null && !TIME.test(row.record.time)) fail(`time ${row.record.time}`);
      }
    }
  } catch (error) {
    if (!(error instanceof FormatError)) throw error;
    if (![400, 413, 415, 422].includes(error.statusCode) || error.message === '')
      fail(`refusal ${error.message}`);
  }
  const elapsed = performance.now() - started;
  if (elapsed >= 1_000) fail(`took ${Math.round(elapsed)} ms`);
}

/**
 * Inputs each parser sees in a normal run: written files in random variants, arbitrary bytes and
 * mutated real samples — 10,000 in all; `scale` multiplies them for a deeper run.
 */
export const fuzzRuns = (scale = 1) => ({
  roundTrip: Math.ceil(2_000 * scale),
  bytes: Math.ceil(4_000 * scale),
  mutations: Math.ceil(4_000 * scale),
});
