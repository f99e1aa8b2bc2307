/**
 * The forms of one holder name that a careful checker reads as the same person (reconcile.md "Name"): a name
 * the bank cut to its field, a leading Muhammad written short or left out, and one slipped letter in a long
 * name. Each works on normalised names (upper case, single spaces, titles dropped); whether a name was cut is
 * decided on the name as the bank printed it, titles included, so the caller passes that as a flag.
 */

/**
 * A prefix counts as a cut name only when the printed name has the length of a bank's cut (18-20 characters, a
 * few less once a trailing space or punctuation is gone): the bank cut it, the player did not. A longer name was
 * never cut (MUHAMMAD WISNU HIDAYAT is not MUHAMMAD WISNU HIDAYATULLAH).
 */
export const MIN_CUT_NAME_LENGTH = 15;
export const MAX_CUT_NAME_LENGTH = 20;
/** A slipped letter is read as a typo only in a name at least this long; shorter names differ by it (ADI PUTRA). */
export const MIN_SLIP_NAME_LENGTH = 12;
/**
 * ... and only inside a word at least this long: MUHAMMAD ALI and MUHAMMAD ADI are two people, one letter apart
 * in a name of twelve characters.
 */
export const MIN_SLIP_WORD_LENGTH = 5;
/** A word the bank cut shows at least this many letters for a slip inside it to be read as one. */
const MIN_VISIBLE_SLIP_LETTERS = 4;

/** Whether a name printed with this many characters (titles included) may be a bank's cut. */
export function hasCutLength(printedLength: number): boolean {
  return printedLength >= MIN_CUT_NAME_LENGTH && printedLength <= MAX_CUT_NAME_LENGTH;
}

/** Spellings of Muhammad that open a name, the short forms and the initial included. */
const MUHAMMAD_FORMS = new Set(
  (
    'MUHAMMAD MUHAMAD MUHAMMED MUHAMED MUHAMMAT MUHAMAT MOHAMMAD MOHAMAD MOHAMMED MOHAMED MOHAMMAT MOCHAMMAD ' +
    'MOCHAMAD MOCHAMMED MUCHAMMAD MUCHAMAD MUKHAMMAD MUKHAMAD MUH MOH MOCH MUCH MHD MHMD MOHD MUHD MUHAMAAD M'
  ).split(' '),
);

export function isMuhammadForm(word: string): boolean {
  return MUHAMMAD_FORMS.has(word);
}

/** The name without a leading Muhammad form, when another word follows; else the name itself. */
export function coreOf(name: string): string {
  const space = name.indexOf(' ');
  return space > 0 && MUHAMMAD_FORMS.has(name.slice(0, space)) ? name.slice(space + 1) : name;
}

/** `shorter` is what the bank left of `longer` when it cut the printed name. */
export function isCutOf(shorter: string, shorterWasCut: boolean, longer: string): boolean {
  return shorterWasCut && shorter.length < longer.length && longer.startsWith(shorter);
}

/** Whether `a` from `aFrom` to `aEnd` equals `b` from `bFrom` to `bEnd`. */
export function sameSpan(
  a: string,
  aFrom: number,
  aEnd: number,
  b: string,
  bFrom: number,
  bEnd: number,
): boolean {
  if (aEnd - aFrom !== bEnd - bFrom) return false;
  for (let k = 0; aFrom + k < aEnd; k++)
    if (a.charCodeAt(aFrom + k) !== b.charCodeAt(bFrom + k)) return false;
  return true;
}

/**
 * Where the first `length` characters of `whole` and `b` differ by exactly one letter changed, added or missing:
 * the position of that letter in the longer of the two (in the prefix when they are as long), or -1. A prefix
 * is read where it lies: cutting it out as a new string for every comparison cost more than the comparison.
 */
function slipPosition(whole: string, length: number, b: string): number {
  if (Math.abs(length - b.length) > 1) return -1;
  const common = Math.min(length, b.length);
  let i = 0;
  while (i < common && whole.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (length === b.length) return i < length && sameSpan(whole, i + 1, length, b, i + 1, length) ? i : -1;
  if (length > b.length) return sameSpan(whole, i + 1, length, b, i, b.length) ? i : -1;
  return sameSpan(b, i + 1, b.length, whole, i, length) ? i : -1;
}

/** Where the word of `text` that holds position `at` starts and ends; a space there joins its two neighbours. */
function wordAt(text: string, at: number): { start: number; end: number; length: number } {
  let start = at;
  let end = at;
  if (text[at] === ' ') end++;
  while (start > 0 && text[start - 1] !== ' ') start--;
  while (end < text.length && text[end] !== ' ') end++;
  return { start, end, length: end - start - (text[at] === ' ' ? 1 : 0) };
}

const VOWELS = new Set(['A', 'E', 'I', 'O', 'U']);

/**
 * A word's last vowel changed is another name, not a slip: Indonesian names mark gender and family in it
 * (PUTRA, PUTRI; SAPUTRA, SAPUTRO; SANTOSO, SANTOSA).
 */
function changesLastVowel(whole: string, length: number, b: string, at: number): boolean {
  if (length !== b.length) return false;
  const last = at + 1 === length || whole[at + 1] === ' ';
  return last && VOWELS.has(whole[at]!) && VOWELS.has(b[at]!);
}

/**
 * One letter slipped between the first `length` characters of `whole` and `b` inside a long enough word of
 * `whole`, the uncut name both agree with up to the slip (so a position in either is a position in it). Not the
 * first letter of a word (another first letter is another name: DARMAWAN, MARPAUNG), and where `visible` letters
 * of the name are all a statement shows (a cut), not in a word of which fewer than MIN_VISIBLE_SLIP_LETTERS
 * letters show.
 */
function isSlipIn(whole: string, length: number, b: string, visible = whole.length): boolean {
  const at = slipPosition(whole, length, b);
  if (at < 0 || at >= whole.length) return false;
  const word = wordAt(whole, at);
  if (word.length < MIN_SLIP_WORD_LENGTH || at === word.start) return false;
  if (Math.min(word.end, visible) - word.start < MIN_VISIBLE_SLIP_LETTERS) return false;
  return !changesLastVowel(whole, length, b, at);
}

/**
 * One slipped letter in a name of 12 characters or more, possibly in a name the bank also cut: the cut name is
 * then within one letter of the start of the longer one.
 */
export function isSlipOf(a: string, aWasCut: boolean, b: string, bWasCut: boolean): boolean {
  const [shorter, shorterWasCut, longer] = a.length <= b.length ? [a, aWasCut, b] : [b, bWasCut, a];
  if (longer.length < MIN_SLIP_NAME_LENGTH) return false;
  if (longer.length - shorter.length <= 1 && isSlipIn(longer, longer.length, shorter)) return true;
  if (!shorterWasCut) return false;
  for (let extra = -1; extra <= 1; extra++) {
    const end = shorter.length + extra;
    if (end <= 0 || end >= longer.length) continue;
    if (isSlipIn(longer, end, shorter, shorter.length)) return true;
  }
  return false;
}

/**
 * The levels at which formBlockingKeys keys a string x: at level K, when |x| >= K + 1, by its first K + 1
 * characters. The lowest is the shortest cut a slip can be read in (MIN_VISIBLE_SLIP_LETTERS); the highest what
 * a bank's cut keeps at least (MIN_CUT_NAME_LENGTH); the others keep cores of cut names (MUHAMMAD RIZKY RA) and
 * cut names after a title from falling to a coarse level, where every name starting with one word would meet.
 */
const FORM_LEVELS = [
  MIN_VISIBLE_SLIP_LETTERS - 1,
  6,
  MIN_SLIP_NAME_LENGTH - 2,
  MIN_CUT_NAME_LENGTH - 1,
] as const;

/** The highest level a string of this length is keyed at, or -1 when it is too short for any. */
function formLevel(length: number): number {
  let level = -1;
  for (const candidate of FORM_LEVELS) if (candidate + 1 <= length) level = candidate;
  return level;
}

/** Neighbourhood (N), exact prefix (P) and whole-string (W) keys never meet, nor do N or P keys of two levels. */
const NEIGHBOURHOOD = 1;
const PREFIX = 2;
const WHOLE = 3;

/**
 * Keys are polynomial hashes (mod 2^32) of the strings they stand for, so that the hash of a prefix with one
 * character left out comes from the hashes of the prefixes in constant time: a name's keys cost its length, not
 * its length squared. Equal strings have equal keys; a collision only costs a comparison.
 */
const BASE = 0x01000193;
const powers = [1];

function power(exponent: number): number {
  while (powers.length <= exponent) powers.push(Math.imul(powers[powers.length - 1]!, BASE));
  return powers[exponent]!;
}

/** The hash of every prefix of `text`: at i, of its first i characters. */
function prefixHashes(text: string): Int32Array {
  const hashes = new Int32Array(text.length + 1);
  for (let i = 0; i < text.length; i++)
    hashes[i + 1] = (Math.imul(hashes[i]!, BASE) + text.charCodeAt(i)) | 0;
  return hashes;
}

/** The hash of the first `length` characters with the one at `skip` left out (-1: none left out). */
function hashWithout(hashes: Int32Array, length: number, skip: number): number {
  if (skip < 0) return hashes[length]!;
  const shift = power(length - skip - 1);
  return (Math.imul(hashes[skip]!, shift) + hashes[length]! - Math.imul(hashes[skip + 1]!, shift)) | 0;
}

/** A key: the hash mixed with its kind, level and length, cut to 30 bits (small integers key fastest). */
function keyOf(hash: number, kind: number, level: number, length: number): number {
  let key = hash ^ Math.imul(kind + 4 * level + 256 * length, 0x85ebca6b);
  key = Math.imul(key ^ (key >>> 16), 0x7feb352d);
  key = Math.imul(key ^ (key >>> 15), 0x846ca68b);
  return (key ^ (key >>> 16)) & 0x3fffffff;
}

/** N_K(x): x's first K + 1 characters with each one left out in turn (the last left out gives its first K). */
function neighbourhood(hashes: Int32Array, level: number, into: number[]): void {
  for (let skip = 0; skip <= level; skip++) {
    into.push(keyOf(hashWithout(hashes, level + 1, skip), NEIGHBOURHOOD, level, level));
  }
}

/** P_K(x): x's first K + 1 characters. */
function exactPrefix(hashes: Int32Array, level: number, into: number[]): void {
  into.push(keyOf(hashWithout(hashes, level + 1, -1), PREFIX, level, level + 1));
}

/** W(x): x itself and x with each character left out in turn. */
function wholeNeighbourhood(hashes: Int32Array, into: number[]): void {
  const length = hashes.length - 1;
  into.push(keyOf(hashWithout(hashes, length, -1), WHOLE, 0, length));
  for (let skip = 0; skip < length; skip++) {
    into.push(keyOf(hashWithout(hashes, length, skip), WHOLE, 0, length - 1));
  }
}

/** Where a name stands in the form index of an EXACT pass and what it looks up there (formBlockingKeys). */
export interface FormKeys {
  /** For a cut name: its keys at its own level (N of its text, P of its core), where longer names find it. */
  asCut: number[];
  /** Its keys at every level up to its own (N of its text, P of its core): what it looks up among asCut. */
  cutProbes: number[];
  /** W of its text and core when as long as a whole-name slip needs: keyed and looked up alike. */
  whole: number[];
  /** Texts and cores of a cut name too short for any level: found as prefixes, by comparison. */
  tiny: string[];
}

/** Keys x at every level up to its own into cutProbes, and at its own level into asCut when it was cut. */
function keyAtLevels(
  hashes: Int32Array,
  keysAt: (hashes: Int32Array, level: number, into: number[]) => void,
  wasCut: boolean,
  keys: FormKeys,
): void {
  const own = formLevel(hashes.length - 1);
  for (const level of FORM_LEVELS) {
    if (level > own) break;
    keysAt(hashes, level, keys.cutProbes);
    if (wasCut && level === own) keysAt(hashes, level, keys.asCut);
  }
}

/**
 * The keys that find, among the names of an EXACT pass, every name that a form (formScore in names.ts) relates
 * to this one: the same name, a cut, a Muhammad form with or without a cut, one slipped letter with or without a
 * cut or a Muhammad form. Equal texts and equal cores are looked up as they are, outside these keys.
 *
 * Each form relates two strings, the shorter S and the longer L (|S| <= |L|), in one of these ways:
 *   (a) S = L: an equal text, or an equal core (coreOf): looked up as such;
 *   (b) texts: S was cut and is, up to one letter changed, added or missing, a prefix of L (isCutOf, and the
 *       cut branch of isSlipOf, which reads a slip only in a word showing MIN_VISIBLE_SLIP_LETTERS letters, so
 *       |S| >= MIN_VISIBLE_SLIP_LETTERS there);
 *   (b') cores: S was cut and is a prefix of L (isCutOf on cores);
 *   (c) texts, or cores when a Muhammad form leads one of the names: S and L differ by one letter changed, added
 *       or missing over their whole length, with |L| >= MIN_SLIP_NAME_LENGTH, so |S| >= MIN_SLIP_NAME_LENGTH - 1
 *       (the first branch of isSlipOf).
 *
 * (c): W(S) and W(L) share a key: changed, both without it; added or missing, the shorter itself is the longer
 * without it. Every text and core that long is keyed by W (whole).
 *
 * (b), (b'): let K + 1 <= |S| <= |L| and S be, up to one letter changed, added or missing, a prefix P of L.
 * Then N_K(S) and N_K(L) share a key. If the letter lies at a position p > K, S and L agree on their first K + 1
 * characters and share every key. If p <= K: changed, both leave p out and agree on the rest of their first
 * K + 1 (|P| = |S| >= K + 1); added to S, S without p is the first K of P, which is L's first K + 1 without
 * the character K (|P| = |S| - 1 >= K); missing from S (P = S with a letter at p), L's first K + 1 without p
 * is S's first K, which is S's first K + 1 without the character K (|P| = |S| + 1 >= K + 2). With no letter at
 * all (b'), P_K(S) = P_K(L). So with own(x) the highest level x reaches, texts keyed by N and cores by P, the cut
 * S is keyed at own(S) (asCut), and L, as long at least, holds own(S) among the levels up to its own
 * (cutProbes): looking up L's cutProbes among the asCut keys of the other side finds every such S, whichever
 * side it is on. Cut strings too short for any level (tiny) relate only by (a), (b) and (b') without a slip:
 * prefixes, found by comparison.
 */
export function formBlockingKeys(text: string, wasCut: boolean, core: string): FormKeys {
  const keys: FormKeys = { asCut: [], cutProbes: [], whole: [], tiny: [] };
  const textHashes = prefixHashes(text);
  const coreHashes = core === text ? textHashes : prefixHashes(core);
  keyAtLevels(textHashes, neighbourhood, wasCut, keys);
  keyAtLevels(coreHashes, exactPrefix, wasCut, keys);
  for (const hashes of core === text ? [textHashes] : [textHashes, coreHashes]) {
    const form = hashes === textHashes ? text : core;
    if (form.length >= MIN_SLIP_NAME_LENGTH - 1) wholeNeighbourhood(hashes, keys.whole);
    if (wasCut && formLevel(form.length) < 0) keys.tiny.push(form);
  }
  return keys;
}
