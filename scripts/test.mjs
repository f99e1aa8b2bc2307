// `npm test`: install on first run, then every test in one Vitest run (see vitest.config.ts for which
// projects run: the PostgreSQL tests need TEST_DATABASE_URL, the browser tests Debian's Chromium).
import path from 'node:path';
import { ensureDependencies, root, run } from './lib.mjs';

ensureDependencies();
run(process.execPath, [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', ...process.argv.slice(2)]);
