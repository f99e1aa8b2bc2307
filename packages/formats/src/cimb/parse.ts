import type { Direction } from '../amount';
import { readCimbDescription } from '../counterparty/cimb';
import {
  parseIsoDateTime,
  parseSlashDateTime,
  slashDateParts,
  type DateTime,
  type DayMonthOrder,
} from '../dates';
import { FormatError } from '../errors';
import type { HeaderMatch } from '../header';
import { column, RowView, type Emit, type Layout, type RowReader } from '../layout';
import { mutasiRecord, type MutasiRecord } from '../records';
import { amountFromDebitCredit, counterpartyFields } from '../statement-rows';

/** CIMB Niaga: no public sample exists, so the header is mapped through the aliases of formats.md. */
export const cimbLayout: Layout<MutasiRecord> = {
  id: 'cimb',
  columns: [
    column(
      'date',
      'Post Date',
      ['Posting Date', 'Txn. Date', 'Tgl. Txn', 'Tanggal Transaksi', 'Tanggal'],
      true,
    ),
    column('valueDate', 'Eff Date', ['Effective Date', 'Value Date', 'Tgl. Valuta']),
    column('description', 'Description', ['Keterangan', 'Deskripsi', 'Uraian'], true),
    column('debit', 'Debit', ['Debet'], true),
    column('credit', 'Credit', ['Kredit'], true),
    column('balance', 'Balance', ['Saldo']),
    column('reference', 'Transaction Ref No', ['Reference No', 'No. Referensi', 'Cheque No']),
  ],
  createReader: (header) => new CimbReader(header),
};

const AMBIGUOUS =
  'Urutan hari dan bulan pada tanggal tidak bisa dipastikan: tidak ada tanggal dengan angka di atas 12. ' +
  'Unggah file dengan tanggal yang jelas (YYYY-MM-DD) atau rentang yang memuat tanggal 13 ke atas.';

/**
 * The day/month order of `NN/NN/YYYY` dates is decided by the file: a first number above 12 means
 * day first, a second number above 12 means month first. Rows are held back until a date decides it;
 * a file that never decides is refused, since guessing would misdate every row.
 */
class CimbReader implements RowReader<MutasiRecord> {
  #order: DayMonthOrder | null = null;
  readonly #held: { cells: string[]; line: number }[] = [];

  constructor(readonly header: HeaderMatch) {}

  read(cells: string[], line: number, emit: Emit<MutasiRecord>): void {
    if (this.#order === null) {
      const row = new RowView(cells, this.header);
      for (const key of ['date', 'valueDate']) {
        const parts = slashDateParts(row.text(key));
        if (parts && parts[0] > 12 && parts[1] <= 12) this.#order = 'dmy';
        if (parts && parts[1] > 12 && parts[0] <= 12) this.#order = 'mdy';
      }
      if (this.#order === null) {
        this.#held.push({ cells, line });
        return;
      }
      for (const held of this.#held.splice(0)) this.#emit(held.cells, held.line, emit);
    }
    this.#emit(cells, line, emit);
  }

  finish(emit: Emit<MutasiRecord>): void {
    if (this.#held.length === 0) return;
    const rows = this.#held.splice(0);
    const needsOrder = rows.some(
      ({ cells }) => slashDateParts(new RowView(cells, this.header).text('date')) !== null,
    );
    if (needsOrder) throw new FormatError(422, AMBIGUOUS, [{ row: rows[0]?.line, message: AMBIGUOUS }]);
    for (const held of rows) this.#emit(held.cells, held.line, emit);
  }

  #emit(cells: string[], line: number, emit: Emit<MutasiRecord>) {
    const row = new RowView(cells, this.header);
    const order = this.#order ?? 'dmy';
    const dateTime: DateTime | null = row.dateTime(
      'date',
      (text) => parseIsoDateTime(text) ?? parseSlashDateTime(text, order),
    );
    const amount = amountFromDebitCredit(row, 'debit', 'credit');
    const balanceCents = row.optionalAmount('balance');
    if (!dateTime || !amount || row.problems.length > 0) {
      emit(line, cells, { kind: 'invalid', problems: row.problems });
      return;
    }
    const description = row.text('description');
    const direction: Direction = amount.direction;
    const read = readCimbDescription(description);
    const isFee = read.isFee && direction === 'DB';
    const party = isFee ? { ...read, name: null, account: null, wallet: null, bank: null } : read;
    emit(line, cells, {
      kind: 'record',
      record: mutasiRecord({
        date: dateTime.date,
        time: dateTime.time,
        direction,
        amountCents: amount.cents,
        balanceCents,
        description,
        ...counterpartyFields(party),
        reference: row.text('reference') || null,
        isFee,
      }),
    });
  }
}
