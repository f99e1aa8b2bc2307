import { queryOptions, useQuery } from '@tanstack/react-query';
import { AccountRow, endpoints } from '@rekon/contracts';
import { getPage, call } from '../../../lib/api-client';
import { USER_KEYS } from './keys';

/** One page of accounts (a CHECKER gets those of its own website only). */
export const usersQuery = (pageSize: number, page: number) =>
  queryOptions({
    queryKey: USER_KEYS.page(pageSize, page),
    queryFn: () => getPage(call(endpoints.accountList, { pageSize, page }), AccountRow),
    placeholderData: (previous) => previous,
  });

export const useUsers = (pageSize: number, page: number) => useQuery(usersQuery(pageSize, page));
