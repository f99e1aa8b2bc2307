import type { Wallet } from '../records';
import { bankNamed } from './banks';
import { findPhone, transferServiceIn, walletCompanyIn, walletNamed, walletPaymentIn } from './wallets';

export interface Counterparty {
  name: string | null;
  account: string | null;
  wallet: Wallet | null;
  /** The sending (or receiving) bank the description names, as `BRI`, `MANDIRI`; null when it names none. */
  bank?: string | null;
}

export const NO_COUNTERPARTY: Counterparty = Object.freeze({ name: null, account: null, wallet: null });

/** A bank description read: who it names, and whether it is the bank's own fee (which names nobody). */
export type DescriptionReading = Counterparty & { isFee: boolean };

/**
 * `party` as a description reading, in one literal of one shape: `{ ...party, isFee }` over counterparties
 * of several shapes (with and without `bank`) showed among the costliest lines of the readers in profiles of
 * long statements. A fresh object: `withoutService` may change it.
 */
export const readingOf = (party: Counterparty, isFee: boolean): DescriptionReading => ({
  name: party.name,
  account: party.account,
  wallet: party.wallet,
  bank: party.bank,
  isFee,
});

/** A reading that names nobody (a fee, a cash deposit without a name), fresh for `withoutService` to change. */
export const nobody = (isFee: boolean): DescriptionReading => readingOf(NO_COUNTERPARTY, isFee);

/** A wallet's company where the sender stands: the wallet, which is also the channel, never a person (formats.md). */
export const walletSender = (wallet: Wallet): DescriptionReading => ({
  name: null,
  account: null,
  wallet,
  bank: wallet,
  isFee: false,
});

/**
 * A credit sent through a transfer service (Flip, OY!) names the service where the sender stands: nobody's
 * name, and the service as its channel (formats.md): a bank account's holder sent it, through no bank we can name,
 * so it pairs like a nameless credit (by reference, as a unique or balanced cell) with any bank's player, never
 * with a wallet's.
 */
export function withoutService<T extends Counterparty>(party: T, description: string): T {
  const service = transferServiceIn(description);
  if (!service) return party;
  party.name = null;
  party.bank = service;
  return party;
}

/** Banks print holder names in capitals; a token with digits or lower case is a remark, not a name. */
const NAME_TOKEN = /^\p{Lu}[\p{Lu}'.`-]*$/u;
const ACCOUNT_TOKEN = /^\d{6,}$/;

/** Honorifics BNI and others put before a name (`TRANSFER KE Bpk AGUS PRATAMA`). */
const TITLES = new Set([
  'BPK',
  'BPK.',
  'BAPAK',
  'IBU',
  'SDR',
  'SDR.',
  'SDRI',
  'SAUDARA',
  'SAUDARI',
  'TN',
  'NY',
  'NN',
  'MR',
  'MRS',
  'MS',
]);

/** Upper-casing never makes a text shorter: a token longer than every title is none, without an upper-cased copy. */
const LONGEST_TITLE = Math.max(...[...TITLES].map((title) => title.length));
const isTitle = (token: string) => token.length <= LONGEST_TITLE && TITLES.has(token.toUpperCase());

/** Words that end a name when reading forward: remarks and the next part of the description. */
const STOP_WORDS = new Set([
  'DEPO',
  'DEPOSIT',
  'WD',
  'WITHDRAW',
  'TOPUP',
  'TRANSFER',
  'TRF',
  'TRSF',
  'BAYAR',
  'PEMBAYARAN',
  'FEE',
  'BIAYA',
  'KR',
  'DR',
  'KE',
  'DARI',
  'REF',
  'BERITA',
  'NO',
  'NO.',
  // Words of the transaction, never of a name (BNI `TRANSFER DARI | PEMINDAHAN DARI <account> …`).
  'PEMINDAHAN',
  'SETOR',
  'TUNAI',
  'ECHANNEL',
]);

/** Remarks a sender types before the name, stripped when reading backward (`PINDAH DANA RIKA AMELIA`). */
const REMARK_PHRASES: readonly (readonly string[])[] = [
  ['PINDAH', 'DANA'],
  ['PINDAH', 'BUKU'],
  ['TOP', 'UP'],
  ['DEPO'],
  ['DEPOSIT'],
  ['WD'],
  ['WITHDRAW'],
  ['TOPUP'],
  ['SETOR'],
  ['SETORAN'],
  ['BAYAR'],
  ['PEMBAYARAN'],
  ['TRANSFER'],
  ['TRF'],
  ['KIRIM'],
  ['GAJI'],
  ['CICILAN'],
  ['PELUNASAN'],
  ['HUTANG'],
  ['UTANG'],
  ['PINJAMAN'],
];

const REMARK_STARTS = new Set(REMARK_PHRASES.map((phrase) => phrase[0]));

/** Bank and wallet names that may stand between `DARI`/`KE` and the name; longest first. */
const BANK_PREFIXES: readonly (readonly string[])[] = [
  'BANK MANDIRI TASPEN',
  'BANK SYARIAH INDONESIA',
  'BANK NEO COMMERCE',
  'BANK CIMB NIAGA',
  'BANK OCBC NISP',
  'BANK MANDIRI',
  'BANK BNI',
  'BANK BRI',
  'BANK BCA',
  'BANK BSI',
  'BANK BTN',
  'BANK JAGO',
  'BANK DKI',
  'BANK BJB',
  'BANK MEGA',
  'BANK PERMATA',
  'BANK DANAMON',
  'BANK PANIN',
  'BANK MAYBANK',
  'BANK SINARMAS',
  'BANK BTPN',
  'BANK MUAMALAT',
  'REKENING LAIN',
  'CIMB NIAGA',
  'OCBC NISP',
  'BCA',
  'BRI',
  'BNI',
  'MANDIRI',
  'BSI',
  'BTN',
  'CIMB',
  'OCBC',
  'PERMATA',
  'DANAMON',
  'PANIN',
  'MAYBANK',
  'BJB',
  'JAGO',
  'SEABANK',
  'BTPN',
  'JENIUS',
  'BUKOPIN',
  'SINARMAS',
  'MUAMALAT',
  'DKI',
  'NOBU',
  'DANA',
  'OVO',
  'GOPAY',
  'SHOPEEPAY',
  'LINKAJA',
].map((name) => name.split(' '));

/** Direction words after which the counterparty follows. */
const MARKERS = new Set(['DARI', 'DR', 'KE', 'FROM']);

/** Whitespace that collapsing changes: a run of two, or a tab, line end or other space than ` `. */
const SPACES_TO_COLLAPSE = /\s\s|[^\S ]/;

export const collapseSpaces = (text: string) => {
  const trimmed = text.trim();
  // Most texts are single-spaced already: one test instead of rewriting every space.
  return SPACES_TO_COLLAPSE.test(trimmed) ? trimmed.replace(/\s+/g, ' ') : trimmed;
};

/** `text.split(' ')`, without the builtin's cost per call (it shows in profiles of long statements). */
export function splitAtSpaces(text: string): string[] {
  const tokens: string[] = [];
  let start = 0;
  for (let space = text.indexOf(' '); space !== -1; space = text.indexOf(' ', start)) {
    tokens.push(text.slice(start, space));
    start = space + 1;
  }
  tokens.push(text.slice(start));
  return tokens;
}

/** The words of a text: its spaces collapsed, split at each. */
export const wordsOf = (text: string): string[] => splitAtSpaces(collapseSpaces(text));

const CAPITAL_A = 65;
const CAPITAL_Z = 90;
/** `'`, `.`, `` ` `` and `-`: what a name token may hold after its first capital. */
const NAME_PUNCTUATION = new Set([39, 46, 96, 45]);

/** `NAME_TOKEN`, read character by character for ASCII tokens (the regular expression for any other). */
function isNameToken(token: string): boolean {
  if (token === '') return false;
  for (let index = 0; index < token.length; index++) {
    const code = token.charCodeAt(index);
    if (code >= CAPITAL_A && code <= CAPITAL_Z) continue;
    if (code > 0x7f) return NAME_TOKEN.test(token);
    if (index === 0 || !NAME_PUNCTUATION.has(code)) return false;
  }
  return true;
}

/** Name tokens from `start` on, skipping a title, until a token that cannot be part of a name. */
export function takeNameForward(
  tokens: readonly string[],
  start: number,
): { name: string | null; end: number } {
  let index = start;
  if (isTitle(tokens[index] ?? '')) index++;
  const words: string[] = [];
  while (index < tokens.length) {
    const token = tokens[index] ?? '';
    if (!isNameToken(token) || STOP_WORDS.has(token)) break;
    words.push(token);
    index++;
  }
  return { name: personName(words.join(' ')), end: index };
}

/** The name at the start of `text` (its spaces collapsed, a title skipped), as in a field that holds only it. */
export const nameAtStart = (text: string) => takeNameForward(wordsOf(text), 0).name;

/**
 * The words read where a sender's name stands, as a name: null when nothing is left or when they are a
 * transfer service's company (`FLIPTECH LENTERA`, `DOMPET HARAPAN BANGSA`): it sent on a player's behalf, and
 * its name neither confirms nor contradicts the player (formats.md "Payment companies in the sender's place").
 */
export function personName(words: string): string | null {
  if (words === '') return null;
  return transferServiceIn(words) ? null : words;
}

/**
 * The name at the end of a KlikBCA transfer remark: the trailing capitalised tokens, without a remark
 * phrase in front, and at most 20 characters (the bank cuts names to 18-20, so anything longer is remark).
 */
export function takeNameBackward(text: string): string | null {
  const collapsed = collapseSpaces(text);
  const tokens = splitAtSpaces(collapsed);
  let start = tokens.length;
  while (start > 0 && isNameToken(tokens[start - 1] ?? '')) start--;
  let words: readonly string[] = tokens.slice(start);
  if (REMARK_STARTS.has(words[0] ?? '')) words = withoutRemarks(words);
  // Leading words go until the name fits 20 characters (or one word is left), counted without joining:
  // the words kept end the collapsed text, so the name is cut from it.
  let length = words.length - 1;
  for (const word of words) length += word.length;
  let first = 0;
  while (words.length - first > 1 && length > 20) {
    length -= words[first]!.length + 1;
    first++;
  }
  return personName(first < words.length ? collapsed.slice(collapsed.length - length) : '');
}

/** The words without the remark phrases in front of them (`PINDAH DANA`, `TRANSFER`), one after another. */
function withoutRemarks(words: readonly string[]): readonly string[] {
  let rest = words;
  for (let stripped = true; stripped && rest.length > 0;) {
    stripped = false;
    for (const phrase of REMARK_PHRASES) {
      if (phrase.length < rest.length && phrase.every((word, index) => rest[index] === word)) {
        rest = rest.slice(phrase.length);
        stripped = true;
        break;
      }
    }
  }
  return rest;
}

/**
 * The bank (or wallet) a description names at `start`, longest name first (`CIMB NIAGA` before `CIMB`),
 * and how many tokens it takes; null when none is named or nothing follows it.
 */
export function bankAt(tokens: readonly string[], start: number): { bank: string; length: number } | null {
  const upper = tokens.map((token) => token.toUpperCase());
  const length = bankPrefixLength(upper, start);
  return length > 0 ? { bank: bankNamed(upper.slice(start, start + length).join(' ')) ?? '', length } : null;
}

/** `BANK_PREFIXES` by their first word, each list in the same order (longest first): a token is compared only with the names it may start. */
const BANK_PREFIXES_BY_FIRST_WORD = new Map<string, (readonly string[])[]>();
for (const bank of BANK_PREFIXES) {
  const first = bank[0] ?? '';
  const list = BANK_PREFIXES_BY_FIRST_WORD.get(first);
  if (list) list.push(bank);
  else BANK_PREFIXES_BY_FIRST_WORD.set(first, [bank]);
}

function bankPrefixLength(upper: readonly string[], start: number): number {
  for (const bank of BANK_PREFIXES_BY_FIRST_WORD.get(upper[start] ?? '') ?? []) {
    if (bank.every((word, index) => upper[start + index] === word) && start + bank.length < upper.length) {
      return bank.length;
    }
  }
  return 0;
}

/** A wallet glued to the name with a hyphen: `DANA-MAYA ANGGRAINI`. */
const GLUED = /^([A-Za-z]+)-(.+)$/;
const GLUED_UPPER = /^([A-Z]+)-(.+)$/;

/**
 * The counterparty of a transfer description `… DARI|DR|KE [bank] [title] NAME [account] [remark]`
 * (Mandiri, CIMB, BNI Mobile, MCM): `bankBeforeName` says the bank's name may come first.
 */
export function readTransfer(
  description: string,
  { bankBeforeName }: { bankBeforeName: boolean },
): Counterparty {
  const tokens = wordsOf(description);
  const upper = tokens.map((token) => token.toUpperCase());
  const company = walletCompanyIn(description);
  let wallet: Wallet | null = company?.wallet ?? walletPaymentIn(description);
  const marker = upper.findIndex((token) => MARKERS.has(token));
  if (marker < 0) return { name: null, account: wallet ? findPhone(description) : null, wallet };

  let index = marker + 1;
  let bank: string | null = null;
  const first = upper[index] ?? '';
  const gluedWallet = GLUED_UPPER.exec(first);
  if (walletNamed(first) && !gluedWallet) {
    wallet ??= walletNamed(first);
    index++;
  } else if (bankBeforeName) {
    const length = bankPrefixLength(upper, index);
    if (length === 1) wallet ??= walletNamed(first);
    if (length > 0) bank = bankNamed(upper.slice(index, index + length).join(' '));
    index += length;
  }
  // `DANA-MAYA ANGGRAINI`: the wallet glued to the name with a hyphen.
  const glued = GLUED.exec(tokens[index] ?? '');
  const names = [...tokens];
  if (glued && walletNamed(glued[1] ?? '')) {
    wallet ??= walletNamed(glued[1] ?? '');
    names[index] = glued[2] ?? '';
  }
  let account: string | null = null;
  if (ACCOUNT_TOKEN.test(names[index] ?? '')) account = names[index++] ?? null;
  const taken = takeNameForward(names, index);
  if (account === null && ACCOUNT_TOKEN.test(names[taken.end] ?? '')) account = names[taken.end] ?? null;
  let name = taken.name;
  if (wallet) {
    // A wallet transfer names the operator, not a person; its identity is the phone number.
    if (name && walletCompanyIn(name)) name = null;
    account = findPhone(description) ?? account;
  }
  return { name, account, wallet, bank: wallet ? null : bank };
}
