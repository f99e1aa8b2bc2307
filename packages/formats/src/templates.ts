import type { UploadFormat } from './formats';
import type { ParseOptions } from './layout';
import { QRIS_CANONICAL_HEADER } from './qris/columns';
import { toCsv } from './text/csv-write';

export interface CsvTemplate {
  /** `GET /api/template<name>` (BRI: `templatemutasimanual?bank=bri`); downloaded as `template_<name>.csv`. */
  name: string;
  fileName: string;
  /** The upload that reads it, and the form options a test needs to parse it. */
  format: UploadFormat;
  options: ParseOptions;
  /** The exact header its parser expects plus invented example rows the parser accepts. */
  content: string;
}

const template = (
  name: string,
  format: UploadFormat,
  rows: string[][],
  options: ParseOptions = {},
  quoteAll = false,
): CsvTemplate => ({
  name,
  fileName: `template_${name}.csv`,
  format,
  options,
  content: toCsv(rows, { quoteAll }),
});

const QRIS_EXAMPLES = [
  [...QRIS_CANONICAL_HEADER],
  [
    '2026-06-05 09:41:07',
    '2026-06-06 09:00:00',
    '019f28eb-0000-7ee2-83ea-ad5cddc90001',
    'D6100001',
    '608201130001',
    'budi88',
    'DANA',
    'BUDI SANTOSO',
    '50000',
    '350',
    '49650',
    'SUCCESS',
  ],
  [
    '2026-06-05 09:45:12',
    '2026-06-06 09:00:00',
    '019f28eb-0000-7ee2-83ea-ad5cddc90002',
    'D6100002',
    '608201130002',
    'sitirahma',
    'GOPAY',
    'SITI RAHMAWATI',
    '100000',
    '700',
    '99300',
    'SUCCESS',
  ],
  [
    '2026-06-05 09:50:00',
    '',
    '019f28eb-0000-7ee2-83ea-ad5cddc90003',
    'D6100003',
    '',
    'agus_pr',
    '',
    '',
    '25000',
    '0',
    '25000',
    'UNPAID',
  ],
];

/** The ten downloads of the template page (formats.md, "Templates"). */
export const TEMPLATES: readonly CsvTemplate[] = [
  template(
    'mutasibankbca',
    'bca',
    [
      ['Tanggal', 'Keterangan', 'Cabang', 'Jumlah', '', 'Saldo'],
      [
        "'05/06",
        'TRSF E-BANKING CR 0506/FTSCY/WS95031         250000.00BUDI SANTOSO',
        "'0000",
        '250000.00',
        'CR',
        '1250000.00',
      ],
      ["'05/06", 'BI-FAST CR TRANSFER   DR 002 SITI RAHMAWATI', "'0000", '100000.00', 'CR', '1350000.00'],
      [
        "'05/06",
        'TRSF E-BANKING DB 0506/FTSCY/WS95271         500000.00wd0001 AGUS PRATAMA',
        "'0000",
        '500000.00',
        'DB',
        '850000.00',
      ],
    ],
    { statementDate: '2026-06-05' },
  ),
  template('mutasibankbniinternetbanking', 'bni-internet', [
    ['Post Date', 'Value Date', 'Branch', 'Journal No.', 'Description', 'Debit', 'Credit', ''],
    [
      '05/06/26 10.15.30',
      '05/06/26',
      '0998',
      '700001',
      'TRANSFER|DARI BUDI SANTOSO|0281934756|DEPO XYZ|',
      '0.00',
      '250,000.00',
      '',
    ],
    [
      '05/06/26 11.02.11',
      '05/06/26',
      '0998',
      '700002',
      'TRANSFER|KE SITI RAHMAWATI|0123456789|WD|',
      '500,000.00',
      '0.00',
      '',
    ],
    ['05/06/26 11.02.11', '05/06/26', '0998', '700003', 'BIAYA|BI-FAST|||', '2,500.00', '0.00', ''],
  ]),
  template('mutasibankbnimobile', 'bni-mobile', [
    ['Tanggal', 'Uraian Transaksi', 'Tipe', 'Nominal', 'Saldo'],
    ['2026-06-05', 'TRANSFER DARI BUDI SANTOSO', 'Cr.', '250.000,00', '2.250.000,00'],
    ['2026-06-05', 'TRANSFER KE Bpk AGUS PRATAMA', 'Db.', '800.000,00', '1.450.000,00'],
    ['2026-06-05', 'BY TRX BIFAST', 'Db.', '2.500,00', '1.447.500,00'],
  ]),
  template('mutasibankmandiri', 'mandiri', [
    ['Tanggal', 'Waktu', 'Keterangan', 'Dana Masuk', 'Dana Keluar', 'Saldo'],
    [
      '05 Jun 2026',
      '09:41:07',
      'Transfer BI Fast Dari BCA BUDI SANTOSO 0281934756',
      '1.000.000,00',
      '',
      '3.000.000,00',
    ],
    [
      '05 Jun 2026',
      '10:02:55',
      'Transfer BI Fast Ke BRI SITI RAHMAWATI 012301009876543',
      '',
      '250.000,00',
      '2.750.000,00',
    ],
    ['05 Jun 2026', '10:02:55', 'Biaya transfer BI Fast', '', '2.500,00', '2.747.500,00'],
  ]),
  template('mutasimanual', 'manual', [
    ['Tanggal', 'Jam', 'Tipe', 'Nominal', 'Nama', 'No Rekening/HP', 'Keterangan', 'Referensi', 'Saldo'],
    [
      '05/06/2026',
      '09:41',
      'CR',
      '250000',
      'BUDI SANTOSO',
      '081234560001',
      'DEPO XYZ budi88',
      'DN2606050001',
      '1250000',
    ],
    [
      '05/06/2026',
      '10:02',
      'DB',
      '500000',
      'SITI RAHMAWATI',
      '085212340002',
      'WD XYZ sitirahma',
      'DN2606050002',
      '750000',
    ],
    ['05/06/2026', '10:02', 'DB', '1000', '', '', 'Biaya transfer', '', '749000'],
  ]),
  template(
    'mutasimanual_bri',
    'manual',
    [
      [
        'ID',
        'NOREK',
        'TGL_TRAN',
        'TGL_EFEKTIF',
        'JAM_TRAN',
        'SEQ',
        'DESK_TRAN',
        'SALDO_AWAL_MUTASI',
        'MUTASI_DEBET',
        'MUTASI_KREDIT',
        'SALDO_AKHIR_MUTASI',
        'GLSIGN',
      ],
      [
        '1',
        '012301000123456',
        '2026-06-05 00:04:26',
        '2026-06-05 00:04:26',
        '426',
        '4074001',
        'NBMB BUDI SANTOSO TO SUTRISNO WIDODO ESB:NBMB:0001500F:151727000001',
        '4116652.00',
        '.00',
        '200000.00',
        '4316652.00',
        'Cr',
      ],
      [
        '2',
        '012301000123456',
        '2026-06-05 09:15:02',
        '2026-06-05 09:15:02',
        '91502',
        '4074002',
        'BRIVA888100812345678901 DANA',
        '4316652.00',
        '50000.00',
        '.00',
        '4266652.00',
        'Db',
      ],
      [
        '3',
        '012301000123456',
        '2026-06-05 09:15:02',
        '2026-06-05 09:15:02',
        '91502',
        '4074003',
        'BRIVA888100812345678901 DANA',
        '4266652.00',
        '1000.00',
        '.00',
        '4265652.00',
        'Db',
      ],
    ],
    { provider: 'BRI' },
    true,
  ),
  template('mutasiautoqr', 'qris', QRIS_EXAMPLES),
  template('mutasiautotx', 'autotx', [
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
    [
      '2026-06-05 08:14:22',
      'DANA',
      '081298765432',
      '20260605101234567890123456',
      'BUDI SANTOSO',
      '081234560001',
      '100000',
      '0',
      'SUCCESS',
      'Transfer dari BUDI SANTOSO',
    ],
    [
      '2026-06-05 09:02:51',
      'DANA',
      '081298765432',
      '20260605101234567890123457',
      'SITI RAHMAWATI',
      '085212340002',
      '250000',
      '0',
      'SUCCESS',
      'Transfer dari SITI RAHMAWATI',
    ],
  ]),
  template('mutasinexuspay', 'nexuspay', [
    ['Ticket Number', 'Username', 'Amount', 'Admin Fee', 'Account Title', 'Date', 'Payment Type', 'Status'],
    ['D2800001', 'budi88', '1500000.00', '0', 'QRIS', '6/5/2026 12:07:21 AM', 'QR', 'Success'],
    ['W2800002', 'sitirahma', '-3000000.00', '-3000', 'BRI', '6/5/2026 1:47:01 PM', 'BANK', 'Success'],
  ]),
  template('mutasiqris', 'qris', QRIS_EXAMPLES),
];

/** The template for `GET /api/template<name>` (`mutasibankbca`, `mutasimanual_bri` …), or undefined. */
export const templateNamed = (name: string): CsvTemplate | undefined =>
  TEMPLATES.find((candidate) => candidate.name === name);
