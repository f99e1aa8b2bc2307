/** The page as it was when an action was confirmed, to find the row after the ones acted on. */
export interface FocusTarget {
  ids: number[];
  acted: ReadonlySet<number>;
  /** The rows the action was confirmed on: the focus moves once the list holds the refreshed ones. */
  stale: unknown[];
  /** Which control of that row: its Ket (after an approval), or its first control (its check box). */
  field: 'remark' | 'first';
}

const FIRST_CONTROL = 'input:not([disabled]), button:not([disabled])';
const REMARK = 'input[data-cell-field="remark"]:not([disabled])';

/**
 * After an update or delete the focus moves to a control of the row that followed the rows acted on (or preceded
 * them, at the end of the page), else to the table itself, never to the page body.
 */
export function focusRow(target: FocusTarget, current: number[], tableLabel: string) {
  const last = Math.max(...target.ids.map((id, index) => (target.acted.has(id) ? index : -1)));
  const after = target.ids.slice(last + 1).find((id) => current.includes(id) && !target.acted.has(id));
  const before = target.ids
    .slice(0, last)
    .reverse()
    .find((id) => current.includes(id) && !target.acted.has(id));
  const id = after ?? before;
  const row = id === undefined ? null : document.querySelector(`tr[data-row-id="${id}"]`);
  const control =
    (target.field === 'remark' ? row?.querySelector<HTMLElement>(REMARK) : null) ??
    row?.querySelector<HTMLElement>(FIRST_CONTROL);
  const table = [...document.querySelectorAll<HTMLElement>('[role="region"]')].find(
    (region) => region.getAttribute('aria-label') === tableLabel,
  );
  (control ?? table)?.focus();
}
