import type { IsoDate } from '@rekon/contracts';

/** The cache keys of the Data Player and Game Site reports (one root: "Refresh" reloads both). */
export const REPORT_KEYS = {
  all: ['reports'] as const,
  dataPlayer: (
    website: string,
    start: IsoDate,
    end: IsoDate,
    username: string,
    pageSize: number,
    page: number,
  ) => ['reports', 'dataplayer', website, start, end, username, pageSize, page] as const,
  gameSite: (website: string, start: IsoDate, end: IsoDate, pageSize: number, page: number) =>
    ['reports', 'gamesite', website, start, end, pageSize, page] as const,
};
