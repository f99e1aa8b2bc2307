// Bundles the server and the workspace packages it imports (TypeScript sources) into dist/; npm
// dependencies of the server stay external and load from node_modules. The spreadsheet converter's worker
// thread gets its own entry. docs/decisions/004 explains why esbuild.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

// `--outdir <folder>` builds elsewhere (browser-test runs each build their own copy inside apps/server).
const outdirFlag = process.argv.indexOf('--outdir');
const outdir = outdirFlag > 0 ? process.argv[outdirFlag + 1] : 'dist';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies ?? {}).filter((name) => !name.startsWith('@rekon/'));

await build({
  entryPoints: {
    main: 'src/main.ts',
    'convert-worker': '../../packages/formats/src/xlsx/convert-worker.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
  // Bundled CommonJS dependencies (papaparse, SheetJS) may call require(); give ESM output one.
  banner: {
    js: "import { createRequire as __rekonCreateRequire } from 'node:module'; const require = __rekonCreateRequire(import.meta.url);",
  },
});
