import { queryOptions, useQuery } from '@tanstack/react-query';
import { DashboardResponse, formatWireDate, type IsoDate, endpoints } from '@rekon/contracts';
import { getJson, call } from '../../../lib/api-client';

/** `all` (ADMIN) or one website code. */
export const dashboardQuery = (websiteCode: string, date: IsoDate) =>
  queryOptions({
    queryKey: ['dashboard', websiteCode, date],
    queryFn: () =>
      getJson(call(endpoints.dashboard, { websiteCode, date: formatWireDate(date) }), DashboardResponse),
    // Uploads and approvals land all day: the home page catches up when staff come back to it.
    refetchOnWindowFocus: true,
  });

export const useDashboard = (websiteCode: string, date: IsoDate) =>
  useQuery({ ...dashboardQuery(websiteCode, date), enabled: websiteCode !== '' && date !== '' });
