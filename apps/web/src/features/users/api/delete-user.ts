import { useMutation, useQueryClient } from '@tanstack/react-query';
import { send } from '../../../lib/api-client';

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accountId: number) => send('DELETE', `/api/deleteadminacc/${accountId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
