import { FormatError } from './errors';
import { FORMATS, UPLOAD_FORMATS, type UploadFormat } from './formats';
import { normaliseName, resolveHeader, type HeaderMatch } from './header';
import type { Layout } from './layout';

/**
 * A file sent to the wrong upload endpoint is recognised by its header among every known layout
 * (issue 29 item 8, decision 069): a KlikBCA statement on the BO endpoint answers "File ini mutasi BCA
 * (KlikBCA Individual), bukan export BO Nexus" instead of listing the BO columns it lacks.
 */

/** What each endpoint's format is called in a refusal ("…, bukan export BO Nexus"). */
export const FORMAT_NAMES: Readonly<Record<UploadFormat, string>> = {
  'nexus-deposit': 'export BO Nexus',
  'nexus-withdraw': 'export BO withdraw Nexus',
  'luxe-deposit': 'export BO Luxe',
  'luxe-deposit-qris': 'export BO QRIS Luxe',
  'luxe-withdraw': 'export BO withdraw Luxe',
  bca: 'mutasi BCA',
  'bni-internet': 'mutasi BNI Internet Banking',
  'bni-mobile': 'mutasi BNI Mobile',
  mandiri: 'mutasi Mandiri',
  cimb: 'mutasi CIMB',
  manual: 'mutasi manual',
  qris: 'mutasi QRIS',
  autotx: 'mutasi E-Wallet (Auto TX)',
  nexuspay: 'laporan Nexus Pay',
};

/** What a recognised layout is called ("File ini mutasi BCA (KlikBCA Individual), …"), by layout id. */
const LAYOUT_NAMES: Readonly<Record<string, (header: HeaderMatch) => string>> = {
  klikbca: (header) => `mutasi BCA (KlikBCA ${klikBcaEdition(header)})`,
  'klikbca-pratinjau': () => 'mutasi BCA (KlikBCA Bisnis, Pratinjau Data)',
  bnidirect: () => 'mutasi BNI (BNIDirect)',
  'bnidirect-id': () => 'mutasi BNI (BNIDirect)',
  'bni-mobile': () => 'mutasi BNI Mobile',
  'mandiri-livin': () => 'mutasi Mandiri (Livin)',
  'mandiri-kopra': () => 'mutasi Mandiri (Kopra)',
  'mandiri-mcm': () => 'mutasi Mandiri (MCM)',
  cimb: () => 'mutasi CIMB',
  manual: () => 'mutasi manual',
  'bri-estatement': () => 'mutasi BRI (e-Statement)',
  qris: () => 'mutasi QRIS',
  autotx: () => 'mutasi E-Wallet (Auto TX)',
  'nxpay-report': () => 'laporan Nexus Pay (NXPAY Report)',
};

/** KlikBCA Individual leaves the column after `Jumlah` unnamed (it holds CR/DB); Bisnis has none. */
function klikBcaEdition(header: HeaderMatch): string {
  const amount = header.columns.get('amount');
  return amount !== undefined && (header.cells[amount + 1] ?? 'x').trim() === '' ? 'Individual' : 'Bisnis';
}

/**
 * The Luxe panel's own labels (formats.md: `Ticket No` … `Bo Status`, withdraw `WD Status`); the Nexus
 * export writes `Ticket Number` and `Status`. Both panels' layouts accept both names, so only these cells
 * tell a Luxe export from a Nexus one.
 */
function isLuxeHeader(header: HeaderMatch): boolean {
  const cell = (key: string) => {
    const index = header.columns.get(key);
    return index === undefined ? '' : normaliseName(header.cells[index] ?? '');
  };
  return cell('ticket') === 'ticketno' && ['bostatus', 'wdstatus'].includes(cell('status'));
}

const isBoFormat = (format: UploadFormat) => /^(?:nexus|luxe)-/.test(format);

function nameOf(format: UploadFormat, layout: Layout<unknown>, header: HeaderMatch): string {
  const named = LAYOUT_NAMES[layout.id];
  if (named) return named(header);
  if (!isBoFormat(format)) return FORMAT_NAMES[format];
  // A BO layout: the panel is read from the header, deposit or withdraw from the layout.
  const side = format.endsWith('withdraw') ? 'withdraw ' : format.endsWith('qris') ? 'QRIS ' : '';
  return `export BO ${side}${isLuxeHeader(header) ? 'Luxe' : 'Nexus'}`;
}

export interface KnownLayout {
  format: UploadFormat;
  layoutId: string;
  /** How a refusal names the file ("mutasi BCA (KlikBCA Individual)"). */
  name: string;
  /** Columns the header resolves in this layout: the better fit has more. */
  resolved: number;
}

/** Every layout of every format once (a layout two formats share is listed under the first). */
function knownLayouts(): { format: UploadFormat; layout: Layout<unknown> }[] {
  const seen = new Set<Layout<unknown>>();
  const known: { format: UploadFormat; layout: Layout<unknown> }[] = [];
  for (const format of UPLOAD_FORMATS) {
    // `BRI` as provider opens the manual format's BRI e-statement layout too.
    for (const layout of FORMATS[format].layouts({ provider: 'BRI' }) as readonly Layout<unknown>[]) {
      if (seen.has(layout)) continue;
      seen.add(layout);
      known.push({ format, layout });
    }
  }
  return known;
}

let cachedKnown: ReturnType<typeof knownLayouts> | null = null;

/** The known layout a header row fits best (every required column, the most columns), if any. */
export function recogniseHeader(cells: readonly string[], line = 1): KnownLayout | null {
  cachedKnown ??= knownLayouts();
  let best: KnownLayout | null = null;
  for (const { format, layout } of cachedKnown) {
    const resolution = resolveHeader(cells, layout.columns);
    if (resolution.missing.length > 0) continue;
    const header: HeaderMatch = { cells, line, columns: resolution.columns };
    if (layout.acceptsHeader && !layout.acceptsHeader(header)) continue;
    const resolved = resolution.columns.size;
    if (best && resolved <= best.resolved) continue;
    best = { format, layoutId: layout.id, name: nameOf(format, layout, header), resolved };
  }
  return best;
}

/** The refusal for a file of another known kind; the endpoint's 422, like a missing column. */
export function wrongEndpoint(found: KnownLayout, expected: UploadFormat): FormatError {
  const message = `File ini ${found.name}, bukan ${FORMAT_NAMES[expected]}. Upload lewat menu yang sesuai.`;
  return new FormatError(422, message, [{ message }]);
}

/** The panels' deposit exports share their columns (and so do their withdraw exports): one kind each. */
const kindOf = (format: UploadFormat) =>
  isBoFormat(format) ? (format.includes('withdraw') ? 'bo-withdraw' : 'bo-deposit') : format;

/**
 * Whether a recognised layout belongs to the endpoint's own kind: the same layout (BNI Mobile's is read on the
 * BNI Internet endpoint too), or the same panel export (a Luxe deposit without `Player Ref` on the QRIS endpoint
 * lacks a column; it is no other file).
 */
function isOwn(found: KnownLayout, expected: UploadFormat): boolean {
  if (kindOf(found.format) === kindOf(expected)) return true;
  return FORMATS[expected].layouts({ provider: 'BRI' }).some((layout) => layout.id === found.layoutId);
}

/**
 * Header rows that resolve no layout of the endpoint: the first that is another known layout, or null
 * (the caller then names the missing columns as before).
 */
export function recogniseForeign(
  rows: readonly { cells: readonly string[]; line: number }[],
  expected: UploadFormat,
): KnownLayout | null {
  for (const row of rows) {
    if (row.cells.length < 2) continue;
    const found = recogniseHeader(row.cells, row.line);
    if (found && !isOwn(found, expected)) return found;
  }
  return null;
}

/**
 * A header the endpoint's own layout accepted that another format fits better: a Luxe withdraw export
 * (`Amount`) on the Luxe deposit endpoint, or a Luxe export on a Nexus endpoint (the aliases of both
 * panels are accepted, so only the Luxe-only labels tell them apart; Nexus files on Luxe endpoints stay
 * accepted, as formats.md says).
 */
export function recogniseBetterFit(
  header: HeaderMatch,
  ownResolved: number,
  expected: UploadFormat,
): KnownLayout | null {
  const found = recogniseHeader(header.cells, header.line);
  if (found && !isOwn(found, expected) && found.resolved > ownResolved) return found;
  if (expected.startsWith('nexus-') && isLuxeHeader(header)) {
    const luxe = expected === 'nexus-withdraw' ? 'luxe-withdraw' : 'luxe-deposit';
    return { format: luxe, layoutId: luxe, name: FORMAT_NAMES[luxe], resolved: ownResolved };
  }
  return null;
}
