/**
 * Holder names as banks and panels print them, reduced to comparable token strings, and the name score of
 * reconcile.md in per mille (0..1000) so that totals add up exactly and never depend on summation order.
 */

import {
  coreOf,
  formBlockingKeys,
  hasCutLength,
  isCutOf,
  isMuhammadForm,
  isSlipOf,
  sameSpan,
  MIN_CUT_NAME_LENGTH,
  type FormKeys,
} from './name-forms';

/** Scores are kept in per mille; a score of 1000 means the same normalised name. */
export const FULL_SCORE = 1000;
/** A truncation (prefix) is a full match, one step below an identical name so that an exact name wins a tie. */
export const PREFIX_SCORE = 999;
/** A leading Muhammad written short or left out: the same person, ranked after the name as written and its cut. */
export const MUHAMMAD_FORM_SCORE = 990;
/** One slipped letter in a long name: the same person, ranked after every other form. */
export const SLIP_SCORE = 950;
/** EXACT needs at least this score (0.85). */
export const EXACT_MIN_SCORE = 850;
/** UNIQUE refuses names that contradict each other: below 0.5. */
export const UNIQUE_MIN_SCORE = 500;
export { MAX_CUT_NAME_LENGTH, MIN_CUT_NAME_LENGTH } from './name-forms';

function wordSet(words: string): ReadonlySet<string> {
  return new Set(words.split(' '));
}

const TITLES = wordSet(
  'BPK BP BAPAK IBU IB SDR SDRI SAUDARA SAUDARI TN TUAN NY NYONYA NN NONA MR MRS MS MISS ' +
    // Religious and academic titles banks print before or after a name (formats.md "Titles and initials").
    'HJ HAJI HAJJAH IR DR DRS DRA ST SE SH SPD SKOM SSOS AMD MM MT MPD',
);

/**
 * `H.` before a name of two words or more is the title Haji (formats.md "Titles and initials"; `HJ` as wide, so a
 * bank's cut is still counted on the printed text); before a single word it is an initial (`H. SAPUTRA`). Banks
 * print names in capitals from the first character, so only such a text is looked at (this runs for every name).
 */
const HAJI = /^H\.\s*(?=[^\s.]+\s+\S)/;

const BANK_PREFIXES = wordSet('BANK BCA BRI BNI MANDIRI CIMB NIAGA BSI BTN DANAMON PERMATA JAGO SEABANK');

/** E-wallet companies that statements print instead of the payer (formats.md): no player name. */
const WALLET_COMPANIES: readonly (readonly [string, string])[] = [
  ['DOMPET ANAK BANGSA', 'GOPAY'],
  ['VISIONET INTERNASI', 'OVO'],
  ['ESPAY DEBIT INDONE', 'DANA'],
  ['AIRPAY INTERNATION', 'SHOPEEPAY'],
];

/**
 * Transfer services that print their company where the sender stands (formats.md "Payment companies in the
 * sender's place"): no player's name, and no wallet either: such a credit pairs as a nameless one.
 */
const TRANSFER_SERVICES: readonly string[] = ['FLIPTECH LENTERA', 'DOMPET HARAPAN BANG'];

const WALLET_ALIASES: Readonly<Record<string, string>> = {
  GOPAY: 'GOPAY',
  GOJEK: 'GOPAY',
  OVO: 'OVO',
  DANA: 'DANA',
  SHOPEEPAY: 'SHOPEEPAY',
  SHOPEE: 'SHOPEEPAY',
  LINKAJA: 'LINKAJA',
};

/**
 * "Muhammad" and its spellings open a large share of Indonesian names; at full weight two different people
 * (MUHAMMAD ALI, MUHAMMAD ADI) would look half alike, so the token weighs like a short word. It still weighs
 * enough that ADI TANJUNG and MUHAMMAD ADI TANJUNG stay below EXACT: they may be two people.
 */
const COMMON_TOKEN_WEIGHT = 3;
/**
 * A lone initial stands for a whole word: M TOMMY HIDAYAT and TOMMY HIDAYAT differ by a word (two people, or
 * not), so an initial nobody matches keeps a name out of EXACT, while M RIZKY RAMADHAN and MUHAMMAD RIZKY
 * RAMADHAN, the same word abbreviated, stay in.
 */
const INITIAL_WEIGHT = 3;
const COMMON_TOKENS = wordSet(
  'MUHAMMAD MUHAMAD MUHAMMED MUHAMED MOHAMMAD MOHAMAD MOHAMMED MOHAMED MOCHAMMAD MOCHAMAD MUCHAMMAD MUCHAMAD MUH MOH MOCH MHD',
);

const TYPO_CREDIT = 0.9;
/** Spelling slips are only counted between words this long: shorter ones are different names (ADI, EDI). */
const MIN_SLIP_LENGTH = 5;
/** An initial that stands for a word of the other name (M for MUHAMMAD) keeps most of that word's weight. */
const INITIAL_CREDIT = 0.8;
/** Names are scored on their first words only beyond this many, so one bit per word fits a small integer. */
const MAX_TOKENS = 30;

function asciiUpper(raw: string): string {
  // Plain ASCII, nearly every name, has no accents to take apart.
  if (!/[\u0080-\uffff]/.test(raw)) return raw.toUpperCase();
  return raw
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();
}

function plainTokens(raw: string): string[] {
  return asciiUpper(raw)
    .replace(/['`\u2019]/g, '')
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((token) => token.length > 0);
}

function walletOfTokens(tokens: readonly string[]): string | null {
  const text = tokens.join(' ');
  for (const [company, wallet] of WALLET_COMPANIES) {
    if (text.includes(company) || (text.length >= 8 && company.startsWith(text))) return wallet;
  }
  return WALLET_ALIASES[text] ?? null;
}

/** The wallet an e-wallet company name stands for (`DOMPET ANAK BANGSA` → GOPAY), or a wallet code itself. */
export function walletOf(raw: string | null | undefined): string | null {
  return raw ? walletOfTokens(plainTokens(raw)) : null;
}

/**
 * A raw name read once: the wallet it names, and the name as the engine compares it (comparableName), from one
 * tokenisation (a run reads tens of thousands of distinct names).
 */
export function readRawName(raw: string | null | undefined): {
  wallet: string | null;
  name: ComparableName | null;
} {
  if (!raw) return { wallet: null, name: null };
  const tokens = plainTokens(raw.charCodeAt(0) === 72 ? raw.replace(HAJI, 'HJ ') : raw);
  const wallet = walletOfTokens(tokens);
  if (wallet !== null) return { wallet, name: null };
  const joined = tokens.join(' ');
  if (TRANSFER_SERVICES.some((company) => joined.includes(company))) return { wallet: null, name: null };
  const kept = tokens.filter((token) => !/[0-9]/.test(token));
  let start = 0;
  while (start < kept.length - 1 && (TITLES.has(kept[start]!) || BANK_PREFIXES.has(kept[start]!))) start++;
  // Titles after a name (`BUDI SANTOSO SE`), where the printed name is not of a cut's length: there the last
  // word may be a longer name cut short (`MUHAMMAD FAJAR ST` of STEVANUS), never taken for a title.
  const printed = kept.join(' ');
  let end = kept.length;
  if (!hasCutLength(printed.length)) while (end - start > 1 && TITLES.has(kept[end - 1]!)) end--;
  const text = kept.slice(start, end).join(' ');
  if (text.length === 0) return { wallet, name: null };
  // Whether it may be a bank's cut is read on the name as printed, titles included.
  return { wallet, name: { text, wasCut: hasCutLength(printed.length) } };
}

/**
 * Upper case, punctuation and digits out, titles (BPK, IBU, SDR, ...) and bank prefixes stripped from the
 * front, single spaces. Null when nothing of a person's name is left: empty, or an e-wallet company or code.
 */
export function normalizeName(raw: string | null | undefined): string | null {
  return readRawName(raw).name?.text ?? null;
}

function tokenWeight(token: string): number {
  if (token.length === 1) return INITIAL_WEIGHT;
  return COMMON_TOKENS.has(token) || isMuhammadForm(token)
    ? Math.min(COMMON_TOKEN_WEIGHT, token.length)
    : token.length;
}

/** Whether `a` from `aFrom` on equals `b` from `bFrom` on. */
const sameFrom = (a: string, aFrom: number, b: string, bFrom: number) =>
  sameSpan(a, aFrom, a.length, b, bFrom, b.length);

const I = 'I'.charCodeAt(0);
const Y = 'Y'.charCodeAt(0);

/**
 * A spelling slip between two forms of one name, not a different name: a letter more or less (MUHAMAD and
 * MUHAMMAD, IKHAN and IKHSAN), two neighbours swapped, or Y written for I (PRASETYO, PRASETIO), in words of five
 * letters or more that keep their first and last letters. Any other letter changed makes another name (EDWIN,
 * ERWIN; MULYADI, MULYANI), and Indonesian names mark gender in the last vowel (PUTRA, PUTRI).
 */
function isTypo(a: string, b: string): boolean {
  if (a === b || a.length < MIN_SLIP_LENGTH || b.length < MIN_SLIP_LENGTH) return false;
  if (a.charCodeAt(0) !== b.charCodeAt(0) || a.charCodeAt(a.length - 1) !== b.charCodeAt(b.length - 1))
    return false;
  const longer = a.length >= b.length ? a : b;
  const shorter = longer === a ? b : a;
  if (longer.length - shorter.length > 1) return false;
  let i = 0;
  while (i < shorter.length && longer.charCodeAt(i) === shorter.charCodeAt(i)) i++;
  if (longer.length !== shorter.length) return sameFrom(longer, i + 1, shorter, i);
  const x = longer.charCodeAt(i);
  const y = shorter.charCodeAt(i);
  if (((x === I && y === Y) || (x === Y && y === I)) && sameFrom(longer, i + 1, shorter, i + 1)) return true;
  return (
    x === shorter.charCodeAt(i + 1) &&
    longer.charCodeAt(i + 1) === y &&
    sameFrom(longer, i + 2, shorter, i + 2)
  );
}

function isInitialOf(initial: string, token: string): boolean {
  return initial.length === 1 && token.length > 1 && token[0] === initial;
}

interface TokenProfile {
  /** The name's words in code-unit order; a word written twice counts twice (NUR NUR SANTOSO is not NUR SANTOSO). */
  tokens: string[];
  /** One number per distinct word, so equal words compare as numbers. */
  ids: Int32Array;
  weights: Float64Array;
  total: number;
}

function profileOf(name: string, wordId: (word: string) => number): TokenProfile {
  const tokens = name.split(' ').slice(0, MAX_TOKENS).sort();
  // Plain loops: typed arrays filled through `from` with a function are several times slower.
  const ids = new Int32Array(tokens.length);
  const weights = new Float64Array(tokens.length);
  let total = 0;
  for (let i = 0; i < tokens.length; i++) {
    ids[i] = wordId(tokens[i]!);
    weights[i] = tokenWeight(tokens[i]!);
    total += weights[i]!;
  }
  return { tokens, ids, weights, total };
}

/** Word ids local to one comparison, for scores asked outside an engine run. */
function localWordIds(): (word: string) => number {
  const words = new Map<string, number>();
  return (word: string) => {
    let id = words.get(word);
    if (id === undefined) words.set(word, (id = words.size));
    return id;
  };
}

function localProfiles(a: string, b: string): [TokenProfile, TokenProfile] {
  const wordId = localWordIds();
  return [profileOf(a, wordId), profileOf(b, wordId)];
}

/**
 * Whether each name keeps a word the other lacks once equal words, slips and initials are paired: two people
 * (BUDI KUSNADI, UMI KUSNADI), however heavy their shared words. One name found whole in the other is no
 * contradiction (DIMAS NUGROHO in DIMAS ADITYA NUGROHO, a dropped Muhammad, an initial).
 */
function bothKeepAWord(left: TokenProfile, right: TokenProfile): boolean {
  let leftUsed = 0;
  let rightUsed = 0;
  for (let kind = 0; kind < FIT_CREDITS.length; kind++) {
    for (let i = 0; i < left.tokens.length; i++) {
      if (leftUsed & (1 << i)) continue;
      for (let j = 0; j < right.tokens.length; j++) {
        const fit = kind === 0 ? left.ids[i] === right.ids[j] : fits(kind, left.tokens[i]!, right.tokens[j]!);
        if (rightUsed & (1 << j) || !fit) continue;
        leftUsed |= 1 << i;
        rightUsed |= 1 << j;
        break;
      }
    }
  }
  return leftUsed !== 2 ** left.tokens.length - 1 && rightUsed !== 2 ** right.tokens.length - 1;
}

/**
 * A name as the engine compares it: the normalised text, and whether the printed name had the length of a bank's
 * cut (hasCutLength), which only the printed name, titles included, can tell.
 */
export interface ComparableName {
  text: string;
  wasCut: boolean;
}

/** A normalised name as if printed bare: its own length decides whether it may be a cut. */
export const bare = (text: string): ComparableName => ({ text, wasCut: hasCutLength(text.length) });

/**
 * A name with everything its score reads computed once: besides the name, its core (coreOf: the same string as
 * the text when no Muhammad form leads it) and its words. An engine run builds one per interned name, so that
 * scoring a pair allocates nothing.
 */
export interface ScoredName extends ComparableName {
  core: string;
  profile: TokenProfile;
}

function scoredName(name: ComparableName, wordId: (word: string) => number): ScoredName {
  return {
    text: name.text,
    wasCut: name.wasCut,
    core: coreOf(name.text),
    profile: profileOf(name.text, wordId),
  };
}

function localScoredNames(a: ComparableName, b: ComparableName): [ScoredName, ScoredName] {
  const wordId = localWordIds();
  return [scoredName(a, wordId), scoredName(b, wordId)];
}

/**
 * The score of the forms a careful checker reads as the same person (name-forms.ts), or -1: the name as written,
 * its cut, a leading Muhammad written short or left out (on its own or with a cut), one slipped letter in a long
 * name (on its own, with a cut or with a Muhammad form).
 */
function formScore(a: ScoredName, b: ScoredName): number {
  if (a.text === b.text) return FULL_SCORE;
  if (isCutOf(a.text, a.wasCut, b.text) || isCutOf(b.text, b.wasCut, a.text)) return PREFIX_SCORE;
  const coreA = a.core;
  const coreB = b.core;
  const muhammad = coreA !== a.text || coreB !== b.text;
  if (muhammad) {
    if (coreA === coreB) return MUHAMMAD_FORM_SCORE;
    if (isCutOf(coreA, a.wasCut, coreB) || isCutOf(coreB, b.wasCut, coreA)) return MUHAMMAD_FORM_SCORE - 1;
  }
  if (isSlipOf(a.text, a.wasCut, b.text, b.wasCut)) return SLIP_SCORE;
  // Two forms at most: a slip after a Muhammad form, not also in a cut.
  if (muhammad && isSlipOf(coreA, false, coreB, false)) return SLIP_SCORE;
  return -1;
}

function contradicts(a: ScoredName, b: ScoredName) {
  if (formScore(a, b) >= 0) return false;
  return a.text < b.text ? bothKeepAWord(a.profile, b.profile) : bothKeepAWord(b.profile, a.profile);
}

/** Whether two normalised names belong to two different people by their words (see bothKeepAWord). */
export function namesContradict(a: string, b: string): boolean {
  return contradicts(...localScoredNames(bare(a), bare(b)));
}

/**
 * The similarity of two profiles. With `atLeast`, a pair that cannot reach it (even were every word left after
 * the equal ones a slip) stops early and returns that bound instead: only "below atLeast" is then known.
 */
function profileSimilarity(left: TokenProfile, right: TokenProfile, atLeast = 0): number {
  // Words already paired, one bit each.
  let leftUsed = 0;
  let rightUsed = 0;
  let matched = 0;
  const total = left.total + right.total;
  for (let i = 0; i < left.ids.length; i++) {
    for (let j = 0; j < right.ids.length; j++) {
      if (rightUsed & (1 << j) || left.ids[i] !== right.ids[j]) continue;
      leftUsed |= 1 << i;
      rightUsed |= 1 << j;
      matched += left.weights[i]!;
      break;
    }
  }
  if (atLeast > 0) {
    const best = matched + ((total - 2 * matched) * TYPO_CREDIT) / 2;
    if (best / (total - best) < atLeast) return best / (total - best);
  }
  for (let kind = 1; kind < FIT_CREDITS.length; kind++) {
    for (let i = 0; i < left.tokens.length; i++) {
      if (leftUsed & (1 << i)) continue;
      for (let j = 0; j < right.tokens.length; j++) {
        if (rightUsed & (1 << j) || !fits(kind, left.tokens[i]!, right.tokens[j]!)) continue;
        leftUsed |= 1 << i;
        rightUsed |= 1 << j;
        matched += (FIT_CREDITS[kind]! * (left.weights[i]! + right.weights[j]!)) / 2;
        break;
      }
    }
  }
  const union = total - matched;
  return union <= 0 ? 1 : matched / union;
}

/** Kinds of word pairs, best first: equal, a spelling slip, an initial. */
const FIT_CREDITS = [1, TYPO_CREDIT, INITIAL_CREDIT] as const;

function fits(kind: number, x: string, y: string): boolean {
  if (kind === 1) return isTypo(x, y);
  return isInitialOf(x, y) || isInitialOf(y, x);
}

/**
 * Weighted Jaccard similarity of the names' words, 0..1. Words weigh their length (Muhammad and initials 3);
 * equal words count fully, a spelling slip 0.9, an initial standing for a word 0.8. Words pair greedily in that
 * order, which is optimal here because every credit of a better kind exceeds every credit of a worse one and a
 * word pairs once; the names are taken in a fixed order so that the score is symmetric.
 */
export function tokenSetSimilarity(a: string, b: string): number {
  const [profileA, profileB] = localProfiles(a, b);
  return a < b ? profileSimilarity(profileA, profileB) : profileSimilarity(profileB, profileA);
}

/**
 * Banks cut holder names to 18-20 characters, so a shorter name that is a prefix of the longer one is a full
 * match when it is long enough to be such a cut, whether the cut fell between words or inside one. Shorter
 * prefixes are not cuts: WINDA is a whole name, not the start of WINDA ARDIANSYAH, and counting it as one
 * pairs mononyms with strangers (bench/reconcile.bench.ts found exactly that); they score on their tokens.
 * Here the normalised name stands for the printed one; the engine counts the printed length (ComparableName).
 */
export function isTruncationOf(shorter: string, longer: string): boolean {
  return shorter === longer || isCutOf(shorter, hasCutLength(shorter.length), longer);
}

/** The score, or -1 when it is below `atLeast` (per mille), which can often be known early. */
function scoreProfiles(a: ScoredName, b: ScoredName, atLeast = 0): number {
  // A form is final: the words of the two names are compared only when neither reads as the other.
  const form = formScore(a, b);
  if (form >= 0) return form < atLeast ? -1 : form;
  const floor = atLeast / FULL_SCORE;
  const similarity =
    a.text < b.text
      ? profileSimilarity(a.profile, b.profile, floor)
      : profileSimilarity(b.profile, a.profile, floor);
  const score = Math.min(FULL_SCORE, Math.floor(similarity * FULL_SCORE + 1e-9));
  return score < atLeast ? -1 : score;
}

/** Name score of two normalised names in per mille: the best of their forms, else their words' similarity. */
export function scoreNormalizedNames(a: string, b: string): number {
  return scoreProfiles(...localScoredNames(bare(a), bare(b)));
}

/**
 * The score EXACT reads of two names: scoreProfiles at EXACT_MIN_SCORE, and -1 as well when the names contradict
 * each other (contradicts), with the form computed once for both.
 */
function exactScoreOf(a: ScoredName, b: ScoredName): number {
  const form = formScore(a, b);
  if (form >= 0) return form < EXACT_MIN_SCORE ? -1 : form;
  const inOrder = a.text < b.text;
  const left = inOrder ? a.profile : b.profile;
  const right = inOrder ? b.profile : a.profile;
  const similarity = profileSimilarity(left, right, EXACT_MIN_SCORE / FULL_SCORE);
  const score = Math.min(FULL_SCORE, Math.floor(similarity * FULL_SCORE + 1e-9));
  if (score < EXACT_MIN_SCORE) return -1;
  return bothKeepAWord(left, right) ? -1 : score;
}

/**
 * The words of a name (ids of its profile) that every name scoring >= EXACT_MIN_SCORE with it by their words
 * (profileSimilarity, no form) pairs with a word of its own, equal, a spelling slip or an initial: each word
 * heavier than 15% of the name's weight.
 *
 * Proof. Take a pair of names with similarity J, E the weight of the words paired as equal (the same on both
 * sides), and each other paired couple of words with weights x + y = s and credit c (0.9 for a slip, 0.8 for an
 * initial), and U the weight of the unpaired words of both names. Then J = (E + sum cs/2) / (E + sum (1 - c/2)s
 * + U). For J >= θ: (1 - θ)E >= θU + sum s(θ(1 - c/2) - c/2), and every term of the sum is >= 0 when θ >=
 * c / (2 - c), 0.82 for a slip: pairs that are not equal never lift a score to 0.85. So θU <= (1 - θ)E. Were a
 * word of weight w of this name unpaired, U >= w and E <= W - w (W the name's weight), so w <= (1 - θ)W. The
 * score is floor(1000J + 1e-9), so a score >= 850 means J >= θ = 0.85 - 1e-12, and w > 0.15W (in whole
 * numbers: 1000w > 150W; weights are whole) rules that out: w >= 0.15W + 0.05, and J, a mediant of E / (E + U)
 * <= 1 - w/W and of ratios c / (2 - c) <= 0.82, stays <= 0.85 - 0.05/W, a margin far above rounding for any
 * name. Nothing is assumed about the other name, so initials, Muhammad forms and slips on either side are
 * covered; a name of seven words of equal weight has no such word.
 */
function mustPairWords(profile: TokenProfile): Int32Array {
  const found: number[] = [];
  for (let i = 0; i < profile.ids.length; i++) {
    const heavy = profile.weights[i]! * FULL_SCORE > (FULL_SCORE - EXACT_MIN_SCORE) * profile.total;
    if (heavy && !found.includes(profile.ids[i]!)) found.push(profile.ids[i]!);
  }
  return Int32Array.from(found);
}

/**
 * For each word of a run, the words of the run it pairs with in a score (itself, its slips, its initial, or the
 * words it is the initial of), found through one-letter deletions: two words one slip apart (a letter more or
 * less, two neighbours swapped, Y for I) share one. Computed once per word; should words be added after, the
 * lists are computed again, so a list never misses a word.
 */
function createWordRelations(wordTexts: readonly string[], wordIdOf: (word: string) => number | undefined) {
  let indexed = -1;
  let byDeletion = new Map<string, number[]>();
  let byFirstLetter = new Map<string, number[]>();
  let lists: (Int32Array | undefined)[] = [];
  const add = (map: Map<string, number[]>, key: string, word: number) => {
    const list = map.get(key);
    if (list) list.push(word);
    else map.set(key, [word]);
  };
  const index = () => {
    byDeletion = new Map();
    byFirstLetter = new Map();
    lists = [];
    wordTexts.forEach((text, word) => {
      if (text.length >= MIN_SLIP_LENGTH) for (const key of withDeletions(text)) add(byDeletion, key, word);
      if (text.length > 1) add(byFirstLetter, text[0]!, word);
    });
    indexed = wordTexts.length;
  };
  const relatedTo = (word: number): Int32Array => {
    const text = wordTexts[word]!;
    const found = new Set<number>([word]);
    if (text.length >= MIN_SLIP_LENGTH) {
      for (const key of withDeletions(text)) {
        for (const other of byDeletion.get(key) ?? []) if (isTypo(text, wordTexts[other]!)) found.add(other);
      }
    }
    if (text.length === 1) for (const other of byFirstLetter.get(text) ?? []) found.add(other);
    else {
      const initial = wordIdOf(text[0]!);
      if (initial !== undefined) found.add(initial);
    }
    return Int32Array.from(found).sort();
  };
  return (word: number): Int32Array => {
    if (indexed !== wordTexts.length) index();
    return (lists[word] ??= relatedTo(word));
  };
}

/**
 * The names of one engine run, each interned once to a small integer with what its score reads (ScoredName) and
 * its blocking keys computed once: a day repeats the same few thousand names (players deposit again and again),
 * so the hot loops neither rebuild strings nor sort tokens again. Words are interned too, with the words each
 * pairs with (pairingMarks), so that EXACT can look names up by word.
 */
export function createNameTable() {
  // Ids by text, for names printed at the length of a bank's cut and for the others.
  const cutIds = new Map<string, number>();
  const wholeIds = new Map<string, number>();
  const names: ScoredName[] = [];
  const cores = new Map<string, number>();
  const coreIds: number[] = [];
  const keyIds: (number[] | undefined)[] = [];
  const mustPair: (Int32Array | undefined)[] = [];
  const mustPairOf = (id: number) => (mustPair[id] ??= mustPairWords(names[id]!.profile));
  const pairingMarks: ({ words: number; marks: Int32Array } | undefined)[] = [];
  const formKeys: (FormKeys | undefined)[] = [];
  const keyNumbers = new Map<string, number>();
  const words = new Map<string, number>();
  const wordTexts: string[] = [];
  const wordId = (word: string) => {
    let id = words.get(word);
    if (id === undefined) {
      words.set(word, (id = wordTexts.length));
      wordTexts.push(word);
    }
    return id;
  };
  const related = createWordRelations(wordTexts, (word) => words.get(word));
  const numbers = (keys: string[]) =>
    keys.map((key) => {
      let number = keyNumbers.get(key);
      if (number === undefined) keyNumbers.set(key, (number = keyNumbers.size));
      return number;
    });
  return {
    /** The id of a normalised name and whether its printed form may be a bank's cut; -1 for no name. */
    intern(name: string | null, wasCut = name !== null && hasCutLength(name.length)): number {
      if (name === null) return -1;
      const ids = wasCut ? cutIds : wholeIds;
      let id = ids.get(name);
      if (id === undefined) {
        id = names.length;
        ids.set(name, id);
        const scored = scoredName({ text: name, wasCut }, wordId);
        names.push(scored);
        let core = cores.get(scored.core);
        if (core === undefined) cores.set(scored.core, (core = cores.size));
        coreIds.push(core);
      }
      return id;
    },
    text: (id: number): string => names[id]!.text,
    /** How many names the run interned; name ids are below it. */
    nameCount: (): number => names.length,
    /** The name's text, cut flag, core and words. */
    scored: (id: number): ScoredName => names[id]!,
    /** A number per distinct core (coreOf): equal cores, equal numbers. */
    coreId: (id: number): number => coreIds[id]!,
    /** nameKeys of the name as numbers shared by every name of this run. */
    keys: (id: number): number[] => (keyIds[id] ??= numbers(nameKeys(names[id]!.text))),
    /** mustPairWords: the ids of the words any name scoring >= EXACT_MIN_SCORE by its words must pair. */
    mustPairWords: (id: number): Int32Array => mustPairOf(id),
    /**
     * Every word of the run that pairs with a must-pair word of the name, as (word, bits) pairs in one array:
     * bit i set when it pairs with the i-th of mustPairWords. Computed again should words be added.
     */
    pairingMarks(id: number): Int32Array {
      let entry = pairingMarks[id];
      if (entry === undefined || entry.words !== wordTexts.length) {
        const marks: number[] = [];
        const markAt = new Map<number, number>();
        mustPairOf(id).forEach((word, bit) => {
          for (const other of related(word)) {
            let at = markAt.get(other);
            if (at === undefined) {
              markAt.set(other, (at = marks.length));
              marks.push(other, 0);
            }
            marks[at + 1]! |= 1 << bit;
          }
        });
        pairingMarks[id] = entry = { words: wordTexts.length, marks: Int32Array.from(marks) };
      }
      return entry.marks;
    },
    /** formBlockingKeys of the name. */
    formKeys: (id: number): FormKeys =>
      (formKeys[id] ??= formBlockingKeys(names[id]!.text, names[id]!.wasCut, names[id]!.core)),
    /** How many distinct words the names of this run hold; word ids are below it. */
    wordCount: (): number => wordTexts.length,
    /** scoreNormalizedNames of two interned names, their printed lengths counted. */
    score(a: number, b: number): number {
      if (a === b) return FULL_SCORE;
      return scoreProfiles(names[a]!, names[b]!);
    },
    /** The score when it is at least `atLeast` (per mille), else -1: most candidates are told apart early. */
    scoreAtLeast(a: number, b: number, atLeast: number): number {
      if (a === b) return FULL_SCORE;
      return scoreProfiles(names[a]!, names[b]!, atLeast);
    },
    /**
     * The score EXACT reads: scoreAtLeast(EXACT_MIN_SCORE), and -1 as well when the names contradict each other
     * (the form is computed once for both).
     */
    exactScore(a: number, b: number): number {
      if (a === b) return FULL_SCORE;
      return exactScoreOf(names[a]!, names[b]!);
    },
    /**
     * The score of the form relating two names (the same name, a cut, a Muhammad form, a slip), or -1 when no
     * form does: a pair with a form scores that, whatever its words.
     */
    formScore(a: number, b: number): number {
      return a === b ? FULL_SCORE : formScore(names[a]!, names[b]!);
    },
    /** namesContradict of two interned names. */
    contradict(a: number, b: number): boolean {
      return a !== b && contradicts(names[a]!, names[b]!);
    },
  };
}

export type NameTable = ReturnType<typeof createNameTable>;

/**
 * A raw name as the engine compares it: normalised, and whether the name as printed (titles and bank prefixes
 * included, digits not) has the length of a bank's cut. Null when nothing of a person's name is left.
 */
export function comparableName(raw: string | null | undefined): ComparableName | null {
  return readRawName(raw).name;
}

/** Name score in per mille of two names read by comparableName. */
export function scoreComparable(left: ComparableName, right: ComparableName): number {
  return scoreProfiles(...localScoredNames(left, right));
}

/** Name score 0..1 (two decimals) of two raw names; null when either has no name. */
export function scoreNames(a: string | null | undefined, b: string | null | undefined): number | null {
  const left = comparableName(a);
  const right = comparableName(b);
  if (left === null || right === null) return null;
  return toScoreFraction(scoreComparable(left, right));
}

export function toScoreFraction(perMille: number): number {
  return Math.round(perMille / 10) / 100;
}

/** `1.00`, `0.62`: the score as reason texts show it. */
export function formatScore(perMille: number): string {
  return (perMille / FULL_SCORE).toFixed(2);
}

/** Exact-word blocking keys for suggestions: names that share a word. */
export function nameKeys(name: string): string[] {
  const tokens = name.split(' ');
  const keys = new Set(tokens);
  const first = tokens[0]!;
  if (first.length >= MIN_CUT_NAME_LENGTH) keys.add(`#${first.slice(0, MIN_CUT_NAME_LENGTH)}`);
  return [...keys];
}

/** A word and, when long enough for a spelling slip, the word with each letter left out in turn. */
function withDeletions(word: string): string[] {
  const keys = [word];
  if (word.length >= MIN_SLIP_LENGTH) {
    for (let at = 0; at < word.length; at++) keys.push(`${word.slice(0, at)}${word.slice(at + 1)}`);
  }
  return keys;
}
