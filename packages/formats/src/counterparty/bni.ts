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
  const party = /^(?:DARI|KE)\s+(.+)$/i.exec(segments[1] ?? '');
  const name = party ? takeNameForward(collapseSpaces(party[1] ?? '').split(' '), 0).name : null;
  const accountMatch = ACCOUNT_SEGMENT.exec(segments[2] ?? '');
  const bank = accountMatch?.[1];
  const account =
    accountMatch && (bank === undefined || SEGMENT_BANKS.has(bank)) ? (accountMatch[2] ?? null) : null;
  const wallet = walletCompanyIn(description)?.wallet ?? null;
  return {
    name: wallet ? null : name,
    account: wallet ? (findPhone(description) ?? account) : account,
    wallet,
    isFee: false,
  };
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
