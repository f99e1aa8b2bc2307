import { queryOptions } from '@tanstack/react-query';
import { WhitelistCheck, endpoints } from '@rekon/contracts';
import { getJson, call } from '../../../lib/api-client';
import { WHITELIST_KEYS } from './keys';

/**
 * The IP gate: our own `endpoints.whitelist` says whether this client's address is whitelisted (200 Success
 * or 403 Forbidden, both with the address). No third-party lookup.
 */
export const ipCheckQuery = queryOptions({
  queryKey: WHITELIST_KEYS.check,
  queryFn: () => getJson(call(endpoints.whitelist), WhitelistCheck, [403]),
  staleTime: Infinity,
  retry: 1,
  // The answer is about this browser, not the account: it survives sign-in and sign-out.
  meta: { keepAcrossSessions: true },
});
