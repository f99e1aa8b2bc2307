/**
 * The generator's players and money: Indonesian holder names and the forms banks print them in, banks and wallets,
 * amounts, a seeded random source.
 */
import type { TruthLabel } from './day-types';

function words(text: string): readonly string[] {
  return text.split(' ');
}

const MALE = words(
  'ADI AGUS AHMAD ANDI ARIF BAGAS BAYU BIMA BUDI DEDI DIMAS EKO FAJAR FIKRI GILANG HADI HENDRA ILHAM IRWAN JOKO KEVIN LUKMAN RIZKY RIZAL RIDWAN SURYA TEGUH TOMMY WAHYU YOGA YUDI ARDI BONDAN CAHYO DANU ERIK FERRY GALIH HARIS INDRA JAKA KRISNA LUTFI MARIO NANDA OKTA PANJI RANGGA SANDI TAUFIK UDIN VINO WISNU YOSUA ZAKI ANDRE BENNY CANDRA DONI EDWIN FAISAL AGUNG ARYA BAMBANG DARMAWAN EDI FIRMAN GUNTUR HERU IWAN JEFRI KUKUH LANANG MULYADI NOVAL OKI PUTU RENDI RIO SLAMET TEDDY USMAN VICKY WAWAN YANTO ZULKIFLI ARIEF BRAM DIKI ERWIN FAHMI GERRY HARDI IRFAN',
);

const FEMALE = words(
  'AYU CITRA DEWI DIAN FITRI INDAH KURNIA LESTARI MAYA NOVITA NUR PUTRI RATNA RINA SINTA SITI SRI WULAN YULI ANGGI BELLA DINDA ELSA FARAH GITA HANA IRMA JESSICA KARINA LINDA MELATI NADIA OLIVIA PRISKA RAHMA SELVI TIARA UMI VERA WINDA YANTI ZAHRA ANISA CINDY DEVI EVI FENI HESTI INTAN JULIA KIKI LIA MEGA NINA OKTAVIA PUSPA RISA SARAH TIKA UTARI VIVI WIDYA YOLANDA ZAHWA AMALIA BUNGA DESI ELVIRA FITRIANI',
);

const MIDDLE = words(
  'ADITYA AJI BAYU CAHYA DWI EKA FAJAR GUNAWAN HARI IKHSAN JAYA KURNIA NUR PUTRA PUTRI RAHMAT SRI TRI WAHYU YUDHA DEWI INDRA MAULANA RIZKY',
);

export const LAST = words(
  'SANTOSO HIDAYAT SARI RAMADHAN PRASETYO SAPUTRA FAUZI HANDAYANI NUGROHO PURNAMASARI PRATAMA RAHMAN ARDIANSYAH SETIAWAN AMELIA ANGGRAINI SYAHPUTRA AINI HERMAWAN KUSUMA MARLINA ALAMSYAH HAKIM LESTARI SUSANTO KURNIAWAN WIJAYA PERMATASARI PRAKOSO WULANDARI NUGRAHA SANJAYA GUNAWAN HALIM SIREGAR NASUTION HARAHAP SIMANJUNTAK PANJAITAN LUBIS TANJUNG SUHENDRA SUBAGYO SUTRISNO WIBOWO HARTONO KUSNADI SUPRIYADI FIRMANSYAH HIDAYATULLAH MAHENDRA PERDANA WARDHANA ASTUTI BUDIMAN CAHYADI DARMADI EFENDI FEBRIANTO GINTING HASIBUAN ISKANDAR JAYADI KARTIKA LAKSANA MULYONO NAINGGOLAN OKTAVIANI PRABOWO QOMARUDIN RUSDI SAPUTRO TAMBUNAN UTOMO WAHYUDI YULIANTO ZAINUDDIN ANGGARA BASRI CHANDRA DAMANIK EKAPUTRA FAUZAN HARYANTO IRAWAN KUSUMAWATI LESMANA MARPAUNG NUGRAHENI PAMUNGKAS RAHARJO SEMBIRING SURYADI TARIGAN WINATA YUSUF ARIFIN BACHTIAR DARMAWAN HUTAPEA PASARIBU',
);

export const BANKS = [
  'BCA',
  'BCA',
  'BCA',
  'BRI',
  'BRI',
  'BNI',
  'MANDIRI',
  'MANDIRI',
  'CIMB',
  'BSI',
  'JAGO',
  'SEABANK',
];

export const WALLETS: readonly (readonly [string, string])[] = [
  ['GOPAY', 'DOMPET ANAK BANGSA'],
  ['OVO', 'VISIONET INTERNASI'],
  ['DANA', 'ESPAY DEBIT INDONE'],
  ['SHOPEEPAY', 'AIRPAY INTERNATION'],
];

export const DEPOSIT_AMOUNTS = [10, 20, 25, 30, 50, 50, 50, 100, 100, 150, 200, 250, 300, 500, 1000, 2000];

export const WITHDRAW_AMOUNTS = [50, 100, 150, 200, 250, 300, 500, 750, 1000, 1500, 2000, 5000];

export const QRIS_AMOUNTS = [10, 15, 20, 25, 30, 50, 75, 100];

export const THOUSAND = 100_000;

/** A small seeded generator (mulberry32): the same seed, the same day. */
export function createRandom(seed: number) {
  let state = seed >>> 0 || 0x9e3779b9;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (p: number) => next() < p,
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    hex: (length: number) => {
      let text = '';
      while (text.length < length)
        text += Math.floor(next() * 0x10000)
          .toString(16)
          .padStart(4, '0');
      return text.slice(0, length);
    },
  };
}

export type Random = ReturnType<typeof createRandom>;

/** A holder name as Indonesian banks print them: one to three words, some opening with MUHAMMAD. */
export function holderName(random: Random): string {
  const female = random.chance(0.45);
  const first = random.pick(female ? FEMALE : MALE);
  const shape = random.next();
  if (!female && shape < 0.15) {
    return `MUHAMMAD ${first} ${random.pick(LAST)}`;
  }
  if (shape < 0.1) return first;
  if (shape < 0.7) return `${first} ${random.pick(LAST)}`;
  return `${first} ${random.pick(MIDDLE)} ${random.pick(LAST)}`;
}

export function mixedCase(name: string): string {
  return name.replace(/\B[A-Z]+/g, (letters) => letters.toLowerCase());
}

export function clock(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A name as a statement prints it when it is not simply the holder name. */
export function nameVariant(random: Random, holder: string): string {
  const tokens = holder.split(' ');
  if (tokens[0] === 'MUHAMMAD' && tokens.length > 2)
    return random.chance(0.5) ? tokens.slice(1).join(' ') : `M ${tokens.slice(1).join(' ')}`;
  const long = tokens.findIndex((token) => token.length >= 6);
  if (long >= 0) {
    const token = tokens[long]!;
    // A slip inside the word: a letter dropped, first and last kept.
    const at = random.int(1, token.length - 2);
    tokens[long] = token.slice(0, at) + token.slice(at + 1);
    return tokens.join(' ');
  }
  return random.chance(0.5) ? `BPK ${holder}` : `${holder}.`;
}

const VOWELS = 'AEIOU';

const LETTERS = 'ABCDEFGHIJKLMNOPRSTUWY';

/**
 * One slipped letter (changed, added or missing) inside a word of five letters or more of a name of twelve or
 * more, never its first letter nor a last vowel (which makes another name); null when the name has no such word.
 */
function slipped(random: Random, holder: string): string | null {
  if (holder.length < 12) return null;
  const words = holder.split(' ');
  const long = words.map((word, at) => (word.length >= 5 ? at : -1)).filter((at) => at >= 0);
  if (long.length === 0) return null;
  const at = random.pick(long);
  const word = words[at]!;
  const position = random.int(1, word.length - 2);
  const kind = random.int(0, 2);
  let letter = random.pick([...LETTERS]);
  while (letter === word[position]) letter = random.pick([...LETTERS]);
  words[at] =
    kind === 0
      ? word.slice(0, position) + letter + word.slice(position + 1)
      : kind === 1
        ? word.slice(0, position) + letter + word.slice(position)
        : word.slice(0, position) + word.slice(position + 1);
  if (VOWELS.includes(words[at].at(-1)!) !== VOWELS.includes(word.at(-1)!)) return null;
  return words.join(' ');
}

const MUHAMMAD_SHORT = ['MUH', 'MOCH', 'MOH', 'M', 'MUHAMAD', 'MOHAMMAD'];

const TITLES = ['BPK', 'IBU', 'SDR', 'SDRI', 'BAPAK'];

/** A name form a careful checker reads as the holder, and its label; null when the holder allows none of them. */
export function nameForm(random: Random, holder: string): { printed: string; label: TruthLabel } | null {
  const words = holder.split(' ');
  const choice = random.int(0, 2);
  if (choice === 0 || (words[0] === 'MUHAMMAD' && choice === 1)) {
    if (words[0] === 'MUHAMMAD' && words.length > 1) {
      const rest = words.slice(1).join(' ');
      return {
        printed: random.chance(0.25) ? rest : `${random.pick(MUHAMMAD_SHORT)} ${rest}`,
        label: 'muhammad',
      };
    }
  }
  if (choice === 1) {
    const printed = slipped(random, holder);
    if (printed !== null) return { printed, label: 'slip' };
  }
  return { printed: `${random.pick(TITLES)} ${holder}`, label: 'title' };
}

/** A zero too many, or a digit off by five thousand: what a hurried panel operator types. */
export function typoAmount(random: Random, cents: number): number {
  const choice = random.int(0, 2);
  if (choice === 0) return cents * 10;
  if (choice === 1 || cents <= 5 * THOUSAND) return cents + 5 * THOUSAND;
  return cents - 5 * THOUSAND;
}
