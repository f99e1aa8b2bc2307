import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '@rekon/contracts';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { CONVERT_MSG } from '../lib/convert-banks';
import { ConvertForm } from './convert-form';

describe('ConvertForm on a busy server', () => {
  // Waits the one second Retry-After asks for (and less than a second more), as the browser would.
  it(
    'says the server is busy and that it tries again, then downloads the CSV',
    { timeout: 20_000 },
    async () => {
      let calls = 0;
      stubFetch(() =>
        ++calls === 1
          ? [503, { status: false, message: MSG.serverBusy }, { 'retry-after': '1' }]
          : [
              200,
              'Tanggal,Uraian Transaksi',
              { 'content-disposition': 'attachment; filename="histori.csv"' },
            ],
      );
      vi.stubGlobal(
        'URL',
        Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
      );
      const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
      const { container } = renderWithProviders(<ConvertForm />);
      await userEvent.selectOptions(screen.getByLabelText('Bank'), 'bni-mobile');
      const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
      await userEvent.upload(input, new File(['x'], 'histori.xlsx'));
      await userEvent.click(screen.getByRole('button', { name: 'Convert & Download' }));

      expect((await screen.findByText(/Server sedang sibuk/)).textContent).toBe(
        'Server sedang sibuk memproses file lain. Mencoba lagi dalam 1 detik (percobaan 2 dari 4)…',
      );
      expect(await screen.findByText(CONVERT_MSG.success, {}, { timeout: 5000 })).toBeTruthy();
      expect(screen.queryByText(/Server sedang sibuk/)).toBeNull();
      expect(calls).toBe(2);
      expect(click).toHaveBeenCalledTimes(1);
      click.mockRestore();
    },
  );
});
