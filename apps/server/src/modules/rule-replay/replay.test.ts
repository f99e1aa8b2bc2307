import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, type ReplayApplyResponse, type ReplayPreviewResponse } from '@rekon/contracts';
import { generateDays, type GeneratedDays } from '@rekon/reconcile/testing';
import { exec } from '../../db/client';
import { testApp, type Client, type TestApp } from '../../test/app';
import { dayFiles, depositState, uploadDayFile, websiteForDay } from '../../test/generated-day-files';
import { lastTrackingId, trackingSince } from '../../test/tracking';
import { pairStoredBo, reopenBo } from '../rows/bo/run-writes';
import { pairStoredStatements, reopenStatements } from '../rows/statement/run-writes';

/** The generated day is 1 June 2026; 17:00 in Jakarta keeps its rows inside the edit window. */
const NOW = new Date('2026-06-01T10:00:00Z');
const DAY = '01-Jun-2026';

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await testApp({ clock: () => NOW });
  admin = await t.admin();
});
afterAll(() => t?.close());

/** A day crowded with what the engine must read carefully: namesakes, name forms, money that never came. */
const generated = generateDays({
  seed: 19_045,
  days: 1,
  boPerDay: 80,
  websites: 1,
  rates: { withdraw: 0, namesake: 0.4, nameVariant: 0.15, missingCounterpart: 0.15, qris: 0.1 },
});

let websites = 0;
/** A website with the day's Data Bank accounts and the day's files uploaded, as a desk would. */
async function uploadedWebsite(day: GeneratedDays = generated): Promise<string> {
  const code = await websiteForDay(t, day, `REPLAY${++websites}`);
  for (const file of dayFiles(day, code)) await uploadDayFile(admin, file);
  return code;
}

/**
 * The state an older engine would have left: some of the pairs today's rules make were never made, their rows
 * Pending. Undone with the run's own reopening (the same statements), every other automatic pair.
 */
async function asIfOlderRulesMissed(website: string): Promise<number> {
  const { rows } = await exec<{ bo: number; mu: number }>(
    t.db,
    sql`select bo_id as bo, id as mu from statement_row
        where website = ${website} and side = 'DEPO' and pair_auto order by bo_id`,
  );
  const missed = rows
    .filter((_, at) => at % 2 === 0)
    .map((row) => ({ boId: Number(row.bo), statementId: Number(row.mu), note: null }));
  await t.db.transaction(async (trx) => {
    await reopenBo(trx, missed);
    await reopenStatements(trx, missed);
  });
  return missed.length;
}

/** A website's pairs (with pass, reason and who made them) and pending rows, by what the rows say. */
const stateOf = (website: string) => depositState(t.db, website, { how: true });

const TABLES = ['bo_row', 'statement_row', 'tracking', 'upload'] as const;

/** Row count and a checksum of every row of the tables a run could touch: any write shows. */
async function fingerprint() {
  const out: Record<string, string> = {};
  for (const table of TABLES) {
    const { rows } = await exec<{ n: string; sum: string | null }>(
      t.db,
      sql`select count(*)::text as n, md5(string_agg(x::text, '|' order by x::text)) as sum from ${sql.raw(table)} as x`,
    );
    out[table] = `${rows[0]!.n} ${rows[0]!.sum ?? ''}`;
  }
  return out;
}

const previewUrl = (website: string, from = DAY, to = DAY) =>
  `/api/rulereplay/preview/${website}/${from}/${to}`;

async function preview(client: Client, website: string) {
  const res = await client.get(previewUrl(website));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ReplayPreviewResponse>().data;
}

describe('rule replay', () => {
  it('applied, ends in the state of a fresh upload of the same files; its preview wrote nothing', async () => {
    const fresh = await uploadedWebsite();
    const expected = await stateOf(fresh);

    const replayed = await uploadedWebsite();
    const missed = await asIfOlderRulesMissed(replayed);
    expect(missed).toBeGreaterThan(5);
    expect(await stateOf(replayed)).not.toEqual(expected);

    const before = await fingerprint();
    const plan = await preview(admin, replayed);
    expect(await fingerprint()).toEqual(before);

    const depo = plan.sides.find((side) => side.side === 'DEPO')!;
    const proposed = depo.matched.REF + depo.matched.EXACT + depo.matched.UNIQUE;
    expect(proposed).toBeGreaterThanOrEqual(missed);
    expect(plan.pairs_total).toBe(proposed);
    expect(plan.pairs).toHaveLength(proposed);
    expect(plan.pairs[0]).toMatchObject({
      side: 'DEPO',
      bo_ticket: expect.any(String),
      bo_amount: expect.any(Number),
      mutasi_description: expect.any(String),
      reason: expect.stringMatching(/^(REF|AUTO|AUTO-UNIK) /),
    });
    for (const pair of plan.pairs) expect(pair.bo_amount).toBe(pair.mutasi_amount);

    const mark = await lastTrackingId(t.db);
    const res = await admin.post('/api/rulereplay/apply', {
      website: replayed,
      from: DAY,
      to: DAY,
      preview_token: plan.preview_token,
    });
    expect(res.statusCode, res.body).toBe(200);
    const applied = res.json<ReplayApplyResponse>();
    expect(applied.data.paired).toBe(proposed);
    expect(applied.message).toBe(MSG.replayApplied(proposed, applied.data.reopened));
    expect(await stateOf(replayed)).toEqual(expected);

    const audit = await trackingSince(t.db, mark);
    const summary = audit.filter((row) => row.tracking_activity.startsWith('Ulang aturan'));
    expect(summary).toHaveLength(1);
    expect(summary[0]).toMatchObject({
      tracking_website: replayed,
      tracking_username: 'admin',
      tracking_role: 'ADMIN',
    });
    expect(summary[0]!.tracking_activity).toContain(
      `Ulang aturan 01-Jun-2026 s/d 01-Jun-2026: deposit: cocok REF ${depo.matched.REF}, EXACT ${depo.matched.EXACT}, UNIQUE ${depo.matched.UNIQUE}`,
    );

    // A run over rows that did not change changes nothing: the next preview proposes nothing.
    const again = await preview(admin, replayed);
    expect(again.pairs_total).toBe(0);
    expect(again.reopened).toEqual([]);
  }, 180_000);

  it('never touches a person-made pair, and refuses a plan the data no longer matches', async () => {
    const website = await uploadedWebsite();
    await asIfOlderRulesMissed(website);
    const plan = await preview(admin, website);
    expect(plan.pairs.length).toBeGreaterThan(2);

    // A checker pairs two proposed rows the other way round by hand: a person's pair the engine would not make.
    const [first, second] = plan.pairs as [(typeof plan.pairs)[0], (typeof plan.pairs)[0]];
    const checker = await t.as('CHECKER', await websiteId(website));
    const approve = await checker.put('/api/updatebodepostts', {
      bank_statement_date: DAY,
      arr: [{ bo_id: first.bo_id, ket_app: 'dicek manual', depo_amount: null, mutasi_id: second.mutasi_id }],
    });
    expect(approve.statusCode, approve.body).toBe(200);
    expect(approve.json()).toMatchObject({ status: true });
    const manual = await matchRow(first.bo_id);
    expect(manual).toMatchObject({ mutasi: second.mutasi_id, auto: false, pass: 'MANUAL' });

    // The preview was made before that approval: its plan is stale and is refused, changing nothing.
    const before = await fingerprint();
    const stale = await admin.post('/api/rulereplay/apply', {
      website,
      from: DAY,
      to: DAY,
      preview_token: plan.preview_token,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ status: false, message: MSG.replayStale });
    expect(await fingerprint()).toEqual(before);

    // A new preview leaves the person's pair out; applying it keeps that pair exactly as the checker made it.
    const renewed = await preview(admin, website);
    const rowsOfManual = new Set([first.bo_id]);
    expect(
      renewed.pairs.some((pair) => rowsOfManual.has(pair.bo_id) || pair.mutasi_id === second.mutasi_id),
    ).toBe(false);
    expect(renewed.reopened.some((pair) => pair.mutasi_id === second.mutasi_id)).toBe(false);
    const res = await admin.post('/api/rulereplay/apply', {
      website,
      from: DAY,
      to: DAY,
      preview_token: renewed.preview_token,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ReplayApplyResponse>().data.paired).toBe(renewed.pairs_total);
    expect(await matchRow(first.bo_id)).toEqual(manual);
  }, 180_000);

  it('reopens an automatic pair the current rules would not make, and says why', async () => {
    const expected = await stateOf(await uploadedWebsite());
    const website = await uploadedWebsite();
    await asIfOlderRulesMissed(website);
    const plan = await preview(admin, website);
    // An older engine's mistake: two proposed rows paired the other way round, as an automatic pair.
    const [first, second] = plan.pairs as [(typeof plan.pairs)[0], (typeof plan.pairs)[0]];
    const wrong = {
      boId: first.bo_id,
      statementId: second.mutasi_id,
      boTicket: first.bo_ticket,
      statementDate: second.mutasi_date,
      pass: 'EXACT',
      score: 1,
      reason: 'AUTO lama',
      auto: true,
    };
    await t.db.transaction(async (trx) => {
      await pairStoredBo(trx, [wrong], NOW, null);
      await pairStoredStatements(trx, [wrong], NOW, null);
    });

    const renewed = await preview(admin, website);
    expect(renewed.reopened).toEqual([
      expect.objectContaining({ side: 'DEPO', bo_ticket: first.bo_ticket, mutasi_id: second.mutasi_id }),
    ]);
    const mark = await lastTrackingId(t.db);
    const res = await admin.post('/api/rulereplay/apply', {
      website,
      from: DAY,
      to: DAY,
      preview_token: renewed.preview_token,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ReplayApplyResponse>().data.reopened).toBe(1);
    expect(await stateOf(website)).toEqual(expected);
    const audit = (await trackingSince(t.db, mark)).map((row) => row.tracking_activity);
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatch(
      new RegExp(
        `^Pasangan otomatis deposit dibuka ulang: BO ${first.bo_ticket} dengan mutasi ${second.mutasi_id} .*; ulang aturan oleh admin; `,
      ),
    );
    expect(audit[1]).toMatch(
      /^Ulang aturan 01-Jun-2026 s\/d 01-Jun-2026: deposit: .*1 pasangan otomatis dibuka ulang/,
    );
  }, 180_000);

  it('spends a preview once applied, an empty plan included: applying it again is 409 and writes nothing (F8)', async () => {
    const website = await uploadedWebsite();
    const plan = await preview(admin, website);
    // A freshly uploaded day: today's rules make nothing new.
    expect(plan.pairs_total).toBe(0);
    expect(plan.reopened).toEqual([]);
    const body = { website, from: DAY, to: DAY, preview_token: plan.preview_token };
    const first = await admin.post('/api/rulereplay/apply', body);
    expect(first.statusCode, first.body).toBe(200);
    const mark = await lastTrackingId(t.db);
    for (let i = 0; i < 3; i++) {
      const again = await admin.post('/api/rulereplay/apply', body);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ status: false, message: MSG.replayStale });
    }
    expect(await trackingSince(t.db, mark)).toEqual([]);
    // A new preview is a new token, applicable once.
    const next = await preview(admin, website);
    expect(next.preview_token).not.toBe(plan.preview_token);
    const nextBody = { ...body, preview_token: next.preview_token };
    expect((await admin.post('/api/rulereplay/apply', nextBody)).statusCode).toBe(200);
    expect((await admin.post('/api/rulereplay/apply', nextBody)).statusCode).toBe(409);
  }, 180_000);

  it('is for ADMIN only, on a real website and a range of at most 31 days', async () => {
    const website = await uploadedWebsite();
    const id = await websiteId(website);
    const plan = await preview(admin, website);
    const body = { website, from: DAY, to: DAY, preview_token: plan.preview_token };
    for (const role of ['CHECKER', 'CS'] as const) {
      const client = await t.as(role, id);
      const mark = await lastTrackingId(t.db);
      expect((await client.get(previewUrl(website))).statusCode).toBe(403);
      expect((await client.post('/api/rulereplay/apply', body)).statusCode).toBe(403);
      expect(await trackingSince(t.db, mark)).toEqual([]);
    }

    const long = await admin.get(previewUrl(website, '01-Jun-2026', '02-Jul-2026'));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ status: false, message: MSG.replayRangeTooLong(31) });
    expect((await admin.get(previewUrl(website, '01-Jun-2026', '01-Jul-2026'))).statusCode).toBe(200);
    const reversed = await admin.get(previewUrl(website, '02-Jun-2026', '01-Jun-2026'));
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toEqual({ status: false, message: MSG.endBeforeStart });
    expect((await admin.get(previewUrl('TIDAKADA'))).statusCode).toBe(404);
    expect((await admin.get(previewUrl(website, '2026-06-01', DAY))).statusCode).toBe(400);

    const noToken = await admin.post('/api/rulereplay/apply', { website, from: DAY, to: DAY });
    expect(noToken.statusCode).toBe(400);
    // A token of another range is another plan.
    const otherRange = await admin.post('/api/rulereplay/apply', { ...body, to: '02-Jun-2026' });
    expect(otherRange.statusCode).toBe(409);
  }, 180_000);
});

async function websiteId(code: string): Promise<number> {
  const { rows } = await exec<{ id: number }>(
    t.db,
    sql`select website_id as id from website where website_code = ${code}`,
  );
  return Number(rows[0]!.id);
}

async function matchRow(boId: number) {
  const { rows } = await exec<{
    mutasi: number;
    auto: boolean;
    pass: string;
    reason: string;
    by: number;
    at: string;
  }>(
    t.db,
    sql`select id as mutasi, pair_auto as auto, match_pass as pass, remark as reason,
          approved_by as by, matched_at::text as at
        from statement_row where bo_id = ${boId}`,
  );
  const row = rows[0];
  return row && { ...row, mutasi: Number(row.mutasi) };
}
