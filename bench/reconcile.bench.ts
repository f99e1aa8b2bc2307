/**
 * Precision, recall and speed of the matching engine (packages/reconcile) on generated days with known truth.
 *
 *   npx tsx bench/reconcile.bench.ts                    precision/recall, the busy day, then 100k x 100k and 1M x 1M
 *   REKON_BENCH_SIZES=100000 npx tsx bench/...          only the sizes listed (requests; comma separated)
 *   REKON_BENCH_BUSY=0 npx tsx bench/...                without issue 16's busy day (50k requests by default)
 *
 * Prints figures and never asserts a time. Precision must be 100%: a wrong pair is listed and the exit code
 * is 1, because an automatic match a careful checker would not make is a bug, however rare.
 */
import { matchDay, rematch, type MatchInput, type MatchResult, type StandingPair } from '@rekon/reconcile';
import {
  evaluate,
  generateDays,
  type CaseFigures,
  type DayGeneratorOptions,
  type Evaluation,
  type GeneratedDays,
  type TruthLabel,
} from '@rekon/reconcile/testing';
import { busyShape, CROWDED_THOUSANDS } from './lib/busy-day';
import { busyDayInput } from './lib/busy-day-input';

const PRECISION_RUNS: DayGeneratorOptions[] = [
  { seed: 20260605, days: 7, boPerDay: 4000 },
  { seed: 11, days: 3, boPerDay: 12000, websites: 1 },
  { seed: 12, days: 10, boPerDay: 2000, websites: 3 },
  {
    seed: 13,
    days: 5,
    boPerDay: 8000,
    rates: { namesake: 0.15, nameVariant: 0.06, missingCounterpart: 0.04 },
  },
  { seed: 14, days: 5, boPerDay: 8000, rates: { orphanCredit: 0.05, typoAmount: 0.03, qris: 0.3 } },
];
const DEFAULT_SIZES = [100_000, 1_000_000];
/** Issue 16's busy day: requests of one website-day on one BCA account, a fifth of them for one amount. */
const BUSY_DAY_REQUESTS = 50_000;
const BUSY_DAY_RUNS = 3;

const percent = (value: number) => `${(value * 100).toFixed(4)}%`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const thousands = (value: number) => value.toLocaleString('en-US');

/** Wall time, and CPU time of the process (garbage collection threads included) for busy shared machines. */
function run(input: MatchInput): { result: MatchResult; ms: number; cpuMs: number } {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const result = matchDay(input);
  const used = process.cpuUsage(cpu);
  return { result, ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000 };
}

function describeWrong(generated: GeneratedDays, evaluation: Evaluation): string[] {
  const bo = new Map(generated.input.bo.map((row) => [row.id, row]));
  const mutasi = new Map(generated.input.mutasi.map((row) => [row.id, row]));
  return evaluation.wrong.map((wrong) => {
    const request = bo.get(wrong.boId)!;
    const credit = mutasi.get(wrong.mutasiId)!;
    const own = wrong.trueMutasiId === null ? 'no credit' : JSON.stringify(mutasi.get(wrong.trueMutasiId));
    return `    WRONG ${wrong.pass}: ${JSON.stringify(request)}\n      paired with ${JSON.stringify(credit)}\n      its own: ${own}`;
  });
}

function report(label: string, generated: GeneratedDays, result: MatchResult, evaluation: Evaluation): void {
  const { counts } = result;
  console.log(`  ${label}`);
  console.log(
    `    ${thousands(generated.input.bo.length)} requests, ${thousands(generated.input.mutasi.length)} statement rows` +
      ` -> REF ${thousands(counts.REF)}, EXACT ${thousands(counts.EXACT)}, UNIQUE ${thousands(counts.UNIQUE)};` +
      ` pending ${thousands(counts.pendingBo)} BO / ${thousands(counts.pendingMutasi)} mutasi;` +
      ` ${counts.contestedGroups} contested groups`,
  );
  console.log(
    `    precision ${percent(evaluation.precision)} (${thousands(evaluation.exact)} own links,` +
      ` ${thousands(evaluation.equivalent)} equivalent links, ${thousands(evaluation.namesake)} namesake links,` +
      ` ${evaluation.wrong.length} wrong)`,
  );
  console.log(
    `    recall ${percent(evaluation.checker.recall)} of the ${thousands(evaluation.checker.pairs)} pairs a careful checker makes;` +
      ` ${percent(evaluation.recall)} of all ${thousands(evaluation.truthPairs)} true pairs`,
  );
  for (const line of describeWrong(generated, evaluation)) console.log(line);
}

/**
 * The day as it arrives in slices (reconcile.md "When it runs"): the BO export in two or three slices by time,
 * the statements in two, in a shuffled order; each arrival solves again what has arrived, the automatic pairs
 * of earlier arrivals reopenable, as the server does. Returns the final pairs.
 */
function arriveInSlices(input: MatchInput, seed: number): MatchResult {
  let state = seed >>> 0;
  const next = () => (state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0);
  const byTime = <T extends { id: unknown }>(rows: readonly T[], at: (row: T) => string) =>
    [...rows].sort((a, b) => at(a).localeCompare(at(b)));
  const cut = <T>(rows: readonly T[], count: number) =>
    Array.from({ length: count }, (_, k) =>
      rows.slice(Math.floor((k * rows.length) / count), Math.floor(((k + 1) * rows.length) / count)),
    );
  const boSlices = cut(
    byTime(input.bo, (row) => `${row.businessDate} ${row.time}`),
    2 + (next() % 2),
  ).map((bo) => ({ bo, mutasi: [] as MatchInput['mutasi'] }));
  const mutasiSlices = cut(
    byTime(input.mutasi, (row) => `${row.date} ${row.time ?? ''}`),
    2,
  ).map((mutasi) => ({ bo: [] as MatchInput['bo'], mutasi }));
  const arrivals = [...boSlices, ...mutasiSlices];
  for (let i = arrivals.length - 1; i > 0; i--) {
    const j = next() % (i + 1);
    [arrivals[i], arrivals[j]] = [arrivals[j]!, arrivals[i]!];
  }
  const bo: MatchInput['bo'][number][] = [];
  const mutasi: MatchInput['mutasi'][number][] = [];
  let standing: StandingPair[] = [];
  let result: MatchResult | null = null;
  for (const arrival of arrivals) {
    bo.push(...arrival.bo);
    mutasi.push(...arrival.mutasi);
    result = rematch({ bo, mutasi, accounts: input.accounts, standing }).result;
    standing = result.pairs.map(({ boId, mutasiId }) => ({ boId, mutasiId }));
  }
  return result!;
}

const pairsOf = (result: MatchResult) =>
  result.pairs.map((pair) => `${String(pair.boId)}=${String(pair.mutasiId)}`).join(',');

/** Per case, over all runs: the pairs a careful checker makes and the engine's share of them, and its precision. */
function caseTable(evaluations: Evaluation[]): string[] {
  const totals = new Map<TruthLabel, CaseFigures>();
  for (const evaluation of evaluations) {
    for (const [label, figures] of evaluation.byCase) {
      const total = totals.get(label) ?? { checkerPairs: 0, found: 0, enginePairs: 0, wrong: 0 };
      total.checkerPairs += figures.checkerPairs;
      total.found += figures.found;
      total.enginePairs += figures.enginePairs;
      total.wrong += figures.wrong;
      totals.set(label, total);
    }
  }
  const pct = (part: number, whole: number) => (whole === 0 ? '-' : `${((part / whole) * 100).toFixed(2)}%`);
  const lines = [
    '  | case | pairs a checker makes | found | recall | engine pairs | wrong | precision |',
    '  |---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const [label, figures] of [...totals].sort((a, b) => b[1].checkerPairs - a[1].checkerPairs)) {
    lines.push(
      `  | ${label} | ${thousands(figures.checkerPairs)} | ${thousands(figures.found)} | ${pct(figures.found, figures.checkerPairs)} |` +
        ` ${thousands(figures.enginePairs)} | ${figures.wrong} | ${pct(figures.enginePairs - figures.wrong, figures.enginePairs)} |`,
    );
  }
  return lines;
}

function recallByCase(evaluations: Evaluation[]): string {
  const totals = new Map<string, { truth: number; found: number }>();
  for (const evaluation of evaluations) {
    for (const [label, entry] of evaluation.recallByLabel) {
      const total = totals.get(label) ?? { truth: 0, found: 0 };
      total.truth += entry.truth;
      total.found += entry.found;
      totals.set(label, total);
    }
  }
  return [...totals]
    .sort((a, b) => b[1].truth - a[1].truth)
    .map(
      ([label, { truth, found }]) => `${label} ${((found / truth) * 100).toFixed(1)}% of ${thousands(truth)}`,
    )
    .join(', ');
}

const results: { subject: string; figures: Record<string, number | string> }[] = [];
const pct = (value: number) => Math.round(value * 10_000) / 100;

/**
 * Issue 16's busy day (bench/lib/busy-day.ts): one website-day of BO deposits and the BCA statement of one account
 * (names cut to 18 characters, no times), one amount asked by a fifth of the requests. The engine alone, over a
 * few calls: the first pays for compiling the hot code, so the best and the last are printed too. No truth is
 * kept for this day; the bench of issue 16 (busy-day.bench.ts) times the upload around it.
 */
function timeBusyDay(requests: number): void {
  const input = busyDayInput(busyShape(requests));
  const crowd = input.bo.filter((row) => row.amountCents === CROWDED_THOUSANDS * 100_000).length;
  console.log(
    `\nSpeed: issue 16's busy day, ${thousands(input.bo.length)} requests and ${thousands(input.mutasi.length)} credits` +
      ` on one BCA account (names cut to 18 characters, no times), Rp 100.000 asked ${thousands(crowd)} times`,
  );
  const timings: number[] = [];
  let counts: MatchResult['counts'] | null = null;
  for (let i = 0; i < BUSY_DAY_RUNS; i++) {
    const { result, ms } = run(input);
    timings.push(ms);
    counts = result.counts;
  }
  const best = Math.min(...timings);
  console.log(
    `  matchDay ${timings.map((ms) => `${Math.round(ms)} ms`).join(', ')} (best ${Math.round(best)} ms);` +
      ` EXACT ${thousands(counts!.EXACT)}, UNIQUE ${thousands(counts!.UNIQUE)};` +
      ` pending ${thousands(counts!.pendingBo)} BO / ${thousands(counts!.pendingMutasi)} mutasi;` +
      ` ${counts!.contestedGroups} contested groups`,
  );
  results.push({
    subject: `matchDay, issue 16's busy day (${thousands(input.bo.length)} x ${thousands(input.mutasi.length)})`,
    figures: { 'best ms': Math.round(best), 'last ms': Math.round(timings.at(-1)!), EXACT: counts!.EXACT },
  });
}

function main(): void {
  let wrongPairs = 0;
  let splitsDifferingTotal = 0;
  console.log('Rekon matching engine: precision and recall on generated days with known truth');
  const evaluations: Evaluation[] = [];
  for (const options of PRECISION_RUNS) {
    const generated = generateDays(options);
    const { result } = run(generated.input);
    const evaluation = evaluate(generated, result);
    evaluations.push(evaluation);
    wrongPairs += evaluation.wrong.length;
    // The same day in slices, three arrival orders: the end state must be the single run's, pair for pair.
    let splitsDiffering = 0;
    let splitWrong = 0;
    for (const order of [1, 2, 3]) {
      const split = arriveInSlices(generated.input, options.seed * 31 + order);
      if (pairsOf(split) !== pairsOf(result)) splitsDiffering++;
      splitWrong += evaluate(generated, split).wrong.length;
    }
    wrongPairs += splitWrong;
    results.push({
      subject: `precision/recall, seed ${options.seed}, ${options.days} days x ${thousands(options.boPerDay)} requests`,
      figures: {
        'precision %': pct(evaluation.precision),
        'checker recall %': pct(evaluation.checker.recall),
        'recall of all %': pct(evaluation.recall),
        wrong: evaluation.wrong.length,
        'split orders differing': splitsDiffering,
      },
    });
    const rates = options.rates ? ` rates ${JSON.stringify(options.rates)}` : '';
    report(
      `seed ${options.seed}: ${options.days} days x ${thousands(options.boPerDay)} requests, ${options.websites ?? 2} websites${rates}`,
      generated,
      result,
      evaluation,
    );
    console.log(
      `    in slices (BO in 2-3, statements in 2, 3 shuffled arrival orders): ${splitsDiffering} orders ended` +
        ` differently from one upload; ${splitWrong} wrong pairs`,
    );
    splitsDifferingTotal += splitsDiffering;
  }
  console.log('  per case, all runs above (a row can have several cases):');
  for (const line of caseTable(evaluations)) console.log(line);
  console.log(`  recall by case, of all true pairs: ${recallByCase(evaluations)}`);
  for (const line of [
    'own links: a request paired with its own money; equivalent: with another transfer of the same player, or',
    'a credit printed the same way; namesake: with money nothing tells apart from its own (a namesake, a form a',
    "checker reads as its name, a nameless payout of its wallet) while the payer's own requests were paid too.",
    'typo-amount and alias (an account printed in a name nobody taught Rekon): only a person can approve them, so',
    'they are not among the pairs a careful checker makes. wallet: payouts carry no player name; UNIQUE pairs',
    'them per channel within 30 minutes, or in cells where requests and payouts balance.',
  ]) {
    console.log(`  ${line}`);
  }

  if (process.env.REKON_BENCH_BUSY !== '0')
    timeBusyDay(Number(process.env.REKON_BENCH_BUSY) || BUSY_DAY_REQUESTS);

  const sizes = (process.env.REKON_BENCH_SIZES ?? '')
    .split(',')
    .map((size) => Number(size.trim()))
    .filter((size) => Number.isInteger(size) && size > 0);
  console.log('\nSpeed: matchDay over one call (generation not counted)');
  for (const size of sizes.length > 0 ? sizes : DEFAULT_SIZES) {
    const days = size >= 1_000_000 ? 20 : 10;
    const startedGenerating = performance.now();
    const generated = generateDays({ seed: size, days, boPerDay: Math.round(size / days) });
    const generatingMs = performance.now() - startedGenerating;
    global.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    const { result, ms, cpuMs } = run(generated.input);
    const heapAfter = process.memoryUsage().heapUsed;
    const evaluation = evaluate(generated, result);
    wrongPairs += evaluation.wrong.length;
    results.push({
      subject: `matching ${thousands(generated.input.bo.length)} x ${thousands(generated.input.mutasi.length)} rows`,
      figures: {
        s: ms / 1000,
        'CPU s': cpuMs / 1000,
        'precision %': pct(evaluation.precision),
        'recall %': pct(evaluation.recall),
      },
    });
    report(
      `${thousands(generated.input.bo.length)} x ${thousands(generated.input.mutasi.length)}:` +
        ` matched in ${seconds(ms)} (CPU ${seconds(cpuMs)};` +
        ` ${thousands(Math.round((generated.input.bo.length + generated.input.mutasi.length) / (ms / 1000)))} rows/s;` +
        ` generated in ${seconds(generatingMs)}; heap ${Math.round(heapBefore / 1e6)} -> ${Math.round(heapAfter / 1e6)} MB)`,
      generated,
      result,
      evaluation,
    );
  }
  if (wrongPairs > 0) {
    console.log(`\n${wrongPairs} wrong pairs: precision is below 100%.`);
    process.exitCode = 1;
  }
  if (splitsDifferingTotal > 0) {
    console.log(`\n${splitsDifferingTotal} split orders ended differently from one upload.`);
    process.exitCode = 1;
  }
  console.log(`BENCH_RESULT ${JSON.stringify(results)}`);
}

main();
