import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PagingFooter } from './pager';

function footer(page: number, totalPages: number, onPageChange = vi.fn()) {
  render(
    <>
      <button type="button">Before</button>
      <PagingFooter paging={{ page, totalPages, onPageChange, busy: false }} />
      <button type="button">After</button>
    </>,
  );
  return onPageChange;
}

/** The names of the buttons Tab reaches from "Before", in order, up to "After". */
async function tabStops() {
  const user = userEvent.setup();
  screen.getByRole('button', { name: 'Before' }).focus();
  const stops: string[] = [];
  for (;;) {
    await user.tab();
    const name = document.activeElement?.textContent ?? '';
    if (name === 'After') return stops;
    stops.push(document.activeElement?.getAttribute('aria-label') ?? name);
  }
}

describe('the pager and the Tab order (issue 29 item 9)', () => {
  it('leaves the Tab order on a single-page list', async () => {
    footer(1, 1);
    expect(await tabStops()).toEqual([]);
    // Still there, and named, for a screen reader that lists the buttons.
    expect(screen.getByRole('button', { name: 'Previous' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
  });

  it('skips only the step that can do nothing on the first and the last page', async () => {
    footer(1, 3);
    expect(await tabStops()).toEqual(['Page 1', 'Page 2', 'Page 3', 'Next']);
  });

  it('keeps the focus on Next when it reaches the last page', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    const { rerender } = render(
      <PagingFooter paging={{ page: 1, totalPages: 2, onPageChange, busy: false }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    rerender(<PagingFooter paging={{ page: 2, totalPages: 2, onPageChange, busy: false }} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledTimes(1);
  });
});
