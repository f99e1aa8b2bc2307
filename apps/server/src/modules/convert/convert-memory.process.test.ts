import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../test/engines';
import { bniMobileWorkbook } from '../../test/large-workbook';
import { ADMIN_ENV, signIn, startServer, type ServerProcess } from '../../test/process';

/**
 * Issue 32, item 8: ten parallel conversions of a 60,000-row workbook, sent to a real server process, as a
 * user's browser sends them. The process's own high-water mark of resident memory (`VmHWM`, which the kernel
 * keeps, so no peak between two samples is missed) stays at most 800 MB, its start included.
 */
const ROWS = 60_000;
const CONCURRENT = 10;
const MB = 1024 * 1024;
const LIMIT_MB = 800;

/** A line of `/proc/<pid>/status` in megabytes (`VmHWM`: peak resident set; `VmRSS`: now). */
function statusMb(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(status)?.[1]);
  return Math.round(kb / 1024);
}

const running: ServerProcess[] = [];
afterAll(() => {
  for (const server of running) server.proc.kill('SIGKILL');
});

describe.runIf(testEngine() === 'pglite' && process.platform === 'linux')(
  'ten parallel conversions in a real server process',
  () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rekon-convert-'));
    afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

    it(`peak resident memory stays at most ${LIMIT_MB} MB`, { timeout: 600_000 }, async () => {
      const workbook = await bniMobileWorkbook(ROWS);
      const server = await startServer({ DATA_DIR: dataDir, ...ADMIN_ENV });
      running.push(server);
      const pid = server.proc.pid!;
      const token = await signIn(server.url);
      const started = statusMb(pid, 'VmRSS');

      const convert = async () => {
        const form = new FormData();
        form.append('myfile', new Blob([workbook], { type: 'application/vnd.ms-excel' }), 'histori.xlsx');
        const res = await fetch(`${server.url}/api/uploadfixbnimobileformat`, {
          method: 'POST',
          headers: { cookie: `token=${token}` },
          body: form,
        });
        const text = await res.text();
        return { status: res.status, lines: text.trimEnd().split('\r\n').length };
      };
      const answers = await Promise.all(Array.from({ length: CONCURRENT }, convert));
      const peak = statusMb(pid, 'VmHWM');
      console.log(
        `${CONCURRENT} parallel conversions of ${ROWS} rows (${(workbook.length / MB).toFixed(1)} MB): ` +
          `${answers.map((answer) => answer.status).join(' ')}; RSS ${started} MB after sign-in, peak ${peak} MB`,
      );
      for (const answer of answers) expect([200, 503]).toContain(answer.status);
      for (const answer of answers.filter((a) => a.status === 200)) expect(answer.lines).toBe(ROWS + 1);
      expect(answers.some((answer) => answer.status === 200)).toBe(true);
      expect(peak).toBeLessThanOrEqual(LIMIT_MB);

      server.proc.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    });
  },
);
