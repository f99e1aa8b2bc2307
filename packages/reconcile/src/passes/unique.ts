import { channelsContradict } from '../channels';
import { formatScore, UNIQUE_MIN_SCORE, type NameTable } from '../names';
import { formatPlainRupiah } from '../money';
import { scoreRows, type PreparedBo, type PreparedMutasi } from '../prepare';
import { CLOSE_SECONDS, gapSeconds, WINDOW_DAYS } from '../time';
import type { PassOutcome } from './outcome';

function slotKey(row: PreparedBo | PreparedMutasi): string {
  return `${row.site}\u0001${row.accountKey}\u0001${row.amountCents}`;
}

interface Slot {
  bo: Map<number, PreparedBo[]>;
  mutasi: Map<number, PreparedMutasi[]>;
}

function byDay<T extends { day: number }>(map: Map<number, T[]>, row: T): void {
  const list = map.get(row.day);
  if (list) list.push(row);
  else map.set(row.day, [row]);
}

/** Whether the only rows within a day of `day` are the ones on that day. */
function aloneInWindow(map: ReadonlyMap<number, readonly unknown[]>, day: number): boolean {
  for (let near = day - WINDOW_DAYS; near <= day + WINDOW_DAYS; near++) {
    if (near !== day && (map.get(near)?.length ?? 0) > 0) return false;
  }
  return true;
}

/**
 * UNIQUE: equal account, equal amount, the same day, and the pair is the only BO row and the only statement
 * row left with that account and amount, not only on that day but within a day of it: a nameless payout at
 * 23:58 may belong to a request approved two minutes later, on the next date. Names must not contradict
 * (score >= 0.5, or a side without a name, as e-wallet payouts are; and neither name may keep a word the other
 * lacks: namesContradict), nor the channels (channelsContradict); where both rows carry a time they lie within
 * CLOSE_SECONDS of each other. The rows are the pending rows that can match on account; held ones (REF or EXACT
 * left them to the checker) count for uniqueness but never pair.
 */
export function runUniquePass(
  bo: readonly PreparedBo[],
  mutasi: readonly PreparedMutasi[],
  isHeld: { bo: (row: PreparedBo) => boolean; mutasi: (row: PreparedMutasi) => boolean },
  names: NameTable,
): PassOutcome {
  const slots = new Map<string, Slot>();
  for (const row of mutasi) {
    const key = slotKey(row);
    let slot = slots.get(key);
    if (!slot) slots.set(key, (slot = { bo: new Map(), mutasi: new Map() }));
    byDay(slot.mutasi, row);
  }
  for (const row of bo) {
    const slot = slots.get(slotKey(row));
    if (slot) byDay(slot.bo, row);
  }

  const outcome: PassOutcome = { pairs: [], contested: [] };
  for (const slot of slots.values()) {
    for (const [day, requests] of slot.bo) {
      const credits = slot.mutasi.get(day);
      if (requests.length !== 1 || credits?.length !== 1) continue;
      if (!aloneInWindow(slot.bo, day) || !aloneInWindow(slot.mutasi, day)) continue;
      const request = requests[0]!;
      const credit = credits[0]!;
      if (isHeld.bo(request) || isHeld.mutasi(credit)) continue;
      const gap = gapSeconds(request.day, request.seconds, credit.day, credit.seconds);
      if (request.seconds !== null && credit.seconds !== null && gap > CLOSE_SECONDS) continue;
      const score = scoreRows(names, request, credit);
      if (score !== null && (score < UNIQUE_MIN_SCORE || names.contradict(request.nameId, credit.nameId)))
        continue;
      if (channelsContradict(request, credit)) continue;
      const account = request.account?.accountNumber ?? request.accountKey ?? '-';
      const named = score === null ? '' : ` nama ${formatScore(score)}`;
      outcome.pairs.push({
        bo: request,
        mutasi: credit,
        pass: 'UNIQUE',
        score,
        gapSeconds: gap,
        reason: `AUTO-UNIK ${account} ${formatPlainRupiah(request.amountCents)}${named}`,
      });
    }
  }
  return outcome;
}
