/**
 * Holder names as banks and panels print them, reduced to comparable token strings, and the name score of
 * reconcile.md in per mille (0..1000) so that totals add up exactly and never depend on summation order.
 */

import {
  coreOf,
  hasCutLength,
  isCutOf,
  isMuhammadForm,
  isSlipOf,
  sameSpan,
  MIN_CUT_NAME_LENGTH,
} from './name-forms';
import { readRawName, wordSet, type ComparableName } from './name-reading';

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
export const MIN_SLIP_LENGTH = 5;
/** An initial that stands for a word of the other name (M for MUHAMMAD) keeps most of that word's weight. */
const INITIAL_CREDIT = 0.8;
/** Names are scored on their first words only beyond this many, so one bit per word fits a small integer. */
const MAX_TOKENS = 30;

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
export function isTypo(a: string, b: string): boolean {
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

export interface TokenProfile {
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

export function scoredName(name: ComparableName, wordId: (word: string) => number): ScoredName {
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
export function formScore(a: ScoredName, b: ScoredName): number {
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

export function contradicts(a: ScoredName, b: ScoredName) {
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
export function scoreProfiles(a: ScoredName, b: ScoredName, atLeast = 0): number {
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
export function exactScoreOf(a: ScoredName, b: ScoredName): number {
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
export function withDeletions(word: string): string[] {
  const keys = [word];
  if (word.length >= MIN_SLIP_LENGTH) {
    for (let at = 0; at < word.length; at++) keys.push(`${word.slice(0, at)}${word.slice(at + 1)}`);
  }
  return keys;
}
