import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toolbar } from './toolbar';

function Actions({ locked = false, approve = true }: { locked?: boolean; approve?: boolean }) {
  return (
    <Toolbar label="Aksi T1">
      {approve && (
        <button type="button" disabled={locked}>
          Update
        </button>
      )}
      <button type="button" disabled={locked}>
        Delete
      </button>
    </Toolbar>
  );
}

const tabIndexes = () => screen.getAllByRole('button').map((button) => button.tabIndex);
const focused = () => document.activeElement?.textContent;
const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });

describe('Toolbar', () => {
  it('is one Tab stop: the first button, then the one last focused', () => {
    render(<Actions />);
    const toolbar = screen.getByRole('toolbar', { name: 'Aksi T1' });
    expect(toolbar.getAttribute('aria-orientation')).toBe('horizontal');
    expect(tabIndexes()).toEqual([0, -1]);
    act(() => screen.getByRole('button', { name: 'Delete' }).focus());
    expect(tabIndexes()).toEqual([-1, 0]);
  });

  it('moves with the arrows, Home and End, wrapping at the ends', () => {
    render(<Actions />);
    screen.getByRole('button', { name: 'Update' }).focus();
    press('ArrowRight');
    expect(focused()).toBe('Delete');
    press('ArrowRight');
    expect(focused()).toBe('Update');
    press('ArrowLeft');
    expect(focused()).toBe('Delete');
    press('Home');
    expect(focused()).toBe('Update');
    press('End');
    expect(focused()).toBe('Delete');
  });

  it('leaves other keys and modified arrows to the page', () => {
    render(<Actions />);
    screen.getByRole('button', { name: 'Update' }).focus();
    expect(fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight', shiftKey: true })).toBe(true);
    expect(fireEvent.keyDown(document.activeElement!, { key: 'Enter' })).toBe(true);
    expect(focused()).toBe('Update');
  });

  it('offers its one button alone, and no stop when every button is disabled', () => {
    const { rerender } = render(<Actions approve={false} />);
    expect(tabIndexes()).toEqual([0]);
    rerender(<Actions locked />);
    const buttons = screen.getAllByRole<HTMLButtonElement>('button');
    expect(buttons.map((button) => button.disabled)).toEqual([true, true]);
  });
});
