import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@rekon/contracts';
import { call, send } from '../../../lib/api-client';
import { USER_KEYS } from './keys';

/** An ADMIN lifts every sign-in lock of an account (decision 062). */
export function useUnlockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accountId: number) => send(call(endpoints.unlockAccount, { id: accountId })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_KEYS.all }),
  });
}
