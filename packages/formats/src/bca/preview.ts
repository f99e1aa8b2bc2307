import { readBcaDescription } from '../counterparty/bca';
import { column, type Layout, type RowView } from '../layout';
import type { MutasiRecord } from '../records';
import { simpleReader } from '../simple-reader';
import { amountFromDebitCredit } from '../statement-rows';
import { bcaPendingDate, bcaRecord, bcaRowDate } from './parse';

/**
 * KlikBCA Bisnis "Pratinjau Data" copied from the screen and saved as text: tab-separated
 * `No, Tanggal, Keterangan, Debit, Kredit, Saldo`, amounts `Rp 30.800`, `-` on the empty side.
 */
export const klikBcaPreviewLayout: Layout<MutasiRecord> = {
  id: 'klikbca-pratinjau',
  columns: [
    column('number', 'No', ['No.']),
    column('date', 'Tanggal', ['Tanggal Transaksi', 'Tgl'], true),
    column('description', 'Keterangan', ['Uraian'], true),
    column('debit', 'Debit', ['Debet', 'Mutasi Debet'], true),
    column('credit', 'Kredit', ['Credit', 'Mutasi Kredit'], true),
    column('balance', 'Saldo', ['Balance']),
  ],
  createReader: (header, options) =>
    simpleReader(header, (row: RowView) => {
      const description = row.text('description');
      const anatomy = readBcaDescription(description);
      const dateCell = row.text('date').replace(/^'/, '');
      const isPending = dateCell.toUpperCase() === 'PEND';
      const date = isPending
        ? bcaPendingDate(anatomy.dayMonth, options)
        : bcaRowDate(row, 'date', dateCell, options);
      const amount = amountFromDebitCredit(row, 'debit', 'credit');
      const balanceCents = row.optionalAmount('balance');
      if (!date || !amount) return null;
      return bcaRecord(anatomy, {
        date,
        direction: amount.direction,
        amountCents: amount.cents,
        balanceCents,
        description,
        isPending,
      });
    }),
};
