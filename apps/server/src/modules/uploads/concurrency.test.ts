import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exec } from '../../db/client';
import { testApp, type Client, type TestApp } from '../../test/app';
import { fixture, multipart } from '../../test/multipart';

let t: TestApp;
let clients: Client[];
beforeAll(async () => {
  t = await testApp();
  const admin = await t.admin();
  const others = await Promise.all(Array.from({ length: 4 }, () => t.as('ADMIN')));
  clients = [admin, ...others];
});
afterAll(() => t?.close());

const DAY = 'day-abc-2026-06-05';
const upload = (client: Client, endpoint: string, fields: Record<string, string>, file: string) => {
  const { body, headers } = multipart(fields, { name: file, content: fixture(`${DAY}/${file}`) });
  return client.post(endpoint, body, headers);
};

describe('the same file uploaded by ten clients at the same moment', () => {
  it('stores every row exactly once, 20 rounds', async () => {
    for (let round = 0; round < 20; round++) {
      const site = await t.make.website();
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          upload(
            clients[i % clients.length]!,
            '/api/mutasiupdepoqris',
            { groups: site.website_code },
            'qris.csv',
          ),
        ),
      );
      for (const res of answers) expect(res.statusCode, res.body).toBe(200);
      const inserted = answers.reduce((total, res) => total + Number(res.json().summary.rows_inserted), 0);
      expect(inserted).toBe(5);
      expect(answers.filter((res) => res.json().status === true)).toHaveLength(9);
      const { rows } = await exec<{ n: number; distinct: number }>(
        t.db,
        sql`select count(*)::int as n, count(distinct transaction_id)::int as distinct
            from statement_row where website = ${site.website_code} and side = 'DEPO'`,
      );
      expect(rows[0]).toEqual({ n: 5, distinct: 5 });
    }
    // Two hundred uploads on the embedded database: about 20 s on a quiet 2-core machine, more on a busy one.
  }, 120_000);
});

describe('BO export and statements racing for one website', () => {
  it('never puts a row in two pairs and ends like the sequential run, 5 rounds', async () => {
    for (let round = 0; round < 5; round++) {
      const code = `RACE${round}${Date.now() % 1000}`;
      await t.make.website({ code, panel: 'NEXUS', scale: 1000 });
      await t.make.akunBank({
        websiteCode: code,
        jenis: 'DEPO',
        bank: 'BCA',
        name: 'HENDRA KUSNADI',
        no: '4561237890',
      });
      // The BO export names its website: rewrite it for this round's website.
      const bo = fixture(`${DAY}/bo-deposit.csv`)
        .toString('utf8')
        .replace(/,ABC(?=,)/g, `,${code}`);
      const boBody = multipart({ groups: code }, { name: 'bo.csv', content: bo });
      const answers = await Promise.all([
        clients[0]!.post('/api/checkdata', boBody.body, boBody.headers),
        upload(
          clients[1]!,
          '/api/mutasiupdepobca',
          {
            groups: code,
            jenis: 'DEPO',
            corporate_bank_name: 'HENDRA KUSNADI',
            corporate_bank_no: '4561237890',
            dates: '05-Jun-2026',
          },
          'bca-statement.csv',
        ),
        upload(clients[2]!, '/api/mutasiupdepoqris', { groups: code }, 'qris.csv'),
        clients[3]!.post('/api/checkdata', boBody.body, boBody.headers),
      ]);
      for (const res of answers) expect(res.statusCode, res.body).toBe(200);
      // A pair is a statement row holding its BO row: count both ends, and the BO rows the pairs approved.
      const { rows } = await exec<{
        pairs: number;
        bo: number;
        mutasi: number;
        approved_bo: number;
        pending_bo: number;
      }>(
        t.db,
        sql`select count(*)::int as pairs, count(distinct s.bo_id)::int as bo, count(distinct s.id)::int as mutasi,
              count(distinct b.id) filter (where b.approved and b.website = ${code} and b.side = 'DEPO')::int as approved_bo,
              (select count(*)::int from bo_row where website = ${code} and side = 'DEPO' and not approved) as pending_bo
            from statement_row s left join bo_row b on b.id = s.bo_id
            where s.website = ${code} and s.side = 'DEPO' and s.bo_id is not null`,
      );
      expect(rows[0]).toEqual({ pairs: 36, bo: 36, mutasi: 36, approved_bo: 36, pending_bo: 3 });
    }
  });
});
