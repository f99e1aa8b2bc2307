import { useMutation, useQueryClient } from '@tanstack/react-query';
import { send } from '../../../lib/api-client';
import { WEBSITE_KEYS } from '../../../lib/query-keys';

export function useDeleteWebsite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (websiteId: number) => send('DELETE', `/api/deletewebsite/${websiteId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBSITE_KEYS.all }),
  });
}
