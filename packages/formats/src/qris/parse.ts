import { parseStatementDateTime, shiftToWib, type DateTime } from '../dates';
import { isGatewaySuccess } from '../labels';
import type { RowView } from '../layout';
import { type Layout } from '../layout';
import { mutasiRecord, type MutasiRecord } from '../records';
import { simpleReader } from '../simple-reader';
import { isUtcTimeHeader, QRIS_COLUMNS } from './columns';

/** Reads a QRIS date cell, shifting UTC columns to WIB. */
export function qrisDateReader(dateHeader: string): (text: string) => DateTime | null {
  const isUtc = isUtcTimeHeader(dateHeader);
  return (text) => {
    const parsed = parseStatementDateTime(text);
    return parsed && isUtc && parsed.time ? shiftToWib(parsed, 0) : parsed;
  };
}

/**
 * The QRIS family (QRIS, Solita, Minera, Export, QRIS Luxe; the Auto QR and QRIS templates; the QRIS
 * converter's output): one row per payment, gross `Nominal` (matched), `Biaya`, `Nett`. Only success
 * statuses are imported.
 */
export const qrisLayout: Layout<MutasiRecord> = {
  id: 'qris',
  columns: QRIS_COLUMNS,
  createReader: (header) => {
    const readDate = qrisDateReader(header.cells[header.columns.get('date') ?? 0] ?? '');
    return simpleReader(
      header,
      (row: RowView) => {
        const dateTime = row.dateTime('date', readDate);
        const amount = row.positiveAmount('amount');
        const feeCents = row.optionalAmount('fee');
        const nettCents = row.optionalAmount('nett');
        const status = row.text('status');
        if (status === '') row.problem('status', 'Status kosong.');
        if (!dateTime || !amount || row.problems.length > 0) return null;
        const ticket = row.text('ticket') || null;
        const transactionId = row.text('id') || null;
        const issuer = row.text('issuer');
        const rrn = row.text('rrn');
        return mutasiRecord({
          date: dateTime.date,
          time: dateTime.time,
          direction: 'CR',
          amountCents: amount.cents,
          description: ['QRIS', issuer, rrn ? `RRN ${rrn}` : ''].filter(Boolean).join(' '),
          counterpartyName: row.text('payer') || null,
          // The panel ticket, when the gateway carries it, is the strongest reference.
          reference: ticket ?? transactionId,
          transactionId,
          ticket,
          username: row.text('username') || null,
          feeCents,
          nettCents,
          status,
        });
      },
      {
        skip: (row) =>
          row.text('status') !== '' && !isGatewaySuccess(row.text('status')) ? row.text('status') : null,
      },
    );
  },
};
