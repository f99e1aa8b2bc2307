import { useMutation, useQueryClient } from '@tanstack/react-query';
import { send } from '../../../lib/api-client';
import { USER_KEYS } from './keys';

/** An ADMIN lifts every sign-in lock of an account (decision 062). */
export function useUnlockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accountId: number) => send('PUT', `/api/unlockadminacc/${accountId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_KEYS.all }),
  });
}
