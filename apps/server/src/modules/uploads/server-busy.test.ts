import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@rekon/contracts';
import { exec } from '../../db/client';
import { WORKBOOK_JOB } from '../../lib/heavy-work';
import { testApp, type Client, type TestApp } from '../../test/app';
import { fixture, multipart } from '../../test/multipart';

/**
 * Decision 039: when the heavy-work queue has no place and no room in its line, a conversion and an upload are
 * told the server is busy (503, Retry-After, nothing stored), and go through once the place is free.
 */
let t: TestApp;
let admin: Client;
beforeAll(async () => {
  // One thread, no line: a single running job fills the server.
  t = await testApp({
    config: { heavyWork: { threads: 1, memoryMb: 1024, maxWaiting: 0, maxWaitMs: 60_000 } },
  });
  admin = await t.admin();
});
afterAll(() => t?.close());

const convert = () => {
  const { body, headers } = multipart(
    {},
    {
      name: 'bni-mobile.xlsx',
      content: fixture('bni/bni-mobile.xlsx'),
      contentType: 'application/vnd.ms-excel',
    },
  );
  return admin.post('/api/uploadfixbnimobileformat', body, headers);
};
const upload = (website: string) => {
  const { body, headers } = multipart(
    { groups: website },
    { name: 'qris.csv', content: fixture('day-abc-2026-06-05/qris.csv') },
  );
  return admin.post('/api/mutasiupdepoqris', body, headers);
};
const uploadsOf = async (website: string) =>
  (
    await exec<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from upload where upload_website = ${website}`,
    )
  ).rows[0]!.n;

describe('a server without a free place for heavy work', () => {
  it('answers 503 with Retry-After to a conversion and an upload, stores nothing, then serves them', async () => {
    const site = await t.make.website();
    let release!: () => void;
    // A job holding the thread and the whole memory budget (a workbook alone leaves room for small parses).
    const holding = t.app.heavyWork.run(
      { ...WORKBOOK_JOB, memoryMb: 1024 },
      () => new Promise<void>((resolve) => (release = resolve)),
    );

    for (const res of [await convert(), await upload(site.website_code)]) {
      expect(res.statusCode, res.body).toBe(503);
      expect(res.headers['retry-after']).toMatch(/^[1-9][0-9]*$/);
      expect(res.json()).toEqual({ status: false, message: MSG.serverBusy });
    }
    expect(await uploadsOf(site.website_code)).toBe(0);

    release();
    await holding;
    const converted = await convert();
    expect(converted.statusCode, converted.body).toBe(200);
    expect(converted.body).toBe(fixture('bni/bni-mobile-converted.csv').toString('utf8'));
    const uploaded = await upload(site.website_code);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json().summary.rows_inserted).toBe(5);
    expect(await uploadsOf(site.website_code)).toBe(1);
  });
});
