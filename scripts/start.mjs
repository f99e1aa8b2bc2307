// `npm start`: install on first run, build what is stale, then run the server on the embedded database
// (or on DATABASE_URL when set). Signals are passed on so Ctrl+C shuts the server down cleanly.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale, ensureDependencies, root, SERVER_INPUTS, WEB_INPUTS } from './lib.mjs';

ensureDependencies();
buildIfStale('@rekon/web', 'apps/web/dist/index.html', WEB_INPUTS);
buildIfStale('@rekon/server', 'apps/server/dist/main.js', SERVER_INPUTS);

const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'apps/server/dist/main.js')],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
