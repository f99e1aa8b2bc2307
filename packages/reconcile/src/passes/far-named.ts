/**
 * Time before name (packages/reconcile/README.md): a request approved at 19:39 with the player's named credit of
 * that amount at 07:40 and a credit naming nobody at 19:38 is the 19:38 one's, as a checker reads it; the morning's
 * credit was the same player's money for something else (a request typed with another amount, say). EXACT, which
 * reads only named credits, would take the morning's: such a request is left to UNIQUE instead.
 */
import { channelsContradict } from '../channels';
import { EXACT_MIN_SCORE } from '../names';
import type { NameTable } from '../name-table';
import { cellKey, pushTo, scoreRowsAtLeast, type PreparedBo, type PreparedMutasi } from '../prepare';
import { CLOSE_SECONDS, UNIQUE_CLOSE_SECONDS, WINDOW_DAYS } from '../time';

/**
 * Timed requests with a credit naming nobody within UNIQUE_CLOSE_SECONDS (its account, amount and a channel that
 * does not contradict) whose every named credit of EXACT's (score >= 0.85) lies more than CLOSE_SECONDS away.
 */
export function farNamedOnly(
  bo: readonly PreparedBo[],
  mutasi: readonly PreparedMutasi[],
  names: NameTable,
): Set<PreparedBo> {
  const deferred = new Set<PreparedBo>();
  const nameless = new Map<string, PreparedMutasi[]>();
  for (const row of mutasi) {
    if (!row.isFee && row.accountKey !== null && row.nameId < 0 && row.seconds !== null)
      pushTo(nameless, cellKey(row), row);
  }
  if (nameless.size === 0) return deferred;
  const beside = bo.filter(
    (request) =>
      request.seconds !== null &&
      request.nameId >= 0 &&
      request.accountKey !== null &&
      (nameless.get(cellKey(request)) ?? []).some(
        (credit) =>
          Math.abs(credit.instant - request.instant) <= UNIQUE_CLOSE_SECONDS &&
          !channelsContradict(request, credit),
      ),
  );
  if (beside.length === 0) return deferred;
  // Named credits only of the slots that have a request beside a nameless credit: a busy day has one or two.
  const slots = new Set(beside.map(cellKey));
  const named = new Map<string, PreparedMutasi[]>();
  for (const row of mutasi) {
    if (row.isFee || row.nameId < 0 || !slots.has(cellKey(row))) continue;
    for (const key of names.keys(row.nameId)) pushTo(named, `${cellKey(row)}\u0001${key}`, row);
  }
  for (const request of beside) {
    let far = false;
    let close = false;
    for (const key of names.keys(request.nameId)) {
      for (const credit of named.get(`${cellKey(request)}\u0001${key}`) ?? []) {
        if (Math.abs(credit.day - request.day) > WINDOW_DAYS || channelsContradict(request, credit)) continue;
        if (scoreRowsAtLeast(names, request, credit, EXACT_MIN_SCORE) < 0) continue;
        if (credit.seconds === null || Math.abs(credit.instant - request.instant) <= CLOSE_SECONDS)
          close = true;
        else far = true;
      }
      if (close) break;
    }
    if (far && !close) deferred.add(request);
  }
  return deferred;
}
