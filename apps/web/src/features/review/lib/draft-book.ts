/** What a checker has typed or picked for one pending row, not yet sent. */
export interface RowDraft {
  remark: string;
  /** Digits of a corrected amount; '' keeps the uploaded one. */
  amount: string;
  /** A suggested statement row picked as the counterpart. */
  counterpartId: number | null;
  /** Or a split payment's group picked as the counterpart (issue 28): its statement rows. */
  groupIds: number[] | null;
}

const EMPTY: RowDraft = { remark: '', amount: '', counterpartId: null, groupIds: null };

/**
 * The drafts of one page of rows. Each editable cell keeps its own state and writes here, so a keystroke
 * re-renders one cell, not a hundred rows; Update and Submit read the drafts when they are pressed.
 */
export class DraftBook {
  private readonly drafts = new Map<number, RowDraft>();

  get(id: number): RowDraft {
    return this.drafts.get(id) ?? EMPTY;
  }

  update(id: number, change: Partial<RowDraft>): void {
    this.drafts.set(id, { ...this.get(id), ...change });
  }
}
