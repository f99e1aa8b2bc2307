import { queryOptions } from '@tanstack/react-query';
import {
  BoDepositRow,
  BoWithdrawRow,
  LIST_PAGE_SIZE,
  MutasiDepositRow,
  MutasiWithdrawRow,
  type SuggestionRow,
} from '@rekon/contracts';
import { getPage, type Parser } from '../../../lib/api-client';
import { REVIEW_KEY } from '../../../lib/query-keys';
import { wireDateOf, type ReviewFilter, type ReviewSide } from '../lib/review-filter';
import type { ReviewSearch } from '../lib/search-term';

/** One review list of the server: its view and search paths, its export paths and its row shape. */
export interface ReviewList<Row> {
  screen: 'bo' | 'mutasi';
  side: ReviewSide;
  /** The table's name as the View Type calls it. */
  label: string;
  row: Parser<Row>;
  view: string;
  search: string;
  exportCsv: string;
  exportExcel: string;
  /** The export's name before the server's own (`viewbo`, `viewbowd`, …). */
  exportName: string;
  idOf: (row: Row) => number;
}

/** What the approve call takes for one row: its remark, a corrected amount (digits, '' keeps it), a counterpart. */
export interface ApproveItem {
  id: number;
  remark: string;
  amount: string;
  counterpartId: number | null;
}

/** A BO list, plus what its rows say about approval and what its update and delete calls take. */
export interface BoList<Row> extends ReviewList<Row> {
  screen: 'bo';
  update: string;
  remove: string;
  isApproved: (row: Row) => boolean;
  ticketOf: (row: Row) => string;
  usernameOf: (row: Row) => string;
  amountOf: (row: Row) => number;
  /** The uploaded amount when a checker corrected it, else null. */
  originalAmountOf: (row: Row) => number | null;
  remarkOf: (row: Row) => string | null;
  suggestionsOf: (row: Row) => SuggestionRow[];
  isContested: (row: Row) => boolean;
  /** Why a later upload reopened the row's automatic pair, while it is pending again; else null. */
  reopenedOf: (row: Row) => string | null;
  approveBody: (wireDate: string, items: ApproveItem[], editorId: number) => unknown;
  removeBody: (ids: number[], editorId: number) => unknown;
}

// A blank amount is left out: the server keeps the uploaded one (spec section 5).
const amountField = <K extends string>(key: K, amount: string) =>
  (amount ? { [key]: amount } : {}) as Partial<Record<K, string>>;
const counterpartField = <K extends string>(key: K, id: number | null) =>
  (id === null ? {} : { [key]: id }) as Partial<Record<K, number>>;

export const BO_DEPOSIT: BoList<BoDepositRow> = {
  screen: 'bo',
  side: 'deposit',
  label: 'BO Deposit',
  row: BoDepositRow,
  view: 'viewbo',
  search: 'searchbo',
  exportCsv: 'exportcsvviewbo',
  exportExcel: 'exportexcelviewbo',
  exportName: 'viewbo',
  update: 'updatebodepostts',
  remove: 'deleteboid',
  idOf: (row) => row.bo_id,
  isApproved: (row) => row.bo_approve,
  ticketOf: (row) => row.ticket_no,
  usernameOf: (row) => row.user_name,
  amountOf: (row) => row.depo_amount,
  originalAmountOf: (row) => row.depo_amount_original,
  remarkOf: (row) => row.ket_app,
  suggestionsOf: (row) => row.suggestions,
  isContested: (row) => row.contested,
  reopenedOf: (row) => row.reopened,
  approveBody: (wireDate, items, editorId) => ({
    bank_statement_date: wireDate,
    arr: items.map((item) => ({
      bo_id: item.id,
      ket_app: item.remark,
      ...amountField('depo_amount', item.amount),
      ...counterpartField('mutasi_id', item.counterpartId),
      depo_edited_by: editorId,
    })),
  }),
  removeBody: (ids, editorId) => ({ arr: ids.map((id) => ({ bo_id: id, depo_edited_by: editorId })) }),
};

export const BO_WITHDRAW: BoList<BoWithdrawRow> = {
  screen: 'bo',
  side: 'withdraw',
  label: 'BO Withdraw',
  row: BoWithdrawRow,
  view: 'viewbowd',
  search: 'searchbowd',
  // The spec's path, typo included.
  exportCsv: 'exportcsvlviewbowd',
  exportExcel: 'exportexcelviewbowd',
  exportName: 'viewbowd',
  update: 'updatebosttswd',
  remove: 'deleteboidwd',
  idOf: (row) => row.wd_bo_id,
  isApproved: (row) => row.wd_bo_approve,
  ticketOf: (row) => row.wd_ticket_no,
  usernameOf: (row) => row.wd_username,
  amountOf: (row) => row.wd_amount,
  originalAmountOf: (row) => row.wd_amount_original,
  remarkOf: (row) => row.wd_ket_app,
  suggestionsOf: (row) => row.suggestions,
  isContested: (row) => row.contested,
  reopenedOf: (row) => row.reopened,
  approveBody: (wireDate, items, editorId) => ({
    wd_bank_date: wireDate,
    arr: items.map((item) => ({
      wd_bo_id: item.id,
      wd_ket_app: item.remark,
      ...amountField('wd_amount', item.amount),
      ...counterpartField('mutasiwd_id', item.counterpartId),
      depo_edited_by: editorId,
    })),
  }),
  removeBody: (ids, editorId) => ({ arr: ids.map((id) => ({ wd_bo_id: id, depo_edited_by: editorId })) }),
};

/**
 * A View Mutasi list, plus what its rows say and the calls of the statement side of the desk (decision 054): the
 * suggestions of a pending row, its pairing (the BO approval with the row as counterpart), its explanation, and
 * the undo of what settled it.
 */
export interface MutasiList<Row> extends ReviewList<Row> {
  screen: 'mutasi';
  isApproved: (row: Row) => boolean;
  isFee: (row: Row) => boolean;
  amountOf: (row: Row) => number;
  nameOf: (row: Row) => string | null;
  dateOf: (row: Row) => string;
  saran: string;
  explain: string;
  undo: string;
  /** The BO update path that pairs a request with this side's statement row. */
  pair: string;
  pairBody: (boId: number, remark: string, statementId: number) => unknown;
  explainBody: (id: number, category: string, remark: string) => unknown;
  undoBody: (id: number, remark: string) => unknown;
}

export const MUTASI_DEPOSIT: MutasiList<MutasiDepositRow> = {
  screen: 'mutasi',
  side: 'deposit',
  label: 'Mutasi Deposit',
  row: MutasiDepositRow,
  view: 'viewmutasi',
  search: 'searchmutasi',
  exportCsv: 'exportcsvviewmutasi',
  exportExcel: 'exportexcelviewmutasi',
  exportName: 'viewmutasi',
  idOf: (row) => row.mutasi_id,
  isApproved: (row) => row.mutasi_app,
  isFee: (row) => row.mutasi_is_fee,
  amountOf: (row) => row.mutasi_amount,
  nameOf: (row) => row.mutasi_player_bank_name,
  dateOf: (row) => row.mutasi_date,
  saran: 'saranmutasi',
  explain: 'explainmutasi',
  undo: 'undomutasi',
  pair: 'updatebodepostts',
  pairBody: (boId, remark, statementId) => ({
    arr: [{ bo_id: boId, ket_app: remark, mutasi_id: statementId }],
  }),
  explainBody: (id, category, remark) => ({ arr: [{ mutasi_id: id, category, remark }] }),
  undoBody: (id, remark) => ({ arr: [{ mutasi_id: id, remark }] }),
};

export const MUTASI_WITHDRAW: MutasiList<MutasiWithdrawRow> = {
  screen: 'mutasi',
  side: 'withdraw',
  label: 'Mutasi Withdraw',
  row: MutasiWithdrawRow,
  view: 'viewmutasiwd',
  search: 'searchmutasiwd',
  exportCsv: 'exportcsvviewmutasiwd',
  exportExcel: 'exportexcelviewmutasiwd',
  exportName: 'viewmutasiwd',
  idOf: (row) => row.mutasiwd_id,
  isApproved: (row) => row.mutasiwd_app,
  isFee: (row) => row.mutasiwd_is_fee,
  amountOf: (row) => row.mutasiwd_amount,
  nameOf: (row) => row.mutasiwd_player_bank_name,
  dateOf: (row) => row.mutasiwd_date,
  saran: 'saranmutasiwd',
  explain: 'explainmutasiwd',
  undo: 'undomutasiwd',
  pair: 'updatebosttswd',
  pairBody: (boId, remark, statementId) => ({
    arr: [{ wd_bo_id: boId, wd_ket_app: remark, mutasiwd_id: statementId }],
  }),
  explainBody: (id, category, remark) => ({ arr: [{ mutasiwd_id: id, category, remark }] }),
  undoBody: (id, remark) => ({ arr: [{ mutasiwd_id: id, remark }] }),
};

/** Every review list's cache entries start with this key; a change to BO or mutasi rows invalidates it. */

/** One page of a review list: the plain view, or the search when there is a term. */
export function reviewRowsQuery<Row>(
  list: ReviewList<Row>,
  filter: ReviewFilter,
  search: ReviewSearch,
  page: number,
) {
  const date = encodeURIComponent(wireDateOf(filter.date, list.screen));
  const website = encodeURIComponent(filter.website);
  const tail = `${LIST_PAGE_SIZE}/${page}`;
  const path = search
    ? `/api/${list.search}/${date}/${website}/${filter.status}/${search.kind}/${encodeURIComponent(search.term)}/${tail}`
    : `/api/${list.view}/${date}/${website}/${filter.status}/${tail}`;
  const signal = filter.signal ? `?signal=${filter.signal}` : '';
  return queryOptions({
    queryKey: [
      ...REVIEW_KEY,
      list.view,
      filter.website,
      filter.status,
      filter.date,
      filter.signal,
      search,
      page,
    ],
    queryFn: () => getPage(`${path}${signal}`, list.row),
    // Other staff upload and approve all day: a list shown again is asked for again.
    staleTime: 0,
  });
}
