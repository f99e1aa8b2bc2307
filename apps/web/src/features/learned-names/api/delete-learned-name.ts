import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@rekon/contracts';
import { send, call } from '../../../lib/api-client';
import { LEARNED_NAMES_KEY } from './get-learned-names';

/** Forgets one learned name. The list reloads either way: a name already removed elsewhere (404) is gone too. */
export function useDeleteLearnedName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (learnedNameId: number) =>
      send(call(endpoints.deleteLearnedName, { learned_name_id: learnedNameId })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: LEARNED_NAMES_KEY }),
  });
}
