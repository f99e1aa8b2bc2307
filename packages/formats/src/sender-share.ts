import type { MutasiRecord } from './records';

/** How many credit rows of a statement name who sent the money. */
export interface SenderShare {
  credits: number;
  /** Credits that name a sender: a person, an account number, or the e-wallet that paid. */
  identified: number;
  /** Credits with no person behind them (cash without a name, interest, merchant settlements): counted apart. */
  withoutPerson: number;
  /** `identified / (credits - withoutPerson)`, 1 when there is nothing to identify. */
  share: number;
}

const CASH = /^(?:SETOR(?:AN)? TUNAI|CASH DEPOSIT|TARIKAN)\b/i;

/** Rows whose money has no person behind it, so no sender can be read. */
export const isWithoutPerson = (record: MutasiRecord): boolean =>
  record.isInterest ||
  record.isFee ||
  record.settlement !== null ||
  (record.counterpartyName === null && CASH.test(record.description.trim()));

export function senderShare(records: Iterable<MutasiRecord>): SenderShare {
  let credits = 0;
  let identified = 0;
  let withoutPerson = 0;
  for (const record of records) {
    if (record.direction !== 'CR') continue;
    credits++;
    if (record.counterpartyName || record.counterpartyAccount || record.wallet) identified++;
    else if (isWithoutPerson(record)) withoutPerson++;
  }
  const toIdentify = credits - withoutPerson;
  return { credits, identified, withoutPerson, share: toIdentify === 0 ? 1 : identified / toIdentify };
}
