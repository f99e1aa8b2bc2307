import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toolbar, ToolbarButton } from './toolbar';

function Actions({ locked = false, approve = true }: { locked?: boolean; approve?: boolean }) {
  return (
    <>
      <button type="button">Before</button>
      <Toolbar label="Aksi T1">
        {approve && (
          <ToolbarButton asChild disabled={locked}>
            <button type="button">Update</button>
          </ToolbarButton>
        )}
        <ToolbarButton asChild disabled={locked}>
          <button type="button">Delete</button>
        </ToolbarButton>
      </Toolbar>
      <button type="button">After</button>
    </>
  );
}

const focused = () => document.activeElement?.textContent;

describe('Toolbar', () => {
  it('is one Tab stop: the first button, then the one last focused', async () => {
    const user = userEvent.setup();
    render(<Actions />);
    const toolbar = screen.getByRole('toolbar', { name: 'Aksi T1' });
    expect(toolbar.getAttribute('aria-orientation')).toBe('horizontal');
    screen.getByRole('button', { name: 'Before' }).focus();
    await user.tab();
    expect(focused()).toBe('Update');
    await user.tab();
    expect(focused()).toBe('After');
    await user.tab({ shift: true });
    await user.keyboard('{ArrowRight}');
    expect(focused()).toBe('Delete');
    await user.tab();
    expect(focused()).toBe('After');
    await user.tab({ shift: true });
    expect(focused()).toBe('Delete');
  });

  it('moves with the arrows, Home and End, wrapping at the ends', async () => {
    const user = userEvent.setup();
    render(<Actions />);
    screen.getByRole('button', { name: 'Update' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(focused()).toBe('Delete');
    await user.keyboard('{ArrowRight}');
    expect(focused()).toBe('Update');
    await user.keyboard('{ArrowLeft}');
    expect(focused()).toBe('Delete');
    await user.keyboard('{Home}');
    expect(focused()).toBe('Update');
    await user.keyboard('{End}');
    expect(focused()).toBe('Delete');
  });

  it('leaves other keys and modified arrows to the page', async () => {
    const user = userEvent.setup();
    render(<Actions />);
    screen.getByRole('button', { name: 'Update' }).focus();
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(focused()).toBe('Update');
    await user.keyboard('{Enter}');
    expect(focused()).toBe('Update');
  });

  it('offers its one button alone, and no stop when every button is disabled', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Actions approve={false} />);
    screen.getByRole('button', { name: 'Before' }).focus();
    await user.tab();
    expect(focused()).toBe('Delete');
    rerender(<Actions locked />);
    const buttons = screen
      .getAllByRole<HTMLButtonElement>('button')
      .filter((b) => b.closest('[role=toolbar]'));
    expect(buttons.map((button) => button.disabled)).toEqual([true, true]);
    screen.getByRole('button', { name: 'Before' }).focus();
    await user.tab();
    expect(focused()).toBe('After');
  });
});
