import { describe, expect, it } from 'vitest';
import { generateBankDay, STATEMENT_BANKS } from './bank-day';
import { scoreBankDay } from './run-bank-day';

/**
 * Issue 28's proof in CI (decision 068): one small labelled day per bank, rendered as that bank's statement file,
 * read back through the upload parsers and matched. Every pair must be right; the recall floor is below the
 * bench's figures (bench/banks.bench.ts) so a reader or engine regression, not a seed, fails it.
 */
describe('a labelled day on each bank, read through its statement layout', () => {
  it.each(STATEMENT_BANKS)('%s: no wrong pair, the pairs a checker makes found', async (bank) => {
    const day = generateBankDay({ seed: 2026_0615, requests: 250, banks: [bank] });
    const score = await scoreBankDay(day, 2026_0615);
    expect(score.evaluation.wrong).toEqual([]);
    expect(score.evaluation.checker.pairs).toBeGreaterThan(150);
    expect(score.evaluation.checker.recall).toBeGreaterThanOrEqual(0.9);
    // Split payments are never paired on their own: their group is suggested.
    expect(score.splits.grouped).toBeGreaterThan(0);
  });

  it('mixes two banks in one day', async () => {
    const day = generateBankDay({ seed: 7, requests: 250, banks: ['BNI', 'MANDIRI'] });
    const score = await scoreBankDay(day, 7);
    expect(score.evaluation.wrong).toEqual([]);
    expect(score.evaluation.checker.recall).toBeGreaterThanOrEqual(0.9);
  });
});
