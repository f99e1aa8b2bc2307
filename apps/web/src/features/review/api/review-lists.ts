import { queryOptions } from '@tanstack/react-query';
import {
  BoDepositRow,
  BoWithdrawRow,
  LIST_PAGE_SIZE,
  MutasiDepositRow,
  MutasiWithdrawRow,
  type SplitRow,
  type SuggestionRow,
  endpoints,
} from '@rekon/contracts';
import { getPage, type Parser, call } from '../../../lib/api-client';
import { REVIEW_KEY } from '../../../lib/query-keys';
import { wireDateOf, type ReviewFilter, type ReviewSide } from '../lib/review-filter';
import type { ReviewSearch } from '../lib/search-term';

type Table = typeof endpoints;
type ReviewExports = Table['reviewExport'];

/** One review list of the server: its view and search endpoints, its export endpoints and its row shape. */
export interface ReviewList<Row> {
  screen: 'bo' | 'mutasi';
  side: ReviewSide;
  /** The table's name as the View Type calls it. */
  label: string;
  row: Parser<Row>;
  view: Table['viewbo' | 'viewbowd' | 'viewmutasi' | 'viewmutasiwd'];
  search: Table['searchbo' | 'searchbowd' | 'searchmutasi' | 'searchmutasiwd'];
  exportCsv: ReviewExports[keyof ReviewExports];
  exportExcel: ReviewExports[keyof ReviewExports];
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
  /** A split payment's group as the counterpart (issue 28), or null. */
  groupIds: number[] | null;
}

/** A BO list, plus what its rows say about approval and what its update and delete calls take. */
export interface BoList<Row> extends ReviewList<Row> {
  screen: 'bo';
  update: Table['updatebodepostts' | 'updatebosttswd'];
  remove: Table['deleteboid' | 'deleteboidwd'];
  /** Takes back a row's pair or approval (issue 29): it and its statement row are Pending again. */
  undo: Table['undobo' | 'undobowd'];
  isApproved: (row: Row) => boolean;
  ticketOf: (row: Row) => string;
  usernameOf: (row: Row) => string;
  amountOf: (row: Row) => number;
  /** The uploaded amount when a checker corrected it, else null. */
  originalAmountOf: (row: Row) => number | null;
  remarkOf: (row: Row) => string | null;
  suggestionsOf: (row: Row) => SuggestionRow[];
  /** The split payment offered for a pending row (issue 28), or null. */
  splitOf: (row: Row) => SplitRow | null;
  isContested: (row: Row) => boolean;
  /** Why a later upload reopened the row's automatic pair, while it is pending again; else null. */
  reopenedOf: (row: Row) => string | null;
  approveBody: (wireDate: string, items: ApproveItem[], editorId: number) => unknown;
  removeBody: (ids: number[], editorId: number) => unknown;
  undoBody: (id: number, remark: string) => unknown;
}

// A blank amount is left out: the server keeps the uploaded one (spec section 5).
const amountField = <K extends string>(key: K, amount: string) =>
  (amount ? { [key]: amount } : {}) as Partial<Record<K, string>>;
const counterpartField = <K extends string>(key: K, id: number | null) =>
  (id === null ? {} : { [key]: id }) as Partial<Record<K, number>>;
const groupField = <K extends string>(key: K, ids: number[] | null) =>
  (ids === null ? {} : { [key]: ids }) as Partial<Record<K, number[]>>;

export const BO_DEPOSIT: BoList<BoDepositRow> = {
  screen: 'bo',
  side: 'deposit',
  label: 'BO Deposit',
  row: BoDepositRow,
  view: endpoints.viewbo,
  search: endpoints.searchbo,
  exportCsv: endpoints.reviewExport.exportcsvviewbo,
  exportExcel: endpoints.reviewExport.exportexcelviewbo,
  exportName: 'viewbo',
  update: endpoints.updatebodepostts,
  remove: endpoints.deleteboid,
  undo: endpoints.undobo,
  idOf: (row) => row.bo_id,
  isApproved: (row) => row.bo_approve,
  ticketOf: (row) => row.ticket_no,
  usernameOf: (row) => row.user_name,
  amountOf: (row) => row.depo_amount,
  originalAmountOf: (row) => row.depo_amount_original,
  remarkOf: (row) => row.ket_app,
  suggestionsOf: (row) => row.suggestions,
  splitOf: (row) => row.split,
  isContested: (row) => row.contested,
  reopenedOf: (row) => row.reopened,
  approveBody: (wireDate, items, editorId) => ({
    bank_statement_date: wireDate,
    arr: items.map((item) => ({
      bo_id: item.id,
      ket_app: item.remark,
      ...amountField('depo_amount', item.amount),
      ...counterpartField('mutasi_id', item.counterpartId),
      ...groupField('mutasi_ids', item.groupIds),
      depo_edited_by: editorId,
    })),
  }),
  removeBody: (ids, editorId) => ({ arr: ids.map((id) => ({ bo_id: id, depo_edited_by: editorId })) }),
  undoBody: (id, remark) => ({ arr: [{ bo_id: id, remark }] }),
};

export const BO_WITHDRAW: BoList<BoWithdrawRow> = {
  screen: 'bo',
  side: 'withdraw',
  label: 'BO Withdraw',
  row: BoWithdrawRow,
  view: endpoints.viewbowd,
  search: endpoints.searchbowd,
  // The spec's path, typo included.
  exportCsv: endpoints.reviewExport.exportcsvlviewbowd,
  exportExcel: endpoints.reviewExport.exportexcelviewbowd,
  exportName: 'viewbowd',
  update: endpoints.updatebosttswd,
  remove: endpoints.deleteboidwd,
  undo: endpoints.undobowd,
  idOf: (row) => row.wd_bo_id,
  isApproved: (row) => row.wd_bo_approve,
  ticketOf: (row) => row.wd_ticket_no,
  usernameOf: (row) => row.wd_username,
  amountOf: (row) => row.wd_amount,
  originalAmountOf: (row) => row.wd_amount_original,
  remarkOf: (row) => row.wd_ket_app,
  suggestionsOf: (row) => row.suggestions,
  splitOf: (row) => row.split,
  isContested: (row) => row.contested,
  reopenedOf: (row) => row.reopened,
  approveBody: (wireDate, items, editorId) => ({
    wd_bank_date: wireDate,
    arr: items.map((item) => ({
      wd_bo_id: item.id,
      wd_ket_app: item.remark,
      ...amountField('wd_amount', item.amount),
      ...counterpartField('mutasiwd_id', item.counterpartId),
      ...groupField('mutasiwd_ids', item.groupIds),
      depo_edited_by: editorId,
    })),
  }),
  removeBody: (ids, editorId) => ({ arr: ids.map((id) => ({ wd_bo_id: id, depo_edited_by: editorId })) }),
  undoBody: (id, remark) => ({ arr: [{ wd_bo_id: id, remark }] }),
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
  saran: Table['saranmutasi' | 'saranmutasiwd'];
  explain: Table['explainmutasi' | 'explainmutasiwd'];
  undo: Table['undomutasi' | 'undomutasiwd'];
  /** The BO update that pairs a request with this side's statement row. */
  pair: Table['updatebodepostts' | 'updatebosttswd'];
  pairBody: (boId: number, remark: string, statementId: number) => unknown;
  explainBody: (id: number, category: string, remark: string) => unknown;
  undoBody: (id: number, remark: string) => unknown;
}

export const MUTASI_DEPOSIT: MutasiList<MutasiDepositRow> = {
  screen: 'mutasi',
  side: 'deposit',
  label: 'Mutasi Deposit',
  row: MutasiDepositRow,
  view: endpoints.viewmutasi,
  search: endpoints.searchmutasi,
  exportCsv: endpoints.reviewExport.exportcsvviewmutasi,
  exportExcel: endpoints.reviewExport.exportexcelviewmutasi,
  exportName: 'viewmutasi',
  idOf: (row) => row.mutasi_id,
  isApproved: (row) => row.mutasi_app,
  isFee: (row) => row.mutasi_is_fee,
  amountOf: (row) => row.mutasi_amount,
  nameOf: (row) => row.mutasi_player_bank_name,
  dateOf: (row) => row.mutasi_date,
  saran: endpoints.saranmutasi,
  explain: endpoints.explainmutasi,
  undo: endpoints.undomutasi,
  pair: endpoints.updatebodepostts,
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
  view: endpoints.viewmutasiwd,
  search: endpoints.searchmutasiwd,
  exportCsv: endpoints.reviewExport.exportcsvviewmutasiwd,
  exportExcel: endpoints.reviewExport.exportexcelviewmutasiwd,
  exportName: 'viewmutasiwd',
  idOf: (row) => row.mutasiwd_id,
  isApproved: (row) => row.mutasiwd_app,
  isFee: (row) => row.mutasiwd_is_fee,
  amountOf: (row) => row.mutasiwd_amount,
  nameOf: (row) => row.mutasiwd_player_bank_name,
  dateOf: (row) => row.mutasiwd_date,
  saran: endpoints.saranmutasiwd,
  explain: endpoints.explainmutasiwd,
  undo: endpoints.undomutasiwd,
  pair: endpoints.updatebosttswd,
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
  const params = {
    date: wireDateOf(filter.date, list.screen),
    websiteCode: filter.website,
    status: filter.status,
    pageSize: LIST_PAGE_SIZE,
    page,
  };
  const query = { signal: filter.signal || undefined };
  // Built when asked for: a disabled query (no website chosen yet) has no path to build.
  const to = () =>
    search
      ? call(list.search, { ...params, kind: search.kind, term: search.term }, query)
      : call(list.view, params, query);
  return queryOptions({
    queryKey: [
      ...REVIEW_KEY,
      list.exportName,
      filter.website,
      filter.status,
      filter.date,
      filter.signal,
      search,
      page,
    ],
    queryFn: () => getPage(to(), list.row),
    // Other staff upload and approve all day: a list shown again is asked for again.
    staleTime: 0,
  });
}
