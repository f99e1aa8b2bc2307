const NON_ASCII = /[\u0080-\uffff]/;
/** Whether the text holds anything beyond ASCII, which the fast paths of the readers leave to the general one. */
export const hasNonAscii = (text: string): boolean => NON_ASCII.test(text);
const NOT_NAME_CHAR = /[^a-z0-9]/g;
const DIGIT = /[0-9]/;

/**
 * Header names resolve through a normalised alias map: lower case, every non-alphanumeric removed,
 * then an exact match (never a substring: `Total Amount` is not `Amount`). Lookups go through Maps,
 * so a header named `__proto__` or `constructor` is just an unknown name.
 */
export const normaliseName = (text: string): string =>
  // NFKC leaves pure ASCII as it is; skipping it saves the ICU call on nearly every cell.
  (hasNonAscii(text) ? text.normalize('NFKC') : text).toLowerCase().replace(NOT_NAME_CHAR, '');

/**
 * Whether `text` holds an ASCII digit, which its normalised name keeps: a cell with one is never a label
 * made of letters only (a date, an amount or a ticket is no `Total` or `Saldo Awal`).
 */
export const hasDigit = (text: string): boolean => DIGIT.test(text);

export interface ColumnSpec {
  readonly key: string;
  /** How the column is named in messages (`Kolom wajib tidak ditemukan: Tanggal, Nominal`). */
  readonly label: string;
  /** Accepted header names, best first: when two columns match one key, the better alias wins. */
  readonly aliases: readonly string[];
  readonly required?: boolean;
}

export interface HeaderMatch {
  readonly cells: readonly string[];
  /** 1-based physical line of the header row. */
  readonly line: number;
  /** Column key → cell index. */
  readonly columns: ReadonlyMap<string, number>;
}

export interface HeaderResolution {
  columns: Map<string, number>;
  missing: string[];
  requiredFound: number;
}

/** Normalised aliases per spec list, computed once per layout. */
const aliasCache = new WeakMap<readonly ColumnSpec[], readonly (readonly string[])[]>();

function normalisedAliases(specs: readonly ColumnSpec[]): readonly (readonly string[])[] {
  let cached = aliasCache.get(specs);
  if (!cached) {
    cached = specs.map((spec) => spec.aliases.map(normaliseName));
    aliasCache.set(specs, cached);
  }
  return cached;
}

/**
 * Assigns header cells to column keys. Keys are served in order; each takes the leftmost free cell
 * matching its best alias, so a header with `Description` twice (Mandiri MCM) fills two keys that both
 * accept the name, by position.
 */
export function resolveHeader(cells: readonly string[], specs: readonly ColumnSpec[]): HeaderResolution {
  const positions = new Map<string, number[]>();
  cells.forEach((cell, index) => {
    const name = normaliseName(cell);
    if (name === '') return;
    const list = positions.get(name);
    if (list) list.push(index);
    else positions.set(name, [index]);
  });
  const taken = new Set<number>();
  const columns = new Map<string, number>();
  const missing: string[] = [];
  let requiredFound = 0;
  const aliases = normalisedAliases(specs);
  specs.forEach((spec, specIndex) => {
    for (const alias of aliases[specIndex] ?? []) {
      const free = positions.get(alias)?.find((position) => !taken.has(position));
      if (free !== undefined) {
        columns.set(spec.key, free);
        taken.add(free);
        if (spec.required) requiredFound++;
        return;
      }
    }
    if (spec.required) missing.push(spec.label);
  });
  return { columns, missing, requiredFound };
}
