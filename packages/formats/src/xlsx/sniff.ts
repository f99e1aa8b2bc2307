import { CFB } from '@e965/xlsx';
import { inflateRawSync } from 'node:zlib';
import { FormatError } from '../errors';

export type SpreadsheetContainer = 'zip' | 'ole' | 'html' | 'xml';

export const PASSWORD_MESSAGE =
  'File Excel terkunci password. Buka di Excel, simpan tanpa password, lalu coba lagi.';
const NOT_A_SPREADSHEET =
  'File bukan spreadsheet Excel (.xls/.xlsx) atau tabel HTML. Pilih file mutasi yang diunduh dari bank.';

/**
 * What the bytes are, by content (never by file name): a zip (.xlsx), an OLE2 container (.xls), HTML, or
 * an XML Spreadsheet 2003.
 */
export function sniffSpreadsheet(bytes: Uint8Array): SpreadsheetContainer {
  const container = spreadsheetContainer(bytes);
  if (!container) throw new FormatError(415, NOT_A_SPREADSHEET);
  return container;
}

/**
 * The workbook container the bytes are, or null for anything else (text, a PDF, noise). An upload is
 * read as a workbook or as text by this, not by its name: portals save tab-separated text as `.xls`, and
 * people rename an `.xlsx` to `.csv`.
 */
export function spreadsheetContainer(bytes: Uint8Array): SpreadsheetContainer | null {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) return 'zip';
  const ole = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
  if (ole.every((byte, index) => bytes[index] === byte)) return 'ole';
  const start = new TextDecoder('latin1')
    .decode(bytes.subarray(0, 1024))
    .replace(/^\uFEFF|^ï»¿/, '')
    .trimStart()
    .toLowerCase();
  if (/^<(?:!doctype html|html|table|\?xml[^>]*>\s*<html)/.test(start)) return 'html';
  // Excel's "XML Spreadsheet 2003", which some portals export under an .xls name.
  if (
    /^<\?xml[^>]*>\s*(?:<\?mso-application[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<(?:ss:)?workbook\b/.test(start)
  )
    return 'xml';
  return null;
}

interface CfbContainer {
  FullPaths: string[];
}

/**
 * An OLE2 container is a legacy .xls only when it holds a BIFF `Workbook` (or BIFF5 `Book`) stream.
 * A password-protected .xlsx is also OLE2, holding `EncryptionInfo` and `EncryptedPackage` instead:
 * there is nothing to read without the password.
 */
export function refuseEncryptedOle(bytes: Uint8Array): void {
  let container: CfbContainer;
  try {
    container = (CFB as { read(data: Uint8Array, options: { type: 'array' }): CfbContainer }).read(bytes, {
      type: 'array',
    });
  } catch {
    throw new FormatError(422, 'File Excel (.xls) rusak: wadah OLE2 tidak bisa dibaca.');
  }
  const streams = new Set(container.FullPaths.map((path) => path.split('/').filter(Boolean).pop() ?? ''));
  if (streams.has('EncryptionInfo') || streams.has('EncryptedPackage'))
    throw new FormatError(422, PASSWORD_MESSAGE);
  if (!streams.has('Workbook') && !streams.has('Book')) throw new FormatError(422, PASSWORD_MESSAGE);
}

/** Limits of the zip an .xlsx is, read from its central directory before any inflating. */
export const MAX_ZIP_ENTRIES = 2000;
export const MAX_EXPANDED_BYTES = 200 * 1024 * 1024;

const TOO_BIG_MESSAGE = 'File .xlsx terlalu besar setelah dibuka (lebih dari 200 MB). Pisahkan per periode.';
const BROKEN_DIRECTORY = 'File .xlsx rusak atau terpotong (direktori zip tidak valid).';

/**
 * Refuses a zip with too many entries or too many bytes once inflated. The central directory's sizes are checked
 * first (an honest bomb announces them), then every deflated entry is inflated against what is left of the
 * budget: a zip can declare any size, 0 included, and SheetJS would grow its buffer for the real one without end.
 */
export function refuseZipBomb(bytes: Uint8Array): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const searchFrom = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let offset = bytes.length - 22; offset >= searchFrom; offset--) {
    if (view.getUint32(offset, true) === 0x06054b50) {
      end = offset;
      break;
    }
  }
  if (end < 0) throw new FormatError(422, 'File .xlsx rusak atau terpotong (direktori zip tidak ditemukan).');
  const entries = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  if (entries > MAX_ZIP_ENTRIES)
    throw new FormatError(413, `File .xlsx berisi terlalu banyak bagian (${entries}).`);
  let declared = 0;
  const deflated: { local: number; compressed: number }[] = [];
  for (let index = 0; index < entries; index++) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== 0x02014b50)
      throw new FormatError(422, BROKEN_DIRECTORY);
    declared += view.getUint32(offset + 24, true);
    if (view.getUint16(offset + 10, true) === 8)
      deflated.push({
        local: view.getUint32(offset + 42, true),
        compressed: view.getUint32(offset + 20, true),
      });
    offset +=
      46 +
      view.getUint16(offset + 28, true) +
      view.getUint16(offset + 30, true) +
      view.getUint16(offset + 32, true);
  }
  if (declared > MAX_EXPANDED_BYTES) throw new FormatError(413, TOO_BIG_MESSAGE);
  let inflated = 0;
  for (const { local, compressed } of deflated) {
    if (local + 30 > bytes.length || view.getUint32(local, true) !== 0x04034b50)
      throw new FormatError(422, BROKEN_DIRECTORY);
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    inflated += inflatedSize(bytes.subarray(start, start + compressed), MAX_EXPANDED_BYTES - inflated);
  }
}

/** The size of a deflated entry once inflated; 413 as soon as it passes `budget`. */
function inflatedSize(data: Uint8Array, budget: number): number {
  try {
    return inflateRawSync(data, { maxOutputLength: Math.max(1, budget) }).byteLength;
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
      throw new FormatError(413, TOO_BIG_MESSAGE);
    // A damaged entry is for SheetJS to report as it reads the workbook.
    return 0;
  }
}
