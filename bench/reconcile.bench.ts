/**
 * Precision, recall and speed of the matching engine (packages/reconcile) on generated days with known truth.
 *
 *   npx tsx bench/reconcile.bench.ts                    precision/recall, then 100k x 100k and 1M x 1M
 *   REKON_BENCH_SIZES=100000 npx tsx bench/...          only the sizes listed (requests; comma separated)
 *
 * Prints figures and never asserts a time. Precision must be 100%: a wrong pair is listed and the exit code
 * is 1, because an automatic match a careful checker would not make is a bug, however rare.
 */
import { matchDay, type MatchResult } from '@rekon/reconcile';
import {
  evaluate,
  generateDays,
  type DayGeneratorOptions,
  type Evaluation,
  type GeneratedDays,
} from '../packages/reconcile/src/testing/day-generator';

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

const percent = (value: number) => `${(value * 100).toFixed(4)}%`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const thousands = (value: number) => value.toLocaleString('en-US');

/** Wall time, and CPU time of the process (garbage collection threads included) for busy shared machines. */
function run(generated: GeneratedDays): { result: MatchResult; ms: number; cpuMs: number } {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const result = matchDay(generated.input);
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
    `    recall ${percent(evaluation.recall)} of ${thousands(evaluation.truthPairs)} true pairs;` +
      ` ${percent(evaluation.recallMatchable)} of the ${thousands(evaluation.matchableTruthPairs)} whose amounts agree`,
  );
  for (const line of describeWrong(generated, evaluation)) console.log(line);
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

function main(): void {
  let wrongPairs = 0;
  console.log('Rekon matching engine: precision and recall on generated days with known truth');
  const evaluations: Evaluation[] = [];
  for (const options of PRECISION_RUNS) {
    const generated = generateDays(options);
    const { result } = run(generated);
    const evaluation = evaluate(generated, result);
    evaluations.push(evaluation);
    wrongPairs += evaluation.wrong.length;
    results.push({
      subject: `precision/recall, seed ${options.seed}, ${options.days} days x ${thousands(options.boPerDay)} requests`,
      figures: {
        'precision %': pct(evaluation.precision),
        'recall %': pct(evaluation.recall),
        wrong: evaluation.wrong.length,
      },
    });
    const rates = options.rates ? ` rates ${JSON.stringify(options.rates)}` : '';
    report(
      `seed ${options.seed}: ${options.days} days x ${thousands(options.boPerDay)} requests, ${options.websites ?? 2} websites${rates}`,
      generated,
      result,
      evaluation,
    );
  }
  console.log(`  recall by case (all runs above): ${recallByCase(evaluations)}`);
  for (const line of [
    'own links: a request paired with its own money; equivalent: with another transfer of the same player, or',
    'a credit printed the same way; namesake: with money of another player printed the same way whose own',
    'request was not there to compete (no data tells them apart). typo-amount: the panel amount is wrong, so',
    'only a checker can approve it. wallet: payouts carry no player name, so only UNIQUE can take them, when',
    'nobody else has that amount on that account within a day either way.',
  ]) {
    console.log(`  ${line}`);
  }

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
    const { result, ms, cpuMs } = run(generated);
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
  console.log(`BENCH_RESULT ${JSON.stringify(results)}`);
}

main();
