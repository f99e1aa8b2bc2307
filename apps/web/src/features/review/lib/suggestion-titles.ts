import type { SplitRow, SuggestionRow } from '@rekon/contracts';
import { formatMoney } from '../../../lib/format';

export const suggestionTitle = (suggestion: SuggestionRow) =>
  `${formatMoney(suggestion.amount)} · ${suggestion.name ?? 'tanpa nama'}`;

/** A split payment as a line: "Dibayar dalam 2 transfer: Rp 100.000 + Rp 50.000". */
export const splitTitle = (split: SplitRow) =>
  `Dibayar dalam ${split.mutasi_ids.length} transfer: ${split.amounts.map(formatMoney).join(' + ')}`;
