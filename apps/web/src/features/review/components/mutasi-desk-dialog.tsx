import { useQuery } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { EXPLAIN_CATEGORIES, MSG, type BulkResponse, type RequestSuggestionRow } from '@rekon/contracts';
import { Button } from '../../../components/ui/button';
import { Modal, ModalActions } from '../../../components/ui/dialog';
import { Input, Label } from '../../../components/ui/input';
import { Notice, NoticeSlot, useNotice } from '../../../components/ui/notice';
import { Select } from '../../../components/ui/select';
import { messageOf } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatMoney } from '../../../lib/format';
import type { MutasiList } from '../api/review-lists';
import { saranQuery, useDeskAction, type DeskAction } from '../api/statement-desk';
import { formatBusinessDate, formatStatementTime } from '../lib/format-review';

export type DeskMode = 'saran' | 'undo';

export interface MutasiDeskDialogProps<Row> {
  list: MutasiList<Row>;
  row: Row | null;
  mode: DeskMode;
  /** Outside the edit window the suggestions still explain, but nothing can be done. */
  canEdit: boolean;
  onClose: () => void;
  /** The row's action was done: the answer for the page's notice. */
  onDone: (message: string) => void;
}

const requestTitle = (request: RequestSuggestionRow) =>
  `${request.ticket_no} · ${request.username ?? '-'} · ${formatMoney(request.amount)}`;

function RequestOption({
  request,
  picked,
  disabled,
  onPick,
}: {
  request: RequestSuggestionRow;
  picked: boolean;
  disabled: boolean;
  onPick: () => void;
}) {
  const time = formatStatementTime(request.time);
  return (
    <li
      className={cn(
        'flex items-start justify-between gap-2 rounded-lg border px-3 py-2',
        picked
          ? 'border-brand-300 bg-brand-50 dark:border-brand-800 dark:bg-brand-500/10'
          : 'border-gray-200 dark:border-gray-800',
      )}
    >
      <div className="min-w-0 text-theme-sm">
        <p className="font-medium text-gray-800 dark:text-white/90">{requestTitle(request)}</p>
        <p className="text-gray-600 dark:text-gray-400">
          {request.name ?? 'tanpa nama'} · {formatBusinessDate(request.date)}
          {time && `, ${time}`}
        </p>
        <p className="text-gray-600 dark:text-gray-300">{request.differences}</p>
      </div>
      <button
        type="button"
        aria-pressed={picked}
        aria-label={`Pilih ${request.ticket_no} sebagai pasangan`}
        disabled={disabled}
        onClick={onPick}
        className={cn(
          'inline-flex h-8 shrink-0 items-center gap-1 rounded-md px-2.5 text-theme-sm font-medium disabled:cursor-not-allowed disabled:opacity-50',
          picked
            ? 'bg-brand-500 text-white'
            : 'text-gray-700 ring-1 ring-gray-300 ring-inset hover:bg-gray-50 dark:text-gray-300 dark:ring-gray-700 dark:hover:bg-white/5',
        )}
      >
        {picked && <Check aria-hidden="true" className="size-3.5" />}
        Pilih
      </button>
    </li>
  );
}

/**
 * The statement side of the desk for one row (decision 054). For a pending row ("Saran"): why it is pending, the
 * requests nearest it and a ticket search, to pair it with one (the BO approval with this row as counterpart), or
 * its explanation without a BO row by category. For a settled row ("Batalkan"): the undo of its pair, approval or
 * explanation. Every action needs the Keterangan.
 */
export function MutasiDeskDialog<Row>({
  list,
  row,
  mode,
  canEdit,
  onClose,
  onDone,
}: MutasiDeskDialogProps<Row>) {
  const open = row !== null;
  const id = row === null ? 0 : list.idOf(row);
  const fieldId = useId();
  const [ticketText, setTicketText] = useState('');
  const [ticket, setTicket] = useState('');
  const [picked, setPicked] = useState<number | null>(null);
  const [category, setCategory] = useState('');
  const [remark, setRemark] = useState('');
  const [error, setErrorText] = useState<string | null>(null);
  const { notice, show, clear } = useNotice();
  const setError = (text: string | null) => {
    setErrorText(text);
    if (text === null) clear();
    else show('error', text);
  };
  const remarkRef = useRef<HTMLInputElement>(null);
  const action = useDeskAction(list);
  const saran = useQuery({ ...saranQuery(list, id, ticket), enabled: open && mode === 'saran' });
  const data = saran.data?.data;

  const reset = () => {
    setTicketText('');
    setTicket('');
    setPicked(null);
    setCategory('');
    setRemark('');
    setError(null);
  };
  const close = () => {
    reset();
    onClose();
  };

  const run = (deskAction: DeskAction) => {
    if (!remark.trim()) {
      setError(MSG.remarkRequired);
      remarkRef.current?.focus();
      return;
    }
    setError(null);
    action.mutate(
      { id, action: deskAction },
      {
        onSuccess: (answer: BulkResponse) => {
          const result = answer.results[0];
          if (result?.ok) {
            const message = answer.message;
            close();
            onDone(message);
          } else setError(result?.message ?? answer.message);
        },
        onError: (failure) => setError(messageOf(failure)),
      },
    );
  };

  const search = () => setTicket(ticketText.trim());
  const onTicketKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      search();
    }
  };

  const amount = row === null ? 0 : list.amountOf(row);
  const name = row === null ? null : list.nameOf(row);
  const title =
    mode === 'saran' ? `Saran mutasi ${formatMoney(amount)}` : `Batalkan mutasi ${formatMoney(amount)}`;
  const busy = action.isPending;
  const offered = data?.suggestions ?? [];
  const found = data?.found ?? null;

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && close()}
      title={title}
      description={`${name ?? 'tanpa nama'} · ${row === null ? '' : formatBusinessDate(list.dateOf(row))}`}
      size="lg"
    >
      <form onSubmit={(event) => event.preventDefault()} noValidate className="space-y-4">
        <NoticeSlot notice={notice} />
        {mode === 'saran' && (
          <>
            <div aria-busy={saran.isFetching} className="space-y-3">
              {saran.isError && <Notice tone="error">{messageOf(saran.error)}</Notice>}
              {data && (
                <p className="text-theme-sm text-gray-700 dark:text-gray-300">
                  <span className="font-medium">Alasan: </span>
                  {data.reason}
                </p>
              )}
              {data?.contested && (
                <p className="text-theme-sm text-warning-700 dark:text-warning-400">
                  Contested: pilih pasangannya sendiri.
                </p>
              )}
              {data && offered.length > 0 && (
                <>
                  <p className="text-theme-sm font-medium text-gray-600 dark:text-gray-400">
                    Saran BO (terdekat dulu)
                  </p>
                  <ol aria-label="Saran BO" className="space-y-2">
                    {offered.map((request) => (
                      <RequestOption
                        key={request.bo_id}
                        request={request}
                        picked={picked === request.bo_id}
                        disabled={!canEdit}
                        onPick={() => setPicked(picked === request.bo_id ? null : request.bo_id)}
                      />
                    ))}
                  </ol>
                </>
              )}
            </div>
            <div>
              <Label htmlFor={`${fieldId}-ticket`}>Cari tiket BO</Label>
              <div className="flex gap-2">
                <Input
                  id={`${fieldId}-ticket`}
                  value={ticketText}
                  onChange={(event) => setTicketText(event.target.value)}
                  onKeyDown={onTicketKey}
                  placeholder="D7104878"
                  autoComplete="off"
                />
                <Button variant="outline" onClick={search}>
                  Cari
                </Button>
              </div>
              {ticket && data && (
                <div className="mt-2" aria-live="polite">
                  {found ? (
                    <ol aria-label="Tiket dicari" className="space-y-2">
                      <RequestOption
                        request={found}
                        picked={picked === found.bo_id}
                        disabled={!canEdit}
                        onPick={() => setPicked(picked === found.bo_id ? null : found.bo_id)}
                      />
                    </ol>
                  ) : (
                    <p className="text-theme-sm text-gray-600 dark:text-gray-400">
                      Tiket {ticket} tidak ada di BO pending sehari sebelum sampai sehari sesudah tanggal
                      mutasi.
                    </p>
                  )}
                </div>
              )}
            </div>
            <div>
              <Label htmlFor={`${fieldId}-category`}>Jelaskan tanpa BO: kategori</Label>
              <Select
                id={`${fieldId}-category`}
                value={category}
                disabled={!canEdit}
                onChange={(event) => setCategory(event.target.value)}
              >
                <option value="">-- Pilih kategori --</option>
                {EXPLAIN_CATEGORIES.map((entry) => (
                  <option key={entry.code} value={entry.code}>
                    {entry.label}
                  </option>
                ))}
              </Select>
            </div>
          </>
        )}
        <div>
          <Label htmlFor={`${fieldId}-remark`}>Keterangan</Label>
          <Input
            id={`${fieldId}-remark`}
            ref={remarkRef}
            value={remark}
            maxLength={500}
            disabled={!canEdit}
            aria-invalid={error === MSG.remarkRequired ? true : undefined}
            onChange={(event) => setRemark(event.target.value)}
            autoComplete="off"
          />
        </div>
        {!canEdit && (
          <Notice tone="info">
            Di luar rentang edit (hari ini dan 2 hari sebelumnya): data hanya bisa dilihat.
          </Notice>
        )}
        <ModalActions>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          {mode === 'saran' ? (
            <>
              <Button
                variant="outline"
                disabled={!canEdit || busy || category === ''}
                onClick={() => run({ kind: 'explain', category, remark: remark.trim() })}
              >
                Jelaskan
              </Button>
              <Button
                disabled={!canEdit || busy || picked === null}
                onClick={() => picked !== null && run({ kind: 'pair', boId: picked, remark: remark.trim() })}
              >
                Pasangkan
              </Button>
            </>
          ) : (
            <Button
              variant="danger"
              disabled={!canEdit || busy}
              onClick={() => run({ kind: 'undo', remark: remark.trim() })}
            >
              Batalkan
            </Button>
          )}
        </ModalActions>
      </form>
    </Modal>
  );
}
