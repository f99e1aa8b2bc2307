import { useMutation, useQueryClient } from '@tanstack/react-query';
import { send } from '../../../lib/api-client';
import { WHITELIST_KEYS } from './keys';

// The gate's own answer stays cached: this client's IP cannot be switched off by this client (server 409).
const invalidateList = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: WHITELIST_KEYS.pages });

export function useCreateWhitelist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ip: string) => send('POST', '/api/createwhitelist', { whitelist_ip: ip }),
    onSuccess: () => invalidateList(queryClient),
  });
}

export function useDeleteWhitelist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (whitelistId: number) => send('DELETE', `/api/deletewhitelist/${whitelistId}`),
    onSuccess: () => invalidateList(queryClient),
  });
}

export function useUpdateWhitelistStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ whitelistId, active }: { whitelistId: number; active: boolean }) =>
      send('PUT', `/api/updatestatuswhitelist/${whitelistId}`, { Whitelist_status: active }),
    onSuccess: () => invalidateList(queryClient),
  });
}
