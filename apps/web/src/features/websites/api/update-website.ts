import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type UpdateWebsiteBody } from '@rekon/contracts';
import { send, call } from '../../../lib/api-client';
import { WEBSITE_KEYS } from '../../../lib/query-keys';

/** `endpoints.updateWebsite`: the BO scale, ADMIN only. */
export function useUpdateWebsiteScale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ websiteId, scale }: { websiteId: number; scale: UpdateWebsiteBody['website_bo_scale'] }) =>
      send(call(endpoints.updateWebsite, { website_id: websiteId }), { website_bo_scale: scale }),
    // The choosers (the Upload form's confirmation shows the scale) read the same websites.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBSITE_KEYS.all }),
  });
}
