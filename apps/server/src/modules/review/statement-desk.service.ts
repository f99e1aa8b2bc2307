/**
 * The statement side of the desk (issue 29, decision 054): a pending statement row's reason and the requests
 * nearest it (View Mutasi's "Saran"), and explaining a row that has no BO row. Pairing a statement row with a
 * request goes through the BO approval (approve.service.ts) with the row as its counterpart: the same rules,
 * window and checks from either end.
 */
import {
  addDays,
  explainLabel,
  jakartaClock,
  EXPLAIN_PASS_PREFIX,
  isInEditWindow,
  MSG,
  type BulkResponse,
  type ExplainCategory,
  type MutasiSaranResponse,
  type RequestSuggestionRow,
  type RowResult,
} from '@rekon/contracts';
import { suggestRequests, WINDOW_DAYS, type RequestSuggestion } from '@rekon/reconcile';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { isInWebsiteScope, type Actor } from '../../http/access';
import { rupiah } from '../../lib/money';
import { engineAccounts } from '../akunbank/akunbank.repository';
import { refreshContested, type SettledRow } from '../reconciliation/after-manual';
import { loadLearnedNames } from '../learned-names/learned-names.repository';
import { lockWebsite } from '../../db/transaction-settings';
import * as boRows from '../rows/bo';
import type { Side } from '../rows/row-model';
import * as statementRows from '../rows/statement';
import type { DeskStatement } from '../rows/statement/checker-actions';
import { recordAction, type ActionContext } from '../tracking/tracking.service';

const sideName = (side: Side) => (side === 'DEPO' ? 'deposit' : 'withdraw');

function toRow(suggestion: RequestSuggestion): RequestSuggestionRow {
  return {
    bo_id: Number(suggestion.boId),
    ticket_no: suggestion.ticket,
    amount: suggestion.amountCents / 100,
    date: suggestion.date,
    time: suggestion.time,
    username: suggestion.username,
    name: suggestion.name,
    score: suggestion.score,
    differences: suggestion.differences,
    refused: suggestion.refused,
  };
}

/** The engine's reason for a pending statement row, in one sentence a checker reads. */
function pendingReason(row: DeskStatement, suggestions: readonly RequestSuggestion[]): string {
  if (row.contested)
    return 'Contested: beberapa BO sama kuat untuk mutasi ini; memilih salah satu menentukan pemain mana yang di-approve. Pilih manual.';
  if (row.reopened) return `Pasangan otomatis ${row.reopened}.`;
  if (suggestions.length === 0)
    return 'Tidak ada BO pending dengan nominal, nama atau referensi yang sama dari sehari sebelum sampai sehari sesudah tanggal mutasi.';
  const nearest = suggestions[0]!;
  return `Tidak ada BO yang memenuhi aturan otomatis; terdekat ${nearest.ticket}: ${nearest.differences}.`;
}

/**
 * GET /api/saranmutasi/{id}: why a statement row is pending and up to three requests nearest it (and, with a
 * ticket, that pending request of the row's window). Unknown, deleted and foreign rows all read as unknown.
 */
export async function statementSaran(
  db: Db,
  side: Side,
  id: number,
  actor: Actor,
  ticket: string | null,
): Promise<MutasiSaranResponse> {
  const row = (await statementRows.deskStatements(db, side, [id])).get(id);
  if (!row || row.deleted || !isInWebsiteScope(actor, row.website)) throw notFound(MSG.statementNotFound);
  if (row.approved || row.isFee) {
    return {
      status: true,
      data: {
        id,
        approved: true,
        reason: row.remark ?? (row.isFee ? 'Biaya bank' : ''),
        contested: false,
        suggestions: [],
        found: null,
      },
    };
  }
  const from = addDays(row.date, -WINDOW_DAYS);
  const to = addDays(row.date, WINDOW_DAYS);
  const learned = await loadLearnedNames(db, row.website);
  const withLearned = (rows: Awaited<ReturnType<typeof boRows.loadPendingBo>>) =>
    rows.map((request) => ({ ...request, learnedNames: learned.get(request.playerAccount) ?? null }));
  const accounts = await engineAccounts(db, row.website, side);
  const refused = await statementRows.loadRefusedPairs(db, [id]);
  const bo = withLearned(await boRows.loadPendingBo(db, side, row.website, from, to));
  // A credit of a statement without times is placed by the requests paired around it in its file.
  const position = row.engine.time === null ? row.engine.position : null;
  const neighbours = position
    ? new Map([[id, await boRows.fileNeighbours(db, Number(position.file), position.line)]])
    : undefined;
  const suggestions =
    suggestRequests({ bo, mutasi: [row.engine], accounts, refused }, { neighbours }).get(id) ?? [];
  let found: RequestSuggestionRow | null = null;
  const wanted = ticket?.trim();
  if (wanted) {
    const byTicket = withLearned(await boRows.loadPendingBo(db, side, row.website, from, to, wanted));
    const [first] =
      suggestRequests(
        { bo: byTicket, mutasi: [row.engine], accounts, refused },
        { everyRequest: true, neighbours },
      ).get(id) ?? [];
    found = first ? toRow(first) : null;
  }
  return {
    status: true,
    data: {
      id,
      approved: false,
      reason: pendingReason(row, suggestions),
      contested: row.contested,
      suggestions: suggestions.map(toRow),
      found,
    },
  };
}

export interface ExplainItem {
  id: number;
  category: ExplainCategory;
  remark: string;
}

/**
 * Explains pending statement rows without a BO row (decision 054): each row approved with its category and the
 * checker's remark, counted as settled on the dashboard, one Tracking row per website. Refused per row, with the
 * BO approval's one answer, when the row is unknown, foreign, deleted, a fee, settled already, or its date is
 * outside the edit window.
 */
export async function explainRows(
  db: Db,
  side: Side,
  items: readonly ExplainItem[],
  ctx: ActionContext,
): Promise<BulkResponse> {
  return db.transaction(async (trx) => {
    const rows = await statementRows.deskStatements(
      trx,
      side,
      items.map((item) => item.id),
    );
    const results = new Map<number, RowResult>();
    const byWebsite = new Map<string, { row: DeskStatement; item: ExplainItem }[]>();
    for (const item of items) {
      const row = rows.get(item.id);
      const editable =
        row &&
        !row.deleted &&
        !row.approved &&
        !row.isFee &&
        isInWebsiteScope(ctx.actor, row.website) &&
        isInEditWindow(row.date, ctx.at);
      if (!editable || results.has(item.id)) {
        // A row of the actor's website someone settled answers who and when (issue 29).
        const settledBy =
          row && !row.deleted && row.approved && isInWebsiteScope(ctx.actor, row.website) && row.approvedBy
            ? MSG.alreadyApprovedBy(row.approvedBy, jakartaClock(row.matchedAt ?? ctx.at))
            : MSG.notEditable;
        results.set(item.id, { id: item.id, ok: false, message: settledBy });
        continue;
      }
      results.set(item.id, { id: item.id, ok: false, message: MSG.notEditable });
      byWebsite.set(row.website, [...(byWebsite.get(row.website) ?? []), { row, item }]);
    }
    let done = 0;
    const tracked: [string, string][] = [];
    for (const [website, batch] of [...byWebsite.entries()].sort(([a], [b]) => a.localeCompare(b))) {
      await lockWebsite(trx, website);
      const explained = await statementRows.explainStatements(
        trx,
        batch.map(({ item }) => ({
          id: item.id,
          pass: EXPLAIN_PASS_PREFIX + item.category,
          remark: `${explainLabel(item.category)}: ${item.remark}`,
        })),
        ctx.at,
        ctx.actor.accountId,
      );
      const settled: SettledRow[] = [];
      const lines: string[] = [];
      for (const { row, item } of batch) {
        if (!explained.has(row.id)) continue;
        results.set(row.id, { id: row.id, ok: true, message: 'OK' });
        settled.push({ date: row.date, amountsCents: [row.amountCents], wasContested: row.contested });
        lines.push(
          `${row.id}${row.name ? ` ${row.name}` : ''} ${rupiah(row.amountCents)} (${explainLabel(item.category)}: ${item.remark})`,
        );
      }
      if (lines.length === 0) continue;
      done += lines.length;
      await refreshContested(trx, side, website, settled);
      tracked.push([
        website,
        `Jelaskan ${lines.length} mutasi ${sideName(side)} tanpa BO: ${lines.slice(0, 20).join('; ')}` +
          (lines.length > 20 ? ` dan ${lines.length - 20} lainnya` : ''),
      ]);
    }
    // Tracking rows last, once every website is locked: each takes the trail's head (decision 066) until commit.
    for (const [website, text] of tracked) await recordAction(trx, ctx, website, text);
    return {
      status: done > 0,
      message: done > 0 ? MSG.rowsExplained(done) : MSG.nothingChanged,
      results: items.map((item) => results.get(item.id)!),
    };
  });
}
