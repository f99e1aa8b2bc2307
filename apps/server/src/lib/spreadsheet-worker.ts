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
