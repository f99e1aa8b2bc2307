import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, FeedListAnswer, type CreateFeedBody, type UpdateFeedBody } from '@rekon/contracts';
import { call, getJson, send, sendForData } from '../../../lib/api-client';

export const FEED_KEYS = { all: ['feeds'] as const };

/** The feeds with their health; read again every 30 s while the screen is open, so an arrival shows. */
export const feedsQuery = () =>
  queryOptions({
    queryKey: FEED_KEYS.all,
    queryFn: () => getJson(call(endpoints.feeds), FeedListAnswer),
    refetchInterval: 30_000,
  });

export const useFeeds = () => useQuery(feedsQuery());

const useInvalidate = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: FEED_KEYS.all });
};

export function useCreateFeed() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: CreateFeedBody) => sendForData(call(endpoints.createFeed), body),
    onSuccess: invalidate,
  });
}

export function useUpdateFeed() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ feedId, body }: { feedId: number; body: UpdateFeedBody }) =>
      send(call(endpoints.updateFeed, { feed_id: feedId }), body),
    onSettled: invalidate,
  });
}

export function useDeleteFeed() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (feedId: number) => send(call(endpoints.deleteFeed, { feed_id: feedId })),
    onSettled: invalidate,
  });
}

export function useTestFeed() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (feedId: number) => send(call(endpoints.testFeed, { feed_id: feedId })),
    onSettled: invalidate,
  });
}
