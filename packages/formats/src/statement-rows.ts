import type { Direction } from './amount';
import type { Counterparty, DescriptionReading } from './counterparty/names';
import { parseStatementDateTime, type DateTime } from './dates';
import { parseDirectionWord } from './labels';
import { clip, EXPECTED_DATE, type RowView } from './layout';
import { mutasiRecord, type MutasiRecord } from './records';

/**
 * Direction and amount from separate debit and credit columns: exactly one of them holds a non-zero
 * amount (`0.00`, `.00`, `-` and blank count as empty). A minus in the debit column repeats what the
 * column says (`-250.000,00` under Debit is money out, as `-2.146,05 DB` is); one in the credit column
 * contradicts it and is a row error.
 */
export function amountFromDebitCredit(
  row: RowView,
  debitKey: string,
  creditKey: string,
): { direction: Direction; cents: number } | null {
  const debit = Math.abs(row.optionalAmount(debitKey) ?? 0);
  const credit = row.optionalAmount(creditKey) ?? 0;
  if (row.problems.length > 0) return null;
  // The common case first: one side filled, the other empty. Messages are built only for a bad row.
  if (credit > 0 && debit === 0) return { direction: 'CR', cents: credit };
  if (debit > 0 && credit === 0) return { direction: 'DB', cents: debit };
  const cell = (key: string) => `${row.column(key)} "${clip(row.text(key))}"`;
  if (credit < 0) {
    row.problem(
      creditKey,
      `${cell(creditKey)} negatif (diharapkan nominal positif; uang keluar ditulis di kolom ${row.column(debitKey)}).`,
    );
  } else if (credit !== 0) {
    row.problem(
      creditKey,
      `${cell(debitKey)} dan ${cell(creditKey)} sama-sama terisi (diharapkan salah satu saja).`,
    );
  } else {
    row.problem(
      creditKey,
      `${cell(debitKey)} dan ${cell(creditKey)} kosong atau nol (diharapkan nominal transaksi di salah satunya).`,
    );
  }
  return null;
}

/** What a type column may hold, named in a row error. */
const EXPECTED_TYPE = 'diharapkan CR/DB, Cr./Db., K/D, Kredit/Debet atau Masuk/Keluar';

/** Direction and amount from a type column (`Cr.`/`Db.`, `CR`/`DB`, `K`/`D`, `Masuk`/`Keluar`) and one amount column. */
export function amountFromTypeColumn(
  row: RowView,
  typeKey: string,
  amountKey: string,
): { direction: Direction; cents: number } | null {
  const direction = parseDirectionWord(row.text(typeKey));
  if (!direction)
    row.problem(typeKey, `Tipe "${clip(row.text(typeKey))}" tidak dikenali (${EXPECTED_TYPE}).`);
  const amount = row.positiveAmount(amountKey);
  return direction && amount ? { direction, cents: amount.cents } : null;
}

/** A separate time column overrides a date cell's own time; blank keeps it. */
function withTime(
  row: RowView,
  dateTime: DateTime | null,
  timeKey: string,
  parse: (text: string) => string | null,
) {
  const text = row.text(timeKey);
  if (!dateTime || text === '') return dateTime;
  const time = parse(text);
  if (!time) {
    row.problem(timeKey, `Jam "${clip(text)}" tidak valid (diharapkan HH:MM:SS atau HH:MM).`);
    return null;
  }
  return { date: dateTime.date, time };
}

/** A statement's `date` column, in the forms `expected` names, with its own `time` column read by `parseTime`. */
export function dateWithTime(
  row: RowView,
  parseTime: (text: string) => string | null,
  expected = EXPECTED_DATE,
): DateTime | null {
  return withTime(row, row.dateTime('date', parseStatementDateTime, false, expected), 'time', parseTime);
}

/** What a statement reader found of the row's other side, and the row's reference. */
export type StatementParty = Partial<
  Pick<
    MutasiRecord,
    'counterpartyName' | 'counterpartyAccount' | 'wallet' | 'counterpartyBank' | 'reference' | 'isFee'
  >
>;

/**
 * A statement row's record: when, which way, how much, the balance after, the words and the other side.
 * Written as one flat literal: spreading two parts into `mutasiRecord`'s argument (the second spread copies
 * property by property through V8's generic path) took about a third of each row's time in profiles.
 */
export function movementRecord(
  dateTime: DateTime,
  amount: { direction: Direction; cents: number },
  balanceCents: number | null,
  description: string,
  party: StatementParty,
): MutasiRecord {
  return mutasiRecord({
    date: dateTime.date,
    time: dateTime.time,
    direction: amount.direction,
    amountCents: amount.cents,
    balanceCents,
    description,
    counterpartyName: party.counterpartyName,
    counterpartyAccount: party.counterpartyAccount,
    wallet: party.wallet,
    counterpartyBank: party.counterpartyBank,
    reference: party.reference,
    isFee: party.isFee,
  });
}

/**
 * A statement row as a record, once its date and amount are read: the balance column, the description
 * and the counterparty its bank's reader finds in it (a bank charge's direction makes it a fee).
 */
export function statementRecord(
  row: RowView,
  dateTime: DateTime | null,
  amount: { direction: Direction; cents: number } | null,
  readParty: (description: string) => DescriptionReading,
  reference: string | null = null,
): MutasiRecord | null {
  const balanceCents = row.optionalAmount('balance');
  if (!dateTime || !amount) return null;
  const description = row.text('description');
  const party = readParty(description);
  return movementRecord(dateTime, amount, balanceCents, description, {
    counterpartyName: party.name,
    counterpartyAccount: party.account,
    wallet: party.wallet,
    counterpartyBank: party.bank ?? null,
    reference,
    isFee: party.isFee && amount.direction === 'DB',
  });
}

/** What a statement row stores of the other side a description reader found. */
export function counterpartyFields(party: Counterparty) {
  return {
    counterpartyName: party.name,
    counterpartyAccount: party.account,
    wallet: party.wallet,
    counterpartyBank: party.bank ?? null,
  };
}
