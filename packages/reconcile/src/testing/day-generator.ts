/**
 * Realistic reconciliation days with known truth, for the property tests and bench/reconcile.bench.ts: who
 * really paid which request. Test support only, not exported from the package.
 *
 * Each website has deposit accounts whose statements carry times (Mandiri, BNI) or only dates (BCA, which also
 * cuts names to 18 characters and posts transfers made just before midnight on the next day) and withdraw
 * accounts. Players have a holder name (some share it with another player), a bank or an e-wallet, favourite
 * amounts and an activity level, so one amount draws crowds and busy players repeat themselves. Around the
 * normal flow the generator sprinkles what makes reconciliation hard: requests whose money never came,
 * credits nobody asked for, amounts typed wrong in the panel, wallet payouts without a player name, QRIS
 * payments known by reference, name variants, namesakes, midnight crossings and bank fee rows.
 */
import { addDays } from '@rekon/contracts';
import { nameKeys, scoreNormalizedNames, UNIQUE_MIN_SCORE } from '../names';
import { normalizeName } from '../name-reading';
import { matchingAmountCents } from '../prepare';
import { dayNumber } from '../time';
import type { BoRow, DataBankAccount, MatchInput, MutasiRow, RowId, Side } from '../types';

export interface DayGeneratorOptions {
  seed: number;
  days: number;
  /** BO rows per day over all websites. */
  boPerDay: number;
  websites?: number;
  startDate?: string;
  rates?: Partial<GeneratorRates>;
}

export interface GeneratorRates {
  /** Share of requests approved in the panel whose money never reached the account. */
  missingCounterpart: number;
  /** Credits nobody asked for, as a share of requests. */
  orphanCredit: number;
  /** Requests whose amount was typed wrong in the panel. */
  typoAmount: number;
  /** Requests paid by QRIS (known by reference, no Data Bank account). */
  qris: number;
  /** Requests that are withdrawals. */
  withdraw: number;
  /** Players who share their holder name with another player. */
  namesake: number;
  /** Statement names that differ from the holder name (initial, missing MUHAMMAD, a slip). */
  nameVariant: number;
  /**
   * Everyday name forms a careful checker reads as the holder (reconcile.md "Name"): one slipped letter in a long
   * name, a leading MUHAMMAD written MUH, MOCH, MOH, M or left out, a title in front (counted in a bank's cut).
   */
  nameForm: number;
  /** Share of transfers whose description names the sending bank (BI-FAST codes, in-bank transfers). */
  channelNamed: number;
  /** Players who pay from an account in another person's name (a spouse's): no name can tell it. */
  alias: number;
  /** Of those, the share whose other name a checker already taught Rekon (learned names). */
  aliasLearned: number;
  /** Bank fee rows per account and day. */
  feesPerAccountDay: number;
}

const DEFAULT_RATES: GeneratorRates = {
  missingCounterpart: 0.012,
  orphanCredit: 0.01,
  typoAmount: 0.006,
  qris: 0.08,
  withdraw: 0.25,
  namesake: 0.05,
  nameVariant: 0.02,
  nameForm: 0.08,
  channelNamed: 0.7,
  alias: 0.02,
  aliasLearned: 0.6,
  feesPerAccountDay: 2,
};

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

export interface GeneratedDays {
  input: MatchInput;
  /** BO id → the statement row that really carries its money; absent when the money never came. */
  truth: Map<RowId, RowId>;
  /** Statement row id → the player who sent or received that money, when it was a player. */
  payers: Map<RowId, { username: string; holder: string }>;
  /** Accounts whose statements cut names to 18 characters (BCA). */
  cutsNames: Set<RowId>;
  labels: Map<RowId, TruthLabel[]>;
}

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
const LAST = words(
  'SANTOSO HIDAYAT SARI RAMADHAN PRASETYO SAPUTRA FAUZI HANDAYANI NUGROHO PURNAMASARI PRATAMA RAHMAN ARDIANSYAH SETIAWAN AMELIA ANGGRAINI SYAHPUTRA AINI HERMAWAN KUSUMA MARLINA ALAMSYAH HAKIM LESTARI SUSANTO KURNIAWAN WIJAYA PERMATASARI PRAKOSO WULANDARI NUGRAHA SANJAYA GUNAWAN HALIM SIREGAR NASUTION HARAHAP SIMANJUNTAK PANJAITAN LUBIS TANJUNG SUHENDRA SUBAGYO SUTRISNO WIBOWO HARTONO KUSNADI SUPRIYADI FIRMANSYAH HIDAYATULLAH MAHENDRA PERDANA WARDHANA ASTUTI BUDIMAN CAHYADI DARMADI EFENDI FEBRIANTO GINTING HASIBUAN ISKANDAR JAYADI KARTIKA LAKSANA MULYONO NAINGGOLAN OKTAVIANI PRABOWO QOMARUDIN RUSDI SAPUTRO TAMBUNAN UTOMO WAHYUDI YULIANTO ZAINUDDIN ANGGARA BASRI CHANDRA DAMANIK EKAPUTRA FAUZAN HARYANTO IRAWAN KUSUMAWATI LESMANA MARPAUNG NUGRAHENI PAMUNGKAS RAHARJO SEMBIRING SURYADI TARIGAN WINATA YUSUF ARIFIN BACHTIAR DARMAWAN HUTAPEA PASARIBU',
);
const BANKS = [
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
const WALLETS: readonly (readonly [string, string])[] = [
  ['GOPAY', 'DOMPET ANAK BANGSA'],
  ['OVO', 'VISIONET INTERNASI'],
  ['DANA', 'ESPAY DEBIT INDONE'],
  ['SHOPEEPAY', 'AIRPAY INTERNATION'],
];
const DEPOSIT_AMOUNTS = [10, 20, 25, 30, 50, 50, 50, 100, 100, 150, 200, 250, 300, 500, 1000, 2000];
const WITHDRAW_AMOUNTS = [50, 100, 150, 200, 250, 300, 500, 750, 1000, 1500, 2000, 5000];
const QRIS_AMOUNTS = [10, 15, 20, 25, 30, 50, 75, 100];
const THOUSAND = 100_000;

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

interface Player {
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

interface Account extends DataBankAccount {
  timed: boolean;
  /** BCA prints 18 characters of the name and posts late-evening transfers on the next date. */
  bcaStyle: boolean;
}

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

function mixedCase(name: string): string {
  return name.replace(/\B[A-Z]+/g, (letters) => letters.toLowerCase());
}

function clock(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A name as a statement prints it when it is not simply the holder name. */
function nameVariant(random: Random, holder: string): string {
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
function typoAmount(random: Random, cents: number): number {
  const choice = random.int(0, 2);
  if (choice === 0) return cents * 10;
  if (choice === 1 || cents <= 5 * THOUSAND) return cents + 5 * THOUSAND;
  return cents - 5 * THOUSAND;
}

interface RequestOnAccount {
  request: BoRow;
  player: Player;
  account: Account;
}

interface Lookalike {
  username: string;
  /** The name its own credit would carry (normalised), or null for a wallet payout. */
  name: string | null;
  wallet: string | null;
}

function lookalikeKey(
  website: string,
  accountId: RowId,
  amountCents: number,
  day: number,
  key: string,
): string {
  return `${website}|${String(accountId)}|${amountCents}|${day}|${key}`;
}

/** Deposit requests by account, amount, day and name token: what a stray credit must not resemble. */
function indexLookalikes(requests: readonly RequestOnAccount[]): Map<string, Lookalike[]> {
  const index = new Map<string, Lookalike[]>();
  for (const { request, player, account } of requests) {
    const printed = normalizeName(account.bcaStyle ? player.holder.slice(0, 18).trim() : player.holder);
    const entry: Lookalike = {
      username: player.username,
      name: player.wallet ? null : printed,
      wallet: player.wallet?.[0] ?? null,
    };
    const keys = entry.wallet ? [`wallet:${entry.wallet}`] : printed ? nameKeys(printed) : [];
    const day = dayNumber(request.businessDate);
    for (const key of keys) {
      const at = lookalikeKey(request.website, account.id, matchingAmountCents(request), day, key);
      const list = index.get(at);
      if (list) list.push(entry);
      else index.set(at, [entry]);
    }
  }
  return index;
}

function looksLikeAnotherRequest(
  index: Map<string, Lookalike[]>,
  credit: MutasiRow,
  sender: string | null,
): boolean {
  const name = normalizeName(credit.name);
  const keys = credit.wallet ? [`wallet:${credit.wallet}`] : name ? nameKeys(name) : [];
  const day = dayNumber(credit.date);
  for (let near = day - 1; near <= day + 1; near++) {
    for (const key of keys) {
      for (const entry of index.get(
        lookalikeKey(credit.website, credit.accountId!, credit.amountCents, near, key),
      ) ?? []) {
        if (entry.username === sender) continue;
        if (credit.wallet) return true;
        if (name && entry.name && scoreNormalizedNames(name, entry.name) >= UNIQUE_MIN_SCORE) return true;
      }
    }
  }
  return false;
}

/** The names a checker taught Rekon for this player's account: the other name, whole and as BCA cuts it. */
function learnedOf(player: Player): string[] | null {
  if (!player.alias?.learned) return null;
  return [player.alias.name, player.alias.name.slice(0, 18).trim()];
}

export function generateDays(options: DayGeneratorOptions): GeneratedDays {
  const random = createRandom(options.seed);
  const rates = { ...DEFAULT_RATES, ...options.rates };
  const startDate = options.startDate ?? '2026-06-01';
  const websiteCount = options.websites ?? 2;
  const websites = Array.from(
    { length: websiteCount },
    (_, index) => ['ABC', 'XYZ', 'DEF', 'GHI', 'JKL'][index] ?? `W${index}`,
  );

  let nextAccountId = 1;
  const accounts: Account[] = [];
  const addAccount = (website: string, side: Side, bank: string, timed: boolean) => {
    const account: Account = {
      id: nextAccountId++,
      website,
      side,
      bank,
      accountName: holderName(random),
      accountNumber: String(random.int(1_000_000_000, 9_999_999_999)),
      timed,
      bcaStyle: bank === 'BCA',
    };
    accounts.push(account);
    return account;
  };
  const depositAccounts = new Map<string, Account[]>();
  const withdrawAccounts = new Map<string, Account[]>();
  for (const website of websites) {
    depositAccounts.set(website, [
      addAccount(website, 'DEPO', 'BCA', false),
      addAccount(website, 'DEPO', 'MANDIRI', true),
      addAccount(website, 'DEPO', 'BNI', true),
    ]);
    withdrawAccounts.set(website, [
      addAccount(website, 'WD', 'BCA', false),
      addAccount(website, 'WD', 'BRI', true),
    ]);
  }

  // Activity is heavy-tailed: a few players deposit many times a day, most now and then.
  const playersPerWebsite = Math.max(
    20,
    Math.round((options.boPerDay * Math.min(options.days, 10)) / websiteCount / 6),
  );
  const players = new Map<string, { list: Player[]; cumulative: Float64Array }>();
  let usernameCounter = 0;
  for (const website of websites) {
    const list: Player[] = [];
    const cumulative = new Float64Array(playersPerWebsite);
    let total = 0;
    for (let index = 0; index < playersPerWebsite; index++) {
      const isNamesake = list.length > 0 && random.chance(rates.namesake);
      const holder = isNamesake ? random.pick(list).holder : holderName(random);
      const wallet = random.chance(0.12) ? random.pick(WALLETS) : null;
      const player: Player = {
        website,
        username: `${holder.split(' ')[0]!.toLowerCase()}${(usernameCounter++).toString(36)}`,
        holder,
        holderInPanel: random.chance(0.2) ? mixedCase(holder) : holder,
        bank: wallet ? wallet[0] : random.pick(BANKS),
        wallet,
        favourites: [random.pick(DEPOSIT_AMOUNTS), random.pick(DEPOSIT_AMOUNTS)],
        isNamesake,
        alias:
          !wallet && random.chance(rates.alias)
            ? { name: holderName(random), learned: random.chance(rates.aliasLearned) }
            : null,
      };
      list.push(player);
      total += 1 / (1 + index * 0.05) + random.next();
      cumulative[index] = total;
    }
    // The other name an account prints is nobody's among the website's players: were it one, no data could tell
    // that player's request from the payer's money, and no checker could either.
    const holdersByWord = new Map<string, string[]>();
    for (const player of list) {
      for (const word of new Set(player.holder.split(' '))) {
        const holders = holdersByWord.get(word);
        if (holders) holders.push(player.holder);
        else holdersByWord.set(word, [player.holder]);
      }
    }
    const readsLikeAPlayer = (name: string) =>
      name
        .split(' ')
        .some((word) =>
          (holdersByWord.get(word) ?? []).some(
            (holder) => scoreNormalizedNames(name, holder) >= UNIQUE_MIN_SCORE,
          ),
        );
    for (const player of list) {
      if (!player.alias) continue;
      let name = player.alias.name;
      for (let attempt = 0; attempt < 20 && readsLikeAPlayer(name); attempt++)
        name = `${holderName(random)} ${random.pick(LAST)}`;
      player.alias = readsLikeAPlayer(name) ? null : { ...player.alias, name };
    }
    players.set(website, { list, cumulative });
  }
  const pickPlayer = (website: string): Player => {
    const { list, cumulative } = players.get(website)!;
    const target = random.next() * cumulative[cumulative.length - 1]!;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return list[low]!;
  };

  const bo: BoRow[] = [];
  const mutasi: MutasiRow[] = [];
  const truth = new Map<RowId, RowId>();
  const payers = new Map<RowId, { username: string; holder: string }>();
  const requestLookalikes: RequestOnAccount[] = [];
  const labels = new Map<RowId, TruthLabel[]>();
  let nextBoId = 1;
  let nextMutasiId = 1;
  let ticketCounter = 6_100_000;

  const dateOf = (dayIndex: number) => addDays(startDate, dayIndex);
  /** A seconds offset from the start of day 0 as a Jakarta date and time. */
  const at = (absoluteSeconds: number) => ({
    date: dateOf(Math.floor(absoluteSeconds / 86_400)),
    time: clock(((absoluteSeconds % 86_400) + 86_400) % 86_400),
  });

  // The description names the other bank for an in-bank transfer always, for a transfer from another bank often.
  const channelOf = (player: Player, account: Account): string | null =>
    player.bank === account.bank || random.chance(rates.channelNamed) ? player.bank : null;

  const statementRow = (
    account: Account,
    amountCents: number,
    absoluteSeconds: number,
    name: string | null,
    extra: Partial<MutasiRow> = {},
  ): { row: MutasiRow; midnight: boolean; truncated: boolean } => {
    const when = at(absoluteSeconds);
    let date = when.date;
    let midnight = false;
    if (account.bcaStyle && when.time >= '23:55:00') {
      date = addDays(date, 1);
      midnight = true;
    }
    const printed = name !== null && account.bcaStyle ? name.slice(0, 18).trim() : name;
    const row: MutasiRow = {
      id: nextMutasiId++,
      side: account.side,
      website: account.website,
      accountId: account.id,
      amountCents,
      date,
      time: account.timed ? when.time : null,
      name: printed,
      reference: null,
      isFee: false,
      ...extra,
    };
    return { row, midnight, truncated: printed !== null && name !== null && printed !== name };
  };

  for (let dayIndex = 0; dayIndex < options.days; dayIndex++) {
    for (const website of websites) {
      const requests = Math.round(options.boPerDay / websiteCount);
      for (let n = 0; n < requests; n++) {
        const player = pickPlayer(website);
        const isWithdraw = random.chance(rates.withdraw);
        const requestAt =
          dayIndex * 86_400 +
          (random.chance(0.04) ? random.int(86_400 - 900, 86_399) : random.int(0, 86_399));
        const approveAt = requestAt + random.int(30, 600);
        const approve = at(approveAt);
        const ticket = `${isWithdraw ? 'W' : 'D'}${ticketCounter++}`;
        const rowLabels: TruthLabel[] = [];
        if (player.isNamesake) rowLabels.push('namesake');
        if (approve.date !== dateOf(dayIndex)) rowLabels.push('midnight');

        if (isWithdraw) {
          const account = random.pick(withdrawAccounts.get(website)!);
          const amount = random.pick(WITHDRAW_AMOUNTS) * THOUSAND;
          const fee = random.pick([0, 0, 0, 250_000, 650_000]);
          const nett = fee === 0 ? (random.chance(0.5) ? 0 : amount) : amount - fee;
          const request: BoRow = {
            id: nextBoId++,
            side: 'WD',
            website,
            ticket,
            amountCents: amount,
            nettAmountCents: nett,
            businessDate: approve.date,
            time: approve.time,
            username: player.username,
            holderName: player.holderInPanel,
            playerBank: player.bank,
            learnedNames: learnedOf(player),
            corporateBank: `${account.bank}|${account.accountName}|${account.accountNumber}`,
            ref: `WD${random.hex(10)}`,
            ownRef: null,
          };
          bo.push(request);
          rowLabels.push('withdraw');
          if (random.chance(rates.missingCounterpart)) {
            labels.set(request.id, [...rowLabels, 'missing']);
            continue;
          }
          const paidAt = approveAt + random.int(60, 1800);
          const debit = statementRow(account, matchingAmountCents(request), paidAt, player.holder, {
            channel: channelOf(player, account),
          });
          mutasi.push(debit.row);
          truth.set(request.id, debit.row.id);
          payers.set(debit.row.id, { username: player.username, holder: player.holder });
          if (debit.truncated) rowLabels.push('truncated');
          if (!account.timed) rowLabels.push('untimed');
          labels.set(request.id, rowLabels);
          continue;
        }

        const isQris = random.chance(rates.qris);
        const amount =
          (isQris
            ? random.pick(QRIS_AMOUNTS)
            : random.chance(0.7)
              ? random.pick(player.favourites)
              : random.pick(DEPOSIT_AMOUNTS)) * THOUSAND;
        const typo = random.chance(rates.typoAmount);
        const account = random.pick(depositAccounts.get(website)!);
        const reference = isQris
          ? `${random.hex(8)}-${random.hex(4)}-${random.hex(4)}-${random.hex(12)}`
          : null;
        const request: BoRow = {
          id: nextBoId++,
          side: 'DEPO',
          website,
          ticket,
          amountCents: typo ? typoAmount(random, amount) : amount,
          nettAmountCents: null,
          businessDate: approve.date,
          time: approve.time,
          username: player.username,
          holderName: player.holderInPanel,
          playerBank: isQris ? 'QRIS' : player.bank,
          learnedNames: learnedOf(player),
          corporateBank: isQris
            ? `QRIS|QRIS ${website}|1`
            : random.chance(0.1)
              ? `${account.bank}|${account.accountName}`
              : `${account.bank}|${account.accountName}|${account.accountNumber}`,
          ref: reference,
          ownRef: null,
        };
        bo.push(request);
        if (!isQris) requestLookalikes.push({ request, player, account });
        if (typo) rowLabels.push('typo-amount');
        if (random.chance(rates.missingCounterpart)) {
          labels.set(request.id, [...rowLabels, 'missing']);
          continue;
        }
        const paidAt = requestAt + random.int(5, Math.max(6, approveAt - requestAt));
        let credit: { row: MutasiRow; midnight: boolean; truncated: boolean };
        if (isQris) {
          const when = at(paidAt);
          credit = {
            row: {
              id: nextMutasiId++,
              side: 'DEPO',
              website,
              accountId: null,
              amountCents: amount,
              date: when.date,
              time: when.time,
              name: player.holder,
              reference: reference!,
              ticket: random.chance(0.5) ? ticket : null,
              isFee: false,
            },
            midnight: false,
            truncated: false,
          };
          rowLabels.push('qris');
        } else if (player.wallet) {
          const [wallet, company] = player.wallet;
          credit = statementRow(account, amount, paidAt, null, {
            name: random.chance(0.5) ? `${random.hex(16).toUpperCase()} ${company}` : null,
            wallet,
          });
          rowLabels.push('wallet');
        } else {
          let printed = player.holder;
          if (player.alias) {
            printed = player.alias.name;
            rowLabels.push(player.alias.learned ? 'learned' : 'alias');
          } else if (random.chance(rates.nameForm)) {
            const form = nameForm(random, player.holder);
            if (form) {
              printed = form.printed;
              rowLabels.push(form.label);
            }
          } else if (random.chance(rates.nameVariant)) {
            printed = nameVariant(random, player.holder);
            if (printed !== player.holder) rowLabels.push('variant');
          }
          credit = statementRow(account, amount, paidAt, printed, { channel: channelOf(player, account) });
          rowLabels.push('transfer');
        }
        if (credit.midnight && !rowLabels.includes('midnight')) rowLabels.push('midnight');
        if (credit.truncated) rowLabels.push('truncated');
        if (!isQris && !account.timed) rowLabels.push('untimed');
        mutasi.push(credit.row);
        truth.set(request.id, credit.row.id);
        payers.set(credit.row.id, { username: player.username, holder: player.holder });
        labels.set(request.id, rowLabels);
      }
    }
  }

  // Money nobody asked for, after every request exists: a transfer by someone (often a player) with no request,
  // or a wallet payout. One that a checker could not tell from another player's request (a name scoring 0.5 or
  // more with that request's, or the same wallet, on its account and amount within a day) is drawn again: the
  // truth must be in the data, or no engine and no checker could find it.
  const lookalikes = indexLookalikes(requestLookalikes);
  for (let dayIndex = 0; dayIndex < options.days; dayIndex++) {
    for (const website of websites) {
      const orphans = Math.round((options.boPerDay / websiteCount) * rates.orphanCredit + random.next());
      for (let n = 0; n < orphans; n++) {
        for (let attempt = 0; attempt < 10; attempt++) {
          const account = random.pick(depositAccounts.get(website)!);
          const when = dayIndex * 86_400 + random.int(0, 86_399);
          const amount = random.pick(DEPOSIT_AMOUNTS) * THOUSAND;
          const wallet = random.chance(0.1) ? random.pick(WALLETS) : null;
          const sender = !wallet && random.chance(0.5) ? pickPlayer(website) : null;
          const name = wallet ? null : (sender?.holder ?? holderName(random));
          const orphan = statementRow(account, amount, when, name, wallet ? { wallet: wallet[0] } : {}).row;
          if (looksLikeAnotherRequest(lookalikes, orphan, sender?.username ?? null)) {
            nextMutasiId--;
            continue;
          }
          mutasi.push(orphan);
          if (sender) payers.set(orphan.id, { username: sender.username, holder: sender.holder });
          break;
        }
      }
      // Bank charges on every account, some of the same size as a deposit: never matched.
      for (const account of [...depositAccounts.get(website)!, ...withdrawAccounts.get(website)!]) {
        for (let n = 0; n < rates.feesPerAccountDay; n++) {
          const fee = random.pick([250_000, 650_000, 1_000_000, 5_000_000]);
          mutasi.push(
            statementRow(account, fee, dayIndex * 86_400 + random.int(0, 86_399), null, { isFee: true }).row,
          );
        }
      }
    }
  }
  const dataBank: DataBankAccount[] = accounts.map(
    ({ timed: _timed, bcaStyle: _bcaStyle, ...account }) => account,
  );
  const cutsNames = new Set(accounts.filter((account) => account.bcaStyle).map((account) => account.id));
  return { input: { bo, mutasi, accounts: dataBank }, truth, payers, cutsNames, labels };
}
