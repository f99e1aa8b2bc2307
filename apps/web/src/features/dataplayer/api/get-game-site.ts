import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { formatWireDate, GameSiteResponse, type IsoDate, endpoints } from '@rekon/contracts';
import { getJson, call } from '../../../lib/api-client';
import { REPORT_KEYS } from './keys';

export interface GameSiteQuery {
  website: string;
  start: IsoDate;
  end: IsoDate;
  pageSize: number;
  page: number;
}

/** One page of per-date totals, with the totals of the whole range for the Total Sum row. */
export const gameSiteQuery = ({ website, start, end, pageSize, page }: GameSiteQuery) =>
  queryOptions({
    queryKey: REPORT_KEYS.gameSite(website, start, end, pageSize, page),
    queryFn: () =>
      getJson(
        call(endpoints.totalDataPlayer, {
          websiteCode: website,
          start: formatWireDate(start),
          end: formatWireDate(end),
          pageSize,
          page,
        }),
        GameSiteResponse,
      ),
    placeholderData: keepPreviousData,
  });

export const useGameSite = (query: GameSiteQuery) => useQuery(gameSiteQuery(query));
