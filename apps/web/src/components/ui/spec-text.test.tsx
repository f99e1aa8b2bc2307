import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SpecTextWithIcon, splitLeadingEmoji } from './spec-text';

describe('spec texts with a leading emoji', () => {
  it('splits the emoji, with its variation selector, from the words', () => {
    expect(splitLeadingEmoji('❌ Gagal mengunduh file.')).toEqual({
      emoji: '❌',
      words: 'Gagal mengunduh file.',
    });
    expect(splitLeadingEmoji('ℹ️ Data sudah ada untuk tanggal 05-Jun-2026.')).toEqual({
      emoji: 'ℹ️',
      words: 'Data sudah ada untuk tanggal 05-Jun-2026.',
    });
    expect(splitLeadingEmoji('No data')).toEqual({ emoji: null, words: 'No data' });
  });

  it('keeps the wording whole but paints an icon instead of the emoji', () => {
    const { container } = render(<SpecTextWithIcon text="🚫 No data found." />);
    expect(container.textContent).toBe('🚫 No data found.');
    const emoji = container.querySelector('.sr-only');
    expect(emoji?.textContent).toBe('🚫 ');
    expect(container.querySelector('svg')).not.toBeNull();
  });
});
