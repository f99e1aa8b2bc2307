/** How a printed name is read: titles, banks and wallets in the name's place, plain upper-case words. */
import { hasCutLength } from './name-forms';

/**
 * A name as the engine compares it: the normalised text, and whether the printed name had the length of a bank's
 * cut (hasCutLength), which only the printed name, titles included, can tell.
 */
export interface ComparableName {
  text: string;
  wasCut: boolean;
}

export function wordSet(words: string): ReadonlySet<string> {
  return new Set(words.split(' '));
}

const TITLES = wordSet(
  'BPK BP BAPAK IBU IB SDR SDRI SAUDARA SAUDARI TN TUAN NY NYONYA NN NONA MR MRS MS MISS ' +
    // Religious and academic titles banks print before or after a name (formats.md "Titles and initials").
    'HJ HAJI HAJJAH IR DR DRS DRA ST SE SH SPD SKOM SSOS AMD MM MT MPD',
);

/**
 * `H.` before a name of two words or more is the title Haji (formats.md "Titles and initials"; `HJ` as wide, so a
 * bank's cut is still counted on the printed text); before a single word it is an initial (`H. SAPUTRA`). Banks
 * print names in capitals from the first character, so only such a text is looked at (this runs for every name).
 */
const HAJI = /^H\.\s*(?=[^\s.]+\s+\S)/;

const BANK_PREFIXES = wordSet('BANK BCA BRI BNI MANDIRI CIMB NIAGA BSI BTN DANAMON PERMATA JAGO SEABANK');

/** E-wallet companies that statements print instead of the payer (formats.md): no player name. */
const WALLET_COMPANIES: readonly (readonly [string, string])[] = [
  ['DOMPET ANAK BANGSA', 'GOPAY'],
  ['VISIONET INTERNASI', 'OVO'],
  ['ESPAY DEBIT INDONE', 'DANA'],
  ['AIRPAY INTERNATION', 'SHOPEEPAY'],
];

/**
 * Transfer services that print their company where the sender stands (formats.md "Payment companies in the
 * sender's place"): no player's name, and no wallet either: such a credit pairs as a nameless one.
 */
const TRANSFER_SERVICES: readonly string[] = ['FLIPTECH LENTERA', 'DOMPET HARAPAN BANG'];

const WALLET_ALIASES: Readonly<Record<string, string>> = {
  GOPAY: 'GOPAY',
  GOJEK: 'GOPAY',
  OVO: 'OVO',
  DANA: 'DANA',
  SHOPEEPAY: 'SHOPEEPAY',
  SHOPEE: 'SHOPEEPAY',
  LINKAJA: 'LINKAJA',
};

function asciiUpper(raw: string): string {
  // Plain ASCII, nearly every name, has no accents to take apart.
  if (!/[\u0080-\uffff]/.test(raw)) return raw.toUpperCase();
  return raw
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();
}

function plainTokens(raw: string): string[] {
  return asciiUpper(raw)
    .replace(/['`\u2019]/g, '')
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((token) => token.length > 0);
}

function walletOfTokens(tokens: readonly string[]): string | null {
  const text = tokens.join(' ');
  for (const [company, wallet] of WALLET_COMPANIES) {
    if (text.includes(company) || (text.length >= 8 && company.startsWith(text))) return wallet;
  }
  return WALLET_ALIASES[text] ?? null;
}

/** The wallet an e-wallet company name stands for (`DOMPET ANAK BANGSA` → GOPAY), or a wallet code itself. */
export function walletOf(raw: string | null | undefined): string | null {
  return raw ? walletOfTokens(plainTokens(raw)) : null;
}

/**
 * A raw name read once: the wallet it names, and the name as the engine compares it (comparableName), from one
 * tokenisation (a run reads tens of thousands of distinct names).
 */
export function readRawName(raw: string | null | undefined): {
  wallet: string | null;
  name: ComparableName | null;
} {
  if (!raw) return { wallet: null, name: null };
  const tokens = plainTokens(raw.charCodeAt(0) === 72 ? raw.replace(HAJI, 'HJ ') : raw);
  const wallet = walletOfTokens(tokens);
  if (wallet !== null) return { wallet, name: null };
  const joined = tokens.join(' ');
  if (TRANSFER_SERVICES.some((company) => joined.includes(company))) return { wallet: null, name: null };
  const kept = tokens.filter((token) => !/[0-9]/.test(token));
  let start = 0;
  while (start < kept.length - 1 && (TITLES.has(kept[start]!) || BANK_PREFIXES.has(kept[start]!))) start++;
  // Titles after a name (`BUDI SANTOSO SE`), where the printed name is not of a cut's length: there the last
  // word may be a longer name cut short (`MUHAMMAD FAJAR ST` of STEVANUS), never taken for a title.
  const printed = kept.join(' ');
  let end = kept.length;
  if (!hasCutLength(printed.length)) while (end - start > 1 && TITLES.has(kept[end - 1]!)) end--;
  const text = kept.slice(start, end).join(' ');
  if (text.length === 0) return { wallet, name: null };
  // Whether it may be a bank's cut is read on the name as printed, titles included.
  return { wallet, name: { text, wasCut: hasCutLength(printed.length) } };
}

/**
 * Upper case, punctuation and digits out, titles (BPK, IBU, SDR, ...) and bank prefixes stripped from the
 * front, single spaces. Null when nothing of a person's name is left: empty, or an e-wallet company or code.
 */
export function normalizeName(raw: string | null | undefined): string | null {
  return readRawName(raw).name?.text ?? null;
}
