import { queryOptions, useQuery } from '@tanstack/react-query';
import { WebsiteOption, endpoints } from '@rekon/contracts';
import { getJson, listOf, call } from './api-client';
import { WEBSITE_KEYS } from './query-keys';

/** `endpoints.websiteList`: every website for an ADMIN, the own one for anyone else (the choosers' options). */
export const websiteOptionsQuery = queryOptions({
  queryKey: WEBSITE_KEYS.options,
  queryFn: () => getJson(call(endpoints.websiteList), listOf(WebsiteOption)),
});

export const useWebsiteOptions = (enabled = true) => useQuery({ ...websiteOptionsQuery, enabled });

/** `endpoints.deleteWebsiteList`: every website, for the /delete screen (a CHECKER may pick any, spec section 6). */
export const deleteWebsiteOptionsQuery = queryOptions({
  queryKey: WEBSITE_KEYS.deleteOptions,
  queryFn: () => getJson(call(endpoints.deleteWebsiteList), listOf(WebsiteOption)),
});

export const useDeleteWebsiteOptions = () => useQuery(deleteWebsiteOptionsQuery);
