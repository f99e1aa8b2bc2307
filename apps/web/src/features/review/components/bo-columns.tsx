import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { BoDepositRow, BoWithdrawRow } from '@rekon/contracts';
import { Button } from '../../../components/ui/button';
import { formatDateTime, formatMoney, formatNumber } from '../../../lib/format';
import type { BoList } from '../api/review-lists';
import type { DraftBook } from '../lib/draft-book';
import { formatBusinessDate, formatOptionalMoney } from '../lib/format-review';
import { Checkbox } from './checkbox';
import { AmountInput, RemarkInput } from './remark-input';
import { ReviewStatus } from './review-status';
import { SuggestionList } from './suggestion-list';

/** What the columns of one page of BO rows depend on. */
export interface BoColumnContext<Row> {
  list: BoList<Row>;
  /** The "No" of the page's first row. */
  firstNumber: number;
  /** The chosen date is inside the edit window. */
  canEdit: boolean;
  /** The status filter is pending or all: the remark input and Update are offered (spec section 2). */
  canApprove: boolean;
  book: DraftBook;
  errors: ReadonlyMap<number, string>;
  onUpdate: (row: Row) => void;
  onDelete: (row: Row) => void;
}

const text = <Row,>(
  id: string,
  header: string,
  value: (row: Row) => ReactNode,
  meta?: ColumnDef<Row>['meta'],
): ColumnDef<Row> => ({ id, header, cell: ({ row }) => value(row.original), meta });

const money = <Row,>(id: string, header: string, value: (row: Row) => number | null) =>
  text<Row>(id, header, (row) => formatOptionalMoney(value(row)), { className: 'text-right tabular-nums' });

const dash = (value: string | null | undefined) => (value ? value : '-');

function selectColumn<Row>({ list }: BoColumnContext<Row>): ColumnDef<Row> {
  return {
    id: 'select',
    header: ({ table }) => {
      const selectable = table.getCoreRowModel().rows.some((row) => row.getCanSelect());
      return (
        <Checkbox
          aria-label="Select all pending rows on this page"
          disabled={!selectable}
          checked={selectable && table.getIsAllRowsSelected()}
          indeterminate={table.getIsSomeRowsSelected()}
          onChange={table.getToggleAllRowsSelectedHandler()}
        />
      );
    },
    cell: ({ row }) => (
      <Checkbox
        aria-label={`Select ${list.ticketOf(row.original)}`}
        disabled={!row.getCanSelect()}
        checked={row.getIsSelected()}
        onChange={row.getToggleSelectedHandler()}
      />
    ),
    meta: { sticky: 'left', className: 'w-11 min-w-11' },
  };
}

function numberColumn<Row>({ firstNumber }: BoColumnContext<Row>): ColumnDef<Row> {
  return {
    id: 'no',
    header: 'No',
    cell: ({ row }) => formatNumber(firstNumber + row.index),
    meta: { sticky: 'left', stickyOffset: 'left-11', className: 'tabular-nums' },
  };
}

function statusColumn<Row>({ list }: BoColumnContext<Row>): ColumnDef<Row> {
  return text<Row>('status', 'Status', (row) => (
    <ReviewStatus
      approved={list.isApproved(row)}
      contested={list.isContested(row)}
      reopened={list.reopenedOf(row)}
    />
  ));
}

function ketColumn<Row>(context: BoColumnContext<Row>): ColumnDef<Row> {
  const { list, canEdit, canApprove, book, errors, onUpdate } = context;
  return text<Row>(
    'ket',
    'Ket',
    (row) => {
      const id = list.idOf(row);
      if (list.isApproved(row) || !canApprove) {
        return <span className="block max-w-xs whitespace-normal">{dash(list.remarkOf(row))}</span>;
      }
      const ticket = list.ticketOf(row);
      return (
        <>
          <RemarkInput
            rowId={id}
            ticket={ticket}
            book={book}
            disabled={!canEdit}
            error={errors.get(id)}
            onEnter={() => onUpdate(row)}
          />
          <SuggestionList
            rowId={id}
            ticket={ticket}
            suggestions={list.suggestionsOf(row)}
            contested={list.isContested(row)}
            book={book}
            disabled={!canEdit}
          />
        </>
      );
    },
    { className: 'min-w-56' },
  );
}

function amountColumn<Row>(context: BoColumnContext<Row>, header: string): ColumnDef<Row> {
  const { list, canEdit, canApprove, book, onUpdate } = context;
  return text<Row>(
    'amount',
    header,
    (row) => {
      const amount = list.amountOf(row);
      if (list.isApproved(row) || !canApprove) {
        const original = list.originalAmountOf(row);
        return (
          <span className="block text-right">
            {formatMoney(amount)}
            {original !== null && original !== amount && (
              <span className="block text-theme-xs text-gray-500 dark:text-gray-400">
                asli {formatMoney(original)}
              </span>
            )}
          </span>
        );
      }
      return (
        <AmountInput
          rowId={list.idOf(row)}
          ticket={list.ticketOf(row)}
          book={book}
          disabled={!canEdit}
          label={header}
          original={formatNumber(amount)}
          onEnter={() => onUpdate(row)}
        />
      );
    },
    { className: 'tabular-nums' },
  );
}

function actionColumn<Row>({ list, canEdit, canApprove, onUpdate, onDelete }: BoColumnContext<Row>) {
  return text<Row>(
    'action',
    'Action',
    (row) => {
      const ticket = list.ticketOf(row);
      const locked = !canEdit || list.isApproved(row);
      return (
        <div className="flex gap-1.5">
          {canApprove && (
            <Button size="xs" disabled={locked} aria-label={`Update ${ticket}`} onClick={() => onUpdate(row)}>
              Update
            </Button>
          )}
          <Button
            size="xs"
            variant="danger"
            disabled={locked}
            aria-label={`Delete ${ticket}`}
            onClick={() => onDelete(row)}
          >
            Delete
          </Button>
        </div>
      );
    },
    { sticky: 'right' },
  );
}

const wrapped = { wrap: true, className: 'min-w-40' };

/** The deposit columns of spec section 2, in its order. */
export function depositColumns(context: BoColumnContext<BoDepositRow>): ColumnDef<BoDepositRow>[] {
  return [
    selectColumn(context),
    numberColumn(context),
    statusColumn(context),
    ketColumn(context),
    text('ticket', 'Ticket No', (row) => row.ticket_no, {
      className: 'font-medium text-gray-800 dark:text-white/90',
    }),
    text('req', 'Req Date', (row) => formatDateTime(row.req_date)),
    text('app', 'App Date', (row) => formatDateTime(row.app_date)),
    text('statement', 'Bank Statement', (row) => formatBusinessDate(row.bank_statement_date)),
    text('username', 'Username', (row) => row.user_name),
    text('fullname', 'Fullname', (row) => row.full_name, wrapped),
    text('payment', 'Payment', (row) => row.payment_type),
    amountColumn(context, 'Depo'),
    money('admin', 'Admin', (row) => row.admin_fee),
    money('agent', 'Agent', (row) => row.agent_fee),
    money('player', 'Player', (row) => row.player_fee),
    money('nett', 'Nett', (row) => row.nett_amount),
    text('playerBank', 'Player Bank', (row) => row.player_bank, wrapped),
    text('corporateBank', 'Corporate Bank', (row) => row.corporate_bank, wrapped),
    text('desc', 'Bo Desc', (row) => dash(row.bo_desc), wrapped),
    text('boStatus', 'Bo Status', (row) => row.bo_status),
    text('handler', 'Bo Handler', (row) => row.bo_handler),
    text('website', 'Bo Website', (row) => row.bo_website),
    text('ref', 'Player Ref', (row) => dash(row.player_ref)),
    text('ownRef', 'Player Own Ref', (row) => dash(row.player_own_ref)),
    actionColumn(context),
  ];
}

/** The withdraw columns of spec section 2: its own and the common ones. */
export function withdrawColumns(context: BoColumnContext<BoWithdrawRow>): ColumnDef<BoWithdrawRow>[] {
  return [
    selectColumn(context),
    numberColumn(context),
    statusColumn(context),
    ketColumn(context),
    text('ticket', 'Ticket No', (row) => row.wd_ticket_no, {
      className: 'font-medium text-gray-800 dark:text-white/90',
    }),
    text('req', 'Req Date', (row) => formatDateTime(row.wd_req_date)),
    text('app', 'App Date', (row) => formatDateTime(row.wd_app_date)),
    text('bankDate', 'WD Bank Date', (row) => formatBusinessDate(row.wd_bank_date)),
    text('username', 'Username', (row) => row.wd_username),
    text('fullname', 'Fullname', (row) => row.wd_fullname, wrapped),
    text('brand', 'Brand', (row) => dash(row.wd_brand)),
    amountColumn(context, 'Amount'),
    money('playerFee', 'Player Fee', (row) => row.wd_player_fee),
    money('agentFee', 'Agent Fee', (row) => row.wd_agent_fee),
    money('nett', 'Nett', (row) => row.wd_nett_amount),
    text('playerBank', 'Player Bank', (row) => row.wd_player_bank, wrapped),
    text('corporateBank', 'Corporate Bank', (row) => row.wd_corp_bank, wrapped),
    text('remarks', 'Remarks', (row) => dash(row.wd_remarks), wrapped),
    text('wdStatus', 'WD Status', (row) => row.wd_status),
    text('handler', 'Handler', (row) => row.wd_handler),
    text('website', 'Website', (row) => row.wd_website),
    text('ref', 'Ref Code', (row) => dash(row.wd_ref_code)),
    text('ownRef', 'Own Ref', (row) => dash(row.wd_own_ref_code)),
    money('lastBalance', 'Last Balance', (row) => row.wd_last_balance),
    actionColumn(context),
  ];
}
