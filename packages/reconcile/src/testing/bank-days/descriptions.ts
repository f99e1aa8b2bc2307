/**
 * A credit's description as each bank prints it, written from the grammars of formats.md "Where the sender's
 * name stands, per bank" (not copied from fixtures): the bank's forms for an in-bank and an interbank transfer,
 * remarks before or after the name, segments, and the width a bank cuts the name at (KlikBCA 18 characters, BNI's
 * e-channel 20, the name then running straight into the remark).
 */
import type { Random } from '../people-and-money';
import type { LogicalCredit, StatementBank } from './bank-day';

/** Clearing codes the interbank forms print (BCA's `BI-FAST CR TRANSFER DR 002 <NAME>`). */
const BANK_CODES: Readonly<Record<string, string>> = {
  BCA: '014',
  BRI: '002',
  BNI: '009',
  MANDIRI: '008',
  CIMB: '022',
  BSI: '451',
  JAGO: '542',
};
const BICS: Readonly<Record<string, string>> = {
  BCA: 'CENAIDJA',
  BRI: 'BRINIDJA',
  BNI: 'BNINIDJA',
  MANDIRI: 'BMRIIDJA',
  CIMB: 'BNIAIDJA',
  BSI: 'BSMDIDJA',
  JAGO: 'JAGBIDJA',
};
/** What players type in the remark: lower case or digits, so no bank prints them as a name. */
const REMARKS = ['depo', 'depo88', 'wd0193', '0812345678', 'topup', 'DEPO 88'];

/** The first `width` characters, as a bank prints a name in a field that wide. */
export const cutAt = (text: string, width: number) => text.slice(0, width).trimEnd();

const digits = (random: Random, length: number) =>
  Array.from({ length }, () => String(random.int(0, 9))).join('');
const pad = (value: number) => String(value).padStart(2, '0');

export interface DescriptionContext {
  /** The statement's date of the row: BCA's `DDMM` token. */
  day: number;
  month: number;
  /** Amount in rupiah with two decimals, as KlikBCA repeats it. */
  amount: string;
  /** The account holder, for BRI's `NBMB <sender> TO <receiver>`. */
  receiver: string;
}

/** The sender's text in the sender's place: the name, or the company of a payment service. */
function senderText(credit: LogicalCredit): string {
  const { sender } = credit;
  return sender.kind === 'name' ? sender.name : sender.kind === 'company' ? sender.company : '';
}

function senderBank(credit: LogicalCredit): string | null {
  const { sender } = credit;
  return sender.kind === 'company' ? null : sender.bank;
}

const RENDERERS: Record<
  StatementBank,
  (credit: LogicalCredit, random: Random, context: DescriptionContext) => string
> = {
  BCA: (credit, random, context) => {
    const name = cutAt(senderText(credit), 18);
    const bank = senderBank(credit);
    const remark = random.chance(0.3) ? ` ${random.pick(REMARKS)}` : '';
    // An e-banking transfer comes from another BCA account (or a payment company's); other banks' money comes
    // through BI-FAST or the switching network, which print the sending bank.
    if (bank !== null && bank !== 'BCA')
      return random.chance(0.7)
        ? `BI-FAST CR TRANSFER DR ${BANK_CODES[bank] ?? '999'} ${name}`
        : `SWITCHING CR TRANSFER DR ${BANK_CODES[bank] ?? '999'} ${name}`;
    if (random.chance(0.15))
      return `TRSF E-BANKING CR ${pad(context.day)}${pad(context.month)}/FTSCY/WS95031 ${context.amount}  REF:${digits(random, 11)}  ${name}`;
    return `TRSF E-BANKING CR ${pad(context.day)}${pad(context.month)}/FTSCY/WS95031 ${context.amount}${remark}${remark ? ' ' : ''}${name}`;
  },
  BNI: (credit, random) => {
    const name = senderText(credit);
    const bank = senderBank(credit);
    const account = digits(random, 10);
    const remark = random.pick(REMARKS);
    if (bank === 'BNI' || (bank === null && random.chance(0.3))) {
      const form = random.int(0, 2);
      if (form === 0)
        return `TRANSFER DARI | PEMINDAHAN DARI ${account}    ${name} | ${remark} | ${digits(random, 6)}`;
      if (form === 1) return `TRANSFER DARI | PEMINDAHAN DARI ${account} | ${name} | ${remark} |`;
      // E-channel: the name cut at 20 characters runs straight into the sender's remark.
      return `TRF/PAY/TOP-UP ECHANNEL | PEMINDAHAN DARI ${account} | ${'0'.repeat(16)} | ${cutAt(name, 20).padEnd(random.chance(0.5) ? 20 : 0)}${remark}`;
    }
    // Another bank's money comes through BI-FAST, which names the sending bank; `TRANSFER|DARI` is in-house.
    if (bank === null) return `TRANSFER|DARI ${name}|${account}|${remark}|`;
    return `BI-FAST|DARI ${name}|${bank} ${account}|2026${digits(random, 8)}${BICS[bank] ?? 'XXXXIDJA'}${digits(random, 10)}|`;
  },
  BRI: (credit, random, context) => {
    const name = senderText(credit);
    const bank = senderBank(credit);
    if (bank === 'BRI' || bank === null)
      return `NBMB ${name} TO ${context.receiver}${random.chance(0.3) ? ` ESB:NBMB:${digits(random, 8)}` : ''}`;
    // A BI-FAST credit from another bank: bare (no name at all) or the sender with its bank between hyphens.
    if (credit.sender.kind === 'name' && random.chance(0.25)) return `BFST${digits(random, 14)}`;
    return `${name}-BANK ${bank ?? 'BCA'}-`;
  },
  MANDIRI: (credit, random) => {
    const name = senderText(credit);
    const bank = senderBank(credit);
    const remark = random.pick(REMARKS);
    if (bank === 'MANDIRI') {
      const form = random.int(0, 2);
      if (form === 0) return `Transfer antar Mandiri DARI ${name} ${remark}`;
      if (form === 1) return `${remark} MCM InhouseTrf DARI ${name}`;
      return `MCM InhouseTrf DARI ${name} ${remark}`;
    }
    const other = bank ?? 'BCA';
    return random.chance(0.5)
      ? `Transfer BI Fast Dari ${other} ${name} ${digits(random, 10)}`
      : `${digits(random, 16)} ${BICS[other] ?? 'CENAIDJA'}/${name}`;
  },
  CIMB: (credit, random) => {
    const name = senderText(credit);
    const bank = senderBank(credit) ?? 'BCA';
    const form = random.int(0, 3);
    if (form === 0) return `TRANSFER DR ${bank} ${name}`;
    if (form === 1) return `BI-FAST CR DARI ${bank} ${name}`;
    if (form === 2) return `TRF ${random.pick(['SKN', 'ONLINE', 'BIFAST'])} ${name}`;
    return `BI-FAST ${name}`;
  },
};

/** The description `bank` prints for a credit. */
export function describeCredit(
  bank: StatementBank,
  credit: LogicalCredit,
  random: Random,
  context: DescriptionContext,
): string {
  return RENDERERS[bank](credit, random, context);
}
