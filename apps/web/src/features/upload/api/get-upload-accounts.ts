import { queryOptions, useQuery } from '@tanstack/react-query';
import { AkunBankOption, endpoints } from '@rekon/contracts';
import { getJson, listOf, call } from '../../../lib/api-client';
import { AKUN_BANK_KEYS } from '../../../lib/query-keys';

export interface UploadAccountsKey {
  websiteCode: string;
  /** The normalised bank segment (bca, mandiri, bni, cimb, bri, ovo, dana, linkaja, gopay). */
  bank: string;
  side: 'depo' | 'wd';
}

/** The active Data Bank accounts a bank upload may name: `endpoints.akunBankList`. */
export const uploadAccountsQuery = ({ websiteCode, bank, side }: UploadAccountsKey) =>
  queryOptions({
    // Under the bank accounts' root, so a change on the Data Bank screen refreshes the chooser too.
    queryKey: AKUN_BANK_KEYS.forUpload(websiteCode, bank, side),
    queryFn: () =>
      getJson(call(endpoints.akunBankList, { websiteCode, bank, jenis: side }), listOf(AkunBankOption)),
  });

export const useUploadAccounts = (key: UploadAccountsKey | null) =>
  useQuery({
    ...uploadAccountsQuery(key ?? { websiteCode: '', bank: '', side: 'depo' }),
    enabled: key !== null,
  });
