import { MAX_TINY_FORM_LENGTH } from '../name-forms';
import type { NameTable } from '../names';

/** A statement name that reaches EXACT with a request name, and its score (per mille). */
export interface NameMatch {
  name: number;
  score: number;
}

function push<K>(map: Map<K, number[]>, key: K, value: number): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * The statement names of one EXACT group (one website, account and amount), indexed so that each request name
 * finds the ones that score >= EXACT_MIN_SCORE with it and do not contradict it, without being compared with the
 * rest. A crowd of one amount repeats a few thousand names over ten thousand rows, so names are compared once per
 * group, never row by row; the rows of a matching name are the caller's to expand.
 *
 * A name scores >= EXACT_MIN_SCORE either by a form (formScore: the same name, a cut, a Muhammad form, a slip) or
 * by its words (profileSimilarity). The candidates of a request name are the union of:
 *  - by words: the names holding, for every word the request name must pair (mustPairWords), a word it pairs
 *    with (NameTable.relatedWords: itself, a slip, an initial). The names of the rarest such word are visited and
 *    kept when they also pair each other one; a request name without such a word takes every name;
 *  - by forms: the names of equal core (equal texts have equal cores), and those formBlockingKeys finds (cuts
 *    and slips, on texts and on cores).
 * Each part holds every name that can reach the score its way (see mustPairWords and formBlockingKeys), so the
 * union holds every name that can reach it; the score itself decides.
 */
export function createNameMatcher(creditNames: readonly number[], names: NameTable) {
  const byWord = new Map<number, number[]>();
  const byShorterKey = new Map<number, number[]>();
  const byCore = new Map<string, number[]>();
  const byTinyForm = new Map<string, number[]>();
  creditNames.forEach((name, at) => {
    const { core, profile } = names.scored(name);
    for (const word of new Set(profile.ids)) push(byWord, word, at);
    const keys = names.formKeys(name);
    for (const key of new Set(keys.asShorter)) push(byShorterKey, key, at);
    for (const tiny of keys.tiny) push(byTinyForm, tiny, at);
    push(byCore, core, at);
  });
  // Only a cut request name shorter than the top form level looks names up as the longer of a cut: built then.
  let byLongerKey: Map<number, number[]> | null = null;
  const longerIndex = () => {
    if (byLongerKey === null) {
      byLongerKey = new Map();
      creditNames.forEach((name, at) => {
        for (const key of new Set(names.formKeys(name).asLonger)) push(byLongerKey!, key, at);
      });
    }
    return byLongerKey;
  };

  // Per position: the lookup that last visited it by words, and that last took it as a candidate.
  const visitedBy = new Int32Array(creditNames.length);
  const takenBy = new Int32Array(creditNames.length);
  let request = 0;
  let candidates: number[] = [];
  const take = (at: number) => {
    if (takenBy[at] === request) return;
    takenBy[at] = request;
    candidates.push(at);
  };
  const takeAll = (list: readonly number[] | undefined) => {
    if (list) for (const at of list) take(at);
  };

  /** How many names hold a word that `word` pairs with: the cost of visiting them. */
  const postings = (word: number) => {
    let count = 0;
    for (const related of names.relatedWords(word)) count += byWord.get(related)?.length ?? 0;
    return count;
  };
  /** Whether the name holds a word that pairs with each of `words` but `except`. */
  const pairsEvery = (name: number, words: Int32Array, except: number) => {
    const own = names.scored(name).profile.ids;
    for (const word of words) {
      if (word === except) continue;
      let paired = false;
      for (let j = 0; j < own.length && !paired; j++) paired = names.wordsPair(word, own[j]!);
      if (!paired) return false;
    }
    return true;
  };

  const takeByWords = (name: number) => {
    const mustPair = names.mustPairWords(name);
    if (mustPair.length === 0) {
      for (let at = 0; at < creditNames.length; at++) take(at);
      return;
    }
    let rarest = mustPair[0]!;
    let fewest = Infinity;
    for (const word of mustPair) {
      const count = postings(word);
      if (count < fewest) [rarest, fewest] = [word, count];
    }
    for (const related of names.relatedWords(rarest)) {
      for (const at of byWord.get(related) ?? []) {
        if (visitedBy[at] === request) continue;
        visitedBy[at] = request;
        if (pairsEvery(creditNames[at]!, mustPair, rarest)) take(at);
      }
    }
  };

  const takeByForms = (name: number) => {
    const { text, core, wasCut } = names.scored(name);
    takeAll(byCore.get(core));
    const keys = names.formKeys(name);
    for (const key of keys.shorterProbes) takeAll(byShorterKey.get(key));
    if (keys.longerProbes.length > 0) {
      const index = longerIndex();
      for (const key of keys.longerProbes) takeAll(index.get(key));
    }
    if (byTinyForm.size > 0) {
      for (const form of core === text ? [text] : [text, core]) {
        for (let length = 1; length <= Math.min(MAX_TINY_FORM_LENGTH, form.length); length++) {
          takeAll(byTinyForm.get(form.slice(0, length)));
        }
      }
    }
    // A cut too short for any key: every name it may be the start of (rare: a cut name of a few letters).
    if (wasCut && keys.tiny.length > 0) {
      creditNames.forEach((credit, at) => {
        const other = names.scored(credit);
        if (keys.tiny.some((tiny) => other.text.startsWith(tiny) || other.core.startsWith(tiny))) take(at);
      });
    }
  };

  return {
    /** The statement names of the group scoring >= EXACT_MIN_SCORE with the request name, not contradicting it. */
    matches(name: number): NameMatch[] {
      request++;
      candidates = [];
      takeByWords(name);
      takeByForms(name);
      const found: NameMatch[] = [];
      for (const at of candidates) {
        const score = names.exactScore(name, creditNames[at]!);
        if (score >= 0) found.push({ name: creditNames[at]!, score });
      }
      return found;
    },
  };
}
