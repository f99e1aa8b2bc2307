import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@rekon/contracts';
import { send, call } from '../../../lib/api-client';
import { WHITELIST_KEYS } from './keys';

// The gate's own answer stays cached: this client's IP cannot be switched off by this client (server 409).
const invalidateList = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: WHITELIST_KEYS.pages });

export function useCreateWhitelist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ip: string) => send(call(endpoints.createWhitelist), { whitelist_ip: ip }),
    onSuccess: () => invalidateList(queryClient),
  });
}

export function useDeleteWhitelist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (whitelistId: number) => send(call(endpoints.deleteWhitelist, { Whitelist_id: whitelistId })),
    onSuccess: () => invalidateList(queryClient),
  });
}

export function useUpdateWhitelistStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ whitelistId, active }: { whitelistId: number; active: boolean }) =>
      send(call(endpoints.updateWhitelistStatus, { Whitelist_id: whitelistId }), {
        Whitelist_status: active,
      }),
    onSuccess: () => invalidateList(queryClient),
  });
}
