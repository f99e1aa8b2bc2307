import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The workbook worker of a bundled server: `dist/convert-worker.js` beside `main.js`. From sources there is
 * none and formats starts its own TypeScript worker.
 */
export function spreadsheetWorkerUrl(): URL | undefined {
  const url = new URL('./convert-worker.js', import.meta.url);
  return existsSync(fileURLToPath(url)) ? url : undefined;
}

/** Workbook uploads are told by their final extension (an HTML table saved as .xls is one too). */
export const isWorkbookName = (name: string) => /\.xlsx?$/i.test(name.trim());
