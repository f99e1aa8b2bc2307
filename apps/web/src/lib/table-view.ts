import { useState } from 'react';

/** How tall a table's rows are: one line (`compact`), or with room and every text in full (`comfortable`). */
export type Density = 'compact' | 'comfortable';

/** What a person chose for one table: the columns hidden and the density. */
export interface TableView {
  hidden: string[];
  density: Density;
}

// Per table and per account: two people sharing a browser each keep their own (as decision 036's upload choices).
const keyOf = (table: string, accountId: number) => `rekon.table.${table}.${accountId}`;

function load(table: string, accountId: number): TableView | null {
  try {
    const saved: unknown = JSON.parse(window.localStorage.getItem(keyOf(table, accountId)) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return null;
    const { hidden, density } = saved as Partial<TableView>;
    if (!Array.isArray(hidden) || !hidden.every((id) => typeof id === 'string')) return null;
    if (density !== 'compact' && density !== 'comfortable') return null;
    return { hidden, density };
  } catch {
    return null;
  }
}

function save(table: string, accountId: number, view: TableView) {
  try {
    window.localStorage.setItem(keyOf(table, accountId), JSON.stringify(view));
  } catch {
    // Storage full or switched off: the choice holds until the page is left.
  }
}

/** The account's saved view of a table (its defaults until it chooses), and a setter that remembers. */
export function useTableView(table: string, accountId: number, defaults: TableView) {
  const [view, setView] = useState<TableView>(() => load(table, accountId) ?? defaults);
  const change = (next: TableView) => {
    setView(next);
    save(table, accountId, next);
  };
  return [view, change] as const;
}
