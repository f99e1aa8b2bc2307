import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { BulkResponse } from '@rekon/contracts';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/dialog';
import { NoticeSlot } from '../../../components/ui/notice';
import { messageOf } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import type { MutasiList } from '../api/review-lists';
import { saranQuery, useDeskAction, type DeskAction } from '../api/statement-desk';
import { useDeskRemark } from '../hooks/use-desk-remark';
import { formatBusinessDate } from '../lib/format-review';
import { DeskClosing, ExplainCategory } from './desk-fields';
import { SaranSuggestions } from './saran-suggestions';
import { TicketSearch } from './ticket-search';

export interface MutasiDeskDialogProps<Row> {
  list: MutasiList<Row>;
  /** The pending statement row the desk is open on; null: closed. */
  row: Row | null;
  /** Outside the edit window the suggestions still explain, but nothing can be done. */
  canEdit: boolean;
  onClose: () => void;
  /** The row's action was done: the answer for the page's notice. */
  onDone: (message: string) => void;
}

/**
 * The statement side of the desk for a pending row, "Saran" (decision 054): why it is pending, the requests
 * nearest it and a ticket search, to pair it with one (the BO approval with this row as counterpart), or its
 * explanation without a BO row by category. Every action needs the Keterangan. (A settled row's "Batalkan" is
 * the UndoDialog.)
 */
export function MutasiDeskDialog<Row>({ list, row, canEdit, onClose, onDone }: MutasiDeskDialogProps<Row>) {
  const open = row !== null;
  const id = row === null ? 0 : list.idOf(row);
  const [ticket, setTicket] = useState('');
  const [picked, setPicked] = useState<number | null>(null);
  const [category, setCategory] = useState('');
  const desk = useDeskRemark();
  const action = useDeskAction(list);
  const saran = useQuery({ ...saranQuery(list, id, ticket), enabled: open });
  const data = saran.data?.data;

  const close = () => {
    setTicket('');
    setPicked(null);
    setCategory('');
    desk.reset();
    onClose();
  };
  const run = (deskAction: DeskAction) => {
    if (desk.required() === null) return;
    desk.clearNotice();
    action.mutate(
      { id, action: deskAction },
      {
        onSuccess: (answer: BulkResponse) => {
          const result = answer.results[0];
          if (!result?.ok) return desk.refuse(result?.message ?? answer.message);
          close();
          onDone(answer.message);
        },
        onError: (failure) => desk.refuse(messageOf(failure)),
      },
    );
  };

  const busy = action.isPending;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && close()}
      title={`Saran mutasi ${formatMoney(row === null ? 0 : list.amountOf(row))}`}
      description={`${(row && list.nameOf(row)) ?? 'tanpa nama'} · ${row === null ? '' : formatBusinessDate(list.dateOf(row))}`}
      size="lg"
    >
      <form onSubmit={(event) => event.preventDefault()} noValidate className="space-y-4">
        <NoticeSlot notice={desk.notice} />
        <SaranSuggestions
          data={data}
          fetching={saran.isFetching}
          error={saran.isError ? messageOf(saran.error) : null}
          picked={picked}
          canEdit={canEdit}
          onPick={setPicked}
        />
        <TicketSearch
          ticket={ticket}
          onSearch={setTicket}
          answered={data !== undefined}
          found={data?.found ?? null}
          picked={picked}
          canEdit={canEdit}
          onPick={setPicked}
        />
        <ExplainCategory value={category} onChange={setCategory} disabled={!canEdit} />
        <DeskClosing {...desk.field} canEdit={canEdit} onCancel={close}>
          <Button
            variant="outline"
            disabled={!canEdit || busy || category === ''}
            onClick={() => run({ kind: 'explain', category, remark: desk.remark })}
          >
            Jelaskan
          </Button>
          <Button
            disabled={!canEdit || busy || picked === null}
            onClick={() => picked !== null && run({ kind: 'pair', boId: picked, remark: desk.remark })}
          >
            Pasangkan
          </Button>
        </DeskClosing>
      </form>
    </Modal>
  );
}
