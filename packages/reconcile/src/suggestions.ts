import { jakartaClock } from '@rekon/contracts';
import { channelsContradict, sameChannel, type Channel } from './channels';
import { FULL_SCORE, toScoreFraction } from './names';
import type { NameTable } from './name-table';
import { bracketOfNeighbours, secondsOutside, type FileNeighbours, type TimeBracket } from './file-order';
import { formatRupiah, isDigitSlip } from './money';
import { prepareDay, pushTo, scoreRows, type PreparedBo, type PreparedMutasi } from './prepare';
import { SECONDS_PER_DAY, WINDOW_DAYS } from './time';
import type { MatchInput, RequestSuggestion, RowId, Suggestion } from './types';

export const MAX_SUGGESTIONS = 3;
/**
 * Per bucket (one amount, or one name key, on one date) only the rows nearest in time are compared, so a pending
 * request in a crowd of one amount costs the same as anywhere else. Suggestions are advice: in a crowd larger
 * than this a near candidate can be missed, never a wrong pair made.
 */
const NEAREST_PER_BUCKET = 3;
const REFERENCE_CANDIDATES = 8;

function instantOf(row: PreparedBo | PreparedMutasi): number {
  return row.day * SECONDS_PER_DAY + (row.seconds ?? SECONDS_PER_DAY / 2);
}

function nearest(
  bucket: readonly PreparedMutasi[] | undefined,
  instant: number,
  into: Set<PreparedMutasi>,
): void {
  if (!bucket) return;
  let low = 0;
  let high = bucket.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (instantOf(bucket[middle]!) < instant) low = middle + 1;
    else high = middle;
  }
  let before = low - 1;
  let after = low;
  for (let taken = 0; taken < NEAREST_PER_BUCKET && (before >= 0 || after < bucket.length); taken++) {
    const takeBefore =
      after >= bucket.length ||
      (before >= 0 && instant - instantOf(bucket[before]!) <= instantOf(bucket[after]!) - instant);
    into.add(bucket[takeBefore ? before-- : after++]!);
  }
}

/** When the statement row lies from the request (`from` 'bo'), or the request from the statement row ('mutasi'). */
function describeTime(bo: PreparedBo, mutasi: PreparedMutasi, from: 'bo' | 'mutasi' = 'bo'): string {
  const sign = from === 'bo' ? 1 : -1;
  if (bo.seconds === null || mutasi.seconds === null) {
    const days = sign * (mutasi.day - bo.day);
    if (days === 0) return 'tanggal sama';
    return `${Math.abs(days)} hari ${days > 0 ? 'kemudian' : 'sebelumnya'}`;
  }
  const seconds = sign * (instantOf(mutasi) - instantOf(bo));
  if (seconds === 0) return 'waktu sama';
  const direction = seconds > 0 ? 'kemudian' : 'sebelumnya';
  const absolute = Math.abs(seconds);
  if (absolute < 60) return `${absolute} detik ${direction}`;
  const minutes = Math.round(absolute / 60);
  if (minutes < 60) return `${minutes} menit ${direction}`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `${hours} jam${rest === 0 ? '' : ` ${rest} menit`} ${direction}`;
}

function channelLabel(channel: Channel): string {
  return (
    channel.code ?? (channel.kind === 'WALLET' ? 'e-wallet' : channel.kind === 'BANK' ? 'bank' : 'tanpa bank')
  );
}

function describeAmount(bo: PreparedBo, mutasi: PreparedMutasi): string {
  const difference = mutasi.amountCents - bo.amountCents;
  if (difference === 0) return 'nominal sama';
  return `nominal ${difference > 0 ? 'lebih' : 'kurang'} ${formatRupiah(Math.abs(difference))}`;
}

function describeAccount(bo: PreparedBo, mutasi: PreparedMutasi): string {
  if (bo.accountKey === null || mutasi.accountKey === null) return 'rekening tidak dikenal';
  return bo.accountKey === mutasi.accountKey ? 'rekening sama' : 'rekening lain';
}

function sharesReference(bo: PreparedBo, mutasi: PreparedMutasi): boolean {
  return (
    (mutasi.reference !== null && bo.references.includes(mutasi.reference)) ||
    (mutasi.ticket !== null && mutasi.ticket === bo.ticket)
  );
}

interface Ranked {
  mutasi: PreparedMutasi;
  score: number | null;
  /** Where the file places a dates-only credit, when it does (file-order.ts). */
  bracket: TimeBracket | undefined;
  distance: number;
  gap: number;
}

/** Above any distance of a candidate of the request's own channel: another channel ranks after all of them. */
const OTHER_CHANNEL_DISTANCE = 20_000;
/**
 * An amount a slip of one digit away (a zero too many, a digit mistyped): nearer than a credit of the asked amount
 * that names nobody, so the player's own credit at the amount they mistyped comes first.
 */
const DIGIT_SLIP_DISTANCE = 1000;
/** A credit printing no name: as far as a name scoring one half. */
const NAMELESS_DISTANCE = 1500;
/** A pair a person undid (decision 055): behind every other candidate, and said so. */
const REFUSED_DISTANCE = 40_000;
/** Less than any other field's weight: only orders nameless candidates alike in everything else. */
const SAME_CHANNEL_BONUS = 100;

/**
 * Money comes before a deposit's approval (the approver saw it arrive) and after a withdrawal's (it is sent once
 * approved): a row on the wrong side of the request's time is unlikelier than one as far on the right side. Each
 * second on the wrong side counts this many more times.
 */
const OUT_OF_ORDER_WEIGHT = 9;

/**
 * A credit of a statement without times whose place in its file puts it hours from the request (decision 074):
 * the requests approved around it bracket when it came. A few minutes either way are the approvers' pace, not a
 * sign; past them each minute weighs as much as the channel's word, up to a field.
 */
const PLACED_SLACK_SECONDS = 300;
const PLACED_SECONDS_PER_POINT = 6;

function placedDistance(outside: number): number {
  return Math.min(1000, Math.round(Math.max(0, outside - PLACED_SLACK_SECONDS) / PLACED_SECONDS_PER_POINT));
}

/** Seconds the statement row lies on the wrong side of the request's approval time (0 on the right side). */
function outOfOrderSeconds(bo: PreparedBo, mutasi: PreparedMutasi): number {
  const after = instantOf(mutasi) - instantOf(bo);
  return Math.max(0, bo.row.side === 'WD' ? -after : after);
}

/**
 * How far a statement row is from being this request's counterpart, in thousandths of a "field": another channel
 * puts it behind every candidate of the request's own; then a different amount weighs most, a weak name, a
 * different account, and time; a shared reference pulls a row close.
 */
function rank(bo: PreparedBo, mutasi: PreparedMutasi, names: NameTable, bracket?: TimeBracket): Ranked {
  const score = scoreRows(names, bo, mutasi);
  const bothTimed = bo.seconds !== null && mutasi.seconds !== null;
  const placed = !bothTimed && bo.seconds !== null && bracket !== undefined;
  const gap = bothTimed
    ? Math.abs(instantOf(mutasi) - instantOf(bo))
    : Math.abs(mutasi.day - bo.day) * SECONDS_PER_DAY;
  const amountDifference = Math.abs(mutasi.amountCents - bo.amountCents);
  let distance = 0;
  if (isDigitSlip(mutasi.amountCents, bo.amountCents)) distance += DIGIT_SLIP_DISTANCE;
  else if (amountDifference > 0) {
    const larger = Math.max(Math.abs(mutasi.amountCents), Math.abs(bo.amountCents), 1);
    distance += 3000 + Math.min(1000, Math.round((1000 * amountDifference) / larger));
  }
  if (bo.accountKey === null || bo.accountKey !== mutasi.accountKey) distance += 1000;
  // A name that is not the player's (a third party's account, someone else's money) tells no more than no name:
  // where both rows carry times the nearer of the two comes first, and without times the channel decides (below).
  const nameDistance = score === null ? NAMELESS_DISTANCE : (FULL_SCORE - score) * 3;
  distance += Math.min(NAMELESS_DISTANCE, nameDistance);
  distance += bothTimed
    ? Math.min(1000, Math.round((gap + OUT_OF_ORDER_WEIGHT * outOfOrderSeconds(bo, mutasi)) / 86.4))
    : (gap / SECONDS_PER_DAY) * 500;
  if (placed) distance += placedDistance(secondsOutside(bracket, instantOf(bo)));
  if (sharesReference(bo, mutasi)) distance -= 5000;
  if (channelsContradict(bo, mutasi)) distance += OTHER_CHANNEL_DISTANCE;
  // A credit of the request's own wallet or bank that names nobody, or (on a statement without times) somebody not
  // the player, says more than one naming no channel (a transfer service's): it comes first of the two. With times,
  // the time tells a third party's credit from another's.
  else if (sameChannel(bo, mutasi) && (score === null || (!bothTimed && nameDistance >= NAMELESS_DISTANCE)))
    distance -= SAME_CHANNEL_BONUS;
  return { mutasi, score, distance, gap, bracket: placed ? bracket : undefined };
}

/** A run's wall-clock instant as the staff write a time, `HH.MM` (jakartaClock reads a real instant). */
const clockOf = (instant: number) => jakartaClock(new Date((instant - 7 * 3600) * 1000));

/** What the file says of a dates-only credit's time: `tercatat antara 09.05-09.25` (the requests around it). */
const describePlace = (ranked: Ranked): string[] =>
  ranked.bracket ? [`tercatat antara ${clockOf(ranked.bracket.low)}-${clockOf(ranked.bracket.high)}`] : [];

/** The key of a pair of rows in a set of refused pairs. */
export const refusedKey = (boId: RowId, mutasiId: RowId) => `${String(boId)}\u0001${String(mutasiId)}`;

export function refusedKeys(pairs: readonly { boId: RowId; mutasiId: RowId }[] | undefined): Set<string> {
  return new Set((pairs ?? []).map((pair) => refusedKey(pair.boId, pair.mutasiId)));
}

function toSuggestion(bo: PreparedBo, ranked: Ranked, isRefused = false): Suggestion {
  const { mutasi, score } = ranked;
  const differences = [
    ...(isRefused ? ['pernah dibatalkan'] : []),
    ...(mutasi.pairedTicket !== null ? [`sudah dipasangkan dengan ${mutasi.pairedTicket}`] : []),
    ...(sharesReference(bo, mutasi) ? ['referensi sama'] : []),
    ...(channelsContradict(bo, mutasi)
      ? [`${channelLabel(mutasi.channel)}, bukan ${channelLabel(bo.channel)}`]
      : []),
    describeAmount(bo, mutasi),
    describeAccount(bo, mutasi),
    describeTime(bo, mutasi),
    ...describePlace(ranked),
    score === null ? 'tanpa nama' : `nama ${Math.round(score / 10)}%`,
  ];
  return {
    mutasiId: mutasi.row.id,
    amountCents: mutasi.amountCents,
    date: mutasi.row.date,
    time: mutasi.row.time,
    name: mutasi.row.name,
    score: score === null ? null : toScoreFraction(score),
    differences: differences.join(', '),
    ...(mutasi.pairedTicket !== null ? { pairedTicket: mutasi.pairedTicket } : {}),
  };
}

/** The bucket of nameless credits of one channel (or of none), amount and date. */
const channelKey = (site: string, channel: string | null, amountCents: number, day: number) =>
  `${site}\u0001${channel ?? '\u0002'}\u0001${amountCents}\u0001${day}`;

/**
 * The "why not matched" of the review screen: for each pending request, up to three pending statement rows of
 * its website and side, nearest first, found by equal amount or a shared name key within the date window, or by
 * a shared reference on any date (a typo'd QRIS amount), each with its differences in Indonesian.
 */
export function suggestCounterparts(
  bo: readonly PreparedBo[],
  mutasi: readonly PreparedMutasi[],
  names: NameTable,
  refused: ReadonlySet<string> = new Set(),
  brackets: ReadonlyMap<PreparedMutasi, TimeBracket> = new Map(),
): Map<PreparedBo, Suggestion[]> {
  const byAmount = new Map<string, PreparedMutasi[]>();
  const byName = new Map<string, PreparedMutasi[]>();
  const byReference = new Map<string, PreparedMutasi[]>();
  const byChannel = new Map<string, PreparedMutasi[]>();
  const byNamedChannel = new Map<string, PreparedMutasi[]>();
  const sorted = [...mutasi].sort((a, b) => instantOf(a) - instantOf(b) || a.rank - b.rank);
  for (const row of sorted) {
    if (row.isFee) continue;
    pushTo(byAmount, `${row.site}\u0001${row.amountCents}\u0001${row.day}`, row);
    // A nameless credit is found by its wallet or bank too, or as naming none (a transfer service's, a bare
    // BI-FAST, any request's money): in a crowd of one amount on a statement without times, the nearest few of
    // the amount are any few, and the named ones among them are mostly other people's.
    if (row.nameId < 0)
      pushTo(byChannel, channelKey(row.site, row.channel.code, row.amountCents, row.day), row);
    // And a named credit by its bank: a third party's account at the player's own bank, in a crowd of the amount.
    else if (row.channel.code !== null)
      pushTo(byNamedChannel, channelKey(row.site, row.channel.code, row.amountCents, row.day), row);
    for (const key of row.nameId < 0 ? [] : names.keys(row.nameId)) {
      pushTo(byName, `${row.site}\u0001${key}\u0001${row.day}`, row);
    }
    if (row.reference !== null) pushTo(byReference, `${row.site}\u0001${row.reference}`, row);
    if (row.ticket !== null && row.ticket !== row.reference)
      pushTo(byReference, `${row.site}\u0001${row.ticket}`, row);
  }

  const suggestions = new Map<PreparedBo, Suggestion[]>();
  const candidates = new Set<PreparedMutasi>();
  for (const request of bo) {
    candidates.clear();
    const instant = instantOf(request);
    const keys = request.nameId < 0 ? [] : names.keys(request.nameId);
    for (let day = request.day - WINDOW_DAYS; day <= request.day + WINDOW_DAYS; day++) {
      nearest(byAmount.get(`${request.site}\u0001${request.amountCents}\u0001${day}`), instant, candidates);
      if (request.channel.code !== null) {
        const key = channelKey(request.site, request.channel.code, request.amountCents, day);
        nearest(byChannel.get(key), instant, candidates);
        nearest(byNamedChannel.get(key), instant, candidates);
      }
      nearest(byChannel.get(channelKey(request.site, null, request.amountCents, day)), instant, candidates);
      for (const key of keys)
        nearest(byName.get(`${request.site}\u0001${key}\u0001${day}`), instant, candidates);
    }
    for (const reference of [...request.references, ...(request.ticket === null ? [] : [request.ticket])]) {
      for (const row of (byReference.get(`${request.site}\u0001${reference}`) ?? []).slice(
        0,
        REFERENCE_CANDIDATES,
      )) {
        candidates.add(row);
      }
    }
    const isRefused = (row: PreparedMutasi) =>
      refused.size > 0 && refused.has(refusedKey(request.row.id, row.row.id));
    const ranked = [...candidates]
      .map((row) => {
        const entry = rank(request, row, names, brackets.get(row));
        return isRefused(row) ? { ...entry, distance: entry.distance + REFUSED_DISTANCE } : entry;
      })
      .sort((a, b) => a.distance - b.distance || a.gap - b.gap || a.mutasi.rank - b.mutasi.rank)
      .slice(0, MAX_SUGGESTIONS);
    suggestions.set(
      request,
      ranked.map((entry) => toSuggestion(request, entry, isRefused(entry.mutasi))),
    );
  }
  return suggestions;
}

/** The BO amount against the credit's: what the request asked compared with what arrived. */
function describeRequestAmount(bo: PreparedBo, mutasi: PreparedMutasi): string {
  const difference = bo.amountCents - mutasi.amountCents;
  if (difference === 0) return 'nominal sama';
  return `nominal BO ${difference > 0 ? 'lebih' : 'kurang'} ${formatRupiah(Math.abs(difference))}`;
}

function toRequestSuggestion(ranked: Ranked & { bo: PreparedBo; refused: boolean }): RequestSuggestion {
  const { bo, mutasi, score } = ranked;
  const differences = [
    ...(ranked.refused ? ['pernah dibatalkan'] : []),
    ...(sharesReference(bo, mutasi) ? ['referensi sama'] : []),
    ...(channelsContradict(bo, mutasi)
      ? [`${channelLabel(bo.channel)}, bukan ${channelLabel(mutasi.channel)}`]
      : []),
    describeRequestAmount(bo, mutasi),
    describeAccount(bo, mutasi),
    describeTime(bo, mutasi, 'mutasi'),
    ...describePlace(ranked),
    score === null ? 'tanpa nama' : `nama ${Math.round(score / 10)}%`,
  ];
  return {
    boId: bo.row.id,
    ticket: bo.row.ticket,
    amountCents: bo.amountCents,
    date: bo.row.businessDate,
    time: bo.row.time,
    username: bo.row.username,
    name: bo.row.holderName,
    score: score === null ? null : toScoreFraction(score),
    differences: differences.join(', '),
    refused: ranked.refused,
  };
}

/**
 * The statement side of the "why not matched" (View Mutasi): for each pending statement row of `input.mutasi`, up to
 * three pending requests of `input.bo`, nearest first by the same distance as a request's suggestions (so a pair
 * ranks alike from both ends), each with its differences from the credit's point of view. A request is a
 * candidate when its business date lies within the window of the statement date and it has the same amount, a
 * name key in common, or a shared reference or ticket (with `everyRequest`, any request of the window: the ones a
 * checker searched for). A credit of a statement without times is placed by `neighbours` (the requests paired with
 * the rows around it in its file, file-order.ts), as a run's suggestions place it. A pair a person undid
 * (`refused`) ranks after every other
 * candidate and says "pernah dibatalkan". Pure: the same rows give the same answer in any order.
 */
export function suggestRequests(
  input: MatchInput,
  options: { everyRequest?: boolean; neighbours?: ReadonlyMap<RowId, FileNeighbours> } = {},
): Map<RowId, RequestSuggestion[]> {
  const day = prepareDay({ ...input, settled: [] });
  const { names } = day;
  const refused = refusedKeys(input.refused);
  const byAmount = new Map<string, PreparedBo[]>();
  const byName = new Map<string, PreparedBo[]>();
  const byReference = new Map<string, PreparedBo[]>();
  for (const request of day.bo) {
    pushTo(byAmount, `${request.site}\u0001${request.amountCents}\u0001${request.day}`, request);
    for (const key of request.nameId < 0 ? [] : names.keys(request.nameId))
      pushTo(byName, `${request.site}\u0001${key}\u0001${request.day}`, request);
    for (const reference of [...request.references, ...(request.ticket === null ? [] : [request.ticket])])
      pushTo(byReference, `${request.site}\u0001${reference}`, request);
  }
  const answer = new Map<RowId, RequestSuggestion[]>();
  for (const credit of day.mutasi) {
    if (credit.isFee) {
      answer.set(credit.row.id, []);
      continue;
    }
    const candidates = new Set<PreparedBo>();
    const keys = credit.nameId < 0 ? [] : names.keys(credit.nameId);
    for (let date = credit.day - WINDOW_DAYS; date <= credit.day + WINDOW_DAYS; date++) {
      for (const request of byAmount.get(`${credit.site}\u0001${credit.amountCents}\u0001${date}`) ?? [])
        candidates.add(request);
      for (const key of keys)
        for (const request of byName.get(`${credit.site}\u0001${key}\u0001${date}`) ?? [])
          candidates.add(request);
    }
    // A request the checker searched for (by its ticket) is a candidate whatever it shares, within the window.
    if (options.everyRequest)
      for (const request of day.bo)
        if (request.site === credit.site && Math.abs(request.day - credit.day) <= WINDOW_DAYS)
          candidates.add(request);
    for (const reference of [credit.reference, credit.ticket]) {
      if (reference === null) continue;
      for (const request of byReference.get(`${credit.site}\u0001${reference}`) ?? [])
        candidates.add(request);
    }
    const neighbours = credit.seconds === null ? options.neighbours?.get(credit.row.id) : undefined;
    const bracket = neighbours ? bracketOfNeighbours(neighbours) : undefined;
    const ranked = [...candidates]
      .map((request) => {
        const entry = rank(request, credit, names, bracket);
        const isRefused = refused.has(refusedKey(request.row.id, credit.row.id));
        return {
          ...entry,
          bo: request,
          refused: isRefused,
          distance: entry.distance + (isRefused ? REFUSED_DISTANCE : 0),
        };
      })
      .sort((a, b) => a.distance - b.distance || a.gap - b.gap || a.bo.rank - b.bo.rank)
      .slice(0, MAX_SUGGESTIONS);
    answer.set(credit.row.id, ranked.map(toRequestSuggestion));
  }
  return answer;
}
