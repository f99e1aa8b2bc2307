import { describe, expect, it } from 'vitest';
import { comparableName, EXACT_MIN_SCORE } from '../names';
import { createNameTable, type NameTable } from '../name-table';
import { prepareDay } from '../prepare';
import { createRandom, holderName, nameForm, type Random } from '../testing/people-and-money';
import { bo, corporateText, day, DEPO_BCA, mutasi } from '../testing/factories';
import { createNameMatcher } from './exact-candidates';
import { candidateEdge, findEdges } from './exact';

/*
 * The blocking of EXACT (createNameMatcher, formBlockingKeys, mustPairWords) must find every pair of names that
 * the score accepts, however the names were written. These tests compare it with every pair compared, on crowds
 * far above the size where EXACT stops comparing every pair, with names as the day generator writes them and
 * then bent the ways banks, panels and players bend them.
 */

const LETTERS = 'ABDEGHIKMNORSTUY ';
const MUHAMMADS = ['MUHAMMAD', 'MUHAMAD', 'MUH', 'M', 'MOCH', 'MOHAMMAD'];
const TITLES = ['BPK', 'IBU', 'SDR', 'BPK BPK', 'BANK BCA'];
const CUTS = [18, 18, 18, 15, 16, 17, 19, 20, 12, 8, 5, 3];

/** One letter changed, added, missing or swapped with the next, anywhere (spaces included). */
function slip(random: Random, text: string): string {
  const at = random.int(0, text.length);
  const letter = LETTERS[random.int(0, LETTERS.length - 1)]!;
  switch (random.int(0, 3)) {
    case 0:
      return text.slice(0, at) + letter + text.slice(at + 1);
    case 1:
      return text.slice(0, at) + letter + text.slice(at);
    case 2:
      return text.slice(0, at) + text.slice(at + 1);
    default:
      return at + 1 < text.length ? text.slice(0, at) + text[at + 1] + text[at] + text.slice(at + 2) : text;
  }
}

/** A name as a statement or a panel may print a holder: a form, slips, an initial, words joined or turned, a cut. */
function printedForm(random: Random, holder: string): string {
  const shape = random.next();
  let printed = holder;
  if (shape < 0.3) printed = nameForm(random, holder)?.printed ?? holder;
  else if (shape < 0.45) printed = slip(random, holder);
  else if (shape < 0.5) printed = slip(random, slip(random, holder));
  else if (shape < 0.55)
    printed = holder.replace(/^(\S)\S*/, (word) => (random.chance(0.5) ? word[0]! : word));
  else if (shape < 0.6) printed = holder.replace(' ', '');
  else if (shape < 0.65) printed = `${random.pick(MUHAMMADS)} ${holder}`;
  else if (shape < 0.7) printed = holder.split(' ').reverse().join(' ');
  else if (shape < 0.75) printed = `${random.pick(TITLES)} ${holder}`;
  if (random.chance(0.5)) printed = printed.slice(0, random.pick(CUTS)).trim();
  return printed.length > 0 ? printed : holder;
}

function holders(random: Random, count: number): string[] {
  // One name in ten is a single word, as the generator's first names are.
  return Array.from({ length: count }, () => {
    const holder = holderName(random);
    return random.chance(0.1) ? holder.split(' ')[0]! : holder;
  });
}

function internAll(names: NameTable, raws: readonly string[]): number[] {
  const ids = raws.map((raw) => {
    const name = comparableName(raw);
    return name === null ? -1 : names.intern(name.text, name.wasCut);
  });
  return [...new Set(ids.filter((id) => id >= 0))];
}

describe('EXACT candidates by name', () => {
  // Comparing every pair is the slow part (about 3 s alone, 15 s on a loaded 2-core machine).
  it('finds exactly the name pairs that comparing every pair accepts', { timeout: 60_000 }, () => {
    for (const seed of [1, 2, 3]) {
      const random = createRandom(seed);
      const people = holders(random, 300);
      const names = createNameTable();
      const requestNames = internAll(
        names,
        Array.from({ length: 900 }, () =>
          random.chance(0.5) ? random.pick(people) : printedForm(random, random.pick(people)),
        ),
      );
      const creditNames = internAll(
        names,
        Array.from({ length: 1200 }, () => printedForm(random, random.pick(people))),
      );
      const matcher = createNameMatcher(requestNames, creditNames, names);
      let accepted = 0;
      for (const request of requestNames) {
        const expected = creditNames
          .map((credit) => ({ name: credit, score: names.scoreAtLeast(request, credit, EXACT_MIN_SCORE) }))
          .filter(({ name, score }) => score >= 0 && !names.contradict(request, name))
          .sort((a, b) => a.name - b.name);
        const found = matcher.matches(request).sort((a, b) => a.name - b.name);
        expect(found).toEqual(expected);
        accepted += expected.length;
      }
      // Dense enough to mean something: several accepted names per request name.
      expect(accepted).toBeGreaterThan(requestNames.length);
    }
  });

  it('finds in a crowd of one amount exactly the row pairs that comparing every pair finds', () => {
    const random = createRandom(16);
    const people = holders(random, 150);
    const dates = ['2026-06-04', '2026-06-05', '2026-06-06', '2026-06-08'];
    const clock = () =>
      random.chance(0.3)
        ? null
        : `${String(random.int(0, 23)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:00`;
    const input = day(
      Array.from({ length: 700 }, (_, i) => {
        const holder = random.pick(people);
        return bo({
          id: i + 1,
          amountCents: 10_000_000,
          holderName: random.chance(0.8) ? holder : printedForm(random, holder),
          businessDate: random.pick(dates),
          time: clock(),
          playerBank: random.pick(['BCA', 'BCA', 'BRI', 'GOPAY', null]),
          learnedNames: random.chance(0.05) ? [random.pick(people), printedForm(random, holder)] : null,
          corporateBank: corporateText(DEPO_BCA),
        });
      }),
      Array.from({ length: 700 }, (_, i) =>
        mutasi({
          id: 10_000 + i,
          amountCents: 10_000_000,
          name: printedForm(random, random.pick(people)),
          date: random.pick(dates),
          time: clock(),
          channel: random.pick(['BCA', 'BRI', null, null]),
        }),
      ),
    );
    const prepared = prepareDay(input);
    // As runExactPass receives them: rows with a name and an account.
    const requests = prepared.bo.filter((row) => row.name !== null && row.accountKey !== null);
    const credits = prepared.mutasi.filter((row) => row.name !== null && row.accountKey !== null);
    const edges = findEdges(requests, credits, prepared.names);
    const key = (edge: { bo: { rank: number }; mutasi: { rank: number } }) =>
      edge.bo.rank * prepared.mutasi.length + edge.mutasi.rank;
    const expected = requests
      .flatMap((request) => credits.map((credit) => candidateEdge(request, credit, prepared.names)))
      .filter((edge) => edge !== null)
      .sort((a, b) => key(a) - key(b));
    expect(edges.sort((a, b) => key(a) - key(b))).toEqual(expected);
    expect(expected.length).toBeGreaterThan(500);
  });
});
