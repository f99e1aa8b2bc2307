import { channelsContradict } from './channels';
import { EXACT_MIN_SCORE, toScoreFraction } from './names';
import type { NameTable } from './name-table';
import { formatRupiah } from './money';
import { cellKey, cellKeyOfAmount, pushTo, scoreRows, type PreparedBo, type PreparedMutasi } from './prepare';
import { UNIQUE_CLOSE_SECONDS, WINDOW_DAYS } from './time';
import type { SplitSuggestion } from './types';

/** A request paid in at most this many transfers is suggested as one group (issue 28: two or three). */
export const MAX_SPLIT_TRANSFERS = 3;
/** The sender's credits nearest the request in time that are tried as parts of a group. */
const SPLIT_CANDIDATES = 10;

/**
 * Split payments (issue 28): for a pending request, two or three pending credits of the same sender (a name
 * that scores as EXACT's would), on the request's account, inside the date window, each smaller than the
 * request and together exactly its amount, are suggested as one group, "dibayar dalam 2 transfer". Never paired
 * automatically: a person approves with the group as the counterpart. Of several groups that sum right, the one
 * nearest the request in time (then in the canonical order) is suggested.
 */
export function suggestSplitPayments(
  bo: readonly PreparedBo[],
  mutasi: readonly PreparedMutasi[],
  names: NameTable,
): Map<PreparedBo, SplitSuggestion> {
  const found = new Map<PreparedBo, SplitSuggestion>();
  for (const [request, group] of splitGroups(bo, senderCredits(mutasi, names)))
    found.set(request, toSplit(request, group, names));
  return found;
}

/**
 * Each request's best group, where no other request is nearer to the same group: one player's two requests of an
 * amount, one at 03:30 beside two transfers of 03:29 and 03:36 and one at 16:04, are paid in parts at 03:30 only.
 */
function splitGroups(
  bo: readonly PreparedBo[],
  smallerCredits: (request: PreparedBo) => PreparedMutasi[],
): Map<PreparedBo, PreparedMutasi[]> {
  const claims = new Map<string, { request: PreparedBo; group: PreparedMutasi[]; cost: number }>();
  for (const request of bo) {
    const group = bestGroup(request, smallerCredits(request).slice(0, SPLIT_CANDIDATES));
    if (!group) continue;
    const key = group
      .map((credit) => credit.rank)
      .sort((a, b) => a - b)
      .join(',');
    const cost = groupCost(request, group);
    const claim = claims.get(key);
    if (!claim || cost < claim.cost || (cost === claim.cost && request.rank < claim.request.rank))
      claims.set(key, { request, group, cost });
  }
  return new Map([...claims.values()].map(({ request, group }) => [request, group]));
}

/**
 * Requests paid in parts: a split group of their own sender's credits (suggestSplitPayments), or a pending credit
 * of the sender smaller than the request and a nameless one of exactly the rest, on its account inside the window
 * (a BI-FAST part beside a named one). A checker reads such a request with its parts, so it never takes a
 * nameless credit of the whole amount automatically.
 */
export function findPartlyPaid(
  bo: readonly PreparedBo[],
  mutasi: readonly PreparedMutasi[],
  names: NameTable,
): Set<PreparedBo> {
  const smallerCredits = senderCredits(mutasi, names);
  const nameless = new Map<string, PreparedMutasi[]>();
  for (const row of mutasi)
    if (!row.isFee && row.nameId < 0 && row.accountKey !== null) pushTo(nameless, cellKey(row), row);
  const restInSight = (request: PreparedBo, part: PreparedMutasi) =>
    together(request, part, PART_SPREAD_SECONDS) &&
    (nameless.get(cellKeyOfAmount(request, request.amountCents - part.amountCents)) ?? []).some(
      (credit) =>
        Math.abs(credit.day - request.day) <= WINDOW_DAYS &&
        !channelsContradict(request, credit) &&
        together(part, credit),
    );
  const grouped = splitGroups(bo, smallerCredits);
  return new Set(
    bo.filter(
      (request) => grouped.has(request) || smallerCredits(request).some((part) => restInSight(request, part)),
    ),
  );
}

/**
 * For a request: the pending credits of its sender (a name that scores as EXACT's would), on its account inside
 * the date window, each smaller than the request, nearest in time first. Found through the rarest word of the
 * request's name (the suggestions' blocking keys), so a request in a crowd costs no more than anywhere else.
 */
function senderCredits(
  mutasi: readonly PreparedMutasi[],
  names: NameTable,
): (request: PreparedBo) => PreparedMutasi[] {
  const byKey = new Map<string, PreparedMutasi[]>();
  for (const row of mutasi) {
    if (row.isFee || row.pairedTicket !== null || row.nameId < 0 || row.accountKey === null) continue;
    for (const key of names.keys(row.nameId)) {
      const bucket = `${row.site}\u0001${row.accountKey}\u0001${key}`;
      const list = byKey.get(bucket);
      if (list) list.push(row);
      else byKey.set(bucket, [row]);
    }
  }
  return (request) => {
    if (request.nameId < 0 || request.accountKey === null) return [];
    let rarest: PreparedMutasi[] | undefined;
    for (const key of names.keys(request.nameId)) {
      const list = byKey.get(`${request.site}\u0001${request.accountKey}\u0001${key}`);
      if (!list) continue;
      if (!rarest || list.length < rarest.length) rarest = list;
    }
    if (!rarest) return [];
    return rarest
      .filter(
        (credit) =>
          Math.abs(credit.day - request.day) <= WINDOW_DAYS &&
          credit.amountCents > 0 &&
          credit.amountCents < request.amountCents &&
          !channelsContradict(request, credit) &&
          (scoreRows(names, request, credit) ?? 0) >= EXACT_MIN_SCORE,
      )
      .sort((a, b) => gap(request, a) - gap(request, b) || a.rank - b.rank);
  };
}

/**
 * How far from its request a part paid with a nameless rest can be, where both carry a time: a player splits a
 * transfer the bank's limit refused, then asks; the player's credit of the morning is not part of the evening's.
 */
const PART_SPREAD_SECONDS = 3 * 3600;

/**
 * Whether two rows could be one payment's parts (or a part and its request): within `seconds` of each other where
 * both carry a time; a statement without times cannot tell.
 */
function together(
  a: PreparedBo | PreparedMutasi,
  b: PreparedMutasi,
  seconds = UNIQUE_CLOSE_SECONDS,
): boolean {
  return a.seconds === null || b.seconds === null || Math.abs(a.instant - b.instant) <= seconds;
}

function gap(request: PreparedBo, credit: PreparedMutasi): number {
  return Math.abs(credit.instant - request.instant);
}

const groupCost = (request: PreparedBo, group: readonly PreparedMutasi[]) =>
  group.reduce((sum, credit) => sum + gap(request, credit), 0);

/** The group of 2..3 parts summing to the request's amount with the least total time gap, or null. */
function bestGroup(request: PreparedBo, parts: readonly PreparedMutasi[]): PreparedMutasi[] | null {
  if (parts.length < 2) return null;
  let best: PreparedMutasi[] | null = null;
  let bestCost = Infinity;
  const consider = (group: PreparedMutasi[]) => {
    const cost = groupCost(request, group);
    if (cost < bestCost) {
      best = group;
      bestCost = cost;
    }
  };
  for (let i = 0; i < parts.length; i++) {
    for (let j = i + 1; j < parts.length; j++) {
      const two = parts[i]!.amountCents + parts[j]!.amountCents;
      if (two === request.amountCents) consider([parts[i]!, parts[j]!]);
      if (MAX_SPLIT_TRANSFERS < 3 || two >= request.amountCents) continue;
      for (let k = j + 1; k < parts.length; k++) {
        if (two + parts[k]!.amountCents === request.amountCents) consider([parts[i]!, parts[j]!, parts[k]!]);
      }
    }
  }
  return best;
}

function toSplit(request: PreparedBo, group: PreparedMutasi[], names: NameTable): SplitSuggestion {
  const ordered = [...group].sort((a, b) => a.instant - b.instant || a.rank - b.rank);
  const scores = ordered.map((credit) => scoreRows(names, request, credit) ?? 0);
  const lowest = Math.min(...scores);
  return {
    mutasiIds: ordered.map((credit) => credit.row.id),
    amountCents: ordered.map((credit) => credit.amountCents),
    score: toScoreFraction(lowest),
    differences: [
      `dibayar dalam ${ordered.length} transfer`,
      ordered.map((credit) => formatRupiah(credit.amountCents)).join(' + '),
      'rekening sama',
      `nama ${Math.round(lowest / 10)}%`,
    ].join(', '),
  };
}
