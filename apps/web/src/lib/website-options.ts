import { queryOptions, useQuery } from '@tanstack/react-query';
import { WebsiteOption } from '@rekon/contracts';
import { getJson, listOf } from './api-client';
import { WEBSITE_KEYS } from './query-keys';

/** `GET /api/websitelist`: every website for an ADMIN, the own one for anyone else (the choosers' options). */
export const websiteOptionsQuery = queryOptions({
  queryKey: WEBSITE_KEYS.options,
  queryFn: () => getJson('/api/websitelist', listOf(WebsiteOption)),
});

export const useWebsiteOptions = (enabled = true) => useQuery({ ...websiteOptionsQuery, enabled });

/** `GET /api/deletewebsitelist`: every website, for the /delete screen (a CHECKER may pick any, spec section 6). */
export const deleteWebsiteOptionsQuery = queryOptions({
  queryKey: WEBSITE_KEYS.deleteOptions,
  queryFn: () => getJson('/api/deletewebsitelist', listOf(WebsiteOption)),
});

export const useDeleteWebsiteOptions = () => useQuery(deleteWebsiteOptionsQuery);
