import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type Client, type TestApp } from '../test/app';
import { AUTHZ_MATRIX, type Reach, type Who } from '../test/authz-matrix';
import type { FactoryContext } from '../test/authz-context';
import { lastTrackingId, trackingSince } from '../test/tracking';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t?.close());

const WHO: Who[] = ['ADMIN', 'CHECKER', 'CS', 'anonymous'];
let sequence = 0;

function expectedAllowed(reach: Reach, variant: 'own' | 'foreign') {
  return reach === 'all' || (reach === 'own' && variant === 'own');
}

describe('the authorization matrix', () => {
  it('lists every registered /api route, and nothing else', () => {
    const registered = t.app.apiRoutes.map((r) => `${r.method} ${r.url}`).sort();
    const listed = AUTHZ_MATRIX.map((e) => e.route).sort();
    expect(
      registered.filter((route) => !listed.includes(route)),
      'routes missing from test/authz-matrix.ts',
    ).toEqual([]);
    expect(
      listed.filter((route) => !registered.includes(route)),
      'matrix rows without a route',
    ).toEqual([]);
  });

  const cells = AUTHZ_MATRIX.flatMap((entry) =>
    WHO.flatMap((who) =>
      (entry.scoped ? (['own', 'foreign'] as const) : (['own'] as const)).map((variant) => ({
        entry,
        who,
        variant,
      })),
    ),
  );

  it.each(cells.map((cell) => [`${cell.entry.route} as ${cell.who} (${cell.variant})`, cell] as const))(
    '%s',
    async (_name, { entry, who, variant }) => {
      const own = await t.make.website({ panel: entry.panel });
      const foreign = await t.make.website({ panel: entry.panel });
      let client: Client;
      let caller: FactoryContext['caller'];
      if (who === 'anonymous') {
        client = t.anonymous();
      } else {
        caller = await t.make.account({ role: who, websiteId: own.website_id });
        client = await t.signIn(caller.account_name, caller.password);
      }
      const ctx: FactoryContext = {
        variant,
        own,
        foreign,
        site: variant === 'own' ? own : foreign,
        caller,
        make: t.make,
        uniqueName: () => `matriks${++sequence}${Date.now() % 100000}`,
        uniqueCode: () => `MX${++sequence}${Date.now() % 10000}`,
        uniqueIp: () => `10.${(++sequence >> 8) & 255}.${sequence & 255}.${(Date.now() % 250) + 1}`,
        uniqueDigits: () => `9${String(++sequence).padStart(4, '0')}${Date.now() % 100000}`,
      };
      const { url, body, headers } = await entry.request(ctx);
      const [method] = entry.route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE'];
      const mark = await lastTrackingId(t.db);
      const res = await client.request(method, url, method === 'GET' ? undefined : (body ?? {}), headers);
      const added = await trackingSince(t.db, mark);

      if (expectedAllowed(entry.who[who], variant)) {
        expect(res.statusCode, res.body).toBeGreaterThanOrEqual(200);
        expect(res.statusCode, res.body).toBeLessThan(300);
        // Every change leaves exactly one audit row (security.md F36); reads (but audited ones) and anonymous
        // sign-outs none.
        const audited =
          entry.auditedRead === true ||
          (method !== 'GET' && !(entry.route === 'POST /api/logout' && who === 'anonymous'));
        expect(added, 'tracking rows written').toHaveLength(audited ? 1 : 0);
        if (audited && who !== 'anonymous' && entry.route !== 'POST /api/login' && !entry.auditedAsOther) {
          expect(added[0]).toMatchObject({ tracking_username: caller!.account_name, tracking_role: who });
        }
      } else {
        const unknown = entry.foreignUnknown === true && variant === 'foreign' && entry.who[who] === 'own';
        expect(res.statusCode, res.body).toBe(who === 'anonymous' ? 401 : unknown ? 404 : 403);
        expect(res.json()).toEqual({ status: false, message: expect.any(String) });
        expect(added, 'no tracking row for a refused action').toHaveLength(0);
      }
    },
  );
});

describe('foreign website codes in paths', () => {
  it('refuses every spelling of another website to a CHECKER, and leaks no row or total', async () => {
    const own = await t.make.website({ code: 'OWNA' });
    await t.make.website({ code: 'OTHB' });
    await t.make.akunBank({ websiteCode: 'OTHB', name: 'RAHASIA ORANG LAIN' });
    const checker = await t.as('CHECKER', own.website_id);
    const variants = ['OTHB', 'othb', '%20OTHB', 'OTHB%00', '%4FTHB', 'all', 'ALL', 'OWNA%20'];
    const paths = (code: string) => [
      `/api/viewakunbank/${code}/10/1`,
      `/api/akunbanklist/${code}/bca/depo`,
      `/api/tracking/${code}/10/1`,
      `/api/searchtracking/${code}/a/10/1`,
    ];
    for (const code of variants) {
      for (const path of paths(code)) {
        const res = await checker.get(path);
        expect(res.statusCode, path).toBe(403);
        expect(res.headers['x-total-count'], path).toBeUndefined();
        expect(res.body).not.toContain('RAHASIA');
      }
    }
    for (const path of paths('owna')) expect((await checker.get(path)).statusCode, path).toBe(200);
  });
});
