import type { Direction } from './amount';
import type { Counterparty } from './counterparty/names';
import type { DateTime } from './dates';
import { parseDirectionWord } from './labels';
import type { RowView } from './layout';
import { mutasiRecord, type MutasiRecord } from './records';

/**
 * Direction and amount from separate debit and credit columns: exactly one of them holds a non-zero
 * amount (`0.00`, `.00` and blank count as empty).
 */
export function amountFromDebitCredit(
  row: RowView,
  debitKey: string,
  creditKey: string,
): { direction: Direction; cents: number } | null {
  const debit = row.optionalAmount(debitKey) ?? 0;
  const credit = row.optionalAmount(creditKey) ?? 0;
  if (row.problems.length > 0) return null;
  if (debit < 0 || credit < 0) {
    row.problem(debit < 0 ? debitKey : creditKey, 'Nominal tidak boleh negatif.');
    return null;
  }
  if (debit !== 0 && credit !== 0) {
    row.problem(creditKey, 'Debit dan kredit sama-sama terisi.');
    return null;
  }
  if (debit === 0 && credit === 0) {
    row.problem(creditKey, 'Nominal debit dan kredit kosong.');
    return null;
  }
  return credit !== 0 ? { direction: 'CR', cents: credit } : { direction: 'DB', cents: debit };
}

/** Direction and amount from a type column (`Cr.`/`Db.`, `CR`/`DB`, `K`/`D`, `Masuk`/`Keluar`) and one amount column. */
export function amountFromTypeColumn(
  row: RowView,
  typeKey: string,
  amountKey: string,
): { direction: Direction; cents: number } | null {
  const direction = parseDirectionWord(row.text(typeKey));
  if (!direction) row.problem(typeKey, `Tipe "${row.text(typeKey)}" bukan CR/DB.`);
  const amount = row.amount(amountKey);
  if (amount && amount.cents <= 0) row.problem(amountKey, 'Nominal harus lebih dari nol.');
  return direction && amount && amount.cents > 0 ? { direction, cents: amount.cents } : null;
}

/** A separate time column overrides a date cell's own time; blank keeps it. */
export function withTime(
  row: RowView,
  dateTime: DateTime | null,
  timeKey: string,
  parse: (text: string) => string | null,
) {
  const text = row.text(timeKey);
  if (!dateTime || text === '') return dateTime;
  const time = parse(text);
  if (!time) {
    row.problem(timeKey, `Jam "${text}" tidak valid.`);
    return null;
  }
  return { date: dateTime.date, time };
}

/**
 * A statement row as a record, once its date and amount are read: the balance column, the description
 * and the counterparty its bank's reader finds in it (a bank charge's direction makes it a fee).
 */
export function statementRecord(
  row: RowView,
  dateTime: DateTime | null,
  amount: { direction: Direction; cents: number } | null,
  readParty: (description: string) => Counterparty & { isFee: boolean },
  reference: string | null = null,
): MutasiRecord | null {
  const balanceCents = row.optionalAmount('balance');
  if (!dateTime || !amount) return null;
  const description = row.text('description');
  const party = readParty(description);
  return mutasiRecord({
    date: dateTime.date,
    time: dateTime.time,
    direction: amount.direction,
    amountCents: amount.cents,
    balanceCents,
    description,
    counterpartyName: party.name,
    counterpartyAccount: party.account,
    wallet: party.wallet,
    counterpartyBank: party.bank ?? null,
    reference,
    isFee: party.isFee && amount.direction === 'DB',
  });
}
