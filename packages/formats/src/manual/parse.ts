import { readBriDescription } from '../counterparty/bri';
import { findPhone } from '../counterparty/wallets';
import { parseCompactTime, parseTime } from '../dates';
import type { HeaderMatch } from '../header';
import { isFeeText } from '../labels';
import { column, RowView, type Emit, type Layout, type RowReader } from '../layout';
import type { MutasiRecord } from '../records';
import { simpleReader } from '../simple-reader';
import { amountFromDebitCredit, amountFromTypeColumn, dateWithTime, movementRecord } from '../statement-rows';

/** Rekon's canonical manual CSV (Mandiri Manual Excel template and every wallet). */
export const manualLayout: Layout<MutasiRecord> = {
  id: 'manual',
  columns: [
    column('date', 'Tanggal', ['Tanggal Transaksi', 'Date'], true),
    column('time', 'Jam', ['Waktu', 'Time']),
    column('type', 'Tipe', ['Jenis', 'Type', 'CR/DB'], true),
    column('amount', 'Nominal', ['Jumlah', 'Amount'], true),
    column('name', 'Nama', ['Nama Pengirim', 'Name']),
    column('account', 'No Rekening/HP', ['No Rekening', 'No HP', 'No Rek', 'Nomor Rekening']),
    column('description', 'Keterangan', ['Deskripsi', 'Description']),
    column('reference', 'Referensi', ['Reference', 'No Referensi', 'Ref']),
    column('balance', 'Saldo', ['Balance']),
  ],
  createReader: (header) =>
    simpleReader(header, (row: RowView) => {
      const dateTime = dateWithTime(row, parseTime);
      const amount = amountFromTypeColumn(row, 'type', 'amount');
      const balanceCents = row.optionalAmount('balance');
      if (!dateTime || !amount) return null;
      const description = row.text('description');
      const name = row.text('name') || null;
      const isFee = amount.direction === 'DB' && name === null && isFeeText(description);
      return movementRecord(dateTime, amount, balanceCents, description, {
        counterpartyName: name,
        counterpartyAccount: row.text('account') || null,
        reference: row.text('reference') || null,
        isFee,
      });
    }),
};

/** BRI's remark columns, read for the sender in this order when `DESK_TRAN` names nobody. */
const BRI_REMARK_COLUMNS = ['TRREMK', 'TLBDS1', 'TLBDS2', 'REMARK_CUSTOM'] as const;

/** BRI's e-statement CSV (the "BRI Manual Excel" template), accepted with provider BRI. */
export const briLayout: Layout<MutasiRecord> = {
  id: 'bri-estatement',
  columns: [
    column('date', 'TGL_TRAN', [], true),
    column('effectiveDate', 'TGL_EFEKTIF', []),
    column('time', 'JAM_TRAN', []),
    column('sequence', 'SEQ', []),
    column('description', 'DESK_TRAN', [], true),
    column('debit', 'MUTASI_DEBET', [], true),
    column('credit', 'MUTASI_KREDIT', [], true),
    column('balance', 'SALDO_AKHIR_MUTASI', []),
    // BRI's CMS exports: the remark columns beside the technical DESK_TRAN, where the sender's name often is.
    ...BRI_REMARK_COLUMNS.map((name) => column(name.toLowerCase(), name, [])),
  ],
  createReader: (header) => new BriReader(header),
};

/** BRI's own charge for a BRIVA payment: the same description again, for Rp1.000. */
const BRIVA_FEE_CENTS = 100_000;

class BriReader implements RowReader<MutasiRecord> {
  #previousDescription: string | null = null;

  constructor(readonly header: HeaderMatch) {}

  read(cells: string[], line: number, emit: Emit<MutasiRecord>): void {
    const row = new RowView(cells, this.header);
    // The e-statement writes `2026-06-05 00:00:35`; BRI's other exports `05/06/2026 17:34` or `05/06/2026`.
    const dateTime = dateWithTime(
      row,
      parseCompactTime,
      'YYYY-MM-DD HH:MM:SS, DD/MM/YYYY HH:MM atau DD/MM/YYYY',
    );
    const amount = amountFromDebitCredit(row, 'debit', 'credit');
    const balanceCents = row.optionalAmount('balance');
    const description = row.text('description');
    const isTwin = description === this.#previousDescription && description.startsWith('BRIVA');
    this.#previousDescription = description;
    if (!dateTime || !amount || row.problems.length > 0) {
      emit(line, cells, { kind: 'invalid', problems: row.problems });
      return;
    }
    let party = readBriDescription(description, amount.direction);
    for (const remark of BRI_REMARK_COLUMNS) {
      if (party.isFee || party.name || party.wallet) break;
      const text = row.text(remark.toLowerCase());
      if (text !== '' && text !== description) party = readBriDescription(text, amount.direction);
    }
    const isFee = amount.direction === 'DB' && (party.isFee || (isTwin && amount.cents === BRIVA_FEE_CENTS));
    emit(line, cells, {
      kind: 'record',
      record: movementRecord(dateTime, amount, balanceCents, description, {
        counterpartyName: isFee ? null : party.name,
        counterpartyAccount: isFee ? null : (party.account ?? (party.wallet ? findPhone(description) : null)),
        wallet: isFee ? null : party.wallet,
        counterpartyBank: isFee ? null : (party.wallet ?? party.bank ?? null),
        reference: row.text('sequence') || null,
        isFee,
      }),
    });
  }

  finish(): void {}
}
