import { isFeeText } from '../labels';
import * as names from './names';
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
 * Every BNI description, whatever layout carries it (BNIDirect CSV and its Excel downloads, `TRX_INQ`, BNI
 * Mobile): segments separated by `|`, or the same words with the `|` lost.
 * - `TRANSFER|DARI BUDI SANTOSO|0281934756|<remark>|`, `BI-FAST|DARI <NAME>|BRI 0123…|<ref>|`,
 *   `KLIRING|DARI <NAME>|SKN <ref>|`, `BIAYA|BI-FAST|||`;
 * - in-house transfers `TRANSFER DARI | PEMINDAHAN DARI <account>    <NAME> | <remark> | …` (the name after the
 *   account in its segment) or `TRANSFER DARI | PEMINDAHAN DARI <account> | <NAME> | <remark> | …` (the next);
 * - e-channel transfers `TRF/PAY/TOP-UP ECHANNEL | PEMINDAHAN DARI <account> | <zeros> | <NAME><remark>`: the
 *   name field is 20 characters wide and the sender's remark runs straight on, so the name is read in those 20
 *   characters, as printed (a cut last word stays cut);
 * - `SETOR TUNAI | <NAME>`, `TRANSFER DARI <NAME>`, `TRANSFER KE Bpk|Ibu|Sdr <NAME>`, and e-channel payments
 *   without a sender (`TRF/PAY/TOP-UP ECHANNEL KARTU … <destination account>`: the account is the identity).
 * `PEMINDAHAN`, `TRANSFER`, `DARI`, `KE`, account numbers, zeros and references are never a name.
 */
export function readBniDescription(description: string): names.DescriptionReading {
  return names.withoutService(readBniParts(description), description);
}

function readBniParts(description: string): names.DescriptionReading {
  const segments = segmentsOf(description);
  // Without a `|` the one segment is the description trimmed, which `isFeeText` has just read.
  if (isFeeText(segments[0] ?? '') || (segments.length > 1 && isFeeText(description)))
    return names.nobody(true);
  // `PEMINDAHAN` is in every segment `MOVE` reads: most descriptions are passed over with one search.
  const moved = PEMINDAHAN.test(description) ? readMove(segments) : null;
  if (moved) return names.readingOf(moved, false);
  if (ECHANNEL.test(segments[0] ?? '')) {
    const numbers = names
      .collapseSpaces(description.replace(/\|/g, ' '))
      .split(' ')
      .filter((token) => /^\d{8,}$/.test(token));
    return { name: null, account: numbers[numbers.length - 1] ?? null, wallet: null, isFee: false };
  }
  return readBniSegments(description, segments);
}

/** The `|`-separated segments of a description, each trimmed: `split('|').map(trim)` without the copies. */
function segmentsOf(description: string): string[] {
  const segments: string[] = [];
  let start = 0;
  for (let bar = description.indexOf('|'); bar !== -1; bar = description.indexOf('|', start)) {
    segments.push(description.slice(start, bar).trim());
    start = bar + 1;
  }
  segments.push(description.slice(start).trim());
  return segments;
}

/** The filled segments as one text, a space between: the words of a description whose `|` only separate them. */
function joinFilled(segments: readonly string[]): string {
  if (segments.length === 1) return segments[0] ?? '';
  return segments.filter((segment) => segment !== '').join(' ');
}

const ECHANNEL = /\bECHANNEL\b/i;
const PEMINDAHAN = /PEMINDAHAN/i;

/** BNI prints the e-channel sender's name in a field of this many characters. */
export const BNI_ECHANNEL_NAME_WIDTH = 20;

const MOVE = /^(?:.*?\s)?PEMINDAHAN (DARI|KE)\s*(?:(?:REK(?:ENING)?\.?\s+)?(\d{4,20}))?\s*(.*)$/i;
/** A segment of digits and spaces only (zeros, a card or journal number): never the name. */
const NUMBERS_ONLY = /^[\d\s.-]*$/;

/** `PEMINDAHAN DARI <account> [<NAME>]` in a segment (or in the whole text when the `|` are lost). */
function readMove(segments: readonly string[]): names.Counterparty | null {
  const at = segments.findIndex((segment) => MOVE.test(segment));
  if (at < 0) return null;
  const match = MOVE.exec(segments[at] ?? '')!;
  const wallet = walletCompanyIn(segments.join(' '))?.wallet ?? null;
  let account = match[2] ?? null;
  const echannel = ECHANNEL.test(segments[0] ?? '');
  const rest = match[3] ?? '';
  const after = segments.slice(at + 1).filter((segment) => segment !== '');
  // `PEMINDAHAN DARI | <account> | <NAME>`: the account in a segment of its own.
  if (account === null && rest === '' && /^\d{6,20}$/.test(after[0] ?? '')) account = after.shift() ?? null;
  let name: string | null = null;
  if (rest !== '') {
    name = echannel ? echannelName(rest) : names.nameAtStart(rest);
  } else {
    // The name stands in the first segment after the account that is not numbers only.
    const next = after.find((segment) => !NUMBERS_ONLY.test(segment));
    if (next !== undefined) {
      name = echannel ? echannelName(next) : names.nameAtStart(next);
    }
  }
  return { name: wallet ? null : name, account, wallet, bank: wallet ?? 'BNI' };
}

/**
 * The sender's name in an e-channel field: its first 20 characters, up to the first character a holder name
 * never has (lower case, digits, the remark glued on); words without a vowel are codes (`JTMMB`), not names.
 */
function echannelName(field: string): string | null {
  const window = field.slice(0, BNI_ECHANNEL_NAME_WIDTH);
  const printed = /^[A-Z][A-Z .,'`-]*/.exec(window)?.[0] ?? '';
  // A capital glued to lower case (`SANTOSODepo`) starts the remark, not the name.
  const cutAt = /[a-z0-9]/.test(window.charAt(printed.length)) && /[A-Z]$/.test(printed) ? 1 : 0;
  const words = names.collapseSpaces(printed.slice(0, printed.length - cutAt)).split(' ');
  const kept = names.takeNameForward(words, 0);
  const name = kept.name;
  if (!name || name.split(' ').some((word) => isCode(word))) return null;
  return name;
}

/**
 * Degrees and honorifics printed with a name (`DRS CAHYO SUTRISNO`, `YUDI LUBIS SPD`): written without vowels,
 * yet part of a holder's name as the bank prints it, never a code.
 */
const VOWELLESS_TITLES = new Set([
  'DRS',
  'SPD',
  'MPD',
  'SKM',
  'SPDI',
  'SHI',
  'MKM',
  'DRG',
  'DR',
  'HJ',
  'HJH',
  'ST',
  'SH',
]);

const isCode = (word: string) =>
  word.length >= 3 && !/[AEIOUY]/.test(word) && !VOWELLESS_TITLES.has(word.replace(/\./g, ''));

const PARTY_SEGMENT = /^(?:DARI|KE)\s+(.+)$/i;
const TRANSFER = /^TRANSFER$/i;

/**
 * BNIDirect segments `X|DARI NAME|<account>|…`, and phrases whose `|` only separate words (`SETOR TUNAI |
 * NAME`), then BNI Mobile's `TRANSFER DARI|KE [title] NAME`.
 */
function readBniSegments(description: string, segments: readonly string[]): names.DescriptionReading {
  const wallet = walletCompanyIn(description)?.wallet ?? null;
  const party = PARTY_SEGMENT.exec(segments[1] ?? '');
  // Not `X|DARI NAME|…` segments: a phrase, whose `|` (`SETOR TUNAI | NAME`) only separates words.
  const unsegmented = party ? null : readBniDirectPhrase(names.collapseSpaces(joinFilled(segments)));
  if (unsegmented && !wallet) return names.readingOf(unsegmented, false);
  const name = party ? names.nameAtStart(party[1] ?? '') : null;
  const accountMatch = ACCOUNT_SEGMENT.exec(segments[2] ?? '');
  const segmentBank = accountMatch?.[1];
  const knownBank = segmentBank === undefined || SEGMENT_BANKS.has(segmentBank);
  const account = accountMatch && knownBank ? (accountMatch[2] ?? null) : null;
  // `TRANSFER|DARI …|<account>` is a transfer between BNI accounts; BI-FAST and SKN name the bank.
  const bank =
    segmentBank && knownBank ? segmentBank : account && TRANSFER.test(segments[0] ?? '') ? 'BNI' : null;
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
 * already read as a space: `SETOR TUNAI | <NAME>` (a cash deposit
 * naming its depositor), `TRANSFER DARI [|] <NAME>`.
 */
function readBniDirectPhrase(text: string): names.Counterparty | null {
  const cash = CASH_PHRASE.exec(text);
  if (cash) {
    const name = names.takeNameForward((cash[1] ?? '').split(' '), 0).name;
    return { name, account: null, wallet: null, bank: null };
  }
  if (TRANSFER_PHRASE.test(text)) {
    const party = names.readTransfer(text, { bankBeforeName: true });
    const bank = party.bank ?? (party.account ? 'BNI' : null);
    return { name: party.name, account: party.account, wallet: party.wallet, bank };
  }
  return null;
}

const CASH_PHRASE = /^SETOR(?:AN)? TUNAI (.+)$/i;
const TRANSFER_PHRASE = /^TRANSFER (?:DARI|KE) /i;

/** BNIDirect's layouts: the one BNI reader (kept by name for the callers of the segment layout). */
export const readBniDirectDescription = readBniDescription;

/** BNI Mobile's converted CSV: the one BNI reader. */
export const readBniMobileDescription = readBniDescription;
