import fc from 'fast-check';
import { MONTHS } from '@rekon/contracts';
import { formatAmount } from '../amount';
import type { UploadFormat } from '../formats';
import type { ParseOptions } from '../layout';
import { QRIS_CANONICAL_HEADER } from '../qris/columns';

/** One transaction as a generator thinks of it, before a format writes it. */
export interface LogicalRow {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** Whole rupiah times 100, so every format (Nexus thousands included) can write it exactly. */
  cents: number;
  direction: 'CR' | 'DB';
  name: string;
  /** Gateway / panel status is a success status. */
  success: boolean;
}

/** What a correct parser must read back from a written row. */
export interface ExpectedRow {
  date: string;
  time: string | null;
  direction: 'CR' | 'DB';
  amountCents: number;
  name: string | null;
  imported: boolean;
}

export interface Sample {
  /** The file's cells, row by row (`serialise` writes them with or without quotes, any line end). */
  cells: string[][];
  options: ParseOptions;
  expected: ExpectedRow[];
}

// Names a bank prints: capitals, one accented (a Windows-1252 name), none that is also a remark word.
const NAME_WORDS = [
  'BUDI',
  'SANTOSO',
  'SITI',
  'RAHMAWATI',
  'EKO',
  'PRASETYO',
  'AYU',
  'RINA',
  'JOSÉ',
  'NUR',
  'AINI',
];

export const logicalRow: fc.Arbitrary<LogicalRow> = fc.record({
  year: fc.integer({ min: 2024, max: 2027 }),
  month: fc.integer({ min: 1, max: 12 }),
  day: fc.integer({ min: 1, max: 28 }),
  hour: fc.integer({ min: 0, max: 23 }),
  minute: fc.integer({ min: 0, max: 59 }),
  second: fc.integer({ min: 0, max: 59 }),
  cents: fc.integer({ min: 1, max: 1_000_000_000 }).map((rupiah) => rupiah * 100),
  direction: fc.constantFrom<'CR' | 'DB'>('CR', 'DB'),
  name: fc
    .array(fc.constantFrom(...NAME_WORDS), { minLength: 1, maxLength: 3 })
    .map((words) => words.join(' '))
    .filter((name) => name.length <= 18),
  success: fc.boolean(),
});

export const logicalRows = fc.array(logicalRow, { minLength: 1, maxLength: 6 });

const pad = (value: number, length = 2) => String(value).padStart(length, '0');
const isoDate = (row: LogicalRow) => `${row.year}-${pad(row.month)}-${pad(row.day)}`;
const time = (row: LogicalRow) => `${pad(row.hour)}:${pad(row.minute)}:${pad(row.second)}`;
const dmy = (row: LogicalRow) => `${pad(row.day)}/${pad(row.month)}/${row.year}`;
const lines = (rows: string[][]) => rows;

const expect = (row: LogicalRow, overrides: Partial<ExpectedRow> = {}): ExpectedRow => ({
  date: isoDate(row),
  time: time(row),
  direction: row.direction,
  amountCents: row.cents,
  name: row.name,
  imported: true,
  ...overrides,
});

/** Gateways and panels need one success row, or the whole file is refused (formats.md). */
const withSuccess = (rows: LogicalRow[]) =>
  rows.map((row, index) => (index === 0 ? { ...row, success: true } : row));

type Writer = (rows: LogicalRow[]) => Sample;

const STATEMENT_DATE = '2026-06-30';

const klikBca: Writer = (rows) => {
  // `'DD/MM` carries no year: months up to June are 2026, later ones 2025 (the year before).
  const dated = rows.map((row) => ({ ...row, year: row.month > 6 ? 2025 : 2026 }));
  const body = dated.map((row) => [
    `'${pad(row.day)}/${pad(row.month)}`,
    `TRSF E-BANKING ${row.direction} ${pad(row.day)}${pad(row.month)}/FTSCY/WS95031${formatAmount(row.cents).padStart(18)}${row.name}`,
    "'0000",
    formatAmount(row.cents),
    row.direction,
    '',
  ]);
  const credit = dated.filter((row) => row.direction === 'CR').reduce((sum, row) => sum + row.cents, 0);
  const debit = dated.filter((row) => row.direction === 'DB').reduce((sum, row) => sum + row.cents, 0);
  return {
    cells: lines([
      ['No. Rekening', '=', "'7730012345"],
      ['Nama', '=', 'LINDA KUSUMAWATI'],
      [],
      ['Tanggal', 'Keterangan', 'Cabang', 'Jumlah', '', 'Saldo'],
      ...body,
      ['Mutasi Kredit', '=', formatAmount(credit)],
      ['Mutasi Debet', '=', formatAmount(debit)],
    ]),
    options: { statementDate: STATEMENT_DATE },
    expected: dated.map((row) => expect(row, { time: null })),
  };
};

const bniDirect: Writer = (rows) => ({
  cells: lines([
    ['Post Date', 'Value Date', 'Branch', 'Journal No.', 'Description', 'Debit', 'Credit', ''],
    ...rows.map((row) => {
      const date = `${pad(row.day)}/${pad(row.month)}/${String(row.year).slice(2)}`;
      const amount = formatAmount(row.cents, 'en');
      return [
        `${date} ${pad(row.hour)}.${pad(row.minute)}.${pad(row.second)}`,
        date,
        '0998',
        '700101',
        `TRANSFER|${row.direction === 'CR' ? 'DARI' : 'KE'} ${row.name}|0281934756||`,
        row.direction === 'DB' ? amount : '0.00',
        row.direction === 'CR' ? amount : '0.00',
        '',
      ];
    }),
  ]),
  options: {},
  expected: rows.map((row) => expect(row)),
});

const bniMobile: Writer = (rows) => ({
  cells: lines([
    ['Tanggal', 'Uraian Transaksi', 'Tipe', 'Nominal', 'Saldo'],
    ...rows.map((row) => [
      isoDate(row),
      `TRANSFER ${row.direction === 'CR' ? 'DARI' : 'KE'} ${row.name}`,
      row.direction === 'CR' ? 'Cr.' : 'Db.',
      formatAmount(row.cents, 'id'),
      '',
    ]),
  ]),
  options: {},
  expected: rows.map((row) => expect(row, { time: null })),
});

const mandiri: Writer = (rows) => ({
  cells: lines([
    ['Tanggal', 'Waktu', 'Keterangan', 'Dana Masuk', 'Dana Keluar', 'Saldo'],
    ...rows.map((row) => [
      `${pad(row.day)} ${MONTHS[row.month - 1]} ${row.year}`,
      time(row),
      `Transfer BI Fast ${row.direction === 'CR' ? 'Dari' : 'Ke'} BCA ${row.name} 0281934756`,
      row.direction === 'CR' ? formatAmount(row.cents, 'id') : '',
      row.direction === 'DB' ? formatAmount(row.cents, 'id') : '',
      '',
    ]),
  ]),
  options: {},
  expected: rows.map((row) => expect(row)),
});

const cimb: Writer = (rows) => {
  // One day above 12 decides the day/month order of the file.
  const dated = rows.map((row, index) => (index === 0 ? { ...row, day: 13 + (row.day % 15) } : row));
  return {
    cells: lines([
      ['Post Date', 'Eff Date', 'Description', 'Debit', 'Credit', 'Balance', 'Transaction Ref No'],
      ...dated.map((row, index) => [
        `${dmy(row)} ${pad(row.hour)}:${pad(row.minute)}`,
        dmy(row),
        `TRANSFER ${row.direction === 'CR' ? 'DR BCA' : 'KE'} ${row.name}`,
        row.direction === 'DB' ? formatAmount(row.cents) : '0.00',
        row.direction === 'CR' ? formatAmount(row.cents) : '0.00',
        '',
        `CN${index}`,
      ]),
    ]),
    options: {},
    expected: dated.map((row) => expect(row, { time: `${pad(row.hour)}:${pad(row.minute)}:00` })),
  };
};

const manual: Writer = (rows) => ({
  cells: lines([
    ['Tanggal', 'Jam', 'Tipe', 'Nominal', 'Nama', 'No Rekening/HP', 'Keterangan', 'Referensi', 'Saldo'],
    ...rows.map((row, index) => [
      dmy(row),
      time(row),
      row.direction,
      formatAmount(row.cents, 'id', { decimals: 'auto' }),
      row.name,
      '081234560001',
      'DEPO',
      `DN${index}`,
      '',
    ]),
  ]),
  options: { provider: 'DANA' },
  expected: rows.map((row) => expect(row)),
});

const qris: Writer = (input) => {
  const rows = withSuccess(input);
  return {
    cells: lines([
      QRIS_CANONICAL_HEADER,
      ...rows.map((row, index) => [
        `${isoDate(row)} ${time(row)}`,
        '',
        `019e9577-4838-7ea7-afaa-${pad(index, 12)}`,
        `D71044${pad(index)}`,
        '',
        'budi88',
        'DANA',
        row.name,
        formatAmount(row.cents, 'plain', { decimals: 'auto' }),
        '0',
        formatAmount(row.cents, 'plain', { decimals: 'auto' }),
        row.success ? 'SUCCESS' : 'UNPAID',
      ]),
    ]),
    options: {},
    expected: rows.map((row) => expect(row, { direction: 'CR', imported: row.success })),
  };
};

const autoTx: Writer = (input) => {
  const rows = withSuccess(input);
  return {
    cells: lines([
      [
        'Tanggal Waktu',
        'Wallet',
        'No Akun',
        'ID Transaksi',
        'Nama Pengirim',
        'No Pengirim',
        'Nominal',
        'Biaya',
        'Status',
        'Keterangan',
      ],
      ...rows.map((row, index) => [
        `${isoDate(row)} ${time(row)}`,
        'DANA',
        '081298765432',
        `2026060510251041223812${pad(index)}`,
        row.name,
        '081234560001',
        formatAmount(row.cents, 'plain', { decimals: 'auto' }),
        '0',
        row.success ? 'BERHASIL' : 'PENDING',
        'Transfer',
      ]),
    ]),
    options: {},
    expected: rows.map((row) => expect(row, { direction: 'CR', imported: row.success })),
  };
};

const nexusPay: Writer = (input) => {
  const rows = withSuccess(input);
  return {
    cells: lines([
      ['NXPAY Report'],
      ['Ticket Number', 'Username', 'Amount', 'Admin Fee', 'Account Title', 'Date', 'Payment Type', 'Status'],
      ...rows.map((row, index) => {
        const hour12 = row.hour % 12 === 0 ? 12 : row.hour % 12;
        const sign = row.direction === 'DB' ? '-' : '';
        return [
          `${row.direction === 'CR' ? 'D' : 'W'}72051${pad(index)}`,
          'budi88',
          `${sign}${formatAmount(row.cents)}`,
          '0',
          'BCA',
          `${row.month}/${row.day}/${row.year} ${hour12}:${pad(row.minute)}:${pad(row.second)} ${row.hour < 12 ? 'AM' : 'PM'}`,
          'BANK',
          row.success ? 'Success' : 'Failed',
        ];
      }),
      ['', 'Grand Total', '0', '0', '', '', '', ''],
    ]),
    options: {},
    expected: rows.map((row) => expect(row, { name: null, imported: row.success })),
  };
};

/** Panel exports: `scale` 1000 writes thousands of rupiah (`12.5` is Rp12.500). */
function panelWriter(kind: 'deposit' | 'withdraw', panel: 'nexus' | 'luxe'): Writer {
  const scale = panel === 'nexus' ? 1000 : 1;
  return (input) => {
    // Thousands with at most two decimals: three would read as a grouped number (formats.md).
    const rows = withSuccess(input).map((row) => ({
      ...row,
      cents: panel === 'nexus' ? row.cents - (row.cents % 1000) || 1000 : row.cents,
    }));
    const amount = (cents: number) =>
      scale === 1 ? formatAmount(cents, 'plain', { decimals: 'auto' }) : String(cents / 100 / scale);
    const header =
      kind === 'deposit'
        ? [
            'Ticket Number',
            'Requested Date',
            'Approved Date',
            'User Name',
            'Full Name',
            'Deposit Amount',
            'Player Bank',
            'Bank Title',
            'Status',
            'Website',
            'Reference',
          ]
        : [
            'Ticket Number',
            'Requested Date',
            'Approved Date',
            'User Name',
            'Full Name',
            'Withdrawal Amount',
            'Player Bank',
            'Bank Title',
            'Status',
            'Website',
            'Ref Code',
          ];
    const body = rows.map((row, index) => [
      `${kind === 'deposit' ? 'D' : 'W'}62081${pad(index)}`,
      `${isoDate(row)} ${time(row)}, Platform: Mobile`,
      row.success ? `${isoDate(row)} ${time(row)}` : '',
      'budi88',
      row.name,
      amount(row.cents),
      `BCA|${row.name}|0945309618`,
      'BCA|LINDA KUSUMAWATI|7730012345',
      row.success ? (panel === 'nexus' ? 'Approved' : 'Approve') : 'Pending',
      'XYZ',
      `019e954b-8130-7140-bd9b-${pad(index, 12)}`,
    ]);
    const total = [
      'GRAND TOTAL',
      '',
      '',
      '',
      '',
      amount(rows.reduce((sum, row) => sum + row.cents, 0)),
      '',
      '',
      '',
      '',
      '',
    ];
    return {
      cells: lines([
        ...(panel === 'nexus' ? [[`HISTORI ${kind === 'deposit' ? 'DP' : 'WD'} PANEL`]] : []),
        header,
        ...body,
        total,
      ]),
      options: { websiteCode: 'XYZ' },
      expected: rows.map((row) =>
        expect(row, { direction: kind === 'deposit' ? 'CR' : 'DB', imported: row.success }),
      ),
    };
  };
}

export const WRITERS: Record<UploadFormat, Writer> = {
  bca: klikBca,
  'bni-internet': bniDirect,
  'bni-mobile': bniMobile,
  mandiri,
  cimb,
  manual,
  qris,
  autotx: autoTx,
  nexuspay: nexusPay,
  'nexus-deposit': panelWriter('deposit', 'nexus'),
  'nexus-withdraw': panelWriter('withdraw', 'nexus'),
  'luxe-deposit': panelWriter('deposit', 'luxe'),
  'luxe-deposit-qris': panelWriter('deposit', 'luxe'),
  'luxe-withdraw': panelWriter('withdraw', 'luxe'),
};

/** Real samples of each format, for mutation fuzzing. */
export const FIXTURES_OF: Record<UploadFormat, { path: string; options: ParseOptions }[]> = {
  bca: [
    { path: 'bca/klikbca-individual-id.csv', options: { statementDate: '2027-01-02' } },
    { path: 'bca/klikbca-bisnis.csv', options: { statementDate: '2026-06-08' } },
    { path: 'bca/klikbca-individual-id-utf16.csv', options: { statementDate: '2027-01-02' } },
  ],
  'bni-internet': [{ path: 'bni/bnidirect.csv', options: {} }],
  'bni-mobile': [{ path: 'bni/bni-mobile-converted.csv', options: {} }],
  mandiri: [
    { path: 'mandiri/mandiri-converted.csv', options: {} },
    { path: 'mandiri/mcm.csv', options: {} },
  ],
  cimb: [{ path: 'cimb/cimb.csv', options: {} }],
  manual: [
    { path: 'manual/manual.csv', options: { provider: 'DANA' } },
    { path: 'manual/bri-estatement.csv', options: { provider: 'BRI' } },
  ],
  qris: [
    { path: 'qris/qris-hoki.csv', options: {} },
    { path: 'qris/qris-zpay.csv', options: {} },
  ],
  autotx: [{ path: 'autotx/autotx.csv', options: {} }],
  nexuspay: [{ path: 'nexuspay/nxpay-report.csv', options: {} }],
  'nexus-deposit': [{ path: 'bo/nexus-deposit.csv', options: { websiteCode: 'XYZ' } }],
  'nexus-withdraw': [{ path: 'bo/nexus-withdraw.csv', options: { websiteCode: 'XYZ' } }],
  'luxe-deposit': [{ path: 'bo/luxe-deposit.csv', options: { websiteCode: 'DEF' } }],
  'luxe-deposit-qris': [{ path: 'bo/luxe-deposit-qris.csv', options: { websiteCode: 'DEF' } }],
  'luxe-withdraw': [{ path: 'bo/luxe-withdraw.csv', options: { websiteCode: 'DEF' } }],
};
