import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@rekon/contracts';
import { exec } from '../../db/client';
import { SMALL_LANE_SLOTS, WORKBOOK_JOB } from '../../lib/heavy-work';
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

    const refused = await convert();
    expect(refused.statusCode, refused.body).toBe(503);
    expect(refused.headers['retry-after']).toMatch(/^[1-9][0-9]*$/);
    expect(refused.json()).toEqual({ status: false, message: MSG.serverBusy });
    // A small file never waits for the budget (issue 32, F3): it runs in the small lane beside it.
    const small = await upload(site.website_code);
    expect(small.statusCode, small.body).toBe(200);
    expect(await uploadsOf(site.website_code)).toBe(1);
    // The small lane is full too: now a small file is told the server is busy, and nothing is stored.
    const lane: (() => void)[] = [];
    const laneJobs = Array.from({ length: SMALL_LANE_SLOTS }, () =>
      t.app.heavyWork.run(
        { threads: 0, memoryMb: 1 },
        () => new Promise<void>((resolve) => lane.push(resolve)),
      ),
    );
    const busy = await upload(site.website_code);
    expect(busy.statusCode, busy.body).toBe(503);
    expect(await uploadsOf(site.website_code)).toBe(1);
    for (const free of lane) free();
    await Promise.all(laneJobs);

    release();
    await holding;
    const converted = await convert();
    expect(converted.statusCode, converted.body).toBe(200);
    expect(converted.body).toBe(fixture('bni/bni-mobile-converted.csv').toString('utf8'));
    const uploaded = await upload(site.website_code);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json().summary.rows_inserted).toBe(0); // the same file again: every row already stored
    expect(await uploadsOf(site.website_code)).toBe(2);
  });
});

describe("another user's workbooks filling the queue (issue 32, F3)", () => {
  let u: TestApp;
  beforeAll(async () => {
    u = await testApp({
      config: { heavyWork: { threads: 1, memoryMb: 1024, maxWaiting: 4, maxWaitMs: 60_000 } },
    });
  });
  afterAll(() => u?.close());

  it("serves another website's small CSV at once, and gives its workbook a place in line", async () => {
    const theirs = await u.make.website();
    const ours = await u.make.website();
    const checker = await u.as('CHECKER', ours.website_id);
    // A checker of another website holds the one thread and their half of the line with workbooks.
    const releases: (() => void)[] = [];
    const workbooks = Array.from({ length: 3 }, () =>
      u.app.heavyWork.run(WORKBOOK_JOB, () => new Promise<void>((resolve) => releases.push(resolve)), {
        user: 999_001,
        website: theirs.website_code,
      }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(releases).toHaveLength(1);
    // Their fourth workbook is refused: half the line is theirs at most.
    await expect(
      u.app.heavyWork.run(WORKBOOK_JOB, () => Promise.resolve(), {
        user: 999_001,
        website: theirs.website_code,
      }),
    ).rejects.toThrow(/busy/);

    const { body, headers } = multipart(
      { groups: ours.website_code },
      { name: 'qris.csv', content: fixture('day-abc-2026-06-05/qris.csv') },
    );
    const started = Date.now();
    const small = await checker.post('/api/mutasiupdepoqris', body, headers);
    expect(small.statusCode, small.body).toBe(200);
    expect(small.json().summary.rows_inserted).toBe(5);
    expect(Date.now() - started).toBeLessThan(10_000);

    // Our own workbook waits in line (not 503), and goes before their waiting ones once the thread is free.
    const convertBody = multipart(
      {},
      {
        name: 'bni-mobile.xlsx',
        content: fixture('bni/bni-mobile.xlsx'),
        contentType: 'application/vnd.ms-excel',
      },
    );
    const ourWorkbook = checker.post('/api/uploadfixbnimobileformat', convertBody.body, convertBody.headers);
    // Their jobs end one after the other, ours takes its turn among them: not a 503.
    let finished = false;
    const all = Promise.all(workbooks).then(() => (finished = true));
    const releaser = setInterval(() => releases.shift()?.(), 100);
    try {
      const converted = await ourWorkbook;
      expect(converted.statusCode, converted.body).toBe(200);
      while (!finished) await new Promise((resolve) => setTimeout(resolve, 20));
      await all;
    } finally {
      clearInterval(releaser);
    }
  });
});
