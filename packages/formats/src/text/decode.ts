import { FormatError } from '../errors';

/** What `parseUpload` accepts: the multipart file stream, any iterable of chunks, or the whole file. */
export type ByteInput = AsyncIterable<Uint8Array> | Iterable<Uint8Array> | Uint8Array;

export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/** How the bytes were read; `fallbackAtByte` is where a file stopped being UTF-8 (read on as Windows-1252). */
export interface DecodeReport {
  encoding: TextEncodingName;
  bom: boolean;
  fallbackAtByte: number | null;
}

// Decoders used without `stream` keep no state between calls, so one of each serves every upload.
const LATIN1 = new TextDecoder('latin1');
const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true });

/** A whole-file `Uint8Array` is handed on in views of this size, so no step holds it as one string. */
export const CHUNK_BYTES = 64 * 1024;
const SNIFF_BYTES = 64 * 1024;

export async function* chunksOf(input: ByteInput): AsyncGenerator<Uint8Array> {
  if (input instanceof Uint8Array) {
    for (let start = 0; start < input.length; start += CHUNK_BYTES) {
      yield input.subarray(start, start + CHUNK_BYTES);
    }
    return;
  }
  for await (const chunk of input) {
    if (!(chunk instanceof Uint8Array)) throw new TypeError('parseUpload expects Uint8Array chunks');
    // A producer's big chunk is cut too, so no decoded piece is bigger than CHUNK_BYTES characters.
    for (let start = 0; start < chunk.length; start += CHUNK_BYTES)
      yield chunk.subarray(start, start + CHUNK_BYTES);
  }
}

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** Files people rename to `.csv`: refused by signature with a message that says what they are. */
const BINARY_SIGNATURES: readonly { bytes: readonly number[]; message: string }[] = [
  {
    bytes: ascii('PK\u0003\u0004'),
    message:
      'File ini file Excel (.xlsx) atau ZIP, bukan CSV. Buka di Excel, simpan sebagai CSV, lalu coba lagi.',
  },
  {
    bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
    message: 'File ini file Excel (.xls), bukan CSV. Buka di Excel, simpan sebagai CSV, lalu coba lagi.',
  },
  { bytes: ascii('%PDF-'), message: 'File ini PDF, bukan CSV. Unduh mutasi dalam format CSV.' },
  { bytes: [0x89, 0x50, 0x4e, 0x47], message: 'File ini gambar (PNG), bukan CSV.' },
  { bytes: [0xff, 0xd8, 0xff], message: 'File ini gambar (JPEG), bukan CSV.' },
  { bytes: ascii('GIF8'), message: 'File ini gambar (GIF), bukan CSV.' },
];

const NOT_TEXT =
  'File bukan CSV teks (berisi byte biner) dan bukan file Excel. Unggah file apa adanya seperti diunduh dari bank atau panel.';

function refuseBinary(head: Uint8Array): void {
  for (const signature of BINARY_SIGNATURES) {
    if (startsWith(head, signature.bytes)) throw new FormatError(415, signature.message);
  }
  const opening = LATIN1.decode(head.subarray(0, 256)).trimStart().toLowerCase();
  if (/^<(?:!doctype html|html|table|\?xml)/.test(opening)) {
    throw new FormatError(
      415,
      'File ini HTML/XML (ekspor "Excel" dari portal web), bukan CSV. Buka di Excel, simpan sebagai CSV, lalu coba lagi.',
    );
  }
}

/** Control bytes other than tab, line ends, form feed and DOS end-of-file mark a binary file. */
function hasControlBytes(bytes: Uint8Array): boolean {
  for (const byte of bytes) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c && byte !== 0x1a) {
      return true;
    }
  }
  return false;
}

/** Length of `bytes` without a UTF-8 sequence cut off at the end (it continues in the next chunk). */
function completeUtf8Length(bytes: Uint8Array): number {
  const length = bytes.length;
  for (let index = length - 1; index >= Math.max(0, length - 4); index--) {
    const byte = bytes[index] ?? 0;
    if ((byte & 0xc0) === 0x80) continue;
    if (byte < 0x80) return length;
    const needed = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return index + needed > length ? index : length;
  }
  return length;
}

/** Longest prefix that a streaming UTF-8 decoder accepts (validity of prefixes is monotonic). */
function validUtf8Prefix(bytes: Uint8Array): number {
  const complete = completeUtf8Length(bytes);
  try {
    STRICT_UTF8.decode(bytes.subarray(0, complete));
    return complete;
  } catch {
    // Search for where it stops being UTF-8 below.
  }
  let low = 0;
  let high = bytes.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, middle), { stream: true });
      low = middle;
    } catch {
      high = middle - 1;
    }
  }
  return completeUtf8Length(bytes.subarray(0, low));
}

function concat(left: Uint8Array, right: Uint8Array): Uint8Array {
  const joined = new Uint8Array(left.length + right.length);
  joined.set(left, 0);
  joined.set(right, left.length);
  return joined;
}

/**
 * Decodes the byte stream chunk by chunk: UTF-8 with or without BOM, UTF-16 with BOM (Excel "Unicode
 * text"), and Windows-1252 for files that are not UTF-8 — chosen from the first 64 KiB, or from the
 * byte where UTF-8 stops being valid (the text before it was valid UTF-8, so it reads the same).
 */
export async function* decodeText(input: ByteInput, report: DecodeReport): AsyncGenerator<string> {
  const source = chunksOf(input)[Symbol.asyncIterator]();
  const headChunks: Uint8Array[] = [];
  let headLength = 0;
  let exhausted = false;
  while (headLength < SNIFF_BYTES) {
    const next = await source.next();
    if (next.done) {
      exhausted = true;
      break;
    }
    headChunks.push(next.value);
    headLength += next.value.length;
  }
  const head = joinChunks(headChunks, headLength);
  if (head.length === 0) throw new FormatError(422, 'File kosong: tidak ada data untuk dibaca.');
  refuseBinary(head);

  const utf16 =
    head[0] === 0xff && head[1] === 0xfe
      ? 'utf-16le'
      : head[0] === 0xfe && head[1] === 0xff
        ? 'utf-16be'
        : null;
  if (utf16) {
    report.encoding = utf16;
    report.bom = true;
    yield* decodeUtf16(followedBy(head.subarray(2), source, exhausted), utf16);
    return;
  }
  report.bom = startsWith(head, [0xef, 0xbb, 0xbf]);
  const body = report.bom ? head.subarray(3) : head;
  if (hasControlBytes(body)) throw new FormatError(415, NOT_TEXT);
  const sample = exhausted ? body : body.subarray(0, completeUtf8Length(body));
  report.encoding = validUtf8Prefix(sample) === sample.length ? 'utf-8' : 'windows-1252';
  yield* decodeSingleByteOrUtf8(followedBy(body, source, exhausted), report);
}

function joinChunks(chunks: readonly Uint8Array[], length: number): Uint8Array {
  if (chunks.length === 1) return chunks[0] as Uint8Array;
  const joined = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.length;
  }
  return joined;
}

/** The sniffed head, then whatever the source still has. */
async function* followedBy(head: Uint8Array, source: AsyncIterator<Uint8Array>, exhausted: boolean) {
  if (head.length > 0) yield head;
  if (exhausted) return;
  for (;;) {
    const next = await source.next();
    if (next.done) return;
    yield next.value;
  }
}

async function* decodeUtf16(chunks: AsyncIterable<Uint8Array>, encoding: 'utf-16le' | 'utf-16be') {
  const decoder = new TextDecoder(encoding, { fatal: true });
  try {
    for await (const chunk of chunks) {
      const text = decoder.decode(chunk, { stream: true });
      if (text.includes('\u0000')) throw new FormatError(415, NOT_TEXT);
      yield text;
    }
    yield decoder.decode();
  } catch (error) {
    if (error instanceof FormatError) throw error;
    throw new FormatError(422, 'File bertanda UTF-16 tetapi isinya bukan teks UTF-16 yang valid.');
  }
}

async function* decodeSingleByteOrUtf8(chunks: AsyncIterable<Uint8Array>, report: DecodeReport) {
  // UTF-8 is decoded whole sequences at a time (the carry holds a cut one), so the shared decoder fits.
  const utf8 = STRICT_UTF8;
  const windows1252 = new TextDecoder('windows-1252');
  let carry: Uint8Array | null = null;
  let offset = report.bom ? 3 : 0;
  for await (const chunk of chunks) {
    // The head was checked for every control byte; the rest only for NUL, which indexOf finds fast.
    if (chunk.indexOf(0) !== -1) throw new FormatError(415, NOT_TEXT);
    if (report.encoding === 'windows-1252') {
      yield windows1252.decode(chunk, { stream: true });
      offset += chunk.length;
      continue;
    }
    const bytes: Uint8Array = carry ? concat(carry, chunk) : chunk;
    const complete = completeUtf8Length(bytes);
    try {
      yield utf8.decode(bytes.subarray(0, complete));
      carry = complete < bytes.length ? bytes.slice(complete) : null;
      offset += complete;
    } catch {
      const valid = validUtf8Prefix(bytes);
      report.encoding = 'windows-1252';
      report.fallbackAtByte = offset + valid;
      yield (
        utf8.decode(bytes.subarray(0, valid)) + windows1252.decode(bytes.subarray(valid), { stream: true })
      );
      carry = null;
      offset += bytes.length;
    }
  }
  if (carry) {
    // The file ends inside a UTF-8 sequence: those last bytes were never UTF-8.
    report.encoding = 'windows-1252';
    report.fallbackAtByte = offset;
    yield windows1252.decode(carry);
  } else if (report.encoding === 'windows-1252') {
    yield windows1252.decode();
  }
}
