/**
 * The names of one matching run, interned: each compared once per pair of words, with the blocking keys that find
 * every pair the score accepts.
 */
import { type FormKeys, formBlockingKeys, hasCutLength } from './name-forms';
import {
  EXACT_MIN_SCORE,
  FULL_SCORE,
  MIN_SLIP_LENGTH,
  type ScoredName,
  type TokenProfile,
  contradicts,
  exactScoreOf,
  formScore,
  isTypo,
  nameKeys,
  scoreProfiles,
  scoredName,
  withDeletions,
} from './names';

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
