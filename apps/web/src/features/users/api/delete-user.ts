import { useMutation, useQueryClient } from '@tanstack/react-query';
import { send } from '../../../lib/api-client';
import { USER_KEYS } from './keys';

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accountId: number) => send('DELETE', `/api/deleteadminacc/${accountId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_KEYS.all }),
  });
}
