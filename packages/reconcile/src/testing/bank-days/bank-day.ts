/**
 * One labelled deposit day as a desk sees it on its bank statements (issue 28), before any bank prints it: who
 * asked for what, who really sent which credit, and how the sender stands in the sender's place. The same seed
 * gives the same day whatever banks it is later printed on (statement-files.ts renders it in each bank's layout),
 * so figures per bank compare the readers of one day, not five days.
 *
 * Cases a checker meets on every bank: third-party senders (another person's account pays), titles and
 * honorifics, an initial for the first name, family and given names swapped, payment companies in the sender's
 * place (wallets, Flip, OY!), unique-code amounts (Rp100.237), split payments (2-3 transfers of the sender
 * summing to the request), typo'd panel amounts, money that never came and credits nobody asked for.
 */
import type { TruthLabel } from '../day-types';
import { createRandom, holderName, type Random } from '../people-and-money';
import type { BoRow, DataBankAccount, RowId } from '../../types';

export const STATEMENT_BANKS = ['BCA', 'BNI', 'BRI', 'MANDIRI', 'CIMB'] as const;
export type StatementBank = (typeof STATEMENT_BANKS)[number];

/** Who stands in the sender's place of a credit, before a bank's grammar prints it. */
export type SenderPrint =
  /** A person's name as the sending bank holds it (titles, initials, swapped order included). */
  | { kind: 'name'; name: string; bank: string }
  /** A payment company sending on the player's behalf: its company name, never the player's. */
  | { kind: 'company'; company: string; service: string }
  /** A credit that prints no sender at all (BRI's bare BI-FAST `BFST…`, where the bank has such a form). */
  | { kind: 'bare'; bank: string };

export interface LogicalCredit {
  id: number;
  accountId: RowId;
  /** Seconds from the start of the day's date (may pass midnight into the next date). */
  seconds: number;
  amountCents: number;
  sender: SenderPrint;
  /** Who really sent it, when it was a player. */
  payer: { username: string; holder: string } | null;
}

export interface BankDayOptions {
  seed: number;
  /** Deposit requests of the day. */
  requests: number;
  /** One deposit account per bank listed; requests are spread over them (two banks: a mixed day). */
  banks: readonly StatementBank[];
  date?: string;
}

export interface BankDay {
  date: string;
  accounts: (DataBankAccount & { bank: StatementBank })[];
  bo: BoRow[];
  credits: LogicalCredit[];
  /** Request → the one credit that carries its money. */
  truth: Map<RowId, RowId>;
  /** Request → the 2-3 credits that pay it together (never a pair, suggested as one group). */
  splits: Map<RowId, RowId[]>;
  labels: Map<RowId, TruthLabel[]>;
}

const SENDER_BANKS = ['BCA', 'BCA', 'BRI', 'BRI', 'BNI', 'MANDIRI', 'MANDIRI', 'CIMB', 'BSI', 'JAGO'];
const WALLETS: readonly (readonly [string, string])[] = [
  ['GOPAY', 'DOMPET ANAK BANGSA'],
  ['OVO', 'VISIONET INTERNASI'],
  ['DANA', 'ESPAY DEBIT INDONE'],
  ['SHOPEEPAY', 'AIRPAY INTERNATION'],
];
/** Transfer services a player with a bank account sends through (formats.md "Payment companies"). */
const SERVICES: readonly (readonly [string, string])[] = [
  ['FLIP', 'FLIPTECH LENTERA'],
  ['OY', 'DOMPET HARAPAN BANGSA'],
];
/** Titles formats.md lists: before the name, or after it (academic ones). */
const TITLES_BEFORE = ['BPK', 'IBU', 'SDR', 'H.', 'HJ', 'IR', 'DR', 'DRS'];
const TITLES_AFTER = ['ST', 'SE', 'SH'];
const DEPOSIT_AMOUNTS = [20, 25, 50, 50, 50, 100, 100, 150, 200, 250, 300, 500, 1000, 2000];
const THOUSAND = 100_000;

interface Player {
  username: string;
  holder: string;
  bank: string;
  wallet: readonly [string, string] | null;
  favourite: number;
}

/** The rates of the cases, per request; the rest are plain transfers. */
const CASE_RATES: readonly (readonly [TruthLabel, number])[] = [
  ['missing', 0.01],
  ['typo-amount', 0.01],
  ['split', 0.03],
  ['third-party', 0.03],
  ['payment-company', 0.04],
  ['title', 0.08],
  ['initial', 0.05],
  ['swapped', 0.05],
  ['unique-code', 0.1],
];

function pickCase(random: Random): TruthLabel {
  let draw = random.next();
  for (const [label, rate] of CASE_RATES) {
    if (draw < rate) return label;
    draw -= rate;
  }
  return 'transfer';
}

/** The name form of a case, or null when the holder allows none (a one-word name has no initial or order). */
function printedName(random: Random, label: TruthLabel, holder: string): string | null {
  const words = holder.split(' ');
  if (label === 'title')
    return random.chance(0.7)
      ? `${random.pick(TITLES_BEFORE)} ${holder}`
      : `${holder} ${random.pick(TITLES_AFTER)}`;
  if (label === 'initial') {
    if (words.length < 2 || words[0] === 'MUHAMMAD') return null;
    return `${words[0]![0]}${random.chance(0.5) ? '.' : ''} ${words.slice(1).join(' ')}`;
  }
  if (label === 'swapped') {
    if (words.length !== 2) return null;
    return `${words[1]} ${words[0]}`;
  }
  return holder;
}

/** Two or three parts in thousands, each smaller than the whole, summing to it. */
function splitParts(random: Random, total: number): number[] | null {
  const thousands = total / THOUSAND;
  if (thousands < 20) return null;
  const count = thousands >= 150 && random.chance(0.4) ? 3 : 2;
  const parts: number[] = [];
  let left = thousands;
  for (let index = count - 1; index > 0; index--) {
    const part = random.int(Math.ceil(left / (index + 2)), Math.floor(left / 2));
    parts.push(part);
    left -= part;
  }
  parts.push(left);
  return parts.every((part) => part > 0 && part < thousands) ? parts.map((part) => part * THOUSAND) : null;
}

export function generateBankDay(options: BankDayOptions): BankDay {
  const random = createRandom(options.seed);
  const date = options.date ?? '2026-06-15';
  const accounts = options.banks.map((bank, index) => ({
    id: index + 1,
    website: 'ABC',
    side: 'DEPO' as const,
    bank,
    accountName: holderName(createRandom(options.seed + 7 + index)),
    accountNumber: String(1_000_000_000 + ((options.seed * 7919 + index * 104_729) % 8_999_999_999)),
  }));

  const players: Player[] = [];
  const holders = new Set<string>();
  for (let index = 0; index < Math.max(20, Math.round(options.requests / 3)); index++) {
    const namesake = players.length > 0 && random.chance(0.03);
    const holder = namesake ? random.pick(players).holder : holderName(random);
    holders.add(holder);
    const wallet = random.chance(0.06) ? random.pick(WALLETS) : null;
    players.push({
      username: `${holder.split(' ')[0]!.toLowerCase()}${index.toString(36)}`,
      holder,
      bank: wallet ? wallet[0] : random.pick(SENDER_BANKS),
      wallet,
      favourite: random.pick(DEPOSIT_AMOUNTS),
    });
  }
  /** Another person's name that reads like no player's: a third party, or a stray sender. */
  const stranger = (): string => {
    for (;;) {
      const name = `${holderName(random)} ${random.pick(['WIBISONO', 'SASTRO', 'KARTAWINATA', 'GIRSANG'])}`;
      if (!holders.has(name)) return name;
    }
  };

  const bo: BoRow[] = [];
  const credits: LogicalCredit[] = [];
  const truth = new Map<RowId, RowId>();
  const splits = new Map<RowId, RowId[]>();
  const labels = new Map<RowId, TruthLabel[]>();
  const credit = (fields: Omit<LogicalCredit, 'id'>): number => {
    const id = credits.length + 1;
    credits.push({ id, ...fields });
    return id;
  };

  for (let n = 0; n < options.requests; n++) {
    const player = random.chance(0.25) ? random.pick(players.slice(0, 40)) : random.pick(players);
    const account = random.pick(accounts);
    let label = pickCase(random);
    // A wallet's money always arrives under its company's name, whatever else the case is.
    if (player.wallet && label !== 'missing') label = 'payment-company';
    let printed = printedName(random, label, player.holder);
    if (printed === null) {
      label = 'transfer';
      printed = player.holder;
    }
    const base = (random.chance(0.5) ? player.favourite : random.pick(DEPOSIT_AMOUNTS)) * THOUSAND;
    const amount = label === 'unique-code' ? base + random.int(1, 999) * 100 : base;
    const approveAt = random.int(60, 86_399);
    const id = bo.length + 1;
    const panelAmount =
      label === 'typo-amount' ? (random.chance(0.5) ? amount * 10 : amount + 5 * THOUSAND) : amount;
    bo.push({
      id,
      side: 'DEPO',
      website: 'ABC',
      ticket: `D${6_100_000 + id}`,
      amountCents: panelAmount,
      businessDate: date,
      time: clock(approveAt),
      username: player.username,
      holderName: player.holder,
      playerBank: player.bank,
      corporateBank: `${account.bank}|${account.accountName}|${account.accountNumber}`,
      ref: null,
      ownRef: null,
    });
    const rowLabels: TruthLabel[] = [label];
    labels.set(id, rowLabels);
    if (label === 'missing') continue;
    const payer = { username: player.username, holder: player.holder };
    const sentAt = approveAt - random.int(20, 600);
    const sender: SenderPrint =
      label === 'payment-company'
        ? player.wallet
          ? { kind: 'company', company: player.wallet[1], service: player.wallet[0] }
          : ((service) => ({ kind: 'company' as const, company: service[1], service: service[0] }))(
              random.pick(SERVICES),
            )
        : { kind: 'name', name: label === 'third-party' ? stranger() : printed, bank: player.bank };
    if (label === 'split') {
      const parts = splitParts(random, amount);
      if (parts !== null) {
        let at = sentAt - random.int(60, 3600);
        splits.set(
          id,
          parts.map((part) => {
            at += random.int(30, 900);
            return credit({ accountId: account.id, seconds: at, amountCents: part, sender, payer });
          }),
        );
        continue;
      }
      rowLabels[0] = 'transfer';
    }
    truth.set(id, credit({ accountId: account.id, seconds: sentAt, amountCents: amount, sender, payer }));
  }
  // Credits nobody asked for: strangers' money, an amount of the crowd.
  for (let n = 0; n < Math.round(options.requests * 0.01); n++) {
    credit({
      accountId: random.pick(accounts).id,
      seconds: random.int(0, 86_399),
      amountCents: random.pick(DEPOSIT_AMOUNTS) * THOUSAND,
      sender: { kind: 'name', name: stranger(), bank: random.pick(SENDER_BANKS) },
      payer: null,
    });
  }
  return { date, accounts, bo, credits, truth, splits, labels };
}

function clock(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
