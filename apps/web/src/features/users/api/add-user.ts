import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type Role } from '@rekon/contracts';
import { send, call } from '../../../lib/api-client';
import { USER_KEYS } from './keys';

export interface NewUser {
  account_name: string;
  account_password: string;
  account_role: Role;
  account_website: number | null;
  account_created_by: number;
}

export function useAddUser() {
  const queryClient = useQueryClient();
  return useMutation({
    // New accounts are created active (spec section 9); the server takes the creator from the session.
    mutationFn: (user: NewUser) => send(call(endpoints.addAccount), { ...user, account_status: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_KEYS.all }),
  });
}
