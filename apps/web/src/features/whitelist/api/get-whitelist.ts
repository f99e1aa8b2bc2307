import { queryOptions, useQuery } from '@tanstack/react-query';
import { WhitelistRow } from '@rekon/contracts';
import { getPage } from '../../../lib/api-client';
import { WHITELIST_KEYS } from './keys';

export const whitelistQuery = (pageSize: number, page: number) =>
  queryOptions({
    queryKey: WHITELIST_KEYS.page(pageSize, page),
    queryFn: () => getPage(`/api/viewwhitelist/${pageSize}/${page}`, WhitelistRow),
    placeholderData: (previous) => previous,
  });

export const useWhitelist = (pageSize: number, page: number) => useQuery(whitelistQuery(pageSize, page));
