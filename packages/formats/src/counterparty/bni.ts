import { isFeeText } from '../labels';
import { collapseSpaces, readTransfer, takeNameForward, NO_COUNTERPARTY, type Counterparty } from './names';
import { findPhone, walletCompanyIn } from './wallets';

const ACCOUNT_SEGMENT = /^(?:([A-Z][A-Z ]*?)\s+)?(\d{6,20})$/;
/** Words that may precede the account number in BNIDirect's third segment (bank names, not clearing codes). */
const SEGMENT_BANKS = new Set([
  'BNI',
  'BCA',
  'BRI',
  'MANDIRI',
  'BSI',
  'BTN',
  'CIMB',
  'CIMB NIAGA',
  'PERMATA',
  'DANAMON',
  'OCBC',
  'PANIN',
  'MAYBANK',
  'JAGO',
  'SEABANK',
]);

/**
 * BNIDirect: segments separated by `|`: `TRANSFER|DARI BUDI SANTOSO|0281934756|<remark>|`,
 * `BI-FAST|DARI <NAME>|BRI 012301009876543|<ref>|`, `KLIRING|DARI <NAME>|SKN <ref>|`, `BIAYA|BI-FAST|||`.
 */
export function readBniDirectDescription(description: string): Counterparty & { isFee: boolean } {
  const segments = description.split('|').map((segment) => segment.trim());
  if (isFeeText(segments[0] ?? '')) return { ...NO_COUNTERPARTY, isFee: true };
  const wallet = walletCompanyIn(description)?.wallet ?? null;
  const party = /^(?:DARI|KE)\s+(.+)$/i.exec(segments[1] ?? '');
  // Not `X|DARI NAME|…` segments: a phrase, whose `|` (`SETOR TUNAI | NAME`) only separates words.
  const unsegmented = party
    ? null
    : readBniDirectPhrase(collapseSpaces(segments.filter((segment) => segment !== '').join(' ')));
  if (unsegmented && !wallet) return { ...unsegmented, isFee: false };
  const name = party ? takeNameForward(collapseSpaces(party[1] ?? '').split(' '), 0).name : null;
  const accountMatch = ACCOUNT_SEGMENT.exec(segments[2] ?? '');
  const segmentBank = accountMatch?.[1];
  const knownBank = segmentBank === undefined || SEGMENT_BANKS.has(segmentBank);
  const account = accountMatch && knownBank ? (accountMatch[2] ?? null) : null;
  // `TRANSFER|DARI …|<account>` is a transfer between BNI accounts; BI-FAST and SKN name the bank.
  const bank =
    segmentBank && knownBank ? segmentBank : account && /^TRANSFER$/i.test(segments[0] ?? '') ? 'BNI' : null;
  return {
    name: wallet ? null : name,
    account: wallet ? (findPhone(description) ?? account) : account,
    wallet,
    bank: wallet ?? bank,
    isFee: false,
  };
}

/**
 * BNIDirect descriptions that are not `|` segments (its TRX_INQ and Excel downloads), with any `|`
 * already read as a space: `PEMINDAHAN DARI [<account>] <NAME>`, `SETOR TUNAI | <NAME>` (a cash deposit
 * naming its depositor), `TRANSFER DARI [|] <NAME>`.
 */
function readBniDirectPhrase(text: string): Counterparty | null {
  // A `PEMINDAHAN` is a transfer between BNI accounts; the account number is sometimes left out.
  const moved = /^PEMINDAHAN DARI (?:(?:REK(?:ENING)?\.? )?(\d{6,20}) )?(.+)$/i.exec(text);
  if (moved) {
    const name = takeNameForward((moved[2] ?? '').split(' '), 0).name;
    return { name, account: moved[1] ?? null, wallet: null, bank: 'BNI' };
  }
  const cash = /^SETOR(?:AN)? TUNAI (.+)$/i.exec(text);
  if (cash)
    return { ...NO_COUNTERPARTY, name: takeNameForward((cash[1] ?? '').split(' '), 0).name, bank: null };
  if (/^TRANSFER (?:DARI|KE) /i.test(text)) {
    const party = readTransfer(text, { bankBeforeName: true });
    return { ...party, bank: party.bank ?? (party.account ? 'BNI' : null) };
  }
  return null;
}

/**
 * BNI Mobile: `TRANSFER DARI <NAME>`, `TRANSFER KE Bpk|Ibu|Sdr <NAME>`, `TRF/PAY/TOP-UP ECHANNEL …
 * <destination account>` (the account is the identity), `… ESPAY DEBIT INDONESIA KOE 8810<phone> …`.
 */
export function readBniMobileDescription(description: string): Counterparty & { isFee: boolean } {
  if (isFeeText(description)) return { ...NO_COUNTERPARTY, isFee: true };
  if (/\bECHANNEL\b/i.test(description)) {
    const numbers = collapseSpaces(description)
      .split(' ')
      .filter((token) => /^\d{8,}$/.test(token));
    return { ...NO_COUNTERPARTY, account: numbers[numbers.length - 1] ?? null, isFee: false };
  }
  return { ...readTransfer(description, { bankBeforeName: false }), isFee: false };
}
