import { FormatError } from '../errors';
import type { RecordByFormat, UploadFormat } from '../formats';
import type { ParseOptions } from '../layout';
import type { ByteInput } from '../text/decode';
import { parseUpload, type ParsedRow, type UploadSummary } from '../upload';

export const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

/** Parses a whole upload, keeping every row the iterator yields. */
export async function parseAll<F extends UploadFormat>(
  format: F,
  input: ByteInput | string,
  options: ParseOptions = {},
): Promise<{ rows: ParsedRow<RecordByFormat[F]>[]; summary: UploadSummary }> {
  const upload = parseUpload(format, typeof input === 'string' ? utf8(input) : input, options);
  const rows: ParsedRow<RecordByFormat[F]>[] = [];
  for await (const row of upload) rows.push(row);
  return { rows, summary: upload.summary };
}

/** The records of an accepted upload. */
export async function recordsOf<F extends UploadFormat>(
  format: F,
  input: ByteInput | string,
  options: ParseOptions = {},
) {
  const { rows } = await parseAll(format, input, options);
  return rows.flatMap((row) => (row.kind === 'record' ? [row.record] : []));
}

/** The refusal of an upload (fails the test when the upload is accepted or throws something else). */
export async function refusalOf(format: UploadFormat, input: ByteInput | string, options: ParseOptions = {}) {
  try {
    await parseAll(format, input, options);
  } catch (error) {
    if (error instanceof FormatError) return error;
    throw error;
  }
  throw new Error(`the ${format} upload was accepted`);
}
