import type { SearchKind } from '@rekon/contracts';

/** What a review list searches for, or null for the plain list. */
export type ReviewSearch = { kind: SearchKind; term: string } | null;

/** Digits, spaces, dots, commas and underscores only: an amount as staff type it (`1.250.000`). */
const AMOUNT_TEXT = /^[0-9\s.,_]+$/;

export const digitsOnly = (text: string) => text.replace(/[^0-9]/g, '');

/**
 * The spec's search box rules (section 5): the ID Tracking box (digits only) takes precedence; otherwise text
 * made only of digits and separators is a nominal search sent as digits, and anything else a name search.
 */
export function reviewSearch(text: string, idTracking: string): ReviewSearch {
  const id = digitsOnly(idTracking);
  if (id) return { kind: 'id', term: id };
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (AMOUNT_TEXT.test(trimmed)) {
    const digits = digitsOnly(trimmed);
    // Separators alone ("_", ".,") are no amount: nothing to look for.
    return digits ? { kind: 'nominal', term: digits } : null;
  }
  return { kind: 'string', term: trimmed };
}

/** The search text typed applies after this pause and starts again at page 1 (spec section 4). */
export const SEARCH_DEBOUNCE_MS = 400;
