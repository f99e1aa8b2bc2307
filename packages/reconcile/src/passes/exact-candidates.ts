import { EXACT_MIN_SCORE } from '../names';
import type { NameTable } from '../name-table';
import { KeyIndex } from './key-index';

/** A statement name that reaches EXACT with a request name, and its score (per mille). */
export interface NameMatch {
  name: number;
  score: number;
}

/** Every position of `names` under each of its keys. */
function indexBy(names: readonly number[], keysOf: (name: number) => ArrayLike<number>): KeyIndex {
  let entries = 0;
  for (const name of names) entries += keysOf(name).length;
  const index = new KeyIndex(entries);
  names.forEach((name, at) => {
    const keys = keysOf(name);
    for (let k = 0; k < keys.length; k++) index.add(keys[k]!, at);
  });
  return index;
}

/**
 * The statement names of an EXACT pass that a form (formScore: the same name, a cut, a Muhammad form, a slip)
 * relates to each request name, with the form's score: a pair with a form scores that and never contradicts.
 * The candidates are the equal cores and what formBlockingKeys finds: a request name looks up its cut keys and
 * whole-name keys among the statement names, and every statement name looks up its cut keys among the cut
 * request names, which it may be the longer name of. Forms relate a name to a handful of others whatever the
 * crowd, so they are looked up over every name of the pass at once; each group keeps the matches it holds. Pairs
 * without a form that reach EXACT by their words are the name matcher's to find.
 */
export function createFormMatcher(
  requestNames: readonly number[],
  creditNames: readonly number[],
  names: NameTable,
) {
  const byCore = indexBy(creditNames, (name) => [names.coreId(name)]);
  const byCutKey = indexBy(creditNames, (name) => names.formKeys(name).asCut);
  const byWholeKey = indexBy(creditNames, (name) => names.formKeys(name).whole);
  const tinyForms = creditNames.flatMap((name, at) =>
    names.formKeys(name).tiny.map((form) => ({ form, at })),
  );
  const requests = new Set(requestNames);
  const credits = new Set(creditNames);
  const found: (NameMatch[] | undefined)[] = [];

  // The statement names each cut request name may be the shorter of, found from the statement names' side.
  const cutRequests = requestNames.filter((name) => names.formKeys(name).asCut.length > 0);
  const byRequestCutKey = indexBy(cutRequests, (name) => names.formKeys(name).asCut);
  const longerOf = new Map<number, number[]>();
  const lastFoundBy = new Int32Array(cutRequests.length).fill(-1);
  creditNames.forEach((credit, at) => {
    for (const key of names.formKeys(credit).cutProbes) {
      for (let entry = byRequestCutKey.first(key); entry >= 0; entry = byRequestCutKey.next(entry)) {
        const request = byRequestCutKey.value(entry);
        if (lastFoundBy[request] === at) continue;
        lastFoundBy[request] = at;
        const list = longerOf.get(cutRequests[request]!);
        if (list) list.push(at);
        else longerOf.set(cutRequests[request]!, [at]);
      }
    }
  });

  let lookup = 0;
  const takenBy = new Int32Array(creditNames.length);
  let candidates: number[] = [];
  const take = (at: number) => {
    if (takenBy[at] === lookup) return;
    takenBy[at] = lookup;
    candidates.push(at);
  };
  const takeAll = (index: KeyIndex, key: number) => {
    for (let entry = index.first(key); entry >= 0; entry = index.next(entry)) take(index.value(entry));
  };

  /** The statement names cut to a few letters that the request name's text or core starts with. */
  const takeTinyShorter = (name: number) => {
    const { text, core } = names.scored(name);
    for (const { form, at } of tinyForms) if (text.startsWith(form) || core.startsWith(form)) take(at);
  };

  const takeByForms = (name: number) => {
    takeAll(byCore, names.coreId(name));
    const keys = names.formKeys(name);
    for (const key of keys.cutProbes) takeAll(byCutKey, key);
    for (const key of keys.whole) takeAll(byWholeKey, key);
    for (const at of longerOf.get(name) ?? []) take(at);
    if (tinyForms.length > 0) takeTinyShorter(name);
    // A cut too short for any key: every name it may be the start of (rare: a cut of a few letters).
    if (keys.tiny.length > 0) {
      creditNames.forEach((credit, at) => {
        const { text, core } = names.scored(credit);
        if (keys.tiny.some((tiny) => text.startsWith(tiny) || core.startsWith(tiny))) take(at);
      });
    }
  };

  return {
    /** Whether the matcher was built over every one of these request and statement names. */
    covers(requestNamesOfGroup: Iterable<number>, creditNamesOfGroup: Iterable<number>): boolean {
      for (const name of requestNamesOfGroup) if (!requests.has(name)) return false;
      for (const name of creditNamesOfGroup) if (!credits.has(name)) return false;
      return true;
    },
    /** The statement names a form relates to the request name (one the matcher was built over), with the score. */
    matches(name: number): readonly NameMatch[] {
      let matches = found[name];
      if (matches === undefined) {
        if (!requests.has(name)) throw new Error(`Name ${name} is no request name of this form matcher`);
        lookup++;
        candidates = [];
        takeByForms(name);
        matches = [];
        for (const at of candidates) {
          const score = names.formScore(name, creditNames[at]!);
          if (score >= EXACT_MIN_SCORE) matches.push({ name: creditNames[at]!, score });
        }
        found[name] = matches;
      }
      return matches;
    },
  };
}

export type FormMatcher = ReturnType<typeof createFormMatcher>;

/**
 * What the name matchers of a pass share, sized by the run's words and names and reused from group to group
 * (a run holds tens of thousands of words, a pass hundreds of groups), valid where stamped with the current
 * group's or lookup's number:
 *  - per word: the credit names of the group holding it (a chain through the entries) and how many, and the
 *    must-pair words of the request name being looked up that it pairs with (bits of NameTable.pairingMarks);
 *  - per name: its position among the group's credit names;
 *  - per credit name of the group (by position): its words, side by side in one array (`nameWords` from
 *    `nameWordsStart[at]` to `nameWordsStart[at + 1]`). Checking a visited name's words reads them there instead
 *    of through the name table's objects: a crowd visits hundreds of thousands of names (issue 31's busy day:
 *    500k visits for 13k names taken), and reading each name's profile was most of that time.
 * A matcher reads the group it was built for: building another over the same scratch ends it.
 */
export interface MatcherScratch {
  groups: number;
  lookups: number;
  wordGroup: Int32Array;
  wordFirst: Int32Array;
  wordHolders: Int32Array;
  markedBy: Int32Array;
  pairedBits: Int32Array;
  nameGroup: Int32Array;
  namePosition: Int32Array;
  entryName: Int32Array;
  entryNext: Int32Array;
  nameWordsStart: Int32Array;
  nameWords: Int32Array;
}

export function createMatcherScratch(): MatcherScratch {
  const none = new Int32Array(0);
  return {
    groups: 0,
    lookups: 0,
    wordGroup: none,
    wordFirst: none,
    wordHolders: none,
    markedBy: none,
    pairedBits: none,
    nameGroup: none,
    namePosition: none,
    entryName: none,
    entryNext: none,
    nameWordsStart: none,
    nameWords: none,
  };
}

/**
 * Grows the scratch's arrays to the run's words and names and the group's credit names and entries (never shrinks
 * them).
 */
function fitScratch(
  scratch: MatcherScratch,
  words: number,
  names: number,
  groupNames: number,
  entries: number,
): void {
  const grown = (array: Int32Array, size: number) => {
    if (array.length >= size) return array;
    const larger = new Int32Array(Math.max(size, array.length * 2));
    larger.set(array);
    return larger;
  };
  scratch.wordGroup = grown(scratch.wordGroup, words);
  scratch.wordFirst = grown(scratch.wordFirst, words);
  scratch.wordHolders = grown(scratch.wordHolders, words);
  scratch.markedBy = grown(scratch.markedBy, words);
  scratch.pairedBits = grown(scratch.pairedBits, words);
  scratch.nameGroup = grown(scratch.nameGroup, names);
  scratch.namePosition = grown(scratch.namePosition, names);
  scratch.entryName = grown(scratch.entryName, entries);
  scratch.entryNext = grown(scratch.entryNext, entries);
  scratch.nameWordsStart = grown(scratch.nameWordsStart, groupNames + 1);
  scratch.nameWords = grown(scratch.nameWords, entries);
}

/**
 * The statement names of one EXACT group (one website, account and amount), indexed so that each request name
 * finds the ones that score >= EXACT_MIN_SCORE with it and do not contradict it, without being compared with the
 * rest. A crowd of one amount repeats a few thousand names over ten thousand rows, so names are compared once per
 * group, never row by row; the rows of a matching name are the caller's to expand.
 *
 * A name scores >= EXACT_MIN_SCORE either by a form (formScore: the same name, a cut, a Muhammad form, a slip) or
 * by its words (profileSimilarity). The matching names of a request name are
 *  - by forms: those of the group that `forms` (createFormMatcher, over at least the group's request and
 *    statement names) relates to it: every pair with a form (formBlockingKeys proves the lookups find them all);
 *  - by words: of the other names, those that reach EXACT (exactScore) among the names holding, for every word
 *    the request name must pair (mustPairWords), a word it pairs with (NameTable.pairingMarks: itself, a slip,
 *    an initial): every pair scoring >= EXACT_MIN_SCORE without a form holds them (see mustPairWords). The
 *    names of the rarest such word are visited and kept when they also pair each other one; a request name
 *    without such a word takes every name.
 */
export function createNameMatcher(
  requestNames: readonly number[],
  creditNames: readonly number[],
  names: NameTable,
  forms: FormMatcher = createFormMatcher(requestNames, creditNames, names),
  scratch: MatcherScratch = createMatcherScratch(),
) {
  let entries = 0;
  for (const name of creditNames) entries += names.scored(name).profile.ids.length;
  fitScratch(scratch, names.wordCount(), names.nameCount(), creditNames.length, entries);
  const group = ++scratch.groups;
  const { wordGroup, wordFirst, wordHolders, markedBy, pairedBits, nameGroup, namePosition } = scratch;
  const { entryName, entryNext, nameWordsStart, nameWords } = scratch;
  entries = 0;
  let wordsAt = 0;
  creditNames.forEach((name, at) => {
    nameGroup[name] = group;
    namePosition[name] = at;
    nameWordsStart[at] = wordsAt;
    for (const word of names.scored(name).profile.ids) {
      nameWords[wordsAt++] = word;
      if (wordGroup[word] !== group) {
        wordGroup[word] = group;
        wordFirst[word] = -1;
        wordHolders[word] = 0;
      } else if (entryName[wordFirst[word]!] === at) continue; // a word written twice: one entry
      entryName[entries] = at;
      entryNext[entries] = wordFirst[word]!;
      wordFirst[word] = entries++;
      wordHolders[word]!++;
    }
  });
  nameWordsStart[creditNames.length] = wordsAt;
  const holders = (word: number) => (wordGroup[word] === group ? wordHolders[word]! : 0);
  const firstHolder = (word: number) => (wordGroup[word] === group ? wordFirst[word]! : -1);

  // Per request name looked up (a number shared by the matchers of the scratch): each credit name visited by
  // words and taken.
  let lookup = 0;
  const visitedBy = new Int32Array(creditNames.length);
  const takenBy = new Int32Array(creditNames.length);
  let candidates: number[] = [];
  const take = (at: number) => {
    if (takenBy[at] === lookup) return;
    takenBy[at] = lookup;
    candidates.push(at);
  };
  /** Whether a credit name holds a word pairing each must-pair word (all bits of `every`). */
  const pairsEvery = (at: number, every: number) => {
    let bits = 0;
    for (let j = nameWordsStart[at]!; j < nameWordsStart[at + 1]!; j++) {
      const word = nameWords[j]!;
      if (markedBy[word] === lookup) bits |= pairedBits[word]!;
    }
    return bits === every;
  };
  // Per must-pair word, how many credit names hold a word pairing it: the cost of visiting them.
  const costs = new Float64Array(32);

  const takeByWords = (name: number) => {
    const mustPair = names.mustPairWords(name);
    if (mustPair.length === 0) {
      for (let at = 0; at < creditNames.length; at++) take(at);
      return;
    }
    const pairing = names.pairingMarks(name);
    costs.fill(0, 0, mustPair.length);
    for (let k = 0; k < pairing.length; k += 2) {
      const word = pairing[k]!;
      const bits = pairing[k + 1]!;
      markedBy[word] = lookup;
      pairedBits[word] = bits;
      if (mustPair.length === 1) continue;
      const count = holders(word);
      for (let bit = 0; bit < mustPair.length; bit++) if (bits & (1 << bit)) costs[bit]! += count;
    }
    let rarest = 0;
    for (let bit = 1; bit < mustPair.length; bit++) if (costs[bit]! < costs[rarest]!) rarest = bit;
    const every = 2 ** mustPair.length - 1;
    for (let k = 0; k < pairing.length; k += 2) {
      if (!(pairing[k + 1]! & (1 << rarest))) continue;
      for (let entry = firstHolder(pairing[k]!); entry >= 0; entry = entryNext[entry]!) {
        const at = entryName[entry]!;
        if (visitedBy[at] === lookup) continue;
        visitedBy[at] = lookup;
        if (pairsEvery(at, every)) take(at);
      }
    }
  };

  return {
    /** The statement names of the group scoring >= EXACT_MIN_SCORE with the request name, not contradicting it. */
    matches(name: number): NameMatch[] {
      if (scratch.groups !== group) throw new Error('A name matcher was built after this one on its scratch');
      lookup = ++scratch.lookups;
      const found: NameMatch[] = [];
      // Names related by a form come scored; taking them first spares scoring them again by words.
      for (const match of forms.matches(name)) {
        if (nameGroup[match.name] !== group) continue;
        takenBy[namePosition[match.name]!] = lookup;
        found.push(match);
      }
      candidates = [];
      takeByWords(name);
      for (const at of candidates) {
        const score = names.exactScore(name, creditNames[at]!);
        if (score >= 0) found.push({ name: creditNames[at]!, score });
      }
      return found;
    },
  };
}
