/**
 * Realistic upload files for benchmarks: one day of a website's BO deposit export (Nexus panel, amounts in
 * thousands) and its KlikBCA statement, where most requests have their credit and a few do not. Written
 * line by line to a temp file, never built as one string.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';

const FIRST = [
  'BUDI',
  'SITI',
  'AGUS',
  'DEWI',
  'MUHAMMAD',
  'RINA',
  'EKO',
  'ANDI',
  'PUTRI',
  'DIMAS',
  'WAHYU',
  'KURNIA',
  'HENDRA',
  'YULI',
  'FAJAR',
  'INDAH',
  'RUDI',
  'MAYA',
  'ARIF',
  'NUR',
  'TAUFIK',
  'LINDA',
  'BAMBANG',
  'SRI',
  'JOKO',
  'ANI',
  'YOGA',
  'NINA',
  'REZA',
  'DIAN',
];
const LAST = [
  'SANTOSO',
  'RAHMAWATI',
  'PRATAMA',
  'ANGGRAENI',
  'RAMADHAN',
  'MARLINA',
  'PRASETYO',
  'SAPUTRA',
  'LESTARI',
  'NUGROHO',
  'HIDAYAT',
  'SARI',
  'WIJAYA',
  'KUSUMA',
  'SETIAWAN',
  'PURNAMA',
  'HARAHAP',
  'SIREGAR',
  'NASUTION',
  'SIMANJUNTAK',
  'WIBOWO',
  'GUNAWAN',
  'HALIM',
  'TANJUNG',
  'LUBIS',
  'SUSANTO',
  'KURNIAWAN',
  'FIRMANSYAH',
  'MAULANA',
  'HAKIM',
];

export interface DayShape {
  rows: number;
  website: string;
  account: { name: string; number: string };
  /** Share of BO rows without a credit (never matched). */
  missingShare: number;
  /** Consecutive days from 5 June 2026 (at most 26) the rows spread over, in order (default 1: one crowded day). */
  days?: number;
}

/** Syllables of the generated family names: 20^3 = 8,000 words, as many as a city's payers bring. */
const SYLLABLES = [
  'BA',
  'DI',
  'GA',
  'HA',
  'JA',
  'KU',
  'LA',
  'MA',
  'NI',
  'PU',
  'RA',
  'SA',
  'TI',
  'WA',
  'YU',
  'DA',
  'SU',
  'NA',
  'RI',
  'TO',
];
const familyOf = (n: number) =>
  `${SYLLABLES[n % 20]}${SYLLABLES[Math.floor(n / 20) % 20]}${SYLLABLES[Math.floor(n / 400) % 20]}`;

/**
 * 240,000 three-part names: a common first name, a generated family name and a common last word. Repeats
 * happen, as in life, but rarely with the same amount on the same day. (Names from a few dozen common words
 * only would make every request compare with thousands of credits of its amount, which no real day does.)
 */
const holderOf = (index: number) => {
  const n = (index * 7919) % 240_000;
  return `${FIRST[n % 30]} ${familyOf(Math.floor(n / 30))} ${LAST[Math.floor(n / 7) % 30]}`;
};
/** Amounts crowd on round values, as real deposits do: many rows share an amount. */
const thousandsOf = (index: number) =>
  [50, 100, 150, 200, 250, 300, 500, 1000][index % 8]! + (index % 13 === 0 ? index % 50 : 0);
const timeOf = (index: number) => {
  const seconds = Math.floor((index / 1.05) % 86_000) + 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
};

/** Writes generated lines to a file in chunks of about 256 kB, waiting for the disk when it asks to. */
export async function writeLines(path: string, lines: Iterable<string>) {
  const out = createWriteStream(path);
  let buffer = '';
  for (const line of lines) {
    buffer += line;
    if (buffer.length > 256 * 1024) {
      if (!out.write(buffer)) await once(out, 'drain');
      buffer = '';
    }
  }
  out.end(buffer);
  await once(out, 'finish');
}

/** The column header of a Nexus BO deposit export, as the panel writes it. */
export const BO_DEPOSIT_HEADER =
  'Ticket Number,Requested Date,Approved Date,User Name,Full Name,Payment Type,Deposit Amount,Admin Fee,Agent Fee,Player Fee,Nett Amount,Player Bank,Bank Title,Remarks,Status,Handler,Website,Reference,Own Reference,Bank Statement Date\r\n';

/** The header of a KlikBCA statement of one account: its block of details, a blank line and the column names. */
export const klikBcaHeader = (account: { name: string; number: string }) =>
  `No. Rekening,=,'${account.number}\r\nNama,=,${account.name}\r\nMata Uang,=,IDR\r\n\r\n` +
  'Tanggal,Keterangan,Cabang,Jumlah,,Saldo\r\n';

/** The day of month (June 2026) of row `index`: the rows fill the shape's days in order. */
const dayOf = (shape: DayShape, index: number) =>
  String(5 + Math.floor((index * (shape.days ?? 1)) / shape.rows)).padStart(2, '0');

export async function writeBoExport(path: string, shape: DayShape) {
  function* lines() {
    yield 'HISTORI DP PANEL\r\n';
    yield BO_DEPOSIT_HEADER;
    for (let i = 0; i < shape.rows; i++) {
      const time = timeOf(i);
      const holder = holderOf(i);
      const amount = thousandsOf(i);
      const date = `2026-06-${dayOf(shape, i)}`;
      yield `D${20_000_000 + i},"${date} ${time}, Platform: Mobile",${date} ${time},user${i},${holder},BANK,${amount},0,0,0,${amount},BCA|${holder}|${String(1_000_000_000 + i)},BCA|${shape.account.name}|${shape.account.number},,Approved,cs0${i % 9},${shape.website},,,${date}\r\n`;
    }
  }
  await writeLines(path, lines());
}

export async function writeBcaStatement(path: string, shape: DayShape) {
  function* lines() {
    yield klikBcaHeader(shape.account);
    let balance = 0;
    for (let i = 0; i < shape.rows; i++) {
      if ((i * 7919) % 1000 < shape.missingShare * 1000) continue;
      const rupiah = thousandsOf(i) * 1000;
      balance += rupiah;
      // Banks cut the sender's name to 18 characters, right after the amount.
      const name = holderOf(i).slice(0, 18);
      const day = dayOf(shape, i);
      yield `'${day}/06,TRSF E-BANKING CR ${day}06/FTSCY/WS95031${`${rupiah}.00`.padStart(18)}${name},'0000,${rupiah}.00,CR,${balance}.00\r\n`;
    }
  }
  await writeLines(path, lines());
}
