import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UploadDay } from '@rekon/contracts';
import { UploadDays } from './upload-days';

const day = (values: Partial<UploadDay> & Pick<UploadDay, 'date' | 'message'>): UploadDay => ({
  rows: 1,
  moved: 0,
  reason: null,
  pending_bo: 0,
  pending_mutasi: 0,
  ...values,
});

describe('UploadDays (decision 069)', () => {
  it('lists each business date with its reason and its own pending counts', () => {
    render(
      <UploadDays
        days={[
          day({ date: '2026-11-27', rows: 38, pending_bo: 2, message: '38 baris masuk 27 Nov' }),
          day({
            date: '2026-11-28',
            moved: 1,
            reason: 'di-approve pukul 00.03 WIB',
            pending_bo: 1,
            message: '1 baris masuk 28 Nov: di-approve pukul 00.03 WIB',
          }),
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Per tanggal bisnis' });
    const items = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      '38 baris masuk 27 Nov · pending BO 2, mutasi 0',
      '1 baris masuk 28 Nov: di-approve pukul 00.03 WIB · pending BO 1, mutasi 0',
    ]);
  });

  it('shows nothing when the upload added no row', () => {
    const { container } = render(<UploadDays days={[]} />);
    expect(container.textContent).toBe('');
  });
});
