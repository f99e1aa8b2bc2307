import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  formatWireDate,
  ReplayApplyResponse,
  ReplayPreviewResponse,
  type IsoDate,
  endpoints,
} from '@rekon/contracts';
import { getJson, sendForData, call } from '../../../lib/api-client';

/** A replay's range: one website, business dates `from..to` (`YYYY-MM-DD`, both included). */
export interface ReplayRange {
  website: string;
  from: IsoDate;
  to: IsoDate;
}

export const REPLAY_KEY = ['rulereplay'] as const;

/**
 * `endpoints.replayPreview`: what the current rules would pair, written nowhere. Asked
 * only for a range the ADMIN chose with "Pratinjau"; never served from cache (the plan follows the data).
 */
export const replayPreviewQuery = (range: ReplayRange) =>
  queryOptions({
    queryKey: [...REPLAY_KEY, range.website, range.from, range.to],
    queryFn: async () =>
      (
        await getJson(
          call(endpoints.replayPreview, {
            websiteCode: range.website,
            from: formatWireDate(range.from),
            to: formatWireDate(range.to),
          }),
          ReplayPreviewResponse,
        )
      ).data,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export const useReplayPreview = (range: ReplayRange | null) =>
  useQuery({
    ...replayPreviewQuery(range ?? { website: '', from: '', to: '' }),
    enabled: range !== null,
  });

/** The lists whose rows an apply pairs or reopens (review lists, the dashboard's figures). */
const CHANGED_BY_APPLY = [['review'], ['dashboard']];

/**
 * `endpoints.replayApply`: applies the previewed plan. The server computes it again under the website's
 * lock and answers 409 when it is no longer the previewed one.
 */
export function useApplyReplay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ range, token }: { range: ReplayRange; token: string }) =>
      ReplayApplyResponse.parse(
        await sendForData(call(endpoints.replayApply), {
          website: range.website,
          from: formatWireDate(range.from),
          to: formatWireDate(range.to),
          preview_token: token,
        }),
      ),
    onSettled: () =>
      Promise.all(CHANGED_BY_APPLY.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
