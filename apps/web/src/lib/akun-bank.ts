import { queryOptions, useQuery } from '@tanstack/react-query';
import { AkunBankRow, endpoints } from '@rekon/contracts';
import { getPage, call } from './api-client';
import { AKUN_BANK_KEYS } from './query-keys';

/** One page of a website's bank accounts (the path takes the code lower-cased, as the spec's client sends it). */
export const akunBankQuery = (websiteCode: string, pageSize: number, page: number) =>
  queryOptions({
    queryKey: AKUN_BANK_KEYS.page(websiteCode, pageSize, page),
    queryFn: () =>
      getPage(
        call(endpoints.viewAkunBank, { websiteCode: websiteCode.toLowerCase(), pageSize, page }),
        AkunBankRow,
      ),
    placeholderData: (previous) => previous,
  });

export const useAkunBank = (websiteCode: string, pageSize: number, page: number) =>
  useQuery({ ...akunBankQuery(websiteCode, pageSize, page), enabled: websiteCode !== '' });
