import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@rekon/contracts';
import { send, call } from '../../../lib/api-client';
import { WEBSITE_KEYS } from '../../../lib/query-keys';

export interface NewWebsite {
  website_name: string;
  website_code: string;
  website_panel: string;
}

export function useCreateWebsite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (website: NewWebsite) => send(call(endpoints.createWebsite), website),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBSITE_KEYS.all }),
  });
}
