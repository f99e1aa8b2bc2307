import { useEffect, useRef } from 'react';

const REMARK = 'input[data-cell-field="remark"]:not([disabled])';
const CONTROL = 'input:not([disabled]), button:not([disabled])';

/**
 * After an undo the row's "Batalkan" is gone (the row is Pending again): once the list shows the refreshed row,
 * the focus goes to it, to its Ket on View BO or its first control ("Saran" on View Mutasi), never to the page
 * body.
 */
export function useRefocusRow<Row>(rows: Row[]) {
  const target = useRef<{ id: number; stale: Row[] } | null>(null);
  useEffect(() => {
    const wanted = target.current;
    if (!wanted || rows === wanted.stale) return;
    target.current = null;
    const row = document.querySelector(`tr[data-row-id="${wanted.id}"]`);
    (row?.querySelector<HTMLElement>(REMARK) ?? row?.querySelector<HTMLElement>(CONTROL))?.focus();
  }, [rows]);
  return (id: number) => {
    target.current = { id, stale: rows };
  };
}
