import type { MatchResult } from '@rekon/reconcile';
import type { EngineBo, EngineStatement } from '../rows/row-model';

/**
 * What a run leaves pending on its own dates (issue 29 item 6, decision 069). A run reads the rows a day around
 * [from, to] so that a request at 23:57 can meet its credit at 00:02, but the pending rows of those neighbouring
 * days are theirs, not this upload's or this replay's: counting them made an upload of 27 Nov report the open
 * rows of 26 and 28 Nov too.
 */
export function ownDayPending(
  result: Pick<MatchResult, 'pendingBo' | 'pendingMutasi'>,
  rows: { bo: ReadonlyMap<number, EngineBo>; mutasi: ReadonlyMap<number, EngineStatement> },
  range: { from: string; to: string },
  /** New rows the run did not read (nothing to pair them with): all pending, all on the run's dates. */
  unread: { bo: number; mutasi: number },
): { pendingBo: number; pendingMutasi: number } {
  const inRange = (date: string | undefined) => date !== undefined && date >= range.from && date <= range.to;
  const pendingBo = result.pendingBo.filter((row) => inRange(rows.bo.get(Number(row.boId))?.businessDate));
  const pendingMutasi = result.pendingMutasi.filter((row) =>
    inRange(rows.mutasi.get(Number(row.mutasiId))?.date),
  );
  return { pendingBo: pendingBo.length + unread.bo, pendingMutasi: pendingMutasi.length + unread.mutasi };
}
