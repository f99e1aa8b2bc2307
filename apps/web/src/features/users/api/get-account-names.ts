import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { AccountRow, LOOKUP_PAGE_SIZE } from '@rekon/contracts';
import { getPage } from '../../../lib/api-client';

/** The id-to-name map behind every "Last Edited By" column (`GET /api/alladminacc/1000/1`). */
export const accountNamesQuery = queryOptions({
  queryKey: ['users', 'names'],
  queryFn: async () => {
    const { rows } = await getPage(`/api/alladminacc/${LOOKUP_PAGE_SIZE}/1`, AccountRow);
    return new Map(rows.map((row) => [row.account_id, row.account_name]));
  },
});

/**
 * Names an editor: the account name when the map knows the id, else the raw id, else "-" (spec section 2).
 * A CHECKER's map holds its own website's accounts only, so an ADMIN editor shows as an id there.
 */
export function useAccountNames() {
  const { data } = useQuery(accountNamesQuery);
  return useCallback(
    (accountId: number | null) => (accountId === null ? '-' : (data?.get(accountId) ?? String(accountId))),
    [data],
  );
}
