import type { BoRow } from './types';

/**
 * The channel money came through (reconcile.md "Channel"): the sending bank or wallet of a deposit, the
 * receiving one of a withdrawal. Panels write it in `player_bank` as staff typed it at registration; statement
 * parsers name it from the description (BI-FAST clearing codes, in-bank transfers, wallet companies).
 */
export interface Channel {
  /** A known bank or wallet (`BCA`, `BRI`, `GOPAY`, ...), null when the text names none we know. */
  code: string | null;
  /** Whether it is a wallet, a bank, or unknown (null): a bank we do not know is still a bank. */
  kind: 'WALLET' | 'BANK' | null;
}

export const NO_CHANNEL: Channel = { code: null, kind: null };

const WALLETS = new Set(['GOPAY', 'OVO', 'DANA', 'SHOPEEPAY', 'LINKAJA']);

/** Spellings of each bank and wallet, already upper case with single spaces and `BANK` in front dropped. */
const ALIASES: Readonly<Record<string, string>> = {
  BCA: 'BCA',
  'CENTRAL ASIA': 'BCA',
  'BCA SYARIAH': 'BCA SYARIAH',
  BRI: 'BRI',
  'RAKYAT INDONESIA': 'BRI',
  BRIVA: 'BRI',
  BNI: 'BNI',
  'NEGARA INDONESIA': 'BNI',
  'BNI 46': 'BNI',
  MANDIRI: 'MANDIRI',
  'BANK MANDIRI': 'MANDIRI',
  CIMB: 'CIMB',
  'CIMB NIAGA': 'CIMB',
  NIAGA: 'CIMB',
  BSI: 'BSI',
  'SYARIAH INDONESIA': 'BSI',
  BTN: 'BTN',
  'TABUNGAN NEGARA': 'BTN',
  DANAMON: 'DANAMON',
  PERMATA: 'PERMATA',
  PERMATABANK: 'PERMATA',
  MAYBANK: 'MAYBANK',
  PANIN: 'PANIN',
  OCBC: 'OCBC',
  'OCBC NISP': 'OCBC',
  BJB: 'BJB',
  DKI: 'DKI',
  MUAMALAT: 'MUAMALAT',
  SINARMAS: 'SINARMAS',
  BTPN: 'BTPN',
  JENIUS: 'BTPN',
  MEGA: 'MEGA',
  BUKOPIN: 'BUKOPIN',
  'KB BUKOPIN': 'BUKOPIN',
  'NEO COMMERCE': 'NEO COMMERCE',
  NEO: 'NEO COMMERCE',
  BNC: 'NEO COMMERCE',
  SEABANK: 'SEABANK',
  'SEA BANK': 'SEABANK',
  JAGO: 'JAGO',
  'BANK JAGO': 'JAGO',
  GOPAY: 'GOPAY',
  'GO PAY': 'GOPAY',
  GOJEK: 'GOPAY',
  'DOMPET ANAK BANGSA': 'GOPAY',
  OVO: 'OVO',
  'VISIONET INTERNASI': 'OVO',
  'VISIONET INTERNASIONAL': 'OVO',
  DANA: 'DANA',
  'ESPAY DEBIT INDONE': 'DANA',
  'ESPAY DEBIT INDONESIA': 'DANA',
  SHOPEEPAY: 'SHOPEEPAY',
  'SHOPEE PAY': 'SHOPEEPAY',
  SHOPEE: 'SHOPEEPAY',
  'AIRPAY INTERNATION': 'SHOPEEPAY',
  'AIRPAY INTERNATIONAL': 'SHOPEEPAY',
  LINKAJA: 'LINKAJA',
  'LINK AJA': 'LINKAJA',
};

/** Texts that name how a player paid but no bank or wallet of theirs. */
const NOT_A_CHANNEL = new Set(['QRIS', 'CASH', 'TUNAI', '-']);

/** `Bank Central Asia`, `BANK BCA`, `bca` → BCA; `GO-PAY` → GOPAY; `002` (a clearing code we do not know) → a bank. */
export function channelOf(raw: string | null | undefined): Channel {
  if (!raw) return NO_CHANNEL;
  const text = raw
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim()
    .replace(/^(PT )?BANK /, '')
    .replace(/ (TBK|PERSERO)$/, '');
  if (text.length === 0 || NOT_A_CHANNEL.has(text)) return NO_CHANNEL;
  const code = ALIASES[text] ?? ALIASES[text.replace(/ /g, '')] ?? null;
  if (code !== null) return { code, kind: WALLETS.has(code) ? 'WALLET' : 'BANK' };
  // A clearing code, or a bank by a name we do not list: a bank, which one unknown.
  return { code: null, kind: 'BANK' };
}

/** What the channel rules read of a prepared request and a prepared statement row (prepare.ts builds both). */
interface ChannelledRequest {
  channel: Channel;
  row: Pick<BoRow, 'side'>;
}
interface ChannelledCredit {
  channel: Channel;
  name: string | null;
}

/**
 * A different channel contradicts a pair like a different name does. Panels make players deposit from their
 * registered account, and a player registered with an e-wallet pays through it: the statement prints the wallet
 * company (DOMPET ANAK BANGSA), never a person. So money through one bank or wallet cannot belong to a player
 * registered with another; a wallet player's deposit cannot be a transfer in a person's name either.
 */
export function channelsContradict(bo: ChannelledRequest, mutasi: ChannelledCredit): boolean {
  const request = bo.channel;
  const statement = mutasi.channel;
  if (request.code !== null && statement.code !== null) return request.code !== statement.code;
  if (request.kind !== null && statement.kind !== null && request.kind !== statement.kind) return true;
  return (
    bo.row.side === 'DEPO' && request.kind === 'WALLET' && statement.kind === null && mutasi.name !== null
  );
}

/** Whether both rows name the same bank or wallet: candidates of the same channel rank first. */
export function sameChannel(bo: ChannelledRequest, mutasi: ChannelledCredit): boolean {
  return bo.channel.code !== null && bo.channel.code === mutasi.channel.code;
}
