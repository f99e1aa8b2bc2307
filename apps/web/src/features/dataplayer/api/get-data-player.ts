import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DataPlayerResponse, formatWireDate, type IsoDate, endpoints } from '@rekon/contracts';
import { getJson, call } from '../../../lib/api-client';
import { REPORT_KEYS } from './keys';

export interface DataPlayerQuery {
  website: string;
  start: IsoDate;
  end: IsoDate;
  /** A username to search for; '' lists every transaction. */
  username: string;
  pageSize: number;
  page: number;
}

/** One page of transactions with the totals of the whole range (the username search when one is typed). */
export const dataPlayerQuery = ({ website, start, end, username, pageSize, page }: DataPlayerQuery) => {
  const range = {
    websiteCode: website,
    start: formatWireDate(start),
    end: formatWireDate(end),
    pageSize,
    page,
  };
  return queryOptions({
    queryKey: REPORT_KEYS.dataPlayer(website, start, end, username, pageSize, page),
    queryFn: () =>
      getJson(
        username
          ? call(endpoints.searchDataPlayer, { ...range, username })
          : call(endpoints.dataPlayer, range),
        DataPlayerResponse,
      ),
    // The previous page stays on screen while the next one loads (the pager is disabled meanwhile).
    placeholderData: keepPreviousData,
  });
};

export const useDataPlayer = (query: DataPlayerQuery) => useQuery(dataPlayerQuery(query));
