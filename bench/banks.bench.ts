/**
 * Issue 28's proof: the same labelled day rendered as each bank's statement file (KlikBCA, BNIDirect, BRI
 * e-statement, Mandiri Kopra, CIMB Niaga), two banks mixed in one day, read back through the upload parsers of
 * @rekon/formats, matched by the engine and scored against the day's truth (decision 068).
 *
 *   npx tsx bench/banks.bench.ts                 three seeds of 800 requests per day
 *   REKON_BENCH_QUICK=1 npx tsx bench/banks.bench.ts   one seed of 400 (a few seconds)
 *
 * Per bank and per case: precision (a wrong pair is listed and the exit code is 1), recall of the pairs a careful
 * checker makes, and the share of pending requests with a suggestion whose first one is the checker's choice (for a
 * split payment: its group). Figures, never an assertion of time.
 */
import {
  generateBankDay,
  scoreBankDay,
  STATEMENT_BANKS,
  type BankDayScore,
  type StatementBank,
  type TruthLabel,
} from '@rekon/reconcile/testing';
import type { BenchRow } from './lib/report';

const QUICK = process.env.REKON_BENCH_QUICK === '1';
const SEEDS = QUICK ? [20260615] : [20260615, 11, 12];
const REQUESTS = QUICK ? 400 : 800;
/** Days on two banks' accounts at once: the requests spread over both, each statement in its own layout. */
const MIXED: readonly (readonly [StatementBank, StatementBank])[] = [
  ['BNI', 'MANDIRI'],
  ['BCA', 'BRI'],
  ['CIMB', 'BCA'],
];

interface Totals {
  pairs: number;
  wrong: number;
  checkerPairs: number;
  found: number;
  suggested: number;
  firstRight: number;
  splits: number;
  grouped: number;
}

const empty = (): Totals => ({
  pairs: 0,
  wrong: 0,
  checkerPairs: 0,
  found: 0,
  suggested: 0,
  firstRight: 0,
  splits: 0,
  grouped: 0,
});
const share = (part: number, whole: number) => (whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)}%`);

function add(totals: Totals, score: BankDayScore): void {
  totals.pairs += score.evaluation.pairs;
  totals.wrong += score.evaluation.wrong.length;
  totals.checkerPairs += score.evaluation.checker.pairs;
  totals.found += score.evaluation.checker.found;
  totals.suggested += score.suggested;
  totals.firstRight += score.firstRight;
  totals.splits += score.splits.requests;
  totals.grouped += score.splits.grouped;
}

function line(label: string, totals: Totals): string {
  return [
    label.padEnd(28),
    share(totals.pairs - totals.wrong, totals.pairs).padStart(8),
    `${totals.wrong}/${totals.pairs}`.padStart(11),
    share(totals.found, totals.checkerPairs).padStart(8),
    `${totals.found}/${totals.checkerPairs}`.padStart(11),
    share(totals.firstRight, totals.suggested).padStart(8),
    `${totals.firstRight}/${totals.suggested}`.padStart(9),
    totals.splits === 0 ? '' : `  splits grouped ${totals.grouped}/${totals.splits}`,
  ].join(' ');
}

const HEADER = `${'subject'.padEnd(28)} ${'precis.'.padStart(8)} ${'wrong/pairs'.padStart(11)} ${'recall'.padStart(8)} ${'found/chk'.padStart(11)} ${'1st sug'.padStart(8)} ${'right/n'.padStart(9)}`;

async function main(): Promise<void> {
  const byBank = new Map<string, Totals>();
  const byCase = new Map<TruthLabel, Totals>();
  const byBankCase = new Map<string, Totals>();
  const wrongLines: string[] = [];
  const runs: { label: string; banks: readonly StatementBank[] }[] = [
    ...STATEMENT_BANKS.map((bank) => ({ label: bank, banks: [bank] })),
    ...MIXED.map((banks) => ({ label: `${banks[0]}+${banks[1]}`, banks })),
  ];
  const started = performance.now();
  for (const run of runs) {
    const bank = byBank.get(run.label) ?? empty();
    byBank.set(run.label, bank);
    for (const seed of SEEDS) {
      const day = generateBankDay({ seed, requests: REQUESTS, banks: run.banks });
      const score = await scoreBankDay(day, seed);
      add(bank, score);
      for (const wrong of score.evaluation.wrong)
        wrongLines.push(
          `  WRONG ${run.label} seed ${seed}: request ${String(wrong.boId)} paired with ${String(wrong.mutasiId)} (${wrong.pass}), its own ${String(wrong.trueMutasiId)}`,
        );
      for (const [label, figures] of score.byCase) {
        for (const [key, map] of [
          [label, byCase],
          [`${run.label} ${label}`, byBankCase],
        ] as const) {
          const totals = (map as Map<string, Totals>).get(key) ?? empty();
          (map as Map<string, Totals>).set(key, totals);
          totals.pairs += figures.enginePairs;
          totals.wrong += figures.wrong;
          totals.checkerPairs += figures.checkerPairs;
          totals.found += figures.found;
          totals.suggested += figures.suggested;
          totals.firstRight += figures.firstRight;
          if (label === 'split') {
            totals.splits += score.splits.requests;
            totals.grouped += score.splits.grouped;
          }
        }
      }
    }
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `Bank days: ${SEEDS.length} seed(s) x ${REQUESTS} requests per day, read through @rekon/formats (${seconds.toFixed(1)} s)\n`,
  );
  console.log('Per bank (solo days, then two banks in one day)');
  console.log(HEADER);
  for (const [label, totals] of byBank) console.log(line(label, totals));
  console.log('\nPer case (all days)');
  console.log(HEADER);
  for (const [label, totals] of [...byCase].sort()) console.log(line(label, totals));
  console.log('\nPer bank and case');
  console.log(HEADER);
  for (const [label, totals] of [...byBankCase].sort()) console.log(line(label, totals));
  for (const wrong of wrongLines) console.log(wrong);

  const rows: BenchRow[] = [...byBank].map(([label, totals]) => ({
    subject: `banks ${label}`,
    figures: {
      precision: totals.pairs === 0 ? 1 : (totals.pairs - totals.wrong) / totals.pairs,
      wrong: totals.wrong,
      recall: totals.checkerPairs === 0 ? 1 : totals.found / totals.checkerPairs,
      firstSuggestion: totals.suggested === 0 ? 1 : totals.firstRight / totals.suggested,
    },
  }));
  if (wrongLines.length > 0) {
    console.log(`\n${wrongLines.length} wrong pair(s): precision is below 100%.`);
    process.exitCode = 1;
  }
  console.log(`BENCH_RESULT ${JSON.stringify(rows)}`);
}

await main();
