import { queryOptions, useQuery } from '@tanstack/react-query';
import { WhitelistRow, endpoints } from '@rekon/contracts';
import { getPage, call } from '../../../lib/api-client';
import { WHITELIST_KEYS } from './keys';

export const whitelistQuery = (pageSize: number, page: number) =>
  queryOptions({
    queryKey: WHITELIST_KEYS.page(pageSize, page),
    queryFn: () => getPage(call(endpoints.viewWhitelist, { pageSize, page }), WhitelistRow),
    placeholderData: (previous) => previous,
  });

export const useWhitelist = (pageSize: number, page: number) => useQuery(whitelistQuery(pageSize, page));
