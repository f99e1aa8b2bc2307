import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { BulkResponse, MutasiSaranResponse } from '@rekon/contracts';
import { call, getJson, sendForAnswer } from '../../../lib/api-client';
import { REVIEW_KEY } from '../../../lib/query-keys';
import type { MutasiList } from './review-lists';

/** Why a pending statement row is pending and the requests nearest it; with a ticket, that request too. */
export function saranQuery<Row>(list: MutasiList<Row>, id: number, ticket: string) {
  return queryOptions({
    queryKey: [...REVIEW_KEY, 'saran', list.saran.path, id, ticket],
    queryFn: () =>
      getJson(call(list.saran, { mutasiId: id }, { ticket: ticket || undefined }), MutasiSaranResponse),
    staleTime: 0,
  });
}

export type DeskAction =
  | { kind: 'pair'; boId: number; remark: string }
  | { kind: 'explain'; category: string; remark: string }
  | { kind: 'undo'; remark: string };

/**
 * The statement side's actions on one row: pairing with a request (the BO approval with this row as its
 * counterpart: the same rules and window), explaining without a BO row, and undoing what settled it. Each answer
 * is per row; both lists reload either way.
 */
export function useDeskAction<Row>(list: MutasiList<Row>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: DeskAction }) => {
      if (action.kind === 'pair')
        return sendForAnswer(call(list.pair), list.pairBody(action.boId, action.remark, id), BulkResponse);
      if (action.kind === 'explain')
        return sendForAnswer(
          call(list.explain),
          list.explainBody(id, action.category, action.remark),
          BulkResponse,
        );
      return sendForAnswer(call(list.undo), list.undoBody(id, action.remark), BulkResponse);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: REVIEW_KEY }),
  });
}
