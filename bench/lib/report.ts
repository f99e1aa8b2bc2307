/** Benchmarks print a human table and one machine line (`BENCH_RESULT {…}`) that scripts/bench.mjs gathers. */
export interface BenchRow {
  subject: string;
  engine?: string;
  figures: Record<string, number | string>;
}

const show = (value: number | string) =>
  typeof value === 'number'
    ? Number.isInteger(value)
      ? value.toLocaleString('en')
      : value.toFixed(value < 10 ? 2 : 1)
    : value;

export function report(rows: BenchRow[], { final = false } = {}) {
  for (const row of rows) {
    const figures = Object.entries(row.figures)
      .map(([key, value]) => `${key}: ${show(value)}`)
      .join(' | ');
    console.log(`${row.subject}${row.engine ? ` [${row.engine}]` : ''} — ${figures}`);
  }
  if (final) console.log(`BENCH_RESULT ${JSON.stringify(rows)}`);
}
