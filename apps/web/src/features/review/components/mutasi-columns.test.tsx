import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { MutasiDepositRow, MutasiWithdrawRow } from '@rekon/contracts';
import { ColumnChooser } from '../../../components/ui/column-chooser';
import { DataTable } from '../../../components/ui/data-table';
import type { TableView } from '../../../lib/table-view';
import { MUTASI_VIEW, mutasiDepositColumns, mutasiWithdrawColumns } from './mutasi-columns';
import { choosableColumns } from './review-cells';

const credit = (id: number, source: string): MutasiDepositRow => ({
  mutasi_id: id,
  mutasi_app: false,
  mutasi_ketapp: null,
  mutasi_amount: 150000,
  mutasi_ticket: null,
  mutasi_app_date: null,
  mutasi_player_bank_name: 'BUDI SANTOSO',
  mutasi_corporate_bank: 'BCA HENDRA KUSNADI 4561237890',
  mutasi_transaction_id: null,
  mutasi_website: 'ABC',
  mutasi_date: '2026-06-05',
  mutasi_time: null,
  mutasi_description: 'TRSF E-BANKING CR BUDI SANTOSO',
  mutasi_is_fee: false,
  mutasi_category: null,
  mutasi_source: source,
  contested: false,
  reopened: null,
});

/** View Mutasi's table with its "Kolom" chooser, starting from the screen's default view. */
function MutasiTable({ rows }: { rows: MutasiDepositRow[] }) {
  const [view, setView] = useState<TableView>(MUTASI_VIEW);
  const columns = mutasiDepositColumns(1);
  return (
    <>
      <ColumnChooser columns={choosableColumns(columns)} view={view} onChange={setView} />
      <DataTable
        caption="Mutasi"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.mutasi_id}
        isLoading={false}
        hidden={view.hidden}
        density={view.density}
      />
    </>
  );
}

describe('View Mutasi "Sumber" column', () => {
  it('is offered by "Kolom" on both sides and starts hidden', () => {
    const headers = (columns: { header: string }[]) => columns.map((column) => column.header);
    expect(headers(choosableColumns(mutasiDepositColumns(1)))).toContain('Sumber');
    expect(headers(choosableColumns(mutasiWithdrawColumns(1)))).toContain('Sumber');
    expect(MUTASI_VIEW.hidden).toContain('source');
  });

  it('shows "Upload #N" or the feed\'s name once chosen', async () => {
    const user = userEvent.setup();
    render(<MutasiTable rows={[credit(1, 'Upload #12'), credit(2, 'Mutasi BCA Hendra')]} />);
    expect(screen.queryByRole('columnheader', { name: 'Sumber' })).toBeNull();
    expect(screen.queryByText('Upload #12')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Kolom' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Sumber' }));
    expect(screen.getByRole('columnheader', { name: 'Sumber' })).toBeTruthy();
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Upload #12')).toBeTruthy();
    expect(within(rows[1]!).getByText('Mutasi BCA Hendra')).toBeTruthy();
  });

  it("reads the withdraw side's own field", () => {
    const debit = {
      ...Object.fromEntries(
        Object.entries(credit(3, '')).map(([key, value]) => [key.replace(/^mutasi_/, 'mutasiwd_'), value]),
      ),
      mutasiwd_source: 'SNAP BRI',
    } as unknown as MutasiWithdrawRow;
    const source = mutasiWithdrawColumns(1).find((column) => column.id === 'source')!;
    render(<>{source.cell(debit, 0)}</>);
    expect(screen.getByText('SNAP BRI')).toBeTruthy();
  });
});

describe('View Mutasi columns a checker needs (decision 069)', () => {
  it('offers the transaction time and the bank description, hidden at first, on both sides', () => {
    const headers = (columns: { header: string }[]) => columns.map((column) => column.header);
    const wanted = expect.arrayContaining(['Waktu Transaksi', 'Keterangan Bank', 'Sumber', 'App Date']);
    expect(headers(choosableColumns(mutasiDepositColumns(1)))).toEqual(wanted);
    expect(headers(choosableColumns(mutasiWithdrawColumns(1)))).toEqual(wanted);
    expect(MUTASI_VIEW.hidden).toEqual(expect.arrayContaining(['transactionTime', 'description']));
  });

  it('shows the date with the time the source printed, and the description, once chosen', async () => {
    const user = userEvent.setup();
    const timed = { ...credit(1, 'Upload #7'), mutasi_time: '14:05:00' };
    render(<MutasiTable rows={[timed, credit(2, 'Upload #7')]} />);
    expect(screen.queryByRole('columnheader', { name: 'Waktu Transaksi' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Kolom' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Waktu Transaksi' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Keterangan Bank' }));
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText(/^05 Jun 2026 14\.05$/)).toBeTruthy();
    expect(within(rows[1]!).getByText(/^05 Jun 2026$/)).toBeTruthy();
    expect(within(rows[0]!).getAllByText('TRSF E-BANKING CR BUDI SANTOSO').length).toBeGreaterThan(0);
  });
});
