import { queryOptions, useQuery } from '@tanstack/react-query';
import { LearnedNameRow, endpoints } from '@rekon/contracts';
import { getPage, call } from '../../../lib/api-client';

/** The path segment that lists every website's learned names at once. */
export const ALL_WEBSITES = 'all';

export const LEARNED_NAMES_KEY = ['learnednames'] as const;

/** One page of the learned names of a website (or of all websites), ADMIN only. */
export const learnedNamesQuery = (websiteCode: string, pageSize: number, page: number) =>
  queryOptions({
    queryKey: [...LEARNED_NAMES_KEY, websiteCode, pageSize, page],
    queryFn: () => getPage(call(endpoints.learnedNames, { websiteCode, pageSize, page }), LearnedNameRow),
    placeholderData: (previous) => previous,
    // Checkers teach names with every approval that pairs differing names: a list shown again is asked again.
    staleTime: 0,
  });

export const useLearnedNames = (websiteCode: string, pageSize: number, page: number) =>
  useQuery(learnedNamesQuery(websiteCode, pageSize, page));
