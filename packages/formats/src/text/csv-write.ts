/** A cell needs quotes when it holds the delimiter, a quote or a line break (RFC 4180). */
const NEEDS_QUOTES = /[",\r\n]/;

export const csvCell = (value: string, quoteAll = false): string =>
  quoteAll || NEEDS_QUOTES.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

/**
 * Comma-separated, CRLF line ends, quoted where needed (or every cell, as BRI's e-statement writes
 * it): what Excel and the banks' own exports write.
 */
export const toCsv = (rows: readonly (readonly string[])[], { quoteAll = false } = {}): string =>
  rows.map((cells) => cells.map((cell) => csvCell(cell, quoteAll)).join(',') + '\r\n').join('');
