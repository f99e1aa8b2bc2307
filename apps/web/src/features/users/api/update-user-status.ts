import { useMutation, useQueryClient } from '@tanstack/react-query';
import { send } from '../../../lib/api-client';

export function useUpdateUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ accountId, active }: { accountId: number; active: boolean }) =>
      send('PUT', `/api/updatestatusadminacc/${accountId}`, { account_status: active }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
