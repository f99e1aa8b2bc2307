import { findPhone, walletNamed } from '../counterparty/wallets';
import { parseStatementDateTime } from '../dates';
import { isGatewaySuccess } from '../labels';
import type { RowView } from '../layout';
import { column, type Layout } from '../layout';
import { mutasiRecord, type MutasiRecord } from '../records';
import { simpleReader } from '../simple-reader';

/** Auto TX e-wallet feed (E-Wallet deposits): one incoming wallet transfer per row. */
export const autoTxLayout: Layout<MutasiRecord> = {
  id: 'autotx',
  columns: [
    column('dateTime', 'Tanggal Waktu', ['Tanggal', 'Waktu', 'Date Time'], true),
    column('wallet', 'Wallet', ['E-Wallet']),
    column('accountNo', 'No Akun', ['Nomor Akun']),
    column('id', 'ID Transaksi', ['Transaction ID'], true),
    column('senderName', 'Nama Pengirim', ['Nama'], true),
    column('senderNo', 'No Pengirim', ['No HP Pengirim', 'Nomor Pengirim']),
    column('amount', 'Nominal', ['Amount', 'Jumlah'], true),
    column('fee', 'Biaya', ['Fee']),
    column('status', 'Status', [], true),
    column('note', 'Keterangan', ['Deskripsi']),
  ],
  createReader: (header) =>
    simpleReader(
      header,
      (row: RowView) => {
        const dateTime = row.dateTime('dateTime', parseStatementDateTime);
        const amount = row.positiveAmount('amount');
        const feeCents = row.optionalAmount('fee');
        const status = row.text('status');
        if (status === '') row.problem('status', 'Status kosong.');
        if (!dateTime || !amount || row.problems.length > 0) return null;
        const transactionId = row.text('id') || null;
        const senderNo = row.text('senderNo');
        return mutasiRecord({
          date: dateTime.date,
          time: dateTime.time,
          direction: 'CR',
          amountCents: amount.cents,
          description: row.text('note'),
          counterpartyName: row.text('senderName') || null,
          counterpartyAccount: senderNo === '' ? null : (findPhone(senderNo) ?? senderNo),
          wallet: walletNamed(row.text('wallet')),
          reference: transactionId,
          transactionId,
          feeCents,
          status,
        });
      },
      {
        skip: (row) =>
          row.text('status') !== '' && !isGatewaySuccess(row.text('status')) ? row.text('status') : null,
      },
    ),
};
