import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@rekon/contracts';
import { call } from './api-client';

const SRC = path.resolve(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('API paths (decision 065)', () => {
  it('are never written by hand outside tests: every call goes through the endpoint table', () => {
    const files = sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(50);
    const offenders = files.filter((file) => /['"`]\/api\//.test(readFileSync(file, 'utf8')));
    expect(offenders.map((file) => path.relative(SRC, file))).toEqual([]);
  });

  it('are built by call() from the endpoint and its parameters, with the endpoint’s method', () => {
    expect(call(endpoints.updateWebsite, { website_id: 3 })).toEqual({
      method: 'PUT',
      path: '/api/updatewebsite/3',
    });
    expect(call(endpoints.templates.templatemutasimanual, {}, { bank: 'bri' })).toEqual({
      method: 'GET',
      path: '/api/templatemutasimanual?bank=bri',
    });
  });
});
