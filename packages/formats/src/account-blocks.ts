import { FormatError } from './errors';
import { normaliseName } from './header';

/** Labels of a preamble row naming the account (`No. Rekening,=,'0123`, `Account Number : 0123`). */
const ACCOUNT_LABELS = new Set([
  'norekening',
  'nomorrekening',
  'rekening',
  'norek',
  'accountno',
  'accountnumber',
  'account',
  'noaccount',
  'nomorakun',
]);
const CURRENCY_LABELS = new Set(['matauang', 'kodematauang', 'currency', 'currencycode', 'ccy', 'valuta']);

/** One account's part of a statement file: its preamble's number and currency, and the rows under it. */
export interface AccountBlock {
  account: string | null;
  currency: string | null;
  rows: number;
  /** Whether its rows were read (the chosen account, or a file that names none). */
  kept: boolean;
}

/** A row's own account cell read: its digits, its number without leading zeros, and its block. */
interface RowAccount {
  cell: string;
  currency: string | null;
  account: string;
  number: string;
  block: AccountBlock;
}

/** What to do with a row below the header. */
export type BlockVerdict =
  | { kind: 'read' }
  /** A repeated header or a block's preamble: not a transaction. */
  | { kind: 'structure' }
  | { kind: 'hold' }
  | { kind: 'skip'; reason: string };

// Verdicts without a reason are shared: `classify` runs for every row.
const READ: BlockVerdict = Object.freeze({ kind: 'read' });
const STRUCTURE: BlockVerdict = Object.freeze({ kind: 'structure' });
const HOLD: BlockVerdict = Object.freeze({ kind: 'hold' });

const digits = (text: string) => text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');

/** A preamble row's label (as written) and the value beside it. */
interface PreambleEntry {
  label: string;
  value: string;
}

const NO_ENTRIES: readonly PreambleEntry[] = Object.freeze([]);
const isSeparator = (cell: string) => cell === ':' || cell === '=';
/** A preamble value as written, without the apostrophe a spreadsheet puts before a number kept as text. */
const valueOf = (text: string) => text.replace(/^'/, '').trim();

/**
 * The label and value pairs of a preamble row: `Label,=,Value`, `Label,Value`, `Label : Value` in one cell
 * (KlikBCA Bisnis), `Label :,Value`, and several pairs side by side (Livin': `Cabang/Branch,:,KCP ...,Nomor
 * Rekening/Account Number,:,137...`).
 */
function preambleEntries(cells: readonly string[]): readonly PreambleEntry[] {
  // Most rows are transactions, with many cells filled and none a lone `:` or `=`: told apart without allocating.
  let count = 0;
  let separators = 0;
  for (const cell of cells) {
    if (cell === '') continue;
    if (++count > 12) return NO_ENTRIES;
    if (cell.length <= 2 && isSeparator(cell.trim())) separators++;
  }
  if (count === 0 || (count > 3 && separators === 0)) return NO_ENTRIES;
  const filled = cells.map((cell) => cell.trim()).filter((cell) => cell !== '');
  const entries: PreambleEntry[] = [];
  for (let at = 0; at < filled.length; at++) {
    const cell = filled[at]!;
    if (isSeparator(cell)) continue;
    const inCell = /^([^:=]+?)\s*[:=]\s*(.*)$/.exec(cell);
    if (inCell?.[2]) {
      entries.push({ label: inCell[1]!, value: valueOf(inCell[2]) });
      continue;
    }
    let next = at + 1;
    while (next < filled.length && isSeparator(filled[next]!)) next++;
    if (next >= filled.length) break;
    entries.push({ label: inCell ? inCell[1]! : cell, value: valueOf(filled[next]!) });
    at = next;
  }
  return entries;
}

/** What a preamble label names, in either language of a bilingual label (`Nomor Rekening/Account Number`). */
function labelKind(label: string): 'account' | 'currency' | null {
  for (const part of [label, ...(label.includes('/') ? label.split('/') : [])]) {
    const name = normaliseName(part);
    if (ACCOUNT_LABELS.has(name)) return 'account';
    if (CURRENCY_LABELS.has(name)) return 'currency';
  }
  return null;
}

/**
 * An account number as a preamble writes it, or null when the value is not one: its digits, with the spaces,
 * dots and dashes banks print between groups (`137-00-1234567-8`, `4561 2378 90`) taken out first.
 */
function accountNumberOf(value: string): string | null {
  const joined = value.replace(/(\d)[\s.-]+(?=\d)/g, '$1');
  const number = /\d{5,}/.exec(joined);
  return number ? number[0] : null;
}

/** Whether a row names an account or a currency, as the statement's preamble does (kept by a converter). */
export const isAccountPreamble = (cells: readonly string[]): boolean =>
  preambleEntries(cells).some((entry) => labelKind(entry.label) !== null);

/**
 * The currency a preamble names: `IDR`, `Rp`, `Rupiah`, or a code with its name after it (`USD - US
 * Dollar`, `USD (US Dollar)`). A value that names neither is kept as written: a block is never taken for
 * rupiah because its currency was spelled out in a way this does not know.
 */
export function currencyOf(value: string): string {
  const upper = value.trim().toUpperCase();
  if (/^RP\.?$/.test(upper) || /\b(?:IDR|RUPIAH)\b/.test(upper)) return 'IDR';
  const code = /^([A-Z]{3})(?![A-Z])/.exec(upper);
  return code?.[1] ?? upper.replace(/\s+/g, ' ').slice(0, 20);
}

/** A header row as compared with its repeats: names normalised, trailing empty cells dropped. */
function headerKey(cells: readonly string[]): string {
  const names = cells.map(normaliseName);
  while (names.length > 0 && names[names.length - 1] === '') names.pop();
  return names.join('|');
}

/**
 * Statement files that hold several accounts (BNIDirect `TRX_INQ`): one block per account, each with
 * its own preamble and a repeated header, or an account number (and currency) column on every row. Keeps
 * the chosen account's rows, skips and counts the others, and never reads a non-rupiah block or row. A
 * file that names accounts without the chosen one is refused, naming both (decision 052, which replaces
 * the warning of decision 029); a file naming no account is read whole.
 */
export class AccountBlocks {
  readonly blocks: AccountBlock[] = [{ account: null, currency: null, rows: 0, kept: true }];
  readonly #headerKey: string;
  /** The header's first cell as written: a repeated header repeats it (checked before normalising). */
  readonly #headerFirst: string;
  readonly #chosen: string | null;
  #inPreamble = false;
  /** Rows swallowed between a block's account label and its repeated header. */
  #preambleRows = 0;
  #held: { cells: string[]; line: number }[] = [];
  /** The columns naming each row's own account and currency (BNIDirect `Account No`), -1 when none. */
  readonly #accountColumn: number;
  readonly #currencyColumn: number;
  /** Accounts named by rows' own account column, in the order first met. */
  readonly #rowBlocks = new Map<string, AccountBlock>();
  #lastRowAccount: RowAccount | null = null;
  #lastCompared: { account: string; chosen: boolean } | null = null;

  constructor(headerCells: readonly string[], chosenAccount: string | undefined) {
    this.#headerKey = headerKey(headerCells);
    this.#headerFirst = (headerCells[0] ?? '').trim();
    this.#chosen = chosenAccount ? digits(chosenAccount) : null;
    const names = headerCells.map(normaliseName);
    this.#accountColumn = names.findIndex((name) => ACCOUNT_LABELS.has(name));
    this.#currencyColumn = names.findIndex((name) => CURRENCY_LABELS.has(name));
  }

  /** Every account the file names, by preamble or by row, with its currency and whether its rows were read. */
  get named(): AccountBlock[] {
    return [...this.blocks.filter((block) => block.account !== null), ...this.#rowBlocks.values()];
  }

  get #current(): AccountBlock {
    return this.blocks[this.blocks.length - 1]!;
  }

  /** A row above the header: the first block's preamble. */
  readPreamble(cells: readonly string[]): void {
    this.#label(cells, false);
  }

  /** Decides what a row below the header is; held rows are released by `finish`. */
  classify(cells: string[], line: number): BlockVerdict {
    // A repeated header may differ from the first in its trailing empty cells (an Excel re-save pads rows).
    if ((cells[0] ?? '').trim() === this.#headerFirst && headerKey(cells) === this.#headerKey) {
      this.#inPreamble = false;
      this.#preambleRows = 0;
      return STRUCTURE;
    }
    if (this.#label(cells, true)) return STRUCTURE;
    if (this.#inPreamble) {
      this.#preambleRows++;
      return STRUCTURE;
    }
    const block = this.#current;
    const own = this.#rowAccount(cells, block.currency);
    if (own) return own;
    block.rows++;
    if (block.currency && block.currency !== 'IDR') {
      block.kept = false;
      return { kind: 'skip', reason: `Mata uang ${block.currency} (rekening ${block.account ?? '-'})` };
    }
    if (this.#chosen === null || block.account === null || this.#isChosen(block.account)) {
      return READ;
    }
    block.kept = false;
    if (this.blocks.length === 1) {
      this.#held.push({ cells, line });
      return HOLD;
    }
    return { kind: 'skip', reason: otherAccount(block) };
  }

  /**
   * A row that names its own account (and currency): read only when it is the chosen account in rupiah,
   * whatever its block says; null when the row names no account.
   */
  #rowAccount(cells: readonly string[], blockCurrency: string | null): BlockVerdict | null {
    if (this.#accountColumn < 0) return null;
    const cell = cells[this.#accountColumn] ?? '';
    const written = this.#currencyColumn >= 0 ? (cells[this.#currencyColumn] ?? '').trim() : '';
    const currency = written !== '' ? currencyOf(written) : blockCurrency;
    const own = this.#rowBlock(cell, currency);
    if (!own) return null;
    const { block, account, number } = own;
    block.rows++;
    if (currency && currency !== 'IDR') {
      block.kept = false;
      return { kind: 'skip', reason: `Mata uang ${currency} (rekening ${account})` };
    }
    if (this.#chosen !== null && number !== this.#chosen) {
      block.kept = false;
      return { kind: 'skip', reason: otherAccount(block) };
    }
    return READ;
  }

  /** Whether a block's account is the chosen one; asked on every row, answered once per account. */
  #isChosen(account: string): boolean {
    if (this.#lastCompared?.account !== account)
      this.#lastCompared = { account, chosen: digits(account) === this.#chosen };
    return this.#lastCompared.chosen;
  }

  /**
   * A row's own account (its digits, and without leading zeros) and its block, null when the cell holds no
   * account. Rows repeat their account: the last one is kept (one cell, and the chunk of text it was cut
   * from), so most rows neither rebuild nor look up its key.
   */
  #rowBlock(cell: string, currency: string | null): RowAccount | null {
    const last = this.#lastRowAccount;
    if (last && last.cell === cell && last.currency === currency) return last;
    const account = cell.replace(/\D/g, '');
    if (account.length < 5) return null;
    const number = digits(account);
    const key = `${number}|${currency ?? 'IDR'}`;
    let block = this.#rowBlocks.get(key);
    if (!block) {
      block = { account, currency, rows: 0, kept: true };
      this.#rowBlocks.set(key, block);
    }
    this.#lastRowAccount = { cell, currency, account, number, block };
    return this.#lastRowAccount;
  }

  /** Rows held back while the file might hold other accounts; a second block turns them into skips. */
  takeHeld(): { cells: string[]; line: number }[] {
    return this.#held.splice(0);
  }

  /**
   * End of file: refuses a file that names accounts without the chosen one, naming the chosen number and
   * the accounts it holds (decision 052, which replaces decision 029's warning): a file is the chosen
   * account's, names none, or is refused.
   */
  finish(): void {
    if (this.#inPreamble && this.#preambleRows > 0) {
      throw new FormatError(
        422,
        `Rekening ${this.#current.account} disebut di file, tetapi header kolomnya tidak diulang di bawahnya; tidak ada yang disimpan.`,
      );
    }
    const named = this.named;
    const accounts = [...new Set(named.map((block) => digits(block.account!)))];
    if (this.#chosen === null || accounts.length === 0 || accounts.includes(this.#chosen)) return;
    if (accounts.length > 1) {
      const list = named.map((block) => `${block.account} (${block.currency ?? 'IDR'})`).join(', ');
      throw new FormatError(
        422,
        `Rekening ${this.#chosen} tidak ada di file ini; tidak ada yang disimpan. File berisi rekening: ${list}.`,
      );
    }
    throw new FormatError(
      422,
      `File ini untuk rekening ${named[0]!.account}, bukan rekening yang dipilih (${this.#chosen}); tidak ada yang disimpan. Pilih akun Data Bank rekening ${named[0]!.account}, atau upload mutasi rekening ${this.#chosen}.`,
    );
  }

  get heldCount(): number {
    return this.#held.length;
  }

  /** A preamble label row (account or currency); below the header an account starts a new block. */
  #label(cells: readonly string[], inBody: boolean): boolean {
    let found = false;
    for (const entry of preambleEntries(cells)) {
      const kind = labelKind(entry.label);
      if (kind === 'currency') {
        this.#current.currency = currencyOf(entry.value);
        found = true;
      }
      const account = kind === 'account' ? accountNumberOf(entry.value) : null;
      if (account === null) continue;
      const current = this.#current;
      if (inBody && (current.rows > 0 || current.account !== null)) {
        this.blocks.push({ account, currency: null, rows: 0, kept: true });
      } else {
        current.account = account;
      }
      if (inBody) this.#inPreamble = true;
      found = true;
    }
    return found;
  }
}

export const otherAccount = (block: AccountBlock) => `Rekening lain (${block.account ?? '-'})`;
