import { useMutation, useQueryClient } from '@tanstack/react-query';
import { send } from '../../../lib/api-client';
import { WEBSITE_KEYS } from '../../../lib/query-keys';

export interface NewWebsite {
  website_name: string;
  website_code: string;
  website_panel: string;
}

export function useCreateWebsite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (website: NewWebsite) => send('POST', '/api/createwebsite', website),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBSITE_KEYS.all }),
  });
}
