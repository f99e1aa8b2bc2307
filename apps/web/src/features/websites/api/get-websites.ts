import { queryOptions, useQuery } from '@tanstack/react-query';
import { WebsiteRow, endpoints } from '@rekon/contracts';
import { getPage, call } from '../../../lib/api-client';
import { WEBSITE_KEYS } from '../../../lib/query-keys';

export const websitesQuery = (pageSize: number, page: number) =>
  queryOptions({
    queryKey: WEBSITE_KEYS.page(pageSize, page),
    queryFn: () => getPage(call(endpoints.viewWebsite, { pageSize, page }), WebsiteRow),
    placeholderData: (previous) => previous,
  });

export const useWebsites = (pageSize: number, page: number) => useQuery(websitesQuery(pageSize, page));
