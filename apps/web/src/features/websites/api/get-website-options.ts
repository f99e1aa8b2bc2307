import { queryOptions, useQuery } from '@tanstack/react-query';
import { WebsiteOption } from '@rekon/contracts';
import { getJson, listOf } from '../../../lib/api-client';

/** `GET /api/websitelist`: every website for an ADMIN, the own one for anyone else (the choosers' options). */
export const websiteOptionsQuery = queryOptions({
  queryKey: ['websites', 'options'],
  queryFn: () => getJson('/api/websitelist', listOf(WebsiteOption)),
});

export const useWebsiteOptions = (enabled = true) => useQuery({ ...websiteOptionsQuery, enabled });
