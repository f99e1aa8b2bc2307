import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@rekon/contracts';
import { send, call } from '../../../lib/api-client';
import { USER_KEYS } from './keys';

export interface PasswordChange {
  accountId: number;
  password: string;
  /** Needed when the account is your own (the server checks it). */
  currentPassword?: string;
}

export function useUpdatePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ accountId, password, currentPassword }: PasswordChange) =>
      send(call(endpoints.updatePassword, { id: accountId }), {
        account_password: password,
        ...(currentPassword === undefined ? {} : { current_password: currentPassword }),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_KEYS.all }),
  });
}
