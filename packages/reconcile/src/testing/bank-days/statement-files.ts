/**
 * A bank day's credits on one account as the text of that bank's statement download (the layouts the upload
 * parsers read): KlikBCA's CSV (dates only, `'DD/MM`; a transfer after 23:55 posted on the next date), BNIDirect's
 * Indonesian CSV, BRI's e-statement CSV (read by the manual endpoint with provider BRI), Mandiri Kopra and CIMB
 * Niaga. Each row is followed by its running balance, and the line each credit lands on is kept so the parsed row
 * can be traced back to the credit it prints.
 */
import { addDays } from '@rekon/contracts';
import { createRandom } from '../people-and-money';
import type { BankDay, LogicalCredit, StatementBank } from './bank-day';
import { describeCredit } from './descriptions';

/** Upload format names of @rekon/formats, kept as text so the engine's test support does not import the parsers. */
export type StatementFormat = 'bca' | 'bni-internet' | 'mandiri' | 'cimb' | 'manual';

export interface StatementFile {
  bank: StatementBank;
  accountId: number;
  format: StatementFormat;
  options: { statementDate: string; accountNumber?: string; provider?: string };
  text: string;
  /** 1-based physical line → the credit printed on it. */
  creditAtLine: Map<number, number>;
}

const FORMAT_OF: Record<StatementBank, StatementFormat> = {
  BCA: 'bca',
  BNI: 'bni-internet',
  BRI: 'manual',
  MANDIRI: 'mandiri',
  CIMB: 'cimb',
};
const OPENING_CENTS = 10_000_000_00;
const pad = (value: number) => String(value).padStart(2, '0');

/** `1234567.00`, `1,234,567.00` (en) or `1.234.567,00` (id). */
function money(cents: number, style: 'plain' | 'en' | 'id'): string {
  const whole = String(Math.floor(cents / 100));
  const decimals = pad(cents % 100);
  if (style === 'plain') return `${whole}.${decimals}`;
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, style === 'en' ? ',' : '.');
  return style === 'en' ? `${grouped}.${decimals}` : `${grouped},${decimals}`;
}

const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

interface Placed {
  credit: LogicalCredit;
  date: string;
  clock: string;
  dmy: string;
}

/** Where a credit stands on the statement: its date and clock, BCA's next-date posting included. */
function place(day: BankDay, bank: StatementBank, credit: LogicalCredit): Placed {
  const dayOffset = Math.floor(credit.seconds / 86_400);
  const inDay = credit.seconds - dayOffset * 86_400;
  const late = bank === 'BCA' && inDay >= 23 * 3600 + 55 * 60;
  const date = addDays(day.date, dayOffset + (late ? 1 : 0));
  const clock = `${pad(Math.floor(inDay / 3600))}:${pad(Math.floor((inDay % 3600) / 60))}:${pad(inDay % 60)}`;
  return { credit, date, clock, dmy: `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}` };
}

/** The statement file of one account of the day, in its bank's layout. */
export function renderStatementFile(day: BankDay, accountId: number, seed: number): StatementFile {
  const account = day.accounts.find((candidate) => candidate.id === accountId)!;
  const bank = account.bank;
  const random = createRandom(seed ^ (accountId * 0x9e37) ^ bank.length);
  const placed = day.credits
    .filter((credit) => credit.accountId === accountId)
    .map((credit) => place(day, bank, credit))
    .sort(
      (a, b) => a.date.localeCompare(b.date) || a.clock.localeCompare(b.clock) || a.credit.id - b.credit.id,
    );
  const lines: string[][] = [];
  const creditAtLine = new Map<number, number>();
  let balance = OPENING_CENTS;
  const row = (cells: string[], credit?: LogicalCredit) => {
    lines.push(cells);
    if (credit) creditAtLine.set(lines.length, credit.id);
  };
  const describe = ({ credit, date }: Placed) =>
    describeCredit(bank, credit, random, {
      day: Number(date.slice(8, 10)),
      month: Number(date.slice(5, 7)),
      amount: money(credit.amountCents, 'plain'),
      receiver: account.accountName,
    });

  if (bank === 'BCA') {
    row(['No. Rekening', '=', `'${account.accountNumber}`]);
    row(['Nama', '=', account.accountName]);
    row([]);
    row(['Tanggal', 'Keterangan', 'Cabang', 'Jumlah', '', 'Saldo']);
    for (const item of placed) {
      balance += item.credit.amountCents;
      const cells = [
        `'${item.dmy.slice(0, 5)}`,
        describe(item),
        "'0000",
        money(item.credit.amountCents, 'plain'),
        'CR',
        money(balance, 'plain'),
      ];
      row(cells, item.credit);
    }
    const total = placed.reduce((sum, item) => sum + item.credit.amountCents, 0);
    row(['Mutasi Kredit', '=', money(total, 'plain')]);
    row(['Mutasi Debet', '=', money(0, 'plain')]);
  } else if (bank === 'BNI') {
    row(['Laporan Mutasi Rekening']);
    row(['Nomor Rekening', `'${account.accountNumber}`]);
    row(['Mata Uang', 'IDR']);
    row([]);
    row(['Tanggal Kirim', 'Cabang', 'No. Jurnal', 'Deskripsi', 'Amount', 'Db/Cr', 'Saldo']);
    placed.forEach((item, index) => {
      balance += item.credit.amountCents;
      row(
        [
          `${item.dmy} ${item.clock}`,
          '0998',
          String(700_100 + index),
          describe(item),
          money(item.credit.amountCents, 'en'),
          'C',
          money(balance, 'en'),
        ],
        item.credit,
      );
    });
  } else if (bank === 'BRI') {
    row([
      'NO',
      'NOREK',
      'NAMA',
      'TGL_TRAN',
      'TGL_EFEKTIF',
      'SEQ',
      'DESK_TRAN',
      'MUTASI_DEBET',
      'MUTASI_KREDIT',
      'SALDO_AKHIR_MUTASI',
      'KODE_CABANG',
      'TELLER',
    ]);
    placed.forEach((item, index) => {
      balance += item.credit.amountCents;
      row(
        [
          String(index + 1),
          account.accountNumber,
          account.accountName,
          `${item.dmy} ${item.clock.slice(0, 5)}`,
          item.dmy,
          String(4_074_001 + index),
          describe(item),
          '.00',
          money(item.credit.amountCents, 'plain'),
          money(balance, 'plain'),
          '0123',
          '8888',
        ],
        item.credit,
      );
    });
  } else if (bank === 'MANDIRI') {
    row(['Mutasi Rekening']);
    row(['No. Rekening', account.accountNumber]);
    row(['Mata Uang', 'IDR']);
    row([]);
    row(['Tgl.', 'Rincian Transaksi', 'No. Referensi', 'Debit', 'Kredit', 'Saldo']);
    placed.forEach((item, index) => {
      balance += item.credit.amountCents;
      row(
        [
          `${item.dmy} ${item.clock}`,
          describe(item),
          `FT26${String(156_000 + index)}`,
          '-',
          money(item.credit.amountCents, 'id'),
          money(balance, 'id'),
        ],
        item.credit,
      );
    });
  } else {
    row(['Post Date', 'Eff Date', 'Description', 'Debit', 'Credit', 'Balance', 'Transaction Ref No']);
    placed.forEach((item, index) => {
      balance += item.credit.amountCents;
      row(
        [
          `${item.dmy} ${item.clock.slice(0, 5)}`,
          item.dmy,
          describe(item),
          '0.00',
          money(item.credit.amountCents, 'plain'),
          money(balance, 'plain'),
          `CN${String(2_606_120_000 + index)}`,
        ],
        item.credit,
      );
    });
  }
  return {
    bank,
    accountId,
    format: FORMAT_OF[bank],
    options: {
      statementDate: day.date,
      accountNumber: account.accountNumber,
      ...(bank === 'BRI' ? { provider: 'BRI' } : {}),
    },
    text: lines.map((cells) => cells.map(quote).join(',')).join('\r\n') + '\r\n',
    creditAtLine,
  };
}
