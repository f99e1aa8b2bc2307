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

function sameFrom(a: string, aFrom: number, b: string, bFrom: number): boolean {
  if (a.length - aFrom !== b.length - bFrom) return false;
  for (let k = 0; aFrom + k < a.length; k++)
    if (a.charCodeAt(aFrom + k) !== b.charCodeAt(bFrom + k)) return false;
  return true;
}

/**
 * Where `a` and `b` differ by exactly one letter changed, added or missing: the position of that letter in the
 * longer of the two (in `a` when they are as long), or -1.
 */
function slipPosition(a: string, b: string): number {
  if (a === b || Math.abs(a.length - b.length) > 1) return -1;
  const longer = a.length >= b.length ? a : b;
  const shorter = longer === a ? b : a;
  let i = 0;
  while (i < shorter.length && longer.charCodeAt(i) === shorter.charCodeAt(i)) i++;
  if (longer.length === shorter.length) return sameFrom(longer, i + 1, shorter, i + 1) ? i : -1;
  return sameFrom(longer, i + 1, shorter, i) ? i : -1;
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
function changesLastVowel(a: string, b: string, at: number): boolean {
  if (a.length !== b.length) return false;
  const last = at + 1 === a.length || a[at + 1] === ' ';
  return last && VOWELS.has(a[at]!) && VOWELS.has(b[at]!);
}

/**
 * One letter slipped between `a` and `b` inside a long enough word of `whole`, the uncut name both agree with up
 * to the slip (so a position in either is a position in it). Not the first letter of a word (another first
 * letter is another name: DARMAWAN, MARPAUNG), and where `visible` letters of the name are all a statement shows
 * (a cut), not in a word of which fewer than MIN_VISIBLE_SLIP_LETTERS letters show.
 */
function isSlipIn(a: string, b: string, whole: string, visible = whole.length): boolean {
  const at = slipPosition(a, b);
  if (at < 0 || at >= whole.length) return false;
  const word = wordAt(whole, at);
  if (word.length < MIN_SLIP_WORD_LENGTH || at === word.start) return false;
  if (Math.min(word.end, visible) - word.start < MIN_VISIBLE_SLIP_LETTERS) return false;
  return !changesLastVowel(a, b, at);
}

/**
 * One slipped letter in a name of 12 characters or more, possibly in a name the bank also cut: the cut name is
 * then within one letter of the start of the longer one.
 */
export function isSlipOf(a: string, aWasCut: boolean, b: string, bWasCut: boolean): boolean {
  const [shorter, shorterWasCut, longer] = a.length <= b.length ? [a, aWasCut, b] : [b, bWasCut, a];
  if (longer.length < MIN_SLIP_NAME_LENGTH) return false;
  if (longer.length - shorter.length <= 1 && isSlipIn(longer, shorter, longer)) return true;
  if (!shorterWasCut) return false;
  for (let extra = -1; extra <= 1; extra++) {
    const end = shorter.length + extra;
    if (end <= 0 || end >= longer.length) continue;
    if (isSlipIn(longer.slice(0, end), shorter, longer, shorter.length)) return true;
  }
  return false;
}
