import { parseWireDate, type ReplaySideCounts } from '@rekon/contracts';

export const SIDE_LABEL: Record<ReplaySideCounts['side'], string> = { DEPO: 'Deposit', WD: 'Withdraw' };

export const OUTCOME_LABEL = {
  contested: 'kembali Pending, contested',
  repaired: 'dipasangkan ulang',
  pending: 'kembali Pending',
} as const;

/** Pairs a side's plan makes, all passes together. */
export const pairedOf = (counts: ReplaySideCounts) =>
  counts.matched.REF + counts.matched.EXACT + counts.matched.UNIQUE;

/** `2026-06-05` as `05/06/2026` (ui.md: dates dd/mm/yyyy). */
export const dayText = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** Days from `from` to `to`, both included; 0 when reversed or incomplete. */
export function daysBetween(from: string, to: string): number {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end) || end < start) return 0;
  return Math.round((end - start) / 86_400_000) + 1;
}

/** The API's `05-Jun-2026` as `05/06/2026`. */
export const wireDayText = (wire: string) => {
  const iso = parseWireDate(wire);
  return iso ? dayText(iso) : wire;
};

/** A statement row by its description, with the name read from it when the description does not show it. */
export function mutasiText(description: string | null, name: string | null): string {
  if (!description) return name ?? '-';
  if (!name || description.toUpperCase().includes(name.toUpperCase())) return description;
  return `${description} · ${name}`;
}
