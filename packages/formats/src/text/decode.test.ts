import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FormatError } from '../errors';
import { CHUNK_BYTES, decodeText, type DecodeReport } from './decode';

const report = (): DecodeReport => ({ encoding: 'utf-8', bom: false, fallbackAtByte: null });

async function decode(
  input: Uint8Array | Uint8Array[],
): Promise<{ text: string; report: DecodeReport; pieces: string[] }> {
  const state = report();
  const pieces: string[] = [];
  for await (const piece of decodeText(input, state)) pieces.push(piece);
  return { text: pieces.join(''), report: state, pieces };
}

async function refusal(input: Uint8Array): Promise<FormatError> {
  try {
    await decode(input);
  } catch (error) {
    if (error instanceof FormatError) return error;
    throw error;
  }
  throw new Error('accepted');
}

const utf16le = (text: string) => {
  const bytes = new Uint8Array(2 + text.length * 2);
  bytes.set([0xff, 0xfe]);
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    bytes[2 + index * 2] = code & 0xff;
    bytes[3 + index * 2] = code >> 8;
  }
  return bytes;
};

/** Splits bytes at the given cut points, as a network stream would. */
const chunked = (bytes: Uint8Array, cuts: number[]) => {
  const points = [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort((a, b) => a - b);
  const chunks: Uint8Array[] = [];
  let start = 0;
  for (const point of [...points, bytes.length]) {
    chunks.push(bytes.subarray(start, point));
    start = point;
  }
  return chunks;
};

/** Characters a text file holds: printable ASCII, line ends, tab, and the rest of Unicode (surrogates excluded). */
const textCharacter = fc
  .oneof(
    fc.integer({ min: 0x20, max: 0x7e }),
    fc.constantFrom(0x09, 0x0a, 0x0d),
    fc.integer({ min: 0xa0, max: 0xd7ff }),
    fc.integer({ min: 0xe000, max: 0xfffd }),
    fc.integer({ min: 0x10000, max: 0x10ffff }),
  )
  .map((codePoint) => String.fromCodePoint(codePoint));

describe('decodeText', () => {
  it('reads UTF-8 with and without a BOM', async () => {
    const plain = new TextEncoder().encode('Nama,JOSÉ');
    expect((await decode(plain)).text).toBe('Nama,JOSÉ');
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...plain]);
    const decoded = await decode(withBom);
    expect(decoded.text).toBe('Nama,JOSÉ');
    expect(decoded.report).toMatchObject({ encoding: 'utf-8', bom: true });
  });

  it('reads UTF-16LE with a BOM (Excel "Unicode text")', async () => {
    const decoded = await decode(utf16le('Tanggal\tKeterangan\r\n'));
    expect(decoded.text).toBe('Tanggal\tKeterangan\r\n');
    expect(decoded.report.encoding).toBe('utf-16le');
  });

  it('falls back to Windows-1252 for a file that is not UTF-8', async () => {
    const decoded = await decode(new Uint8Array([0x4a, 0x4f, 0x53, 0xc9, 0x2c, 0x80]));
    expect(decoded.text).toBe('JOSÉ,€');
    expect(decoded.report.encoding).toBe('windows-1252');
  });

  it('switches to Windows-1252 where UTF-8 stops being valid, past the sniffed head', async () => {
    const head = new TextEncoder().encode('a,b\n'.repeat(20_000));
    const bytes = new Uint8Array([...head, 0x4a, 0xc9, 0x0a]);
    const decoded = await decode(chunked(bytes, [CHUNK_BYTES, CHUNK_BYTES + 7]));
    expect(decoded.text.endsWith('JÉ\n')).toBe(true);
    expect(decoded.report).toMatchObject({ encoding: 'windows-1252', fallbackAtByte: head.length + 1 });
  });

  it('gives the same text however the bytes are chunked, multi-byte characters included', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: textCharacter, maxLength: 200 }),
        fc.array(fc.nat(), { maxLength: 8 }),
        async (text, cuts) => {
          fc.pre(text.trim() !== '' && !text.startsWith('\uFEFF') && !/^\s*</.test(text));
          const bytes = new TextEncoder().encode(text);
          expect((await decode(chunked(bytes, cuts))).text).toBe(text);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('hands a whole-file Uint8Array on in pieces, never as one string', async () => {
    const decoded = await decode(new TextEncoder().encode('x,y\n'.repeat(100_000)));
    expect(decoded.pieces.length).toBeGreaterThan(5);
    expect(Math.max(...decoded.pieces.map((piece) => piece.length))).toBeLessThanOrEqual(CHUNK_BYTES);
  });

  it('refuses NUL bytes and other binary content with 415', async () => {
    expect((await refusal(new Uint8Array([0x41, 0x00, 0x42]))).statusCode).toBe(415);
    expect((await refusal(new Uint8Array([0x41, 0x07, 0x42]))).statusCode).toBe(415);
    const late = new Uint8Array([...new TextEncoder().encode('a,b\n'.repeat(20_000)), 0x00]);
    expect((await refusal(late)).statusCode).toBe(415);
  });

  it('names what a renamed file really is', async () => {
    expect((await refusal(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2]))).message).toMatch(
      /Excel \(\.xlsx\)/,
    );
    expect((await refusal(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]))).message).toMatch(/PDF/);
    expect((await refusal(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).message).toMatch(/PNG/);
    expect((await refusal(new TextEncoder().encode('  <html><table>'))).message).toMatch(/HTML/);
  });

  it('refuses an empty file', async () => {
    expect((await refusal(new Uint8Array(0))).message).toBe('File kosong: tidak ada data untuk dibaca.');
  });
});
