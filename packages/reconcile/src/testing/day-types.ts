/** What a generated day is made of: its players, its Data Bank accounts, and the labels of its truth. */
import type { DataBankAccount } from '../types';

export type TruthLabel =
  | 'transfer'
  | 'truncated'
  | 'untimed'
  | 'wallet'
  | 'qris'
  | 'withdraw'
  | 'midnight'
  | 'namesake'
  | 'variant'
  | 'slip'
  | 'muhammad'
  | 'title'
  | 'learned'
  | 'alias'
  | 'typo-amount'
  | 'missing'
  // Issue 28's cases on the bank days (bank-days/bank-day.ts):
  | 'third-party'
  | 'initial'
  | 'swapped'
  | 'payment-company'
  | 'unique-code'
  | 'split';

export interface Player {
  website: string;
  username: string;
  holder: string;
  /** As the panel stores it: sometimes in mixed case. */
  holderInPanel: string;
  bank: string;
  wallet: readonly [string, string] | null;
  favourites: number[];
  isNamesake: boolean;
  /** The other person's name the account prints (a spouse's), and whether a checker taught it already. */
  alias: { name: string; learned: boolean } | null;
}

export interface Account extends DataBankAccount {
  timed: boolean;
  /** BCA prints 18 characters of the name and posts late-evening transfers on the next date. */
  bcaStyle: boolean;
}
