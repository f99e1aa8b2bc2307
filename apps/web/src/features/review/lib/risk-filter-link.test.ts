import { describe, expect, it } from 'vitest';
import { completeFilter, filterFromQuery, startingFilter } from './review-filter';

describe('the "Sinyal risiko" filter in a review link', () => {
  it('is read from `signal` beside the other filters; an unknown value is left out', () => {
    const params = new URLSearchParams(
      'type=withdraw&website=al01&date=05-Jun-2026&status=all&signal=amount_edits',
    );
    expect(filterFromQuery(params)).toEqual({
      side: 'withdraw',
      website: 'AL01',
      date: '2026-06-05',
      status: 'all',
      signal: 'amount_edits',
    });
    expect(filterFromQuery(new URLSearchParams('signal=odd'))).toEqual({});
    const { initial, searchAtOnce } = startingFilter(params, null);
    expect(searchAtOnce).toBe(true);
    expect(completeFilter(initial)).toEqual({
      side: 'withdraw',
      website: 'AL01',
      date: '2026-06-05',
      status: 'all',
      signal: 'amount_edits',
    });
    expect(completeFilter({ ...initial, signal: '' })).toEqual({
      side: 'withdraw',
      website: 'AL01',
      date: '2026-06-05',
      status: 'all',
    });
  });
});
