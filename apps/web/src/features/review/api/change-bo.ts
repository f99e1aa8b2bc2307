import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BulkResponse } from '@rekon/contracts';
import { sendForAnswer, call } from '../../../lib/api-client';
import { REVIEW_KEY } from '../../../lib/query-keys';
import type { ApproveItem, BoList } from './review-lists';

/**
 * Approves BO rows with their remarks, corrected amounts and counterparts. A refused row is an answer (its
 * result says why), so the lists reload either way: BO and mutasi rows both change when a pair is made.
 */
export function useApproveBo<Row>(list: BoList<Row>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      wireDate,
      items,
      editorId,
    }: {
      wireDate: string;
      items: ApproveItem[];
      editorId: number;
    }) => sendForAnswer(call(list.update), list.approveBody(wireDate, items, editorId), BulkResponse),
    onSettled: () => queryClient.invalidateQueries({ queryKey: REVIEW_KEY }),
  });
}

/** Deletes pending BO rows (kept on the server for the audit trail, gone from every list). */
export function useDeleteBo<Row>(list: BoList<Row>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, editorId }: { ids: number[]; editorId: number }) =>
      sendForAnswer(call(list.remove), list.removeBody(ids, editorId), BulkResponse),
    onSettled: () => queryClient.invalidateQueries({ queryKey: REVIEW_KEY }),
  });
}

/** Takes back one approved row's pair or approval with a remark (issue 29): the answer is per row. */
export function useUndoBo<Row>(list: BoList<Row>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, remark }: { id: number; remark: string }) =>
      sendForAnswer(call(list.undo), list.undoBody(id, remark), BulkResponse),
    onSettled: () => queryClient.invalidateQueries({ queryKey: REVIEW_KEY }),
  });
}
