import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '@rekon/contracts';
import { renderWithProviders } from '../../../test/render';
import { UndoDialog } from './undo-dialog';

describe('UndoDialog', () => {
  it('requires the remark, sends it trimmed, refuses per row, closes', async () => {
    const send = vi
      .fn()
      .mockResolvedValueOnce({ message: 'x', results: [{ id: 1, ok: false, message: 'nope' }] })
      .mockResolvedValueOnce({ message: 'done', results: [{ id: 1, ok: true, message: '' }] });
    const onClose = vi.fn();
    const onDone = vi.fn();
    renderWithProviders(
      <UndoDialog
        open
        title="Batalkan X"
        description="d"
        canEdit
        send={send}
        onClose={onClose}
        onDone={onDone}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Batalkan' }));
    expect(await screen.findByText(MSG.remarkRequired)).toBeTruthy();
    const input = screen.getByLabelText('Keterangan');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input);
    expect(send).not.toHaveBeenCalled();
    await user.type(input, '  salah  ');
    await user.click(screen.getByRole('button', { name: 'Batalkan' }));
    expect(send).toHaveBeenCalledWith('salah');
    expect(await screen.findByText('nope')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Batalkan' }));
    expect(onDone).toHaveBeenCalledWith('done');
    expect(onClose).toHaveBeenCalled();
  });
  it('outside the edit window says so and disables', async () => {
    renderWithProviders(
      <UndoDialog
        open
        title="t"
        description="d"
        canEdit={false}
        send={vi.fn()}
        onClose={vi.fn()}
        onDone={vi.fn()}
      />,
    );
    expect(screen.getByText(/Di luar rentang edit/)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Keterangan').disabled).toBe(true);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
  });
});
