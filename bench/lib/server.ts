/** A real Rekon server process for benchmarks: the built bundle, on loopback, with its own data. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale, SERVER_INPUTS, WEB_INPUTS } from '../../scripts/lib.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const ADMIN = { name: 'bench', password: 'Uji-Beban-Rahasia-2026' };

export interface BenchServer {
  url: string;
  pid: number;
  proc: ChildProcess;
  output(): string;
  /** Resident memory of the server process, in MB (Linux /proc). */
  rssMb(): number;
  /** CPU time the server process has used so far (user + system), in seconds (Linux /proc): on a shared machine
   * a steadier figure than wall time. */
  cpuSeconds(): number;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export function buildServer() {
  buildIfStale('@rekon/web', 'apps/web/dist/index.html', WEB_INPUTS);
  buildIfStale('@rekon/server', 'apps/server/dist/main.js', SERVER_INPUTS);
}

/** A server on `env`; on the embedded database in `dataDir` when given (it is removed when the server stops). */
export async function startBenchServer(
  env: Record<string, string> = {},
  { dataDir = mkdtempSync(path.join(tmpdir(), 'rekon-bench-data-')) }: { dataDir?: string } = {},
): Promise<BenchServer> {
  // BENCH_SERVER_NODE_ARGS (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`) profiles the server under load.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const proc = spawn(process.execPath, [...nodeArgs, path.join(repoRoot, 'apps/server/dist/main.js')], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: ADMIN.name,
      ADMIN_PASSWORD: ADMIN.password,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  proc.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  proc.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  const started = Date.now();
  // LOG_LEVEL=warn hides the "serving on" line: poll the port file-free way, by asking the OS.
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const port = listeningPort(proc.pid!);
      if (port) {
        clearInterval(timer);
        resolve(`http://127.0.0.1:${port}`);
      } else if (Date.now() - started > 120_000 || proc.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(`bench server did not start:\n${output}`));
      }
    }, 200);
  });
  return {
    url,
    pid: proc.pid!,
    proc,
    output: () => output,
    cpuSeconds: () => {
      // Fields 14 and 15 of /proc/<pid>/stat (after the parenthesised name): utime and stime in clock ticks (100 a second on Linux).
      const stat = readFileSync(`/proc/${proc.pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return (Number(fields[11]) + Number(fields[12])) / 100;
    },
    rssMb: () => {
      const status = readFileSync(`/proc/${proc.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+([0-9]+)/.exec(status)?.[1] ?? 0) / 1024;
    },
    async stop(signal = 'SIGTERM') {
      if (proc.exitCode === null) proc.kill(signal);
      const code = await exited;
      rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}

/** The TCP port a process listens on, read from /proc/net/tcp through its socket inodes. */
function listeningPort(pid: number): number | null {
  try {
    const inodes = new Set(
      readdirSync(`/proc/${pid}/fd`)
        .map((fd) => {
          try {
            return /socket:\[([0-9]+)\]/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1];
          } catch {
            return undefined;
          }
        })
        .filter(Boolean),
    );
    for (const line of readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1)) {
      const parts = line.trim().split(/\s+/);
      if (parts[3] === '0A' && inodes.has(parts[9])) return parseInt(parts[1]!.split(':')[1]!, 16);
    }
  } catch {
    return null;
  }
  return null;
}

export async function signIn(url: string, name = ADMIN.name, password = ADMIN.password): Promise<string> {
  const res = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account_name: name, account_password: password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return /token=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')![1]!;
}
