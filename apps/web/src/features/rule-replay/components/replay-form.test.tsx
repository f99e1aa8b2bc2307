import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import type { ReplayRange } from '../api/rule-replay';
import { ReplayForm } from './replay-form';

const WEBSITES = [
  { code: 'AL01', name: 'Alpha' },
  { code: 'BT02', name: 'Beta' },
];

function open(value: ReplayRange) {
  const onChange = vi.fn();
  const onPreview = vi.fn();
  renderWithProviders(
    <ReplayForm
      websites={WEBSITES}
      websitesLoading={false}
      value={value}
      onChange={onChange}
      onPreview={onPreview}
      busy={false}
    />,
  );
  return { onChange, onPreview, user: userEvent.setup() };
}

describe('ReplayForm', () => {
  it('asks for a preview of a range of at most 31 days', async () => {
    const { onPreview, onChange, user } = open({ website: 'AL01', from: '2026-06-01', to: '2026-07-01' });
    expect(screen.getByText('Maksimal 31 hari. Pratinjau tidak mengubah data apa pun.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pratinjau' }));
    expect(onPreview).toHaveBeenCalledTimes(1);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Website' }), 'BT02');
    expect(onChange).toHaveBeenLastCalledWith({ website: 'BT02', from: '2026-06-01', to: '2026-07-01' });
  });

  it('says why a longer or reversed range cannot be previewed', async () => {
    open({ website: 'AL01', from: '2026-06-01', to: '2026-07-02' });
    expect(screen.getByText('Rentang maksimal 31 hari (dipilih 32 hari).')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pratinjau' })).toHaveProperty('disabled', true);
  });

  it('refuses an end before the start', () => {
    open({ website: 'AL01', from: '2026-06-02', to: '2026-06-01' });
    expect(screen.getByText('Tanggal akhir tidak boleh sebelum tanggal awal.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pratinjau' })).toHaveProperty('disabled', true);
  });
});
