import type { Wallet } from '../records';
import { hasNonAscii } from '../header';

/** E-wallet operators as statements print them, full and cut to 18 characters. */
const WALLET_COMPANIES: readonly (readonly [string, Wallet])[] = [
  ['DOMPET ANAK BANGSA', 'GOPAY'],
  ['VISIONET INTERNASIONAL', 'OVO'],
  ['VISIONET INTERNASI', 'OVO'],
  ['ESPAY DEBIT INDONESIA', 'DANA'],
  ['ESPAY DEBIT INDONE', 'DANA'],
  ['AIRPAY INTERNATIONAL', 'SHOPEEPAY'],
  ['AIRPAY INTERNATION', 'SHOPEEPAY'],
  ['FINTEK KARYA NUSANTARA', 'LINKAJA'],
  ['FINTEK KARYA NUSAN', 'LINKAJA'],
];

const WALLET_NAMES = new Map<string, Wallet>([
  ['GOPAY', 'GOPAY'],
  ['DANA', 'DANA'],
  ['OVO', 'OVO'],
  ['SHOPEEPAY', 'SHOPEEPAY'],
  ['LINKAJA', 'LINKAJA'],
]);

/**
 * Transfer services that send money on a player's behalf and print their company where the sender's name
 * stands, full and cut (formats.md): the channel is the service, never a person.
 */
const TRANSFER_SERVICES: readonly (readonly [string, string])[] = [
  ['FLIPTECH LENTERA', 'FLIP'],
  ['DOMPET HARAPAN BANGSA', 'OY'],
  ['DOMPET HARAPAN BANG', 'OY'],
  // KlikBCA's 18 characters.
  ['DOMPET HARAPAN BAN', 'OY'],
];

/** One case-insensitive search for any of the companies (upper case ASCII): most descriptions name none. */
const anyOf = (companies: readonly (readonly [string, unknown])[]) =>
  new RegExp(companies.map(([company]) => company.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'i');

/**
 * Whether the text may name one of the companies `anyCompany` finds: for ASCII text, which upper-cases
 * letter by letter, the case-insensitive search answers without an upper-cased copy; any other text is
 * searched as before.
 */
const mayName = (text: string, anyCompany: RegExp) => hasNonAscii(text) || anyCompany.test(text);

const ANY_TRANSFER_SERVICE = anyOf(TRANSFER_SERVICES);

/** The transfer service (`FLIP`, `OY`) whose company the text names anywhere, or null. */
export function transferServiceIn(text: string): string | null {
  if (!mayName(text, ANY_TRANSFER_SERVICE)) return null;
  const upper = text.toUpperCase();
  for (const [company, service] of TRANSFER_SERVICES) if (upper.includes(company)) return service;
  return null;
}

/** `GoPay`, `DANA`, `LinkAja`, `Link Aja`… → the wallet, or null. */
export const walletNamed = (text: string): Wallet | null =>
  // Most words asked about are capitals only (a token of a description): their letters are the text itself.
  WALLET_NAMES.get(isCapitalsOnly(text) ? text : text.toUpperCase().replace(NOT_A_CAPITAL, '')) ?? null;

const NOT_A_CAPITAL = /[^A-Z]/g;

function isCapitalsOnly(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 65 || code > 90) return false;
  }
  return true;
}

const ANY_WALLET_COMPANY = anyOf(WALLET_COMPANIES);

/** The wallet whose operator company the text names anywhere, e.g. `… VISIONET INTERNASI`. */
export function walletCompanyIn(text: string): { wallet: Wallet; company: string; at: number } | null {
  if (!mayName(text, ANY_WALLET_COMPANY)) return null;
  const upper = text.toUpperCase();
  for (const [company, wallet] of WALLET_COMPANIES) {
    const at = upper.lastIndexOf(company);
    if (at >= 0) return { wallet, company, at };
  }
  return null;
}

/**
 * Whether `text` is a wallet's company alone, whole or cut anywhere past the cut the list knows: banks cut at
 * 18 to 20 characters, so `FINTEK KARYA NUSANT` and `AIRPAY INTERNATIONA` are the company too.
 */
export function isWalletCompanyCut(text: string, wallet: Wallet): boolean {
  const printed = text.trim().toUpperCase();
  return WALLET_COMPANIES.some(([company, of]) => of === wallet && company.startsWith(printed));
}

const WALLET_PAYMENT =
  /\b(?:PEMBAYARAN|BAYAR|TOP ?UP|TOPUP|ISI SALDO)\s+(GO-?PAY|DANA|OVO|SHOPEE ?PAY|LINK ?AJA)\b/i;

/** `Pembayaran GoPay Customer …`, `Top Up DANA …`: a payment to a wallet named by its brand. */
export function walletPaymentIn(text: string): Wallet | null {
  const match = WALLET_PAYMENT.exec(text);
  return match ? walletNamed(match[1] ?? '') : null;
}

const DIGIT_RUNS = /\d{10,}/g;

/**
 * The phone number behind a wallet transfer: wallets' virtual accounts put a company prefix before
 * the phone (`8810` + `081234567890`, BRIVA `88810` + `0812345678901`), so the phone is the tail of a
 * digit run that starts with `08` and has 10 to 13 digits.
 */
export function findPhone(text: string): string | null {
  for (const run of text.match(DIGIT_RUNS) ?? []) {
    for (let start = 0; start <= run.length - 10; start++) {
      if (run[start] === '0' && run[start + 1] === '8' && run.length - start <= 13) return run.slice(start);
    }
  }
  return null;
}
