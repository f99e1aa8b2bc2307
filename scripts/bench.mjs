// `npm run bench [subjects…]`: runs the benchmarks one after another and prints one table of their figures.
// Each benchmark prints its own progress and a `BENCH_RESULT [...]` line; none of them asserts a time.
//   npm run bench                      every benchmark (about an hour on 2 cores)
//   npm run bench -- upload http       only those
// Sizes can be lowered for a quick look: REKON_BENCH_QUICK=1 npm run bench
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureDependencies, root } from './lib.mjs';

const QUICK = process.env.REKON_BENCH_QUICK === '1';
const SUBJECTS = {
  formats: QUICK ? ['200000'] : [],
  reconcile: [],
  banks: [],
  'busy-day': QUICK ? ['20000'] : ['50000'],
  upload: QUICK ? ['100000'] : ['100000', '1000000'],
  signals: QUICK ? ['20000'] : ['50000'],
  http: QUICK ? ['200000', '8'] : ['1000000', '15'],
  export: QUICK ? ['200000', '50000'] : ['1000000', '1000000'],
  'xlsx-writers': QUICK ? ['200000', '50000'] : ['1000000', '200000'],
  login: QUICK ? ['8'] : ['15'],
  faults: QUICK ? ['5'] : ['20'],
};

ensureDependencies();
const chosen = process.argv.slice(2).length > 0 ? process.argv.slice(2) : Object.keys(SUBJECTS);
const results = [];
for (const subject of chosen) {
  if (!(subject in SUBJECTS)) {
    console.error(`Unknown benchmark ${subject}; choose from ${Object.keys(SUBJECTS).join(', ')}.`);
    process.exit(2);
  }
  console.log(`\n=== ${subject} ===`);
  const env =
    subject === 'reconcile' && QUICK ? { ...process.env, REKON_BENCH_SIZES: '100000' } : process.env;
  const output = await new Promise((resolve) => {
    let text = '';
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--expose-gc', path.join(root, `bench/${subject}.bench.ts`), ...SUBJECTS[subject]],
      {
        cwd: root,
        env,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      text += chunk.toString();
    });
    child.on('exit', (code) => resolve({ text, code }));
  });
  const line = output.text.split('\n').find((l) => l.startsWith('BENCH_RESULT '));
  if (line)
    results.push(
      ...JSON.parse(line.slice('BENCH_RESULT '.length)).map((row) => ({ bench: subject, ...row })),
    );
  else results.push({ bench: subject, subject: '(no figures)', figures: { exit: output.code } });
}

const show = (value) =>
  typeof value === 'number'
    ? Number.isInteger(value)
      ? value.toLocaleString('en')
      : value.toFixed(value < 10 ? 2 : 1)
    : String(value);
console.log('\n=== Rekon benchmark figures ===');
console.log(
  `machine: ${process.platform} ${process.arch}, ${(await import('node:os')).cpus().length} cores, node ${process.version}`,
);
for (const row of results) {
  const figures = Object.entries(row.figures)
    .map(([key, value]) => `${key} ${show(value)}`)
    .join(' · ');
  console.log(
    `${row.bench.padEnd(9)} ${row.subject}${row.engine ? ` [${row.engine}]` : ''}\n          ${figures}`,
  );
}
