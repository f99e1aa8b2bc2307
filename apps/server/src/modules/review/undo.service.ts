/**
 * Undo within the edit window (issue 29, decision 055): an ADMIN or CHECKER takes back a pairing (automatic or by
 * hand), an approval without a credit, or an explanation, with a remark. Both rows of a pair return to Pending and
 * the pair is remembered as refused: the engine never makes it again and offers it last.
 */
import { isInEditWindow, MSG, type BulkResponse, type RowResult } from '@rekon/contracts';
import type { Db } from '../../db/client';
import { refusePairs, type Refusal } from '../rows/statement/checker-actions';
import { isInWebsiteScope } from '../../http/access';
import { conflict } from '../../http/errors';
import { rupiah } from '../../lib/money';
import { lockWebsite } from '../../db/transaction-settings';
import * as boRows from '../rows/bo';
import type { Side } from '../rows/row-model';
import * as statementRows from '../rows/statement';
import { recordActions, type ActionContext } from '../tracking/tracking.service';

export interface UndoItem {
  id: number;
  remark: string;
}

/** Locks, in one order, the websites in the actor's scope that the rows `ids` are on. */
async function lockWebsitesOf(
  trx: Db,
  side: Side,
  from: 'bo' | 'statement',
  ids: readonly number[],
  ctx: ActionContext,
) {
  const rows =
    from === 'bo'
      ? await boRows.approvalCandidates(trx, side, ids)
      : await statementRows.deskStatements(trx, side, ids);
  const websites = new Set(
    [...rows.values()].map((row) => row.website).filter((website) => isInWebsiteScope(ctx.actor, website)),
  );
  for (const website of [...websites].sort((a, b) => a.localeCompare(b))) await lockWebsite(trx, website);
}

const sideName = (side: Side) => (side === 'DEPO' ? 'deposit' : 'withdraw');

/** One settled thing to take back, found from either of its rows. */
interface Settlement {
  website: string;
  boId: number | null;
  ticket: string | null;
  /** The statement rows of the pair: one, or a split payment's group (issue 28), all taken back together. */
  statementIds: number[];
  amountCents: number;
  /** The business date of the BO row, else the statement's date: the edit window's date. */
  date: string;
  kind: 'pair' | 'approval' | 'explanation';
  remark: string;
}

/**
 * Takes back what rows of one kind (`from`) settled: the pair they are in, an approval without a credit, or an
 * explanation. Each row is refused with one answer when it is unknown, foreign, deleted, or outside the edit
 * window, and with "still Pending" when there is nothing to take back.
 */
export async function undoRows(
  db: Db,
  side: Side,
  from: 'bo' | 'statement',
  items: readonly UndoItem[],
  ctx: ActionContext,
): Promise<BulkResponse> {
  return db.transaction(async (trx) => {
    const ids = items.map((item) => item.id);
    // The websites are locked before what the rows settle is read: an upload or an approval of the same website
    // cannot change a pair between this read and the undo (each takes the same lock).
    await lockWebsitesOf(trx, side, from, ids, ctx);
    const results = new Map<number, RowResult>();
    const found = new Map<number, Settlement>();
    if (from === 'bo') {
      const candidates = await boRows.approvalCandidates(trx, side, ids);
      const paired = await statementRows.statementsPairedWith(trx, ids);
      for (const item of items) {
        const row = candidates.get(item.id);
        if (!row || row.deleted || !isInWebsiteScope(ctx.actor, row.website)) continue;
        if (!row.approved) {
          results.set(item.id, { id: item.id, ok: false, message: MSG.notSettled });
          continue;
        }
        const statementIds = paired.get(item.id) ?? [];
        found.set(item.id, {
          website: row.website,
          boId: row.id,
          ticket: row.ticket,
          statementIds,
          amountCents: row.amountCents,
          date: row.date,
          kind: statementIds.length === 0 ? 'approval' : 'pair',
          remark: item.remark,
        });
      }
    } else {
      const statements = await statementRows.deskStatements(trx, side, ids);
      const boIds = [...statements.values()].flatMap((row) => (row.boId === null ? [] : [row.boId]));
      const requests = await boRows.approvalCandidates(trx, side, boIds);
      const groups = await statementRows.statementsPairedWith(trx, boIds);
      for (const item of items) {
        const row = statements.get(item.id);
        if (!row || row.deleted || row.isFee || !isInWebsiteScope(ctx.actor, row.website)) continue;
        if (!row.approved) {
          results.set(item.id, { id: item.id, ok: false, message: MSG.notSettled });
          continue;
        }
        const request = row.boId === null ? undefined : requests.get(row.boId);
        const statementIds = row.boId === null ? [row.id] : (groups.get(row.boId) ?? [row.id]);
        found.set(item.id, {
          website: row.website,
          boId: row.boId,
          ticket: request?.ticket ?? null,
          statementIds,
          amountCents: statementIds.length > 1 && request ? request.amountCents : row.amountCents,
          date: request?.date ?? row.date,
          kind: row.boId === null ? 'explanation' : 'pair',
          remark: item.remark,
        });
      }
    }

    const byWebsite = new Map<string, [number, Settlement][]>();
    const seen = new Set<string>();
    for (const [id, settlement] of found) {
      if (!isInEditWindow(settlement.date, ctx.at)) continue;
      // Two rows of one split payment's group name the same settlement: it is taken back once.
      const key = settlement.boId === null ? `m${settlement.statementIds[0]}` : `b${settlement.boId}`;
      if (seen.has(key)) {
        results.set(id, { id, ok: true, message: 'OK' });
        continue;
      }
      seen.add(key);
      byWebsite.set(settlement.website, [...(byWebsite.get(settlement.website) ?? []), [id, settlement]]);
    }
    let done = 0;
    const tracked: [string, string[]][] = [];
    for (const [website, batch] of [...byWebsite.entries()].sort(([a], [b]) => a.localeCompare(b))) {
      await lockWebsite(trx, website);
      const undoneBo = await boRows.undoBoApprovals(
        trx,
        batch.flatMap(([, s]) => (s.boId === null ? [] : [s.boId])),
      );
      const undoneStatements = await statementRows.undoStatements(
        trx,
        batch.flatMap(([, s]) => s.statementIds),
      );
      const lines: string[] = [];
      const refusals: Refusal[] = [];
      for (const [id, s] of batch) {
        const parts = [
          ...(s.boId === null ? [] : [undoneBo.has(s.boId)]),
          ...s.statementIds.map((statementId) => undoneStatements.has(statementId)),
        ];
        const ok = parts.every(Boolean);
        // Half a settlement taken back would leave a row approved for a Pending partner: the whole undo is
        // refused instead (its rows were read under the lock, so only rows out of step with each other get here).
        if (!ok && parts.some(Boolean)) throw conflict(MSG.notEditable);
        if (!ok) continue;
        results.set(id, { id, ok: true, message: 'OK' });
        if (s.kind === 'pair') {
          for (const statementId of s.statementIds) {
            refusals.push({
              website,
              side,
              boId: s.boId!,
              statementId,
              remark: s.remark,
              refusedAt: ctx.at,
              refusedBy: ctx.actor.accountId,
            });
          }
        }
        lines.push(
          s.kind === 'pair' && s.statementIds.length > 1
            ? `Batalkan pasangan grup ${sideName(side)}: BO ${s.ticket} dengan mutasi ${s.statementIds.join(' + ')} ${rupiah(s.amountCents)} (dibayar dalam ${s.statementIds.length} transfer); semuanya kembali Pending (${s.remark})`
            : s.kind === 'pair'
              ? `Batalkan pasangan ${sideName(side)}: BO ${s.ticket} dengan mutasi ${s.statementIds[0]} ${rupiah(s.amountCents)}; keduanya kembali Pending dan tidak dipasangkan otomatis lagi (${s.remark})`
              : s.kind === 'approval'
                ? `Batalkan approve BO ${sideName(side)} ${s.ticket} tanpa mutasi: kembali Pending (${s.remark})`
                : `Batalkan penjelasan mutasi ${sideName(side)} ${s.statementIds[0]} ${rupiah(s.amountCents)}: kembali Pending (${s.remark})`,
        );
      }
      await refusePairs(trx, refusals);
      done += lines.length;
      tracked.push([website, lines]);
    }
    // Tracking rows last, once every website is locked: each takes the trail's head (decision 066) until commit.
    for (const [website, lines] of tracked) await recordActions(trx, ctx, website, lines);
    return {
      status: done > 0,
      message: done > 0 ? MSG.rowsUndone(done) : MSG.nothingChanged,
      results: items.map(
        (item) => results.get(item.id) ?? { id: item.id, ok: false, message: MSG.notEditable },
      ),
    };
  });
}
