import { normaliseName } from '../header';
import { column } from '../layout';

/**
 * The canonical QRIS CSV and the vendor headers that map onto it. Aliases are exact names after
 * normalising; the order of a key's aliases decides when a file has two candidates (HOKI's `Amount`
 * is the gross amount and wins over its `Total Amount`, which is nett).
 */
export const QRIS_COLUMNS = [
  column(
    'date',
    'Tanggal Transaksi',
    [
      'Transaction Date',
      'Tanggal',
      'Waktu Transaksi',
      'Transaction Time',
      'Trx Date',
      'Created Date',
      'Created At',
      'Created At (UTC)',
      'Transaction Date (UTC)',
      'Tanggal Transaksi (UTC)',
    ],
    true,
  ),
  column('settlementDate', 'Tanggal Settlement', [
    'Settlement Date',
    'Settlement Time',
    'Settled At',
    'Waktu Settled',
  ]),
  column('id', 'ID Transaksi', ['Transaction ID', 'TXN ID', 'Order ID', 'merchantTrxId', 'Trx ID'], true),
  column('ticket', 'Ticket', [
    'Whitelabel Transaction ID',
    'Client Reference',
    'Tiket Number',
    'Ticket Number',
    'Ticket No',
    'Tiket',
    'No Tiket',
  ]),
  column('rrn', 'RRN', ['Retrieval Reference Number']),
  column('username', 'Username', ['User Name', 'Member ID', 'User ID', 'Customer ID / User Account']),
  column('issuer', 'Issuer', ['Issuer Name', 'Bank Penerbit']),
  column('payer', 'Nama Pembayar', ['Customer Name', 'Payer Name', 'Nama Customer']),
  column('amount', 'Nominal', ['Amount', 'Transaction Value', 'Nilai', 'Gross Amount', 'total_amount'], true),
  column('fee', 'Biaya', ['Fee', 'Downline Fee Amount', 'MDR', 'Fee Amount', 'Admin Fee']),
  column('nett', 'Nett', ['Net Amount', 'Sub Total', 'Nett Amount', 'Net']),
  column('status', 'Status', ['Payment Status', 'Transaction Status', 'Status Transaksi'], true),
] as const;

/** The canonical header, in order: what the QRIS converter and the templates write. */
export const QRIS_CANONICAL_HEADER = QRIS_COLUMNS.map((spec) => spec.label);

/**
 * ZPay-style exports keep their times in UTC and say so by their header: `Created At` (ZPay) or a
 * name ending in `UTC`. Those times are shifted to WIB.
 */
export const isUtcTimeHeader = (name: string) => {
  const normalised = normaliseName(name);
  return normalised === 'createdat' || normalised.endsWith('utc');
};
