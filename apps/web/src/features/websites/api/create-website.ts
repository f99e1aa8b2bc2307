import { useMutation, useQueryClient } from '@tanstack/react-query';
import { send } from '../../../lib/api-client';

export interface NewWebsite {
  website_name: string;
  website_code: string;
  website_panel: string;
}

export function useCreateWebsite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (website: NewWebsite) => send('POST', '/api/createwebsite', website),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['websites'] }),
  });
}
