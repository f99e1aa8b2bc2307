import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@rekon/contracts';
import { send, call } from '../../../lib/api-client';
import { USER_KEYS } from './keys';

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accountId: number) => send(call(endpoints.deleteAccount, { id: accountId })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_KEYS.all }),
  });
}
