import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ReplayPair, ReplayPreview as Preview } from '@rekon/contracts';
import { renderWithProviders } from '../../../test/render';
import { NO_PROPOSED_PAIRS, REPLAY_PAGE_SIZE, ReplayPreview } from './replay-preview';

const pair = (at: number): ReplayPair => ({
  side: 'DEPO',
  pass: 'EXACT',
  score: 0.99,
  reason: `AUTO MANDIRI 1370012345678 ${150_000 + at} nama 0.99`,
  bo_id: 100 + at,
  bo_ticket: `D${7300000 + at}`,
  bo_username: `pemain${at}`,
  bo_amount: 150_000 + at,
  bo_date: '2026-06-05',
  mutasi_id: 500 + at,
  mutasi_description: `TRSF E-BANKING CR PEMAIN ${at}`,
  mutasi_name: `PEMAIN ${at}`,
  mutasi_amount: 150_000 + at,
  mutasi_date: '2026-06-05',
});

const preview = (pairs: ReplayPair[]): Preview => ({
  website: 'AL01',
  from: '01-Jun-2026',
  to: '05-Jun-2026',
  sides: [
    {
      side: 'DEPO',
      matched: { REF: 0, EXACT: pairs.length, UNIQUE: 0 },
      reopened: 0,
      pending_bo: 3,
      pending_mutasi: 1_204,
      contested_groups: 0,
    },
    {
      side: 'WD',
      matched: { REF: 0, EXACT: 0, UNIQUE: 0 },
      reopened: 0,
      pending_bo: 0,
      pending_mutasi: 0,
      contested_groups: 0,
    },
  ],
  pairs,
  pairs_total: pairs.length,
  reopened: [],
  preview_token: 'a'.repeat(64),
});

describe('ReplayPreview', () => {
  it('shows the counts per pass and pages through the proposed pairs', async () => {
    const onApply = vi.fn();
    renderWithProviders(
      <ReplayPreview
        preview={preview(Array.from({ length: 30 }, (_, at) => pair(at)))}
        applying={false}
        onApply={onApply}
      />,
    );
    const counts = screen.getByRole('table', { name: 'Jumlah per pass' });
    const deposit = within(counts).getByRole('cell', { name: 'Deposit' }).closest('tr')!;
    expect(
      within(deposit)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Deposit', '0', '30', '0', '30', '0', '3', '1.204', '0']);
    const pairs = screen.getByRole('table', { name: 'Pasangan usulan' });
    expect(within(pairs).getAllByRole('row')).toHaveLength(REPLAY_PAGE_SIZE + 1);
    expect(within(pairs).getByRole('cell', { name: 'D7300000' })).toBeTruthy();
    const first = within(pairs).getByRole('cell', { name: 'D7300000' }).closest('tr')!;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Deposit',
      'D7300000',
      'pemain0',
      'Rp 150.000',
      '05/06/2026',
      'TRSF E-BANKING CR PEMAIN 0',
      '05/06/2026',
      'EXACT',
      'AUTO MANDIRI 1370012345678 150000 nama 0.99 (skor 99%)',
    ]);
    expect(screen.getByText(/Pratinjau AL01, 01\/06\/2026 s\/d 05\/06\/2026/)).toBeTruthy();
    expect(
      within(pairs).getByRole('cell', { name: 'AUTO MANDIRI 1370012345678 150000 nama 0.99 (skor 99%)' }),
    ).toBeTruthy();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(within(pairs).getAllByRole('row')).toHaveLength(30 - REPLAY_PAGE_SIZE + 1);
    expect(within(pairs).getByRole('cell', { name: 'D7300029' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Terapkan' }));
    expect(onApply).toHaveBeenCalledTimes(1);
  });

  it('says when there is nothing to pair, and offers nothing to apply', () => {
    renderWithProviders(<ReplayPreview preview={preview([])} applying={false} onApply={() => {}} />);
    expect(screen.getByText(NO_PROPOSED_PAIRS)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Terapkan' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Tidak ada yang perlu diterapkan.')).toBeTruthy();
  });
});
