/** One entry of a pager: a page number or a gap. */
export type PageItem = number | 'ellipsis';

const range = (from: number, to: number): number[] =>
  from > to ? [] : Array.from({ length: to - from + 1 }, (_, index) => from + index);

/** Pages needed for `total` rows: at least 1, so an empty list still reads "page 1 of 1". */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The lists' page window (spec section 9): five pages around the current one, plus the first and the last
 * with an ellipsis where pages are left out.
 */
export function windowedPages(current: number, totalPages: number, width = 5): PageItem[] {
  if (totalPages <= width + 2) return range(1, totalPages);
  const half = Math.floor(width / 2);
  const start = Math.min(Math.max(1, current - half), totalPages - width + 1);
  const end = start + width - 1;
  const items: PageItem[] = [];
  if (start > 1) items.push(1);
  if (start > 2) items.push('ellipsis');
  items.push(...range(start, end));
  if (end < totalPages - 1) items.push('ellipsis');
  if (end < totalPages) items.push(totalPages);
  return items;
}

/**
 * The tracking pager (spec section 2): one boundary page at each end and one sibling on each side of the
 * current page, with an ellipsis for each gap. The item count stays the same wherever the current page is.
 */
export function siblingPages(current: number, totalPages: number, boundaries = 1, siblings = 1): PageItem[] {
  const startPages = range(1, Math.min(boundaries, totalPages));
  const endPages = range(Math.max(totalPages - boundaries + 1, boundaries + 1), totalPages);
  const siblingsStart = Math.max(
    Math.min(current - siblings, totalPages - boundaries - siblings * 2 - 1),
    boundaries + 2,
  );
  const siblingsEnd = Math.min(
    Math.max(current + siblings, boundaries + siblings * 2 + 2),
    endPages.length > 0 ? endPages[0]! - 2 : totalPages - 1,
  );
  const items: PageItem[] = [...startPages];
  if (siblingsStart > boundaries + 2) items.push('ellipsis');
  else if (boundaries + 1 < totalPages - boundaries) items.push(boundaries + 1);
  items.push(...range(siblingsStart, siblingsEnd));
  if (siblingsEnd < totalPages - boundaries - 1) items.push('ellipsis');
  else if (totalPages - boundaries > boundaries) items.push(totalPages - boundaries);
  items.push(...endPages);
  return items;
}
