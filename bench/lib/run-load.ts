import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from './server';

export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  statuses: Record<string, number>;
}

const run = promisify(execFile);

/** Runs bench/lib/load.ts in its own process, so the load never shares an event loop with what it measures. */
export async function runLoad(plan: {
  url: string;
  concurrency: number;
  seconds: number;
  requests: { method: 'GET' | 'POST'; path: string; body?: string; headers?: Record<string, string> }[];
}): Promise<LoadResult> {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'bench/lib/load.ts'), JSON.stringify(plan)],
    { cwd: repoRoot, maxBuffer: 1024 * 1024 },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as LoadResult;
}
