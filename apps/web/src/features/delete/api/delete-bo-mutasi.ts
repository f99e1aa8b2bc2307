import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatWireDate, type IsoDate, endpoints } from '@rekon/contracts';
import { sendForData, call } from '../../../lib/api-client';
import { REVIEW_KEY } from '../../../lib/query-keys';

export interface DeleteRequest {
  /** `YYYY-MM-DD`; sent as `DD-Mon-YYYY`. */
  date: IsoDate;
  /** The website code. */
  group: string;
}

/**
 * `endpoints.deleteBoMutasi`: the website's BO and mutasi rows of the date uploaded at most 24 hours ago. The
 * server enforces the 24 hours; its answer is shown as it is.
 */
export function useDeleteBoMutasi() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ date, group }: DeleteRequest) =>
      sendForData(call(endpoints.deleteBoMutasi), { date: formatWireDate(date), group }),
    // The review lists' rows are what this call removes or sends back to Pending.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REVIEW_KEY }),
  });
}
