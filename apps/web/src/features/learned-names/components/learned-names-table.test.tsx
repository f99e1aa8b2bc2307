import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LearnedNameRow } from '@rekon/contracts';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { LearnedNamesTable, NO_LEARNED_NAMES } from './learned-names-table';

const SITI: LearnedNameRow = {
  learned_name_id: 7,
  learned_name_website: 'AL01',
  learned_name_account: 'BCA|9000000000',
  learned_name_holder: 'BUDI HARTONO',
  learned_name_statement: 'SITI AMINAH',
  learned_name_score: 0.42,
  learned_name_ticket: 'D7300001',
  learned_name_created_at: '2026-06-05T07:30:05Z',
  learned_name_created_by_name: 'checker.al01',
  all_data: 1,
};
const REMOVED = 'Nama "SITI AMINAH" tidak lagi dipakai untuk mencocokkan.';

function open(websiteCode = 'all') {
  const onResult = vi.fn();
  renderWithProviders(<LearnedNamesTable websiteCode={websiteCode} onResult={onResult} />);
  return { onResult, user: userEvent.setup() };
}

describe('LearnedNamesTable', () => {
  it('lists who taught which name, with the score and the Jakarta time', async () => {
    const calls = stubFetch(() => [200, [SITI], { 'x-total-count': '1' }]);
    open('AL01');
    const row = (await screen.findByRole('cell', { name: 'SITI AMINAH' })).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'AL01',
      'BCA · 9000000000',
      'BUDI HARTONO',
      'SITI AMINAH',
      '42%',
      'D7300001',
      'checker.al01',
      '05 Jun 2026, 14.30.05',
      'Hapus',
    ]);
    expect(calls[0]!.url).toBe('/api/learnednames/AL01/100/1');
    expect(screen.getByText('Showing page 1 of 1')).toBeTruthy();
  });

  it('says so when nothing was learned', async () => {
    stubFetch(() => [200, [], { 'x-total-count': '0' }]);
    open();
    expect(await screen.findByText(NO_LEARNED_NAMES)).toBeTruthy();
  });

  it('removes a name after the confirmation (Batal first), shows the server message and reloads', async () => {
    let gone = false;
    const calls = stubFetch((call) => {
      if (call.method === 'DELETE') {
        gone = true;
        return [200, { status: true, message: REMOVED }];
      }
      return gone ? [200, [], { 'x-total-count': '0' }] : [200, [SITI], { 'x-total-count': '1' }];
    });
    const { onResult, user } = open();
    await user.click(await screen.findByRole('button', { name: 'Hapus SITI AMINAH untuk BCA · 9000000000' }));
    const dialog = screen.getByRole('dialog', { name: 'Hapus Nama Dipelajari' });
    expect(dialog.textContent).toContain(
      'Hapus nama “SITI AMINAH” untuk rekening BCA · 9000000000 (BUDI HARTONO)?',
    );
    expect(document.activeElement?.textContent).toBe('Batal');
    await user.click(within(dialog).getByRole('button', { name: 'Ya, Hapus' }));
    expect(await screen.findByText(NO_LEARNED_NAMES)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      '/api/learnedname/7',
    ]);
    expect(onResult).toHaveBeenCalledWith('success', REMOVED);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the refusal of a name already removed, and reloads the list all the same', async () => {
    const calls = stubFetch((call) =>
      call.method === 'DELETE'
        ? [404, { status: false, message: 'Nama dipelajari tidak ditemukan.' }]
        : [200, [SITI], { 'x-total-count': '1' }],
    );
    const { onResult, user } = open();
    await user.click(await screen.findByRole('button', { name: /^Hapus SITI AMINAH/ }));
    await user.click(screen.getByRole('button', { name: 'Ya, Hapus' }));
    await vi.waitFor(() =>
      expect(onResult).toHaveBeenCalledWith('error', 'Nama dipelajari tidak ditemukan.'),
    );
    await vi.waitFor(() => expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2));
  });
});
