import { describe, expect, it } from 'vitest';
import { BoDepositRow, BoWithdrawRow, MutasiDepositRow, MutasiWithdrawRow } from '@rekon/contracts';
import { EXPORTS, LIST_FIELDS } from './responses';

const contractFields = (row: { shape: Record<string, unknown> }) =>
  Object.keys(row.shape)
    .filter((field) => field !== 'all_data')
    .sort();

describe('the response mapping', () => {
  it('writes exactly the fields of the contract for each list', () => {
    expect([...LIST_FIELDS.bo].sort()).toEqual(contractFields(BoDepositRow));
    expect([...LIST_FIELDS.bowd].sort()).toEqual(contractFields(BoWithdrawRow));
    expect([...LIST_FIELDS.mutasi].sort()).toEqual(contractFields(MutasiDepositRow));
    expect([...LIST_FIELDS.mutasiwd].sort()).toEqual(contractFields(MutasiWithdrawRow));
  });

  it('exports the View Mutasi columns of each side, a transaction id on deposits only', () => {
    const headers = (kind: keyof typeof EXPORTS) => EXPORTS[kind].columns.map((column) => column.header);
    expect(headers('mutasi')).toEqual([
      'Status',
      'Ket',
      'Mutasi Amount',
      'Ticket No',
      'App Date',
      'Tanggal',
      'Jam',
      'Player Bank Name',
      'Corporate Bank',
      'Mutasi Website',
      'Transaction ID',
      'Keterangan',
    ]);
    expect(headers('mutasiwd')).toEqual(headers('mutasi').filter((header) => header !== 'Transaction ID'));
  });
});
