import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { matchDay } from './match';
import type { BoRow, DataBankAccount, MatchResult, MutasiRow, RowId } from './types';

/*
 * The day-abc-2026-06-05 fixture as engine input, read with a tiny reader of this test's own: @rekon/formats is
 * the real parser; this reads exactly these three files and nothing else (title row, quoted Requested Date,
 * the KlikBCA layout with 'DD/MM and 'PEND dates and a remark before the sender name, the canonical QRIS CSV).
 */

const DAY_ABC_DIR = new URL('../../../fixtures/day-abc-2026-06-05/', import.meta.url);
const STATEMENT_YEAR = 2026;
const BO_AMOUNT_SCALE = 1000;

const DAY_ABC_ACCOUNTS: DataBankAccount[] = [
  {
    id: 'ABC-DEPO-BCA',
    website: 'ABC',
    side: 'DEPO',
    bank: 'BCA',
    accountName: 'HENDRA KUSNADI',
    accountNumber: '4561237890',
  },
  {
    id: 'ABC-WD-BCA',
    website: 'ABC',
    side: 'WD',
    bank: 'BCA',
    accountName: 'RIKA AMELIA',
    accountNumber: '4561239012',
  },
];

function readLines(file: string): string[] {
  return readFileSync(new URL(file, DAY_ABC_DIR), 'utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/);
}

/** RFC 4180 fields of one line (these files never break a quoted field across lines). */
function splitCsvLine(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return fields;
}

/** Decimal text (`100`, `99.3`) times a scale, in cents, without binary rounding drift. */
function toCents(text: string, scale: number): number {
  const [whole = '0', fraction = ''] = text.trim().split('.');
  const thousandths = Number(whole) * 1000 + Number(fraction.padEnd(3, '0').slice(0, 3));
  return (thousandths * scale * 100) / 1000;
}

interface FixtureRow<T> {
  row: T;
  line: number;
}

function readBoDeposit(): { rows: FixtureRow<BoRow>[]; skipped: { ticket: string; status: string }[] } {
  const lines = readLines('bo-deposit.csv');
  const header = splitCsvLine(lines[1]!);
  const column = (name: string) => {
    const at = header.indexOf(name);
    if (at < 0) throw new Error(`bo-deposit.csv has no column ${name}`);
    return at;
  };
  const rows: FixtureRow<BoRow>[] = [];
  const skipped: { ticket: string; status: string }[] = [];
  lines.forEach((text, index) => {
    if (index < 2 || text.trim() === '') return;
    const cells = splitCsvLine(text);
    const ticket = cells[column('Ticket Number')]!;
    if (ticket === 'GRAND TOTAL') return;
    const status = cells[column('Status')]!;
    if (status !== 'Approved') {
      skipped.push({ ticket, status });
      return;
    }
    const approved = cells[column('Approved Date')]!;
    const [playerBank, holderName] = cells[column('Player Bank')]!.split('|');
    rows.push({
      line: index + 1,
      row: {
        id: ticket,
        side: 'DEPO',
        website: cells[column('Website')]!,
        ticket,
        amountCents: toCents(cells[column('Deposit Amount')]!, BO_AMOUNT_SCALE),
        nettAmountCents: toCents(cells[column('Nett Amount')]!, BO_AMOUNT_SCALE),
        businessDate: cells[column('Bank Statement Date')]!,
        time: approved.slice(11, 19),
        username: cells[column('User Name')]!,
        holderName: holderName ?? null,
        playerBank: playerBank ?? null,
        corporateBank: cells[column('Bank Title')]!,
        ref: cells[column('Reference')]! || null,
        ownRef: cells[column('Own Reference')]! || null,
      },
    });
  });
  return { rows, skipped };
}

/**
 * The sender name of a KlikBCA description: after the amount of a `TRSF E-BANKING` line, or after the bank code
 * of a `BI-FAST` line. A player's own remark (`kurnia_s45`, `yoga300`) or a wallet's transaction code
 * (`WLST6D4E06872F05`) may come first; bank-printed names are capitals only, so tokens with lower case or
 * digits are dropped.
 */
function senderName(description: string): string | null {
  const transfer = /^TRSF E-BANKING (?:CR|DB) \d{4}\/\w+\/\w+\s+[0-9.]+(.*)$/.exec(description);
  const biFast = /^BI-FAST (?:CR|DB) [A-Z ]*?(?:DR|KE) \d{3} (.*)$/.exec(description);
  const rest = transfer?.[1] ?? biFast?.[1];
  if (rest === undefined) return null;
  const name = rest
    .trim()
    .split(/\s+/)
    .filter((token) => token.length > 0 && !/[a-z0-9_]/.test(token))
    .join(' ');
  return name.length > 0 ? name : null;
}

interface StatementFixtureRow extends FixtureRow<MutasiRow> {
  /** 1-based among transaction rows, debits included (expected.json's numbering). */
  number: number;
  direction: 'CR' | 'DB';
}

function readBcaStatement(): StatementFixtureRow[] {
  const lines = readLines('bca-statement.csv');
  const headerAt = lines.findIndex((line) => line.startsWith('Tanggal Transaksi,'));
  const rows: StatementFixtureRow[] = [];
  for (let index = headerAt + 1; index < lines.length; index++) {
    const text = lines[index]!;
    if (text.trim() === '' || /^(Saldo Awal|Kredit|Debet|Saldo Akhir),=,/.test(text)) continue;
    // The description may hold commas: the last four fields are fixed, so split from the right.
    const cells = splitCsvLine(text);
    const [, amount, direction] = cells.slice(-4);
    const description = cells.slice(1, -4).join(',');
    const dateCell = cells[0]!.replace(/^'/, '');
    let date: string;
    if (dateCell === 'PEND') {
      const token = /(?:CR|DB) (\d{2})(\d{2})\//.exec(description);
      date = `${STATEMENT_YEAR}-${token![2]}-${token![1]}`;
    } else {
      const [day, month] = dateCell.split('/');
      date = `${STATEMENT_YEAR}-${month}-${day}`;
    }
    const number = rows.length + 1;
    rows.push({
      number,
      line: index + 1,
      direction: direction === 'DB' ? 'DB' : 'CR',
      row: {
        id: `bca-statement.csv#${number}`,
        side: 'DEPO',
        website: 'ABC',
        accountId: 'ABC-DEPO-BCA',
        amountCents: toCents(amount!, 1),
        date,
        time: null,
        name: senderName(description),
        reference: null,
        isFee: /\bBIAYA\b/.test(description),
      },
    });
  }
  return rows;
}

interface QrisFixtureRow extends FixtureRow<MutasiRow> {
  number: number;
  status: string;
}

function readQris(): QrisFixtureRow[] {
  const lines = readLines('qris.csv');
  const header = splitCsvLine(lines[0]!);
  const column = (name: string) => header.indexOf(name);
  const rows: QrisFixtureRow[] = [];
  lines.slice(1).forEach((text, index) => {
    if (text.trim() === '') return;
    const cells = splitCsvLine(text);
    const number = rows.length + 1;
    const [date, time] = cells[column('Tanggal Transaksi')]!.split(' ');
    rows.push({
      number,
      line: index + 2,
      status: cells[column('Status')]!,
      row: {
        id: `qris.csv#${number}`,
        side: 'DEPO',
        website: 'ABC',
        accountId: null,
        // Nominal is the gross amount the player paid; Nett is after the gateway's fee and never matches.
        amountCents: toCents(cells[column('Nominal')]!, 1),
        date: date!,
        time: time ?? null,
        name: cells[column('Nama Pembayar')]! || null,
        reference: cells[column('ID Transaksi')]! || null,
        ticket: cells[column('Ticket')]! || null,
        isFee: false,
      },
    });
  });
  return rows;
}

/** The rows each upload stores: approved BO rows, statement credits (a DEPO upload), paid QRIS rows. */
function dayAbcUploads(): { bo: BoRow[]; bca: MutasiRow[]; qris: MutasiRow[] } {
  return {
    bo: readBoDeposit().rows.map((entry) => entry.row),
    bca: readBcaStatement()
      .filter((entry) => entry.direction === 'CR')
      .map((entry) => entry.row),
    qris: readQris()
      .filter((entry) => entry.status === 'SUCCESS')
      .map((entry) => entry.row),
  };
}

interface ExpectedPair {
  ticket: string;
  file: string;
  row: number;
  pass: 'REF' | 'EXACT' | 'UNIQUE';
  reason: string;
  any_order_group?: string;
}
interface Expected {
  counts: {
    bo_imported: number;
    statement_rows: number;
    statement_credits_imported: number;
    qris_imported: number;
  };
  pairs: ExpectedPair[];
  contested: { tickets: string[]; file: string; row: number }[];
  pending_bo: { ticket: string }[];
  pending_statement: { file: string; row: number }[];
  skipped_bo: { ticket: string }[];
}

const expected = JSON.parse(readFileSync(new URL('expected.json', DAY_ABC_DIR), 'utf8')) as Expected;

/** `bca-statement.csv#18` is the id this test gives statement row 18 of that file. */
function rowId(file: string, row: number): string {
  return `${file}#${row}`;
}

/**
 * Pairs of one pass as comparable text. Pairs in one any_order_group may be swapped among themselves
 * (expected.json): they compare as the group's set of tickets and set of rows.
 */
function describePairs(pairs: { ticket: string; mutasi: string; group?: string }[]): string[] {
  const plain = pairs.filter((pair) => !pair.group).map((pair) => `${pair.ticket} ${pair.mutasi}`);
  const groups = new Map<string, { tickets: string[]; rows: string[] }>();
  for (const pair of pairs.filter((entry) => entry.group)) {
    const group = groups.get(pair.group!) ?? { tickets: [], rows: [] };
    group.tickets.push(pair.ticket);
    group.rows.push(pair.mutasi);
    groups.set(pair.group!, group);
  }
  const grouped = [...groups.values()].map(
    (group) => `{${group.tickets.sort().join(' ')}} {${group.rows.sort().join(' ')}}`,
  );
  return [...plain, ...grouped].sort();
}

const anyOrderGroupOf = new Map(
  expected.pairs.filter((pair) => pair.any_order_group).map((pair) => [pair.ticket, pair.any_order_group!]),
);

function actualPairs(result: MatchResult, pass: string) {
  return result.pairs
    .filter((pair) => pair.pass === pass)
    .map((pair) => ({
      ticket: String(pair.boId),
      mutasi: String(pair.mutasiId),
      group: anyOrderGroupOf.get(String(pair.boId)),
    }));
}

function expectedPairs(pass: string) {
  return expected.pairs
    .filter((pair) => pair.pass === pass)
    .map((pair) => ({
      ticket: pair.ticket,
      mutasi: rowId(pair.file, pair.row),
      group: pair.any_order_group,
    }));
}

const uploads = dayAbcUploads();
const oneRun = matchDay({
  bo: uploads.bo,
  mutasi: [...uploads.bca, ...uploads.qris],
  accounts: DAY_ABC_ACCOUNTS,
});

describe('the day-abc fixture read by this test', () => {
  it('holds the rows the fixture README counts', () => {
    const bo = readBoDeposit();
    expect(bo.rows).toHaveLength(expected.counts.bo_imported);
    expect(bo.skipped.map((row) => row.ticket)).toEqual(expected.skipped_bo.map((row) => row.ticket));
    expect(readBcaStatement()).toHaveLength(expected.counts.statement_rows);
    expect(uploads.bca).toHaveLength(expected.counts.statement_credits_imported);
    expect(uploads.qris).toHaveLength(expected.counts.qris_imported);
  });

  it('reads the sender names the bank printed, wallet payouts included', () => {
    const names = new Map(readBcaStatement().map((entry) => [entry.number, entry.row.name]));
    expect(names.get(3)).toBe('KURNIA SARI');
    expect(names.get(5)).toBe('MUHAMMAD RIZKY RAM');
    expect(names.get(9)).toBe('DOMPET ANAK BANGSA');
    expect(names.get(26)).toBe('VISIONET INTERNASI');
    expect(names.get(2)).toBe('WAHYU HIDAYAT');
    expect(readBcaStatement().find((entry) => entry.number === 38)?.row.date).toBe('2026-06-06');
    expect(readBcaStatement().find((entry) => entry.number === 29)?.row.isFee).toBe(true);
  });
});

describe('matchDay on day-abc-2026-06-05', () => {
  it.each(['REF', 'EXACT', 'UNIQUE'] as const)('makes exactly the %s pairs of expected.json', (pass) => {
    expect(describePairs(actualPairs(oneRun, pass))).toEqual(describePairs(expectedPairs(pass)));
  });

  it('gives every pair the reason expected.json gives', () => {
    const reasons = new Map(oneRun.pairs.map((pair) => [String(pair.boId), pair.reason]));
    for (const pair of expected.pairs) expect(reasons.get(pair.ticket), pair.ticket).toBe(pair.reason);
  });

  it("pairs the same player's two equal deposits with the two credits in time order", () => {
    const byTicket = new Map(oneRun.pairs.map((pair) => [String(pair.boId), String(pair.mutasiId)]));
    expect(byTicket.get('D6104840')).toBe(rowId('bca-statement.csv', 6));
    expect(byTicket.get('D6104913')).toBe(rowId('bca-statement.csv', 24));
  });

  it('reports the contested group with its candidates and leaves it pending', () => {
    expect(
      oneRun.contested.map((group) => ({
        tickets: group.boIds.map(String),
        rows: group.mutasiIds.map(String),
      })),
    ).toEqual(
      expected.contested.map((group) => ({ tickets: group.tickets, rows: [rowId(group.file, group.row)] })),
    );
    const [group] = oneRun.contested;
    expect(group?.pass).toBe('EXACT');
    expect(group?.candidates).toEqual([
      { boId: 'D6104878', mutasiId: 'bca-statement.csv#18', score: 1, gapSeconds: 0 },
      { boId: 'D6104883', mutasiId: 'bca-statement.csv#18', score: 1, gapSeconds: 0 },
    ]);
  });

  it('leaves exactly the rows of expected.json pending, contested ones flagged', () => {
    expect(oneRun.pendingBo.map((row) => row.boId)).toEqual(expected.pending_bo.map((row) => row.ticket));
    expect(oneRun.pendingMutasi.map((row) => String(row.mutasiId)).sort()).toEqual(
      expected.pending_statement.map((row) => rowId(row.file, row.row)).sort(),
    );
    const contestedTickets = new Set(expected.contested.flatMap((group) => group.tickets));
    for (const row of oneRun.pendingBo) expect(row.contested).toBe(contestedTickets.has(String(row.boId)));
    expect(oneRun.pendingMutasi.filter((row) => row.contested).map((row) => row.mutasiId)).toEqual([
      'bca-statement.csv#18',
    ]);
    expect(oneRun.counts).toEqual({
      REF: 4,
      EXACT: 30,
      UNIQUE: 2,
      pendingBo: 3,
      pendingMutasi: 4,
      contestedGroups: 1,
    });
  });

  it('shows the contested credit as the suggestion of both contested requests', () => {
    for (const ticket of ['D6104878', 'D6104883']) {
      const pending = oneRun.pendingBo.find((row) => row.boId === ticket)!;
      expect(pending.suggestions[0]).toMatchObject({
        mutasiId: 'bca-statement.csv#18',
        amountCents: 15_000_000,
        name: 'ADI PUTRA',
        score: 1,
        differences: 'nominal sama, rekening sama, tanggal sama, nama 100%',
      });
    }
    // Nobody else sent Rp75.000 or a name like DEDI KURNIAWAN: nothing to suggest.
    expect(oneRun.pendingBo.find((row) => row.boId === 'D6104918')?.suggestions).toEqual([]);
  });

  it('changes nothing when run again over what it left pending', () => {
    const pendingBo = new Set<RowId>(oneRun.pendingBo.map((row) => row.boId));
    const pendingMutasi = new Set<RowId>(oneRun.pendingMutasi.map((row) => row.mutasiId));
    const again = matchDay({
      bo: uploads.bo.filter((row) => pendingBo.has(row.id)),
      mutasi: [...uploads.bca, ...uploads.qris].filter((row) => pendingMutasi.has(row.id)),
      accounts: DAY_ABC_ACCOUNTS,
    });
    expect(again.pairs).toEqual([]);
    expect(again.contested).toEqual(oneRun.contested);
    expect(again.pendingBo).toEqual(oneRun.pendingBo);
  });

  const orders = [
    ['bo', 'bca', 'qris'],
    ['bo', 'qris', 'bca'],
    ['bca', 'bo', 'qris'],
    ['bca', 'qris', 'bo'],
    ['qris', 'bo', 'bca'],
    ['qris', 'bca', 'bo'],
  ] as const;
  it.each(orders)('ends in the same state when the files arrive as %s, %s, %s', (...order) => {
    // Each upload runs the engine over every row still pending, as the server does.
    let pendingBo: BoRow[] = [];
    let pendingMutasi: MutasiRow[] = [];
    const pairs: MatchResult['pairs'] = [];
    let last: MatchResult | undefined;
    for (const upload of order) {
      if (upload === 'bo') pendingBo = [...pendingBo, ...uploads.bo];
      else pendingMutasi = [...pendingMutasi, ...uploads[upload]];
      last = matchDay({ bo: pendingBo, mutasi: pendingMutasi, accounts: DAY_ABC_ACCOUNTS });
      pairs.push(...last.pairs);
      const pairedBo = new Set(last.pairs.map((pair) => pair.boId));
      const pairedMutasi = new Set(last.pairs.map((pair) => pair.mutasiId));
      pendingBo = pendingBo.filter((row) => !pairedBo.has(row.id));
      pendingMutasi = pendingMutasi.filter((row) => !pairedMutasi.has(row.id));
    }
    const sorted = (list: MatchResult['pairs']) =>
      list.map((pair) => `${pair.pass} ${pair.boId} ${pair.mutasiId} ${pair.reason}`).sort();
    expect(sorted(pairs)).toEqual(sorted(oneRun.pairs));
    expect(last?.contested).toEqual(oneRun.contested);
    expect(last?.pendingBo).toEqual(oneRun.pendingBo);
  });
});
