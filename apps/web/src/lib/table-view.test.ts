import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useTableView, type TableView } from './table-view';

const DEFAULTS: TableView = { hidden: ['app'], density: 'compact' };

afterEach(() => window.localStorage.clear());

describe('useTableView', () => {
  it('starts from the defaults and keeps a choice for that account and table only', () => {
    const first = renderHook(() => useTableView('BO Deposit', 7, DEFAULTS));
    expect(first.result.current[0]).toEqual(DEFAULTS);
    act(() => first.result.current[1]({ hidden: ['username'], density: 'comfortable' }));
    expect(first.result.current[0]).toEqual({ hidden: ['username'], density: 'comfortable' });

    expect(renderHook(() => useTableView('BO Deposit', 7, DEFAULTS)).result.current[0]).toEqual({
      hidden: ['username'],
      density: 'comfortable',
    });
    expect(renderHook(() => useTableView('BO Deposit', 8, DEFAULTS)).result.current[0]).toEqual(DEFAULTS);
    expect(renderHook(() => useTableView('BO Withdraw', 7, DEFAULTS)).result.current[0]).toEqual(DEFAULTS);
  });

  it('ignores a saved value it does not understand', () => {
    window.localStorage.setItem('rekon.table.BO Deposit.7', JSON.stringify({ hidden: 'app', density: 'x' }));
    expect(renderHook(() => useTableView('BO Deposit', 7, DEFAULTS)).result.current[0]).toEqual(DEFAULTS);
    window.localStorage.setItem('rekon.table.BO Deposit.7', '{not json');
    expect(renderHook(() => useTableView('BO Deposit', 7, DEFAULTS)).result.current[0]).toEqual(DEFAULTS);
  });
});
