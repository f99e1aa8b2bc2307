/**
 * Memory of writing a large XLSX (decision 042): the View BO export's shape (21 columns, text and money) through
 * ExcelJS's streaming writer as the export drives it (5,000-row batches, waiting for the zip between them), the
 * same without the wait, and SheetJS's in-memory `write`. One writer per process, into a sink that reads as fast
 * as a local client; prints time, file size and the growth of resident memory. Never asserts.
 *
 *   node --import tsx --expose-gc bench/xlsx-writers.bench.ts [rows=1000000] [sheetjsRows=200000]
 *   (each writer runs in a child process of its own, so one's memory does not count against the next)
 */
import { spawnSync } from 'node:child_process';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import { sheetInput } from '../apps/server/src/modules/review/export.service';
import { report, type BenchRow } from './lib/report';

type Writer = 'exceljs-wait' | 'exceljs-nowait' | 'sheetjs';
const BATCH = 5_000;
const HEADER = [
  'No',
  ...Array.from({ length: 14 }, (_, i) => `Text ${i}`),
  ...Array.from({ length: 6 }, (_, i) => `Money ${i}`),
];
const row = (g: number) => [
  g,
  `D${40000000 + g}`,
  '05-Jun-2026 03:00:00',
  '05-Jun-2026 03:02:00',
  '05-Jun-2026',
  `user${g}`,
  `NAMA PEMAIN ${g}`,
  'BANK',
  'BCA|NAMA|123',
  'BCA|HENDRA KUSNADI|4561237890',
  '',
  'Approved',
  'cs01',
  'EXPXLS',
  '',
  50000 + (g % 40) * 5000,
  0,
  0,
  0,
  50000 + (g % 40) * 5000,
  45000.5,
];
const rssMb = () => process.memoryUsage().rss / 2 ** 20;

async function writeWithExcelJs(n: number, wait: boolean) {
  let bytes = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      callback();
    },
  });
  const finished = new Promise((resolve) => sink.on('finish', resolve));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: sink,
    useSharedStrings: false,
    useStyles: true,
  });
  const sheet = workbook.addWorksheet('BO');
  sheet.columns = HEADER.map((header) => ({ header, key: header, width: 14 }));
  sheet.getRow(1).font = { bold: true };
  for (let g = 1; g <= n; g++) {
    sheet.addRow(row(g)).commit();
    if (g % BATCH !== 0) continue;
    // Between batches the export awaits a database read; here one turn of the event loop stands for it.
    await new Promise((resolve) => setImmediate(resolve));
    const input = sheetInput(sheet);
    if (wait && input?._writableState?.needDrain)
      await new Promise<void>((resolve) => input.once('drain', resolve));
  }
  sheet.commit();
  await workbook.commit();
  await finished;
  return bytes;
}

function writeWithSheetJs(n: number) {
  const rows: (string | number)[][] = [HEADER];
  for (let g = 1; g <= n; g++) rows.push(row(g));
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), 'BO');
  return (XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer).length;
}

/** The child: one writer, one size; prints its figures as JSON. */
async function measure(writer: Writer, n: number) {
  global.gc?.();
  const before = rssMb();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 20);
  const started = performance.now();
  const bytes =
    writer === 'sheetjs' ? writeWithSheetJs(n) : await writeWithExcelJs(n, writer === 'exceljs-wait');
  clearInterval(sampler);
  peak = Math.max(peak, rssMb());
  console.log(
    JSON.stringify({ s: (performance.now() - started) / 1000, MB: bytes / 1e6, growth: peak - before }),
  );
}

if (process.argv[2] === '--child') {
  await measure(process.argv[3] as Writer, Number(process.argv[4]));
} else {
  const rows = Number(process.argv[2] ?? 1_000_000);
  const sheetJsRows = Number(process.argv[3] ?? 200_000);
  const results: BenchRow[] = [];
  for (const [writer, n, label] of [
    ['exceljs-wait', rows, 'ExcelJS streaming, waiting for the zip (the export)'],
    ['exceljs-nowait', rows, 'ExcelJS streaming, not waiting (the export before decision 042)'],
    ['sheetjs', sheetJsRows, 'SheetJS write, in memory'],
  ] as const) {
    const child = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--expose-gc', fileURLToPath(import.meta.url), '--child', writer, String(n)],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const line = child.stdout.trim().split('\n').pop() ?? '{}';
    const figures = JSON.parse(line) as { s: number; MB: number; growth: number };
    results.push({
      subject: `${label}, ${n.toLocaleString('en')} rows`,
      figures: { s: figures.s, MB: figures.MB, 'RSS growth MB': figures.growth },
    });
    report(results.slice(-1));
  }
  report(results, { final: true });
}
