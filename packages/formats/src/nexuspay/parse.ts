import { parseSlashDateTime } from '../dates';
import { isGatewaySuccess, isTotalLabel } from '../labels';
import type { RowView } from '../layout';
import { column, type Layout } from '../layout';
import { mutasiRecord, type MutasiRecord } from '../records';
import { simpleReader } from '../simple-reader';

const TICKET = /^([DW])\d{4,12}$/i;

/**
 * The NXPAY Report saved as CSV: `D…` tickets are deposits (money in), `W…` withdrawals (money out) —
 * the ticket letter wins over the form. WD amounts and fees are negative; `Date` is US style
 * `8/20/2026 12:07:21 AM`; `Total`/`Grand Total` rows are left out by their exact label.
 */
export const nexusPayLayout: Layout<MutasiRecord> = {
  id: 'nxpay-report',
  columns: [
    column('ticket', 'Ticket Number', ['Ticket No', 'Ticket'], true),
    column('username', 'Username', ['User Name'], true),
    column('amount', 'Amount', [], true),
    column('fee', 'Admin Fee', ['Fee']),
    column('accountTitle', 'Account Title', []),
    column('date', 'Date', ['Tanggal'], true),
    column('paymentType', 'Payment Type', []),
    column('status', 'Status', [], true),
  ],
  createReader: (header) =>
    simpleReader(
      header,
      (row: RowView) => {
        const ticket = row.text('ticket');
        const side = TICKET.exec(ticket)?.[1]?.toUpperCase();
        if (!side) row.problem('ticket', `Ticket "${ticket}" tidak dikenali (D… deposit, W… withdraw).`);
        const dateTime = row.dateTime(
          'date',
          (text) => parseSlashDateTime(text, 'mdy'),
          false,
          'M/D/YYYY H:MM:SS AM/PM, seperti 8/20/2026 12:07:21 AM',
        );
        const amount = row.amount('amount');
        if (amount && amount.cents === 0)
          row.problem(
            'amount',
            `Nominal "${row.text('amount')}" nol (diharapkan nominal transaksi selain 0).`,
          );
        const feeCents = row.optionalAmount('fee');
        const status = row.text('status');
        if (status === '') row.problem('status', 'Status kosong.');
        if (!side || !dateTime || !amount || row.problems.length > 0) return null;
        return mutasiRecord({
          date: dateTime.date,
          time: dateTime.time,
          direction: side === 'D' ? 'CR' : 'DB',
          amountCents: Math.abs(amount.cents),
          description: ['NXPAY', row.text('paymentType'), row.text('accountTitle')].filter(Boolean).join(' '),
          reference: ticket.toUpperCase(),
          ticket: ticket.toUpperCase(),
          username: row.text('username') || null,
          feeCents: feeCents === null ? null : Math.abs(feeCents),
          status,
        });
      },
      {
        isTotal: (row) => row.text('ticket') === '' && row.cells.some(isTotalLabel),
        skip: (row) =>
          row.text('status') !== '' && !isGatewaySuccess(row.text('status')) ? row.text('status') : null,
      },
    ),
};
