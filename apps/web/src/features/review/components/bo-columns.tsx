import { Check, Trash2, Undo2 } from 'lucide-react';
import type { BoDepositRow, BoWithdrawRow } from '@rekon/contracts';
import { Button } from '../../../components/ui/button';
import { CutText } from '../../../components/ui/cut-text';
import type { Column } from '../../../components/ui/data-table';
import { Toolbar, ToolbarButton } from '../../../components/ui/toolbar';
import { formatMoney, formatNumber } from '../../../lib/format';
import type { Density, TableView } from '../../../lib/table-view';
import type { BoList } from '../api/review-lists';
import type { DraftBook } from '../lib/draft-book';
import { formatBusinessDate, formatOptionalMoney } from '../lib/format-review';
import { PendingKet } from './pending-ket';
import { AmountInput } from './remark-input';
import { cut, dash, instant, numberColumn, text } from './review-cells';
import { ReviewStatus } from './review-status';

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
  density: Density;
  onUpdate: (row: Row) => void;
  onDelete: (row: Row) => void;
  /** "Batalkan" on an approved row (issue 29): opens the undo of its pair or approval. */
  onUndo: (row: Row) => void;
}

const money = <Row,>(id: string, header: string, value: (row: Row) => number | null) =>
  text<Row>(id, header, (row) => formatOptionalMoney(value(row)), { className: 'text-right tabular-nums' });

function statusColumn<Row>({ list }: BoColumnContext<Row>): Column<Row> {
  return text<Row>('status', 'Status', (row) => (
    <ReviewStatus
      approved={list.isApproved(row)}
      contested={list.isContested(row)}
      reopened={list.reopenedOf(row)}
    />
  ));
}

function ketColumn<Row>(context: BoColumnContext<Row>): Column<Row> {
  const { list, canEdit, canApprove, book, errors, density, onUpdate } = context;
  return text<Row>('ket', 'Ket', (row) => {
    if (list.isApproved(row) || !canApprove) {
      return <CutText text={dash(list.remarkOf(row))} className="max-w-44" />;
    }
    const id = list.idOf(row);
    return (
      // A new density starts the suggestions afresh (all open or all closed); the drafts live in the book.
      <PendingKet
        key={density}
        rowId={id}
        ticket={list.ticketOf(row)}
        book={book}
        disabled={!canEdit}
        error={errors.get(id)}
        suggestions={list.suggestionsOf(row)}
        split={list.splitOf(row)}
        contested={list.isContested(row)}
        openAtFirst={density === 'comfortable'}
        onEnter={() => onUpdate(row)}
      />
    );
  });
}

function amountColumn<Row>(context: BoColumnContext<Row>, header: string): Column<Row> {
  const { list, canEdit, canApprove, book, onUpdate } = context;
  return text<Row>(
    'amount',
    header,
    (row) => {
      const amount = list.amountOf(row);
      if (list.isApproved(row) || !canApprove) {
        const original = list.originalAmountOf(row);
        const corrected = original !== null && original !== amount;
        return (
          <span
            className="block text-right"
            title={corrected ? `${formatMoney(amount)}, asli ${formatMoney(original)}` : undefined}
          >
            {formatMoney(amount)}
            {corrected && (
              <span className="ml-1 text-theme-xs text-gray-500 group-data-[density=comfortable]/table:block dark:text-gray-400">
                <span className="group-data-[density=comfortable]/table:hidden">*</span>
                <span className="sr-only group-data-[density=comfortable]/table:not-sr-only">
                  asli {formatMoney(original)}
                </span>
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

function actionColumn<Row>(context: BoColumnContext<Row>): Column<Row> {
  const { list, canEdit, canApprove, density, onUpdate, onDelete, onUndo } = context;
  // One-line rows show the actions as icons (named, with a tooltip); comfortable rows spell them out.
  const iconOnly = density === 'compact';
  return text<Row>(
    'action',
    'Action',
    (row) => {
      const ticket = list.ticketOf(row);
      const approved = list.isApproved(row);
      const locked = !canEdit || approved;
      return (
        // "Lega" rows stack the actions: the column stays narrow enough for a 1366 px screen.
        <Toolbar
          label={`Aksi ${ticket}`}
          className="flex gap-1.5 group-data-[density=comfortable]/table:flex-col"
        >
          {approved && canEdit && (
            <ToolbarButton asChild>
              <Button
                size="xs"
                variant="outline"
                aria-label={`Batalkan ${ticket}`}
                title={iconOnly ? 'Batalkan' : undefined}
                onClick={() => onUndo(row)}
              >
                {iconOnly ? <Undo2 aria-hidden="true" className="size-4" /> : 'Batalkan'}
              </Button>
            </ToolbarButton>
          )}
          {canApprove && (
            <ToolbarButton asChild disabled={locked}>
              <Button
                size="xs"
                aria-label={`Update ${ticket}`}
                title={iconOnly ? 'Update' : undefined}
                onClick={() => onUpdate(row)}
              >
                {iconOnly ? <Check aria-hidden="true" className="size-4" /> : 'Update'}
              </Button>
            </ToolbarButton>
          )}
          <ToolbarButton asChild disabled={locked}>
            <Button
              size="xs"
              variant="danger"
              aria-label={`Delete ${ticket}`}
              title={iconOnly ? 'Delete' : undefined}
              onClick={() => onDelete(row)}
            >
              {iconOnly ? <Trash2 aria-hidden="true" className="size-4" /> : 'Delete'}
            </Button>
          </ToolbarButton>
        </Toolbar>
      );
    },
    { sticky: 'right' },
  );
}

const ticketClass = { className: 'font-medium text-gray-800 dark:text-white/90' };

/** The deposit columns of spec section 2, in its order (the select box is the table's own). */
export function depositColumns(context: BoColumnContext<BoDepositRow>): Column<BoDepositRow>[] {
  return [
    numberColumn(context.firstNumber, 'left-11'),
    statusColumn(context),
    ketColumn(context),
    text('ticket', 'Ticket No', (row) => row.ticket_no, ticketClass),
    instant('req', 'Req Date', (row) => row.req_date),
    instant('app', 'App Date', (row) => row.app_date),
    text('statement', 'Bank Statement', (row) => formatBusinessDate(row.bank_statement_date)),
    cut('username', 'Username', (row) => row.user_name, 'max-w-28'),
    cut('fullname', 'Fullname', (row) => row.full_name, 'max-w-32'),
    text('payment', 'Payment', (row) => row.payment_type),
    amountColumn(context, 'Depo'),
    money('admin', 'Admin', (row) => row.admin_fee),
    money('agent', 'Agent', (row) => row.agent_fee),
    money('player', 'Player', (row) => row.player_fee),
    money('nett', 'Nett', (row) => row.nett_amount),
    cut('playerBank', 'Player Bank', (row) => row.player_bank, 'max-w-56'),
    cut('corporateBank', 'Corporate Bank', (row) => row.corporate_bank, 'max-w-56'),
    cut('desc', 'Bo Desc', (row) => row.bo_desc, 'max-w-56'),
    text('boStatus', 'Bo Status', (row) => row.bo_status),
    text('handler', 'Bo Handler', (row) => row.bo_handler),
    text('website', 'Bo Website', (row) => row.bo_website),
    text('ref', 'Player Ref', (row) => dash(row.player_ref)),
    text('ownRef', 'Player Own Ref', (row) => dash(row.player_own_ref)),
    actionColumn(context),
  ];
}

/** The withdraw columns of spec section 2: its own and the common ones. */
export function withdrawColumns(context: BoColumnContext<BoWithdrawRow>): Column<BoWithdrawRow>[] {
  return [
    numberColumn(context.firstNumber, 'left-11'),
    statusColumn(context),
    ketColumn(context),
    text('ticket', 'Ticket No', (row) => row.wd_ticket_no, ticketClass),
    instant('req', 'Req Date', (row) => row.wd_req_date),
    instant('app', 'App Date', (row) => row.wd_app_date),
    text('bankDate', 'WD Bank Date', (row) => formatBusinessDate(row.wd_bank_date)),
    cut('username', 'Username', (row) => row.wd_username, 'max-w-28'),
    cut('fullname', 'Fullname', (row) => row.wd_fullname, 'max-w-32'),
    text('brand', 'Brand', (row) => dash(row.wd_brand)),
    amountColumn(context, 'Amount'),
    money('playerFee', 'Player Fee', (row) => row.wd_player_fee),
    money('agentFee', 'Agent Fee', (row) => row.wd_agent_fee),
    money('nett', 'Nett', (row) => row.wd_nett_amount),
    cut('playerBank', 'Player Bank', (row) => row.wd_player_bank, 'max-w-56'),
    cut('corporateBank', 'Corporate Bank', (row) => row.wd_corp_bank, 'max-w-56'),
    cut('remarks', 'Remarks', (row) => row.wd_remarks, 'max-w-56'),
    text('wdStatus', 'WD Status', (row) => row.wd_status),
    text('handler', 'Handler', (row) => row.wd_handler),
    text('website', 'Website', (row) => row.wd_website),
    text('ref', 'Ref Code', (row) => dash(row.wd_ref_code)),
    text('ownRef', 'Own Ref', (row) => dash(row.wd_own_ref_code)),
    money('lastBalance', 'Last Balance', (row) => row.wd_last_balance),
    actionColumn(context),
  ];
}

/**
 * What a checker decides on fits a 1366 px screen (issue 17): the rest of the spec's columns start hidden and
 * are one choice away under "Kolom". Bank Statement / WD Bank Date repeat the date searched on every row.
 */
export const DEPOSIT_VIEW: TableView = {
  density: 'compact',
  hidden: [
    'app',
    'statement',
    'payment',
    'admin',
    'agent',
    'player',
    'playerBank',
    'corporateBank',
    'desc',
    'boStatus',
    'handler',
    'website',
    'ref',
    'ownRef',
  ],
};

export const WITHDRAW_VIEW: TableView = {
  density: 'compact',
  hidden: [
    'app',
    'bankDate',
    'brand',
    'playerFee',
    'agentFee',
    'playerBank',
    'corporateBank',
    'remarks',
    'wdStatus',
    'handler',
    'website',
    'ref',
    'ownRef',
    'lastBalance',
  ],
};
