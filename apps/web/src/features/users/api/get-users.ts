import { queryOptions, useQuery } from '@tanstack/react-query';
import { AccountRow } from '@rekon/contracts';
import { getPage } from '../../../lib/api-client';
import { USER_KEYS } from './keys';

/** One page of accounts (a CHECKER gets those of its own website only). */
export const usersQuery = (pageSize: number, page: number) =>
  queryOptions({
    queryKey: USER_KEYS.page(pageSize, page),
    queryFn: () => getPage(`/api/alladminacc/${pageSize}/${page}`, AccountRow),
    placeholderData: (previous) => previous,
  });

export const useUsers = (pageSize: number, page: number) => useQuery(usersQuery(pageSize, page));
