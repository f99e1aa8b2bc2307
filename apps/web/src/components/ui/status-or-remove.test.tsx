import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmChange, StatusRemoveButtons, type PendingChange } from './status-or-remove';

const row = { name: 'BCA 1234' };
const question = {
  remove: (r: typeof row) => `Remove ${r.name}?`,
  status: (r: typeof row) => `Switch ${r.name}?`,
};

describe('StatusRemoveButtons', () => {
  it('asks for the change of its row, named for a screen reader', async () => {
    const onAsk = vi.fn();
    render(<StatusRemoveButtons row={row} active name="BCA 1234" disabled={false} onAsk={onAsk} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Deactivate BCA 1234' }));
    await user.click(screen.getByRole('button', { name: 'Remove BCA 1234' }));
    expect(onAsk.mock.calls).toEqual([[{ kind: 'status', row }], [{ kind: 'remove', row }]]);
  });

  it('offers Activate for an inactive row', () => {
    render(<StatusRemoveButtons row={row} active={false} name="BCA 1234" disabled onAsk={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Activate BCA 1234' })).toHaveProperty('disabled', true);
  });
});

describe('ConfirmChange', () => {
  const open = (pending: PendingChange<typeof row> | null) =>
    render(
      <ConfirmChange
        pending={pending}
        question={question}
        onCancel={vi.fn()}
        busy={false}
        onConfirm={vi.fn()}
      />,
    );

  it('asks a removal with Yes, Remove', () => {
    open({ kind: 'remove', row });
    expect(screen.getByRole('dialog', { name: 'Confirm Action' })).toBeTruthy();
    expect(screen.getByText('Remove BCA 1234?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Yes, Remove' })).toBeTruthy();
  });

  it('asks a switch with Yes, Confirm', () => {
    open({ kind: 'status', row });
    expect(screen.getByText('Switch BCA 1234?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Yes, Confirm' })).toBeTruthy();
  });

  it('is closed with nothing pending', () => {
    open(null);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
