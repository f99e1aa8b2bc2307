import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SplitRow, SuggestionRow } from '@rekon/contracts';
import { BO_DEPOSIT, BO_WITHDRAW } from '../api/review-lists';
import { DraftBook } from '../lib/draft-book';
import { SuggestionList } from './suggestion-list';

const SPLIT: SplitRow = {
  mutasi_ids: [41, 42],
  amounts: [100000, 50000],
  score: 1,
  differences: 'dibayar dalam 2 transfer, Rp100.000 + Rp50.000, rekening sama, nama 100%',
};
const NEAREST: SuggestionRow = {
  mutasi_id: 43,
  amount: 145000,
  date: '2026-06-05',
  time: '10:05:00',
  name: 'ADI PUTRA',
  score: 1,
  differences: 'nominal mutasi kurang Rp5.000, tanggal sama, nama 100%',
  paired_ticket: null,
};

const renderList = (book: DraftBook, split: SplitRow | null, disabled = false) =>
  render(
    <SuggestionList
      rowId={7}
      ticket="D8000001"
      suggestions={[NEAREST]}
      split={split}
      contested={false}
      book={book}
      disabled={disabled}
    />,
  );

describe('SuggestionList with a split payment', () => {
  it('offers the group with its amounts; "Pakai grup" picks it as the counterpart, a credit replaces it', () => {
    const book = new DraftBook();
    renderList(book, SPLIT);
    const group = screen.getByRole('group', { name: 'Grup mutasi D8000001' });
    expect(group.textContent).toContain('Dibayar dalam 2 transfer: Rp 100.000 + Rp 50.000');
    expect(group.textContent).toContain(SPLIT.differences);

    const useGroup = screen.getByRole('button', { name: 'Pakai grup 2 transfer sebagai pasangan D8000001' });
    fireEvent.click(useGroup);
    expect(useGroup.getAttribute('aria-pressed')).toBe('true');
    expect(book.get(7)).toMatchObject({ counterpartId: null, groupIds: [41, 42] });

    // One counterpart at a time: picking a single credit drops the group.
    fireEvent.click(screen.getByRole('button', { name: /^Pakai Rp 145\.000/ }));
    expect(useGroup.getAttribute('aria-pressed')).toBe('false');
    expect(book.get(7)).toMatchObject({ counterpartId: 43, groupIds: null });

    fireEvent.click(useGroup);
    expect(book.get(7)).toMatchObject({ counterpartId: null, groupIds: [41, 42] });
    fireEvent.click(useGroup);
    expect(book.get(7)).toMatchObject({ counterpartId: null, groupIds: null });
  });

  it('shows no group without a split, and none can be picked outside the edit window', () => {
    const { unmount } = renderList(new DraftBook(), null);
    expect(screen.queryByRole('group')).toBeNull();
    unmount();
    renderList(new DraftBook(), SPLIT, true);
    expect(screen.getByRole('button', { name: /^Pakai grup/ })).toHaveProperty('disabled', true);
  });

  it('approves with the group as mutasi_ids (deposit) and mutasiwd_ids (withdraw), remark as usual', () => {
    const item = { id: 7, remark: 'dibayar 2x', amount: '', counterpartId: null, groupIds: [41, 42] };
    expect(BO_DEPOSIT.approveBody('05-Jun-2026', [item], 3)).toEqual({
      bank_statement_date: '05-Jun-2026',
      arr: [{ bo_id: 7, ket_app: 'dibayar 2x', mutasi_ids: [41, 42], depo_edited_by: 3 }],
    });
    expect(BO_WITHDRAW.approveBody('05-Jun-2026', [item], 3)).toEqual({
      wd_bank_date: '05-Jun-2026',
      arr: [{ wd_bo_id: 7, wd_ket_app: 'dibayar 2x', mutasiwd_ids: [41, 42], depo_edited_by: 3 }],
    });
  });
});
