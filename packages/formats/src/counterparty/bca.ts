import { parseAmount } from '../amount';
import { isFeeText } from '../labels';
import type { Wallet } from '../records';
import {
  bankAt,
  takeNameBackward,
  takeNameForward,
  walletSender,
  withoutService,
  wordsOf,
  NO_COUNTERPARTY,
  type Counterparty,
} from './names';
import { bankNamed, bankOfCode } from './banks';
import { isWalletCompanyCut, walletCompanyIn } from './wallets';

export interface BcaDescription extends Counterparty {
  isFee: boolean;
  isInterest: boolean;
  settlement: { grossCents: number; mdrCents: number } | null;
  /** The `DDMM` token after `CR`/`DB` (`TRSF E-BANKING CR 0201/…`): dates a `PEND` row. */
  dayMonth: { day: number; month: number } | null;
}

/** The amount is optional (formats.md `[<amount>]`): without it the remark or the name follows the teller. */
const TRSF = /^TRSF E-BANKING (?:CR|DB) \d{4}\/\w+\/\w+(?:\s+\d+\.\d{2}|(?=\s|$))(.*)$/s;
/** The older KlikBCA form: `TRSF E-BANKING CR 12/31 95031 <NAME>` (month/day, space separated, no amount). */
const OLD_TRSF = /^TRSF E-BANKING (?:CR|DB) (\d{2})\/(\d{2}) \w+ (.+)$/s;
const INTERBANK = /^(?:BI-FAST|SWITCHING) (?:CR|DB)\b.*?\b(?:DR|KE) (\d{3}) (.+)$/s;
/** `SWITCHING CR <bank> <NAME>`: the bank by name or code, with or without `TRANSFER DR`. */
const SWITCHING = /^SWITCHING (?:CR|DB)\s+(?:TRANSFER\s+)?(?:(?:DR|DARI|KE)\s+)?(.+)$/s;
const SETTLEMENT = /^KR OTOMATIS\b.*\bTGH:\s*([\d.,]+)\s+DDR:\s*([\d.,]+)/s;
const DAY_MONTH = /\b(?:CR|DB) (\d{2})(\d{2})(?=[/\s]|$)/;
/** Clearing (`LLG`) and RTGS credits: `KR OTOMATIS LLG-<bank> <NAME> [PT] <reference>`. */
const CLEARING = /^KR OTOMATIS (LLG|RTGS)-(.+)$/s;
/** A reference the sender's bank puts before the name (`REF:20260608123`): never part of it. */
const REF_TOKEN = /\bREF:\s*\d+/gi;
const TWO_SPACES = /\s\s/;
/** A bank's BIC (`BRINIDJA`, `BMRIIDJA`), alone or before `/<reference>`. */
const BIC = /^[A-Z]{4}ID[A-Z0-9]{2}(?:[A-Z0-9]{3})?(?:\/\S*)?$/;

/**
 * KlikBCA description anatomy (formats.md): `TRSF E-BANKING CR DDMM/FTSCY/WS95031 <amount><remark>
 * <NAME>` (the name last, cut to ~18 characters, possibly glued to the amount; KlikBCA Bisnis separates
 * the parts with two spaces), `BI-FAST CR TRANSFER DR <bank code> <NAME>`, `KR OTOMATIS … TGH: … DDR: …`,
 * and e-wallet operators in place of a name.
 */
export function readBcaDescription(description: string): BcaDescription {
  return withoutService(readBcaAnatomy(description), description);
}

function readBcaAnatomy(description: string): BcaDescription {
  const text = description.trim().replace(REF_TOKEN, '  ');
  const dayMonthMatch = DAY_MONTH.exec(text);
  const day = Number(dayMonthMatch?.[1]);
  const month = Number(dayMonthMatch?.[2]);
  const result: BcaDescription = {
    name: null,
    account: null,
    wallet: null,
    bank: null,
    isFee: false,
    isInterest: /^(?:PAJAK )?BUNGA\b/.test(text),
    settlement: null,
    dayMonth: dayMonthMatch && day >= 1 && day <= 31 && month >= 1 && month <= 12 ? { day, month } : null,
  };
  // Most rows are e-banking transfers: read them first, the other anatomies cannot match them.
  const transfer = TRSF.exec(text);
  if (transfer) return withParty(result, nameFromTail(transfer[1] ?? '', 'backward', 'BCA'));
  if (isFeeText(text)) {
    result.isFee = true;
    return result;
  }
  const oldTransfer = OLD_TRSF.exec(text);
  if (oldTransfer) {
    const [month, oldDay] = [Number(oldTransfer[1]), Number(oldTransfer[2])];
    const dayMonth = month >= 1 && month <= 12 && oldDay >= 1 && oldDay <= 31 ? { day: oldDay, month } : null;
    result.dayMonth = dayMonth;
    return withParty(result, nameFromTail(oldTransfer[3] ?? '', 'backward', 'BCA'));
  }

  const settlement = SETTLEMENT.exec(text);
  if (settlement) {
    const gross = parseAmount(settlement[1] ?? '');
    const mdr = parseAmount(settlement[2] ?? '');
    if (gross.ok && mdr.ok) result.settlement = { grossCents: gross.cents, mdrCents: mdr.cents };
    const company = walletCompanyIn(text);
    return company
      ? withParty(result, { name: null, account: null, wallet: company.wallet, bank: company.wallet })
      : result;
  }

  const clearing = CLEARING.exec(text);
  if (clearing) return withParty(result, clearingParty(clearing[1] === 'RTGS', clearing[2] ?? ''));

  const interbank = INTERBANK.exec(text);
  if (interbank) {
    return withParty(result, nameFromTail(interbank[2] ?? '', 'forward', bankOfCode(interbank[1] ?? '')));
  }
  const switching = SWITCHING.exec(text);
  if (switching) {
    const party = switchingParty(wordsOf(switching[1] ?? ''));
    if (party) return withParty(result, party);
  }
  // A settlement or transfer from an e-wallet operator names the wallet instead of a person.
  const company = walletCompanyIn(text);
  return company
    ? withParty(result, { name: null, account: null, wallet: company.wallet, bank: company.wallet })
    : result;
}

/**
 * After `SWITCHING CR`: a clearing code (`009`), a bank name of one or more words (`BRI`, `BANK BRI`,
 * `CIMB NIAGA`), or any other single word taken for the bank; the sender's name follows.
 */
function switchingParty(tokens: readonly string[]): Counterparty | null {
  if (tokens.length < 2) return null;
  const first = tokens[0] ?? '';
  if (/^\d{3}$/.test(first)) return nameFromTail(tokens.slice(1).join(' '), 'forward', bankOfCode(first));
  const named = bankAt(tokens, 0);
  const length = named?.length ?? (/^BANK$/i.test(first) && tokens.length > 2 ? 2 : 1);
  const bank = named?.bank ?? bankNamed(tokens.slice(0, length).join(' '));
  return nameFromTail(tokens.slice(length).join(' '), 'forward', bank);
}

/**
 * After `KR OTOMATIS LLG-` / `RTGS-`: the sending bank (one or more words), for RTGS its BIC and reference
 * (`BMRIIDJA/2026…`), a clearing code (`0938 /`), then the sender's name (companies with `PT` before or after),
 * then the reference or remark.
 */
function clearingParty(rtgs: boolean, rest: string): Counterparty {
  const tokens = wordsOf(rest);
  const named = bankAt(tokens, 0);
  let index = named?.length ?? 1;
  const bank = named?.bank ?? bankNamed(tokens[0] ?? '');
  // Codes before the name: a BIC with its reference, a branch code, a lone slash.
  while (index < tokens.length && /[\d/]/.test(tokens[index] ?? '') && !/^[A-Z]/.test(tokens[index] ?? ''))
    index++;
  if (rtgs && (BIC.test(tokens[index] ?? '') || /\//.test(tokens[index] ?? ''))) index++;
  while (index < tokens.length && /^[\d/]+$/.test(tokens[index] ?? '')) index++;
  const name = takeNameForward(tokens, index).name;
  // A wallet's company where the sender stands names the wallet, never a person (formats.md).
  const company = name ? walletCompanyIn(name) : null;
  if (company) return walletSender(company.wallet);
  return { ...NO_COUNTERPARTY, name, bank };
}

/** Fills the description's counterparty in place: one object shape per row, no spreads on the hot path. */
function withParty(result: BcaDescription, party: Counterparty): BcaDescription {
  result.name = party.name;
  result.account = party.account;
  result.wallet = party.wallet;
  result.bank = party.bank ?? null;
  return result;
}

function nameFromTail(tail: string, reading: 'forward' | 'backward', bank: string | null): Counterparty {
  let rest = tail;
  let wallet: Wallet | null = null;
  const company = walletCompanyIn(rest);
  // The company ends the text, printed whole or cut at the bank's width (`FINTEK KARYA NUSANT`).
  if (company && isWalletCompanyCut(rest.slice(company.at), company.wallet)) {
    wallet = company.wallet;
    rest = rest.slice(0, company.at);
  }
  // DANA payouts put the sender after `TRFDN-`, glued to the operator's name.
  if (rest.includes('TRFDN-')) rest = rest.replace(/^\s*TRFDN-/, '');
  // KlikBCA Bisnis separates remark and name with two or more spaces: the name is the last part.
  const trimmed = rest.trim();
  const last = TWO_SPACES.test(trimmed) ? (trimmed.split(/\s{2,}/).pop() ?? '') : trimmed;
  const name = reading === 'forward' ? nameAfterBank(last) : takeNameBackward(last);
  return { name, account: null, wallet, bank: wallet ?? bank };
}

/** KlikBCA prints a sender in 18 characters, a title in front counted in them. */
const BCA_NAME_WIDTH = 18;

/**
 * The name after the sending bank of `BI-FAST` and `SWITCHING` credits. There `DR` is a doctor's title (the
 * transfer's own `DR` stood before the bank), and a title in front is kept where the printed text reaches the
 * bank's width: the cut is counted on the printed text, and the engine drops the title only to compare
 * (formats.md "Titles and initials"), so `IBU GERRY PERMATAS` is compared as GERRY PERMATAS, cut.
 */
function nameAfterBank(text: string): string | null {
  const tokens = wordsOf(text);
  const first = tokens[0] ?? '';
  const read = takeNameForward(tokens, first === 'DR' ? 1 : 0);
  if (read.name === null) return null;
  const printed = `${first} ${read.name}`;
  const droppedTitle = read.name.split(' ')[0] !== first;
  return droppedTitle && printed.length >= BCA_NAME_WIDTH ? printed : read.name;
}
