import { queryOptions, useQuery } from '@tanstack/react-query';
import { TrackingRow, endpoints } from '@rekon/contracts';
import { getPage, call } from '../../../lib/api-client';

export interface TrackingFilter {
  /** A website code, or `all` (ADMIN only). */
  websiteCode: string;
  search: string;
  pageSize: number;
  page: number;
}

/** The activity log: the plain list, or the search when a term is typed. */
export const trackingQuery = ({ websiteCode, search, pageSize, page }: TrackingFilter) =>
  queryOptions({
    queryKey: ['tracking', websiteCode, search, pageSize, page],
    queryFn: () =>
      getPage(
        search
          ? call(endpoints.searchTracking, { websiteCode, search, pageSize, page })
          : call(endpoints.tracking, { websiteCode, pageSize, page }),
        TrackingRow,
      ),
    placeholderData: (previous) => previous,
  });

export const useTracking = (filter: TrackingFilter) =>
  useQuery({ ...trackingQuery(filter), enabled: filter.websiteCode !== '' });
