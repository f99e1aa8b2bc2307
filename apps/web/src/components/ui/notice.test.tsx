import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTICE_FADE_MS, NoticeSlot, useNotice, type NoticeTone } from './notice';

const MESSAGES: Record<NoticeTone, string> = {
  error: '❌ Gagal menambahkan website.',
  success: 'Website berhasil ditambahkan.',
  info: 'Info',
  warning: 'Warning',
};

function Page() {
  const { notice, show } = useNotice();
  return (
    <div>
      <button type="button" onClick={() => show('error', MESSAGES.error)}>
        error
      </button>
      <button type="button" onClick={() => show('success', MESSAGES.success)}>
        success
      </button>
      <NoticeSlot notice={notice} />
    </div>
  );
}

const showNotice = (tone: 'error' | 'success') => fireEvent.click(screen.getByRole('button', { name: tone }));
const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

const regions = () => Array.from(document.querySelectorAll('[data-live-region]'));
const shown = (tone: NoticeTone) => document.querySelector(`[data-notice="${tone}"]`);

describe('notices', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    render(<Page />);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes the message into a live region that was there before it', () => {
    const [polite, assertive] = regions();
    expect(polite?.getAttribute('aria-live')).toBe('polite');
    expect(assertive?.getAttribute('aria-live')).toBe('assertive');
    showNotice('error');
    expect(regions()[1]).toBe(assertive);
    expect(assertive?.textContent).toBe(MESSAGES.error);
    showNotice('success');
    expect(polite?.textContent).toBe(MESSAGES.success);
    expect(assertive?.textContent).toBe('');
    // The notice itself is no live element, so nothing is announced twice.
    expect(shown('success')?.getAttribute('role')).toBeNull();
  });

  it('keeps an error until it is closed', () => {
    showNotice('error');
    wait(60_000);
    expect(shown('error')?.textContent).toBe(MESSAGES.error);
    fireEvent.click(screen.getByRole('button', { name: 'Tutup pesan' }));
    expect(shown('error')).toBeNull();
  });

  it('lets a success fade after 10 s, but not while the mouse rests on it', () => {
    showNotice('success');
    wait(NOTICE_FADE_MS - 1000);
    expect(shown('success')).not.toBeNull();
    fireEvent.mouseEnter(shown('success')!);
    wait(NOTICE_FADE_MS * 3);
    expect(shown('success')).not.toBeNull();
    fireEvent.mouseLeave(shown('success')!);
    wait(NOTICE_FADE_MS);
    expect(shown('success')).toBeNull();
  });
});
