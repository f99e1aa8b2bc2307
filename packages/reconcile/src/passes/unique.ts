import { channelsContradict } from '../channels';
import { formatScore, UNIQUE_MIN_SCORE } from '../names';
import type { NameTable } from '../name-table';
import { formatPlainRupiah } from '../money';
import { cellKey, namesOfRowsContradict, scoreRows, type PreparedBo, type PreparedMutasi } from '../prepare';
import {
  gapSeconds,
  MIDNIGHT_MARGIN_SECONDS,
  SECONDS_PER_DAY,
  UNIQUE_CLOSE_SECONDS,
  WINDOW_DAYS,
} from '../time';
import { forcedPairs } from './forced-pairs';
import type { PairDraft, PassOutcome } from './outcome';

type Row = PreparedBo | PreparedMutasi;

/** Beyond this many rows a side, a balanced cell is a crowd no checker would pair by time either. */
const MAX_BALANCED_ROWS = 12;

const isBo = (row: Row): row is PreparedBo => 'references' in row;

/**
 * Whether two rows of one account and amount could be taken for each other: within UNIQUE_CLOSE_SECONDS when
 * both carry a time, within the date window when one does not.
 */
function near(a: Row, b: Row): boolean {
  if (a.seconds !== null && b.seconds !== null)
    return Math.abs(a.instant - b.instant) <= UNIQUE_CLOSE_SECONDS;
  return Math.abs(a.day - b.day) <= WINDOW_DAYS;
}

/** Whether the two rows could be one payment, the time between them included. */
function nearAndMatchable(
  request: PreparedBo,
  credit: PreparedMutasi,
  matchable: (request: PreparedBo, credit: PreparedMutasi) => boolean,
): boolean {
  return near(request, credit) && matchable(request, credit);
}

/** Whether a request and a statement row name channels that rule each other out (see channelsContradict). */
function channelsClash(a: Row, b: Row): boolean {
  if (isBo(a)) return !isBo(b) && channelsContradict(a, b);
  return isBo(b) && channelsContradict(b, a);
}

function firstAtOrAfter(list: readonly Row[], instant: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (list[middle]!.instant < instant) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The rows of one side of one account and amount, bucketed by what decides channelsContradict (channel and
 * whether a name is printed) and by whether they carry a time, each bucket in time order: the rows near any
 * row are then a few ranges found by binary search, however large the crowd of that amount.
 */
class NearIndex<T extends Row> {
  private readonly buckets = new Map<string, { sample: T; timed: T[]; untimed: T[] }>();

  add(row: T): void {
    const key = `${row.channel.code ?? ''}\u0001${row.channel.kind ?? ''}\u0001${row.nameId >= 0 ? 1 : 0}`;
    let bucket = this.buckets.get(key);
    if (!bucket) this.buckets.set(key, (bucket = { sample: row, timed: [], untimed: [] }));
    (row.seconds === null ? bucket.untimed : bucket.timed).push(row);
  }

  seal(): void {
    for (const bucket of this.buckets.values()) {
      bucket.timed.sort(byInstant);
      bucket.untimed.sort(byInstant);
    }
  }

  /** Up to `limit` rows near `row` whose channel does not clash with `channelOf`'s, `except` left out. */
  near(row: Row, channelOf: Row, except: Row | null, limit: number): T[] {
    const found: T[] = [];
    const dayStart = row.day * SECONDS_PER_DAY;
    const window = WINDOW_DAYS * SECONDS_PER_DAY;
    for (const bucket of this.buckets.values()) {
      if (channelsClash(bucket.sample, channelOf)) continue;
      const ranges: [T[], number, number][] = [
        // Untimed rows sit at the start of their day.
        [bucket.untimed, dayStart - window, dayStart + window],
        row.seconds === null
          ? [bucket.timed, dayStart - window, dayStart + window + SECONDS_PER_DAY - 1]
          : [bucket.timed, row.instant - UNIQUE_CLOSE_SECONDS, row.instant + UNIQUE_CLOSE_SECONDS],
      ];
      for (const [list, from, to] of ranges) {
        for (let at = firstAtOrAfter(list, from); at < list.length && list[at]!.instant <= to; at++) {
          if (list[at] === except) continue;
          found.push(list[at]!);
          if (found.length >= limit) return found;
        }
      }
    }
    return found;
  }
}

function byInstant(a: Row, b: Row): number {
  return a.instant - b.instant || a.rank - b.rank;
}

interface Slot {
  bo: NearIndex<PreparedBo>;
  mutasi: NearIndex<PreparedMutasi>;
  requests: PreparedBo[];
  credits: PreparedMutasi[];
}

/**
 * UNIQUE (reconcile.md pass 3): equal account and amount, the same day (within UNIQUE_CLOSE_SECONDS where both
 * rows carry a time), a channel that does not contradict, names that do not contradict (score >= 0.5 and neither
 * keeps a word the other lacks, or a side without a name, as wallet payouts are), and nothing else of that
 * account, channel and amount near either row: no other request near the statement row or, both timed, near the
 * request; no other statement row near the request or the statement row. Near is within UNIQUE_CLOSE_SECONDS
 * where both rows carry a time, within the date window otherwise: a nameless payout at 23:58 may belong to a
 * request approved two minutes later, on the next date. Rows of another channel do not compete.
 *
 * A cell of k requests and k statement rows (k >= 2) of one channel, chained by nearness and alone in it, that
 * could all pair with one another and whose names do not tell them apart (wallet payouts have none) is
 * balanced: every request gets its money whichever way they pair, so they pair in time order.
 *
 * The rows are the pending rows that can match on account; held ones (REF or EXACT left them to the checker)
 * count as competitors but never pair.
 */
export function runUniquePass(
  bo: readonly PreparedBo[],
  mutasi: readonly PreparedMutasi[],
  isHeld: { bo: (row: PreparedBo) => boolean; mutasi: (row: PreparedMutasi) => boolean },
  names: NameTable,
): PassOutcome {
  const slots = new Map<string, Slot>();
  for (const row of mutasi) {
    const key = cellKey(row);
    let slot = slots.get(key);
    if (!slot) {
      slot = { bo: new NearIndex(), mutasi: new NearIndex(), requests: [], credits: [] };
      slots.set(key, slot);
    }
    slot.mutasi.add(row);
    slot.credits.push(row);
  }
  for (const row of bo) {
    const slot = slots.get(cellKey(row));
    if (!slot) continue;
    slot.bo.add(row);
    slot.requests.push(row);
  }

  /** Whether the two rows could be one payment but for the time between them. */
  const matchable = (request: PreparedBo, credit: PreparedMutasi): boolean => {
    if (channelsContradict(request, credit)) return false;
    if ((request.seconds === null || credit.seconds === null) && request.day !== credit.day) return false;
    const score = scoreRows(names, request, credit);
    return score === null || (score >= UNIQUE_MIN_SCORE && !namesOfRowsContradict(names, request, credit));
  };
  const compatible = (request: PreparedBo, credit: PreparedMutasi) =>
    nearAndMatchable(request, credit, matchable);

  const outcome: PassOutcome = { pairs: [], contested: [] };
  for (const slot of slots.values()) {
    if (slot.requests.length === 0) continue;
    slot.bo.seal();
    slot.mutasi.seal();
    const paired = new Set<Row>();
    for (const request of slot.requests) {
      if (isHeld.bo(request)) continue;
      const candidates = slot.mutasi.near(request, request, null, 2);
      if (candidates.length !== 1) continue;
      const credit = candidates[0]!;
      if (isHeld.mutasi(credit) || !compatible(request, credit)) continue;
      if (slot.bo.near(credit, credit, request, 1).length > 0) continue;
      if (slot.mutasi.near(credit, request, credit, 1).length > 0) continue;
      if (request.seconds !== null && slot.bo.near(request, credit, request, 1).length > 0) continue;
      outcome.pairs.push(uniquePair(request, credit, names, ''));
      paired.add(request);
      paired.add(credit);
    }
    pairBalancedCells(slot, paired, isHeld, matchable, names, outcome);
  }
  return outcome;
}

/**
 * Balanced cells, per channel (one cell for all channels when no free credit names one): where the statement rows carry times, the free rows in time order cut where two
 * neighbours are not near each other; where they do not, the free rows of one date (see dateCells). A cell of k
 * requests and k statement rows with no other row of the slot near it, whose rows all could pair with one
 * another and whose names all score alike, pairs in time order.
 */
function pairBalancedCells(
  slot: Slot,
  paired: ReadonlySet<Row>,
  isHeld: { bo: (row: PreparedBo) => boolean; mutasi: (row: PreparedMutasi) => boolean },
  matchable: (request: PreparedBo, credit: PreparedMutasi) => boolean,
  names: NameTable,
  outcome: PassOutcome,
): void {
  const byChannel = new Map<string, Row[]>();
  // Credits that name no channel at all (BRI's bare BI-FAST credits, transfer services) contradict no request's
  // channel: the requests of every channel compete for them, in one cell.
  const channelless = slot.credits.every((credit) => paired.has(credit) || credit.channel.code === null);
  for (const row of [...slot.requests, ...slot.credits]) {
    if (paired.has(row)) continue;
    const key = channelless ? '' : (row.channel.code ?? '');
    const list = byChannel.get(key);
    if (list) list.push(row);
    else byChannel.set(key, [row]);
  }
  const taken = new Set<Row>();
  for (const rows of byChannel.values()) pairCells(rows, slot, taken, isHeld, matchable, names, outcome);
  const left = () => [...slot.requests, ...slot.credits].filter((row) => !paired.has(row) && !taken.has(row));
  const namesNoChannel = (rows: readonly Row[]) =>
    rows.some((row) => !isBo(row) && row.channel.code === null);
  // Then the rows left over, all channels in one: a credit naming no channel among requests of a named one (a
  // bare BI-FAST credit while other credits of the amount name their bank). A cell holding rows whose channels
  // contradict is not matchable, so it stays pending.
  if (!channelless) {
    const rest = left();
    if (!namesNoChannel(rest)) return;
    pairCells(withoutStrangers(rest, matchable), slot, taken, isHeld, matchable, names, outcome);
  }
  const rest = left();
  if (namesNoChannel(rest))
    pairLongRuns(withoutStrangers(rest, matchable), slot, isHeld, matchable, names, outcome);
}

/**
 * What balanced cells leave: chains of timed rows, all channels in one, as many requests as credits, none held and
 * alone in the slot, that span more than UNIQUE_CLOSE_SECONDS (BRI's bare BI-FAST credits on a busy amount). Not
 * every credit is near every request there, so the chain does not pair in any order. Where the time order gives
 * each request a credit near it, of a channel and name it could be, every request gets its money as in a balanced
 * cell: the chain pairs in time order. Otherwise the pairs that every way of doing so makes (forced-pairs.ts) are
 * certain, and pair. Strangers' credits are left out first: counted as someone's money, they let a request whose
 * money never came take another's credit.
 */
function pairLongRuns(
  rows: Row[],
  slot: Slot,
  isHeld: { bo: (row: PreparedBo) => boolean; mutasi: (row: PreparedMutasi) => boolean },
  matchable: (request: PreparedBo, credit: PreparedMutasi) => boolean,
  names: NameTable,
  outcome: PassOutcome,
): void {
  rows.sort(byInstant);
  if (rows.some((row) => row.seconds === null)) return;
  for (const chain of timeCells(rows)) {
    const requests = chain.filter(isBo);
    const credits = chain.filter((row): row is PreparedMutasi => !isBo(row));
    if (requests.length !== credits.length || requests.length > MAX_BALANCED_ROWS) continue;
    if (requests.some(isHeld.bo) || credits.some(isHeld.mutasi) || !aloneInSlot(chain, slot, false)) continue;
    const note = ` (${requests.length} BO = ${credits.length} mutasi)`;
    const could = (request: PreparedBo, credit: PreparedMutasi) =>
      nearAndMatchable(request, credit, matchable);
    // Every request gets a credit near it in time order: as a balanced cell, each gets its money whichever way.
    if (requests.every((request, at) => could(request, credits[at]!))) {
      requests.forEach((request, at) => outcome.pairs.push(uniquePair(request, credits[at]!, names, note)));
      continue;
    }
    const forced = forcedPairs(requests.length, credits.length, (request, credit) =>
      could(requests[request]!, credits[credit]!),
    );
    for (const [request, credit] of forced)
      outcome.pairs.push(uniquePair(requests[request]!, credits[credit]!, names, note));
  }
}

/** Above this many rows a chain is a crowd no balanced cell comes of: not worth reading for strangers. */
const STRANGER_SCAN_ROWS = 4 * MAX_BALANCED_ROWS;

/**
 * The rows of an all-channels chain that could pair with a row of the other side in it: a stranger's credit of
 * another bank and another name among nameless ones (BRAM TARIGAN from BRI between bare BI-FAST credits for
 * MANDIRI and JAGO players) is nobody's there, so it neither joins nor bridges a cell. Whether it competes for the
 * cell's rows is still asked of every row outside it (pairCells' "alone").
 */
function withoutStrangers(
  rows: Row[],
  matchable: (request: PreparedBo, credit: PreparedMutasi) => boolean,
): Row[] {
  rows.sort(byInstant);
  const byDate = rows.some((row) => !isBo(row) && row.seconds === null);
  return (byDate ? dateCells(rows) : timeCells(rows)).flatMap((chain) => {
    if (chain.length > STRANGER_SCAN_ROWS) return chain;
    const requests = chain.filter(isBo);
    const credits = chain.filter((row): row is PreparedMutasi => !isBo(row));
    return chain.filter((row) =>
      isBo(row)
        ? credits.some((credit) => matchable(row, credit))
        : requests.some((request) => matchable(request, row)),
    );
  });
}

/** Pairs the balanced cells of `rows` (one channel, or all), adding what it pairs to `taken`. */
function pairCells(
  rows: Row[],
  slot: Slot,
  taken: Set<Row>,
  isHeld: { bo: (row: PreparedBo) => boolean; mutasi: (row: PreparedMutasi) => boolean },
  matchable: (request: PreparedBo, credit: PreparedMutasi) => boolean,
  names: NameTable,
  outcome: PassOutcome,
): void {
  rows.sort(byInstant);
  const byDate = rows.some((row) => !isBo(row) && row.seconds === null);
  for (const cell of byDate ? dateCells(rows) : timeCells(rows)) {
    const requests = cell.filter(isBo);
    const credits = cell.filter((row): row is PreparedMutasi => !isBo(row));
    const k = requests.length;
    // One with one is a cell too: on a date without times, UNIQUE's window of days is wider than it needs.
    if (k < 1 || k !== credits.length || k > MAX_BALANCED_ROWS) continue;
    if (requests.some(isHeld.bo) || credits.some(isHeld.mutasi)) continue;
    // Any of its credits could be any request's money, near it: a longer chain lets a request whose money never
    // came take a credit whose own request was paid another way (tried: bank days, BRI).
    if (!requests.every((request) => credits.every((credit) => nearAndMatchable(request, credit, matchable))))
      continue;
    // Names that tell the rows apart are EXACT's to read: a balanced cell has none, or all alike.
    const scores = new Set(
      requests.flatMap((request) => credits.map((credit) => scoreRows(names, request, credit))),
    );
    if (scores.size !== 1) continue;
    if (!aloneInSlot(cell, slot, byDate)) continue;
    const note = ` (${k} BO = ${k} mutasi)`;
    requests.forEach((request, at) => {
      outcome.pairs.push(uniquePair(request, credits[at]!, names, note));
      taken.add(request);
      taken.add(credits[at]!);
    });
  }
}

/**
 * Alone: no row of the slot outside the cell (one naming no channel, say) competes for its rows. A row of a channel
 * that contradicts the cell's could pair with none of them (a BRI transfer with an OVO request), so it does not.
 */
function aloneInSlot(cell: readonly Row[], slot: Slot, byDate: boolean): boolean {
  const requests = cell.filter(isBo);
  const credits = cell.filter((row): row is PreparedMutasi => !isBo(row));
  const inCell = new Set<Row>(cell);
  const limit = cell.length + 1;
  const competes = (other: Row) =>
    isBo(other)
      ? credits.some((credit) => !channelsContradict(other, credit))
      : requests.some((request) => !channelsContradict(request, other));
  const outsider = (other: Row) =>
    !inCell.has(other) && (!byDate || other.day === cell[0]!.day) && competes(other);
  // Asked with each row of the cell as the channel to compete for: a cell of all channels is crowded by a row of any.
  const crowded = (row: Row) =>
    credits.some((credit) => slot.bo.near(row, credit, null, limit).some(outsider)) ||
    requests.some((request) => slot.mutasi.near(row, request, null, limit).some(outsider));
  return !cell.some(crowded);
}

/** Rows in time order, cut where two neighbours are not near each other. */
function timeCells(rows: readonly Row[]): Row[][] {
  const cells: Row[][] = [];
  for (const row of rows) {
    const last = cells.at(-1);
    if (last && near(last.at(-1)!, row)) last.push(row);
    else cells.push([row]);
  }
  return cells;
}

/**
 * Rows by date, leaving out dates a request near one of their midnights (or without a time) may have moved money
 * into or out of: money reaches the account minutes before its request is approved.
 */
function dateCells(rows: readonly Row[]): Row[][] {
  const byDay = new Map<number, Row[]>();
  const unsafe = new Set<number>();
  for (const row of rows) {
    const list = byDay.get(row.day);
    if (list) list.push(row);
    else byDay.set(row.day, [row]);
    if (!isBo(row)) continue;
    if (row.seconds === null || row.seconds < MIDNIGHT_MARGIN_SECONDS) unsafe.add(row.day).add(row.day - 1);
    if (row.seconds === null || row.seconds >= SECONDS_PER_DAY - MIDNIGHT_MARGIN_SECONDS) {
      unsafe.add(row.day).add(row.day + 1);
    }
  }
  return [...byDay].filter(([day]) => !unsafe.has(day)).map(([, cell]) => cell);
}

function uniquePair(request: PreparedBo, credit: PreparedMutasi, names: NameTable, note: string): PairDraft {
  const score = scoreRows(names, request, credit);
  const account = request.account?.accountNumber ?? request.accountKey ?? '-';
  const named = score === null ? '' : ` nama ${formatScore(score)}`;
  return {
    bo: request,
    mutasi: credit,
    pass: 'UNIQUE',
    score,
    gapSeconds: gapSeconds(request.day, request.seconds, credit.day, credit.seconds),
    reason: `AUTO-UNIK ${account} ${formatPlainRupiah(request.amountCents)}${named}${note}`,
  };
}
