import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@rekon/contracts';
import { send, call } from '../../../lib/api-client';
import { WEBSITE_KEYS } from '../../../lib/query-keys';

export function useDeleteWebsite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (websiteId: number) => send(call(endpoints.deleteWebsite, { website_id: websiteId })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBSITE_KEYS.all }),
  });
}
