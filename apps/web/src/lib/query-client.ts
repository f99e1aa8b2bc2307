import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** The cache key of the signed-in user's claims (`endpoints.me`); null means signed out. */
export const ME_KEY = ['me'] as const;

const isClientError = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * One cache for the app. A 401 from any call means the session ended (expired, revoked, account switched
 * off): forgetting the claims makes the guards send the user to /signin.
 */
export function createQueryClient(): QueryClient {
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) client.setQueryData(ME_KEY, null);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A refusal (4xx) will not change on retry; a dropped connection or a 5xx may.
        retry: (failures, error) => !isClientError(error) && failures < 2,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
