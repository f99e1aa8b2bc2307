/**
 * The busy day (busy-day.ts) as the engine reads it, without files or a database: the rows an upload of its BO
 * export and then of its statement would hand to `matchDay`. For timing the engine alone on that day.
 */
import type { MatchInput } from '@rekon/reconcile';
import { busyCredits, busyDay, type BusyDayShape } from './busy-day';

export function busyDayInput(shape: BusyDayShape): MatchInput {
  const day = busyDay(shape);
  const corporate = `BCA|${shape.account.name}|${shape.account.number}`;
  const credits = busyCredits(day);
  return {
    accounts: [
      {
        id: 1,
        website: shape.website,
        side: 'DEPO',
        bank: 'BCA',
        accountName: shape.account.name,
        accountNumber: shape.account.number,
      },
    ],
    bo: day.rows.map((row, i) => ({
      id: i + 1,
      side: 'DEPO',
      website: shape.website,
      ticket: row.ticket,
      amountCents: row.thousands * 100_000,
      businessDate: shape.date,
      time: row.time,
      username: row.username,
      holderName: row.holder,
      playerBank: 'BCA',
      corporateBank: corporate,
      ref: null,
      ownRef: null,
    })),
    mutasi: credits.map((credit, i) => ({
      id: i + 1,
      side: 'DEPO',
      website: shape.website,
      accountId: 1,
      amountCents: credit.thousands * 100_000,
      date: shape.date,
      time: null,
      name: credit.name,
      reference: null,
      isFee: false,
    })),
  };
}
