import { createAccountResolver } from './accounts';
import { channelOf, NO_CHANNEL, type Channel } from './channels';
import { FULL_SCORE } from './names';
import { createNameTable, type NameTable } from './name-table';
import { readRawName } from './name-reading';
import { dayNumber, secondsOfDay, SECONDS_PER_DAY } from './time';
import type { BoRow, DataBankAccount, MatchInput, MutasiRow, RowId, Side } from './types';

/** What the passes compare of a row of either side, computed once. */
interface PreparedRow {
  /** Position in the canonical order (time, then id): every tie is broken by it, never by input order. */
  rank: number;
  /** Website and side: rows only ever meet rows with the same one. */
  site: string;
  amountCents: number;
  day: number;
  seconds: number | null;
  /** Seconds since 1970 of the day and time (the day's start without a time): the stable order's first key. */
  instant: number;
  name: string | null;
  /** The name's id in PreparedDay.names, -1 for none. */
  nameId: number;
  account: DataBankAccount | null;
  accountKey: string | null;
  /** Who the money is for or from, as a number per run (see each side). */
  party: number;
  ticket: string | null;
}

/** A BO row; its party is who would be approved (the player's login, else the row itself). */
export interface PreparedBo extends PreparedRow {
  row: BoRow;
  references: string[];
  /** The bank or wallet the player's registered account is with. */
  channel: Channel;
  /** Statement names a checker taught Rekon for this player's account (name ids), or null. */
  learned: ReadonlySet<number> | null;
}

/** A statement row; its party is who paid, as far as a statement can tell (the printed name on that date). */
export interface PreparedMutasi extends PreparedRow {
  row: MutasiRow;
  reference: string | null;
  /** The bank or wallet the statement names as the other side. */
  channel: Channel;
  isFee: boolean;
  /** The BO ticket a person paired this row with (MatchInput.settled); null for a pending row. */
  pairedTicket: string | null;
}

export interface PreparedDay {
  bo: PreparedBo[];
  mutasi: PreparedMutasi[];
  /** The names of this run, interned (see createNameTable). */
  names: NameTable;
}

const SIDES: readonly Side[] = ['DEPO', 'WD'];
const NO_NAME = { id: -1, name: null, wallet: null } as const;
const NO_LEARNED: readonly string[] = [];

const CHUNK = /[0-9]+|[^0-9]+/g;

/**
 * Ids in the stable order: numbers numerically, text with its digit runs read as numbers (`row#6` before
 * `row#24`), and plain code-unit order as the last word so that the order is total and locale-free.
 */
export function compareIds(a: RowId, b: RowId): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const left = String(a);
  const right = String(b);
  const leftChunks = left.match(CHUNK) ?? [];
  const rightChunks = right.match(CHUNK) ?? [];
  for (let i = 0; i < Math.min(leftChunks.length, rightChunks.length); i++) {
    const x = leftChunks[i]!;
    const y = rightChunks[i]!;
    if (x === y) continue;
    if (/^[0-9]/.test(x) && /^[0-9]/.test(y)) {
      const xDigits = x.replace(/^0+/, '');
      const yDigits = y.replace(/^0+/, '');
      if (xDigits.length !== yDigits.length) return xDigits.length - yDigits.length;
      if (xDigits !== yDigits) return xDigits < yDigits ? -1 : 1;
      continue;
    }
    return x < y ? -1 : 1;
  }
  if (leftChunks.length !== rightChunks.length) return leftChunks.length - rightChunks.length;
  if (left !== right) return left < right ? -1 : 1;
  return typeof a === typeof b ? 0 : typeof a === 'number' ? -1 : 1;
}

export function accountKeyOf(id: RowId): string {
  return String(id);
}

/**
 * Placeholders such as `-`, `0` or `0000` fill reference columns of rows that have none; equal placeholders
 * must not pair two strangers, so a reference counts only with four characters and more than one distinct one.
 */
export function normalizeReference(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const text = raw.trim().toUpperCase();
  if (text.length < 4 || !/[A-Z0-9]/.test(text) || /^(.)\1*$/.test(text)) return null;
  return text;
}

/** A request's references, each once, in their order (most requests carry none). */
function distinctReferences(ref: string | null, ownRef: string | null): string[] {
  if (ref === null) return ownRef === null ? [] : [ownRef];
  return ownRef === null || ownRef === ref ? [ref] : [ref, ownRef];
}

/** The amount a BO row matches on: a withdrawal's nett amount when present and non-zero, else its amount. */
export function matchingAmountCents(row: BoRow): number {
  if (row.side === 'WD' && row.nettAmountCents !== null && row.nettAmountCents !== undefined) {
    if (row.nettAmountCents !== 0) return row.nettAmountCents;
  }
  return row.amountCents;
}

function requireCents(value: number | null | undefined, what: string, id: RowId): void {
  if (value === null || value === undefined) return;
  if (!Number.isSafeInteger(value))
    throw new Error(`${what} of row ${String(id)} is not whole cents: ${value}`);
}

function requireSide(side: Side, id: RowId): void {
  if (!SIDES.includes(side)) throw new Error(`Row ${String(id)} has an unknown side: ${String(side)}`);
}

function requireUniqueIds(rows: readonly { id: RowId }[], what: string): void {
  const seen = new Set<RowId>();
  for (const row of rows) {
    if (seen.has(row.id)) throw new Error(`${what} id ${String(row.id)} appears twice`);
    seen.add(row.id);
  }
}

function byTimeThenId<T extends { instant: number; row: { id: RowId; orderKey?: string | null } }>(
  a: T,
  b: T,
): number {
  const left = a.row.orderKey ?? '';
  const right = b.row.orderKey ?? '';
  return (
    a.instant - b.instant || (left < right ? -1 : left > right ? 1 : 0) || compareIds(a.row.id, b.row.id)
  );
}

/**
 * Rows in the canonical order (byTimeThenId). When every id is a number and no row carries an order key, that is
 * time then id, compared as numbers read into arrays once instead of through each row per comparison.
 */
function sortedByTimeThenId<T extends { instant: number; row: { id: RowId; orderKey?: string | null } }>(
  rows: T[],
): T[] {
  if (!rows.every((row) => typeof row.row.id === 'number' && !row.row.orderKey))
    return rows.sort(byTimeThenId);
  const instants = new Float64Array(rows.length);
  const ids = new Float64Array(rows.length);
  const order = new Int32Array(rows.length);
  rows.forEach((row, at) => {
    instants[at] = row.instant;
    ids[at] = row.row.id as number;
    order[at] = at;
  });
  order.sort((a, b) => instants[a]! - instants[b]! || ids[a]! - ids[b]!);
  return Array.from(order, (at) => rows[at]!);
}

/** Whether a checker taught Rekon this statement name for the request's account: it scores 1.0 there. */
export function isLearned(bo: PreparedBo, mutasi: PreparedMutasi): boolean {
  return bo.learned !== null && mutasi.nameId >= 0 && bo.learned.has(mutasi.nameId);
}

/** Name score (per mille) of a request and a statement row; null when either has no name. */
export function scoreRows(names: NameTable, bo: PreparedBo, mutasi: PreparedMutasi): number | null {
  if (bo.nameId < 0 || mutasi.nameId < 0) return null;
  return isLearned(bo, mutasi) ? FULL_SCORE : names.score(bo.nameId, mutasi.nameId);
}

/** The score when it is at least `atLeast` (per mille), else -1; rows without a name score -1. */
export function scoreRowsAtLeast(names: NameTable, bo: PreparedBo, mutasi: PreparedMutasi, atLeast: number) {
  if (bo.nameId < 0 || mutasi.nameId < 0) return -1;
  return isLearned(bo, mutasi) ? FULL_SCORE : names.scoreAtLeast(bo.nameId, mutasi.nameId, atLeast);
}

/** Whether the two names belong to two people (namesContradict); a learned name never does. */
export function namesOfRowsContradict(names: NameTable, bo: PreparedBo, mutasi: PreparedMutasi): boolean {
  if (bo.nameId < 0 || mutasi.nameId < 0 || isLearned(bo, mutasi)) return false;
  return names.contradict(bo.nameId, mutasi.nameId);
}

/**
 * Parties as numbers, so that tie clusters compare and collect them cheaply: a player by login (trimmed, lower
 * case), a payer by printed name and date, and a row without either as itself (a number of its own). Logins
 * and names repeat over a day, so each raw text is read once and a payer is looked up by two numbers.
 */
function createParties() {
  let count = 0;
  const players = new Map<string, number>();
  const playerOfRaw = new Map<string, number>();
  const nameNumbers = new Map<string, number>();
  const payers = new Map<number, number>();
  const payersFarOff = new Map<string, number>();
  const numberOf = <K>(map: Map<K, number>, key: K) => {
    let number = map.get(key);
    if (number === undefined) map.set(key, (number = count++));
    return number;
  };
  /** Days this far from 1970 either way, the name's number and the day make one exact number. */
  const DAY_RANGE = 2 ** 20;
  return {
    player(username: string | null): number {
      if (!username) return count++;
      let number = playerOfRaw.get(username);
      if (number === undefined) {
        const login = username.trim().toLowerCase();
        number = login.length > 0 ? numberOf(players, login) : -1;
        playerOfRaw.set(username, number);
      }
      return number >= 0 ? number : count++;
    },
    payer(name: string | null, day: number): number {
      if (name === null) return count++;
      if (Math.abs(day) >= DAY_RANGE) return numberOf(payersFarOff, `${name}\u0001${day}`);
      const nameNumber = numberOf(nameNumbers, name);
      return numberOf(payers, nameNumber * 2 * DAY_RANGE + (day + DAY_RANGE));
    },
  };
}

/** Checks the input and computes every key once; the returned lists are in canonical order. */
export function prepareDay(input: MatchInput): PreparedDay {
  requireUniqueIds(input.bo, 'BO');
  requireUniqueIds([...input.mutasi, ...(input.settled ?? [])], 'Mutasi');
  const resolveAccount = createAccountResolver(input.accounts);
  const names = createNameTable();
  const accountsById = new Map<string, DataBankAccount>();
  for (const account of input.accounts) accountsById.set(accountKeyOf(account.id), account);
  // Panels and statements repeat the same texts: each raw text is read once (one map lookup per row).
  const nameCache = new Map<string, { id: number; name: string | null; wallet: string | null }>();
  const readName = (raw: string | null | undefined) => {
    if (!raw) return NO_NAME;
    let read = nameCache.get(raw);
    if (read === undefined) {
      const { name, wallet } = readRawName(raw);
      read = {
        id: name === null ? -1 : names.intern(name.text, name.wasCut),
        name: name?.text ?? null,
        wallet,
      };
      nameCache.set(raw, read);
    }
    return read;
  };
  const channelCache = new Map<string, Channel>();
  const readChannel = (raw: string | null | undefined): Channel => {
    if (!raw) return NO_CHANNEL;
    let channel = channelCache.get(raw);
    if (channel === undefined) channelCache.set(raw, (channel = channelOf(raw)));
    return channel;
  };
  const learnedOf = (raws: readonly string[]) => {
    if (raws.length === 0) return null;
    const ids = raws.map((raw) => readName(raw).id).filter((id) => id >= 0);
    return ids.length > 0 ? new Set(ids) : null;
  };
  const parties = createParties();
  const siteCache = new Map<string, string>();
  const siteOf = (website: string, side: Side) => {
    const key = side === 'DEPO' ? website : `\u0002${website}`;
    let site = siteCache.get(key);
    if (site === undefined) siteCache.set(key, (site = `${website}\u0001${side}`));
    return site;
  };

  const bo = input.bo.map((row): PreparedBo => {
    requireSide(row.side, row.id);
    requireCents(row.amountCents, 'Amount', row.id);
    requireCents(row.nettAmountCents, 'Nett amount', row.id);
    const account = resolveAccount(row.website, row.side, row.corporateBank);
    const { id: nameId, name } = readName(row.holderName);
    const day = dayNumber(row.businessDate);
    const seconds = secondsOfDay(row.time);
    const references = distinctReferences(normalizeReference(row.ref), normalizeReference(row.ownRef));
    return {
      rank: 0,
      row,
      site: siteOf(row.website, row.side),
      amountCents: matchingAmountCents(row),
      day,
      seconds,
      instant: day * SECONDS_PER_DAY + (seconds ?? 0),
      name,
      nameId,
      account,
      accountKey: account ? accountKeyOf(account.id) : null,
      party: parties.player(row.username),
      references,
      ticket: normalizeReference(row.ticket),
      channel: readChannel(row.playerBank),
      learned: learnedOf(row.learnedNames ?? NO_LEARNED),
    };
  });

  const statementRows: readonly (MutasiRow & { pairedTicket?: string })[] = [
    ...input.mutasi,
    ...(input.settled ?? []),
  ];
  const mutasi = statementRows.map((row): PreparedMutasi => {
    requireSide(row.side, row.id);
    requireCents(row.amountCents, 'Amount', row.id);
    const day = dayNumber(row.date);
    const seconds = secondsOfDay(row.time);
    const { id: nameId, name, wallet: walletInName } = readName(row.name);
    const accountKey = row.accountId === null ? null : accountKeyOf(row.accountId);
    return {
      rank: 0,
      row,
      site: siteOf(row.website, row.side),
      amountCents: row.amountCents,
      day,
      seconds,
      instant: day * SECONDS_PER_DAY + (seconds ?? 0),
      name,
      nameId,
      account: accountKey === null ? null : (accountsById.get(accountKey) ?? null),
      accountKey,
      party: parties.payer(name, day),
      reference: normalizeReference(row.reference),
      ticket: normalizeReference(row.ticket ?? null),
      channel: readChannel(row.wallet ?? walletInName ?? row.channel),
      isFee: row.isFee,
      pairedTicket: row.pairedTicket ?? null,
    };
  });

  const boInOrder = sortedByTimeThenId(bo);
  const mutasiInOrder = sortedByTimeThenId(mutasi);
  boInOrder.forEach((row, rank) => (row.rank = rank));
  mutasiInOrder.forEach((row, rank) => (row.rank = rank));
  return { bo: boInOrder, mutasi: mutasiInOrder, names };
}

/** The cell a row pairs in: website and side, account and amount. */
export const cellKey = (row: PreparedBo | PreparedMutasi) => cellKeyOfAmount(row, row.amountCents);

/** The cell of another amount beside a row (the rest of a part it paid). */
export const cellKeyOfAmount = (row: PreparedBo | PreparedMutasi, amountCents: number) =>
  `${row.site}\u0001${row.accountKey}\u0001${amountCents}`;

/** Adds `value` to the list of `key`, starting the list. */
export function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
