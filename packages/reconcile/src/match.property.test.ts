import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAccountResolver } from './accounts';
import { matchDay } from './match';
import { channelOf } from './channels';
import { EXACT_MIN_SCORE, scoreNames, UNIQUE_MIN_SCORE } from './names';
import { normalizeName, walletOf } from './name-reading';
import { matchingAmountCents, normalizeReference } from './prepare';
import { generateDays } from './testing/day-generator';
import { evaluate } from './testing/evaluate';
import { ACCOUNTS, corporateText, DEPO_BCA, DEPO_MANDIRI, WD_BCA } from './testing/factories';
import { dayNumber, secondsOfDay, UNIQUE_CLOSE_SECONDS } from './time';
import type { BoRow, MatchInput, MatchResult, MutasiRow, RowId } from './types';

/*
 * Small days built to collide: few amounts, three dates, names that are namesakes, cuts, slips or strangers,
 * shared references, wallet payouts, fee rows, both sides. Every engine decision gets exercised, including the
 * contested ones, within a dozen rows.
 */
const NAMES = [
  'ADI PUTRA',
  'Adi Putra',
  'ADI PUTRA WIJAYA',
  'EKO PRASETYO',
  'EKO PRASETIO',
  'MUHAMMAD RIZKY RAMADHAN',
  'MUHAMMAD RIZKY RAM',
  'RIZKY RAMADHAN',
  'DIMAS NUGROHO',
  'DIMAS ADITYA NUGROHO',
  'SITI',
];
const DATES = ['2026-06-04', '2026-06-05', '2026-06-06'];
const AMOUNTS = [5_000_000, 10_000_000, 15_000_000];
const REFERENCES = [null, null, 'REF-0001', 'ref-0002', 'REF-0003'];
const time = fc.option(
  fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.constantFrom(0, 30))
    .map(
      ([h, m, s]) =>
        `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`,
    ),
  { freq: 2 },
);

const boFields = fc.record({
  side: fc.constantFrom('DEPO', 'DEPO', 'DEPO', 'WD'),
  username: fc.option(fc.constantFrom('u1', 'u2', 'u3', 'u4'), { freq: 8 }),
  holderName: fc.option(fc.constantFrom(...NAMES), { freq: 10 }),
  playerBank: fc.constantFrom('BCA', 'BCA', 'BRI', 'GOPAY', null),
  amountCents: fc.constantFrom(...AMOUNTS),
  nettAmountCents: fc.constantFrom(null, 0, 4_750_000),
  businessDate: fc.constantFrom(...DATES),
  time,
  corporate: fc.constantFrom('bca', 'bca', 'mandiri', 'by-name', 'qris', 'unknown'),
  ref: fc.constantFrom(...REFERENCES),
  ownRef: fc.constantFrom(null, null, 'REF-0003'),
});

const mutasiFields = fc.record({
  side: fc.constantFrom('DEPO', 'DEPO', 'DEPO', 'WD'),
  account: fc.constantFrom('bca', 'bca', 'mandiri', 'none'),
  amountCents: fc.constantFrom(...AMOUNTS, 4_750_000),
  date: fc.constantFrom(...DATES),
  time,
  name: fc.option(fc.constantFrom(...NAMES, 'WLST6D4E06872F05 DOMPET ANAK BANGSA', 'BUDI SANTOSO'), {
    freq: 8,
  }),
  reference: fc.constantFrom(...REFERENCES),
  channel: fc.constantFrom(null, null, 'BCA', 'BRI', '002', 'OVO'),
  isFee: fc.integer({ min: 0, max: 9 }).map((draw) => draw === 0),
});

function corporateBankOf(side: 'DEPO' | 'WD', choice: string): string | null {
  if (side === 'WD') return choice === 'unknown' ? null : corporateText(WD_BCA);
  switch (choice) {
    case 'bca':
      return corporateText(DEPO_BCA);
    case 'mandiri':
      return corporateText(DEPO_MANDIRI);
    case 'by-name':
      return 'MANDIRI|HENDRA KUSNADI';
    case 'qris':
      return 'QRIS|QRIS ABC|1';
    default:
      return null;
  }
}

const smallDay: fc.Arbitrary<MatchInput> = fc
  .tuple(fc.array(boFields, { maxLength: 12 }), fc.array(mutasiFields, { maxLength: 12 }))
  .map(([boList, mutasiList]) => ({
    accounts: ACCOUNTS,
    bo: boList.map((fields, index): BoRow => ({
      id: index + 1,
      side: fields.side,
      website: 'ABC',
      ticket: `D61000${index + 1}`,
      amountCents: fields.amountCents,
      nettAmountCents: fields.nettAmountCents,
      businessDate: fields.businessDate,
      time: fields.time,
      username: fields.username,
      holderName: fields.holderName,
      playerBank: fields.playerBank,
      corporateBank: corporateBankOf(fields.side, fields.corporate),
      ref: fields.ref,
      ownRef: fields.ownRef,
    })),
    mutasi: mutasiList.map((fields, index): MutasiRow => ({
      id: `m${index + 1}`,
      side: fields.side,
      website: 'ABC',
      accountId:
        fields.account === 'none'
          ? null
          : fields.side === 'WD'
            ? WD_BCA.id
            : fields.account === 'bca'
              ? DEPO_BCA.id
              : DEPO_MANDIRI.id,
      amountCents: fields.amountCents,
      date: fields.date,
      time: fields.time,
      name: fields.name,
      reference: fields.reference,
      channel: fields.channel,
      isFee: fields.isFee,
    })),
  }));

/** The rows a second run gets: those the first left pending (a server passes only pending rows). */
function pendingInput(input: MatchInput, result: MatchResult): MatchInput {
  const pairedBo = new Set<RowId>(result.pairs.map((pair) => pair.boId));
  const pairedMutasi = new Set<RowId>(result.pairs.map((pair) => pair.mutasiId));
  return {
    accounts: input.accounts,
    bo: input.bo.filter((row) => !pairedBo.has(row.id)),
    mutasi: input.mutasi.filter((row) => !pairedMutasi.has(row.id)),
  };
}

const instant = (date: string, time: string) => dayNumber(date) * 86_400 + (secondsOfDay(time) ?? 0);

/** reconcile.md "Channel", read from the rows: both name a bank or wallet, and they differ. */
function clash(request: BoRow, credit: MutasiRow): boolean {
  const mine = channelOf(request.playerBank);
  const theirs = channelOf(credit.wallet ?? walletOf(credit.name) ?? credit.channel);
  if (mine.code !== null && theirs.code !== null) return mine.code !== theirs.code;
  if (mine.kind !== null && theirs.kind !== null) return mine.kind !== theirs.kind;
  return request.side === 'DEPO' && mine.kind === 'WALLET' && normalizeName(credit.name) !== null;
}

/** Checks, from the outside, that every pair obeys the rule of the pass that made it (reconcile.md). */
function expectPassRules(input: MatchInput, result: MatchResult): void {
  const resolve = createAccountResolver(input.accounts);
  const boById = new Map(input.bo.map((row) => [row.id, row]));
  const mutasiById = new Map(input.mutasi.map((row) => [row.id, row]));
  const names = (request: BoRow, credit: MutasiRow) => {
    const score = scoreNames(request.holderName, credit.name);
    if (score === null) return null;
    // A name a checker taught Rekon for the account scores 1.0 there (reconcile.md "Learned names").
    const taught = (request.learnedNames ?? []).some(
      (name) => normalizeName(name) === normalizeName(credit.name),
    );
    return taught ? 1000 : Math.round(score * 1000);
  };
  const pendingBo = new Set<RowId>(result.pendingBo.map((row) => row.boId));
  const pendingMutasi = new Set<RowId>(result.pendingMutasi.map((row) => row.mutasiId));
  for (const pair of result.pairs) {
    const request = boById.get(pair.boId)!;
    const credit = mutasiById.get(pair.mutasiId)!;
    expect(credit.isFee).toBe(false);
    expect(credit.website).toBe(request.website);
    expect(credit.side).toBe(request.side);
    expect(credit.amountCents).toBe(matchingAmountCents(request));
    const account = resolve(request.website, request.side, request.corporateBank);
    const sameAccount = account !== null && credit.accountId === account.id;
    const score = names(request, credit);
    switch (pair.pass) {
      case 'REF': {
        const mine = [request.ref, request.ownRef]
          .map(normalizeReference)
          .filter((value): value is string => value !== null);
        const theirs = normalizeReference(credit.reference);
        const viaReference = theirs !== null && mine.includes(theirs);
        const viaTicket =
          normalizeReference(credit.ticket ?? null) !== null &&
          normalizeReference(credit.ticket ?? null) === normalizeReference(request.ticket);
        expect(viaReference || viaTicket).toBe(true);
        break;
      }
      case 'EXACT':
        expect(sameAccount).toBe(true);
        expect(Math.abs(dayNumber(credit.date) - dayNumber(request.businessDate))).toBeLessThanOrEqual(1);
        expect(score).not.toBeNull();
        expect(score!).toBeGreaterThanOrEqual(EXACT_MIN_SCORE);
        break;
      case 'UNIQUE': {
        expect(sameAccount).toBe(true);
        const timed = request.time !== null && credit.time !== null;
        if (timed) expect(pair.gapSeconds).toBeLessThanOrEqual(UNIQUE_CLOSE_SECONDS);
        else expect(credit.date).toBe(request.businessDate);
        if (score !== null) expect(score).toBeGreaterThanOrEqual(UNIQUE_MIN_SCORE);
        expect(clash(request, credit)).toBe(false);
        // A balanced cell pairs k with k; any other pair is alone: nothing pending of its account, amount and
        // channel lies near either row.
        if (pair.reason.endsWith(' mutasi)')) break;
        const nearBy = (
          a: { date: string; time: string | null },
          b: { date: string; time: string | null },
        ) =>
          a.time !== null && b.time !== null
            ? Math.abs(instant(a.date, a.time) - instant(b.date, b.time)) <= UNIQUE_CLOSE_SECONDS
            : Math.abs(dayNumber(a.date) - dayNumber(b.date)) <= 1;
        const asRow = (row: BoRow) => ({ date: row.businessDate, time: row.time });
        for (const other of input.bo) {
          if (!pendingBo.has(other.id) || other.website !== request.website || other.side !== request.side)
            continue;
          if (resolve(other.website, other.side, other.corporateBank)?.id !== account!.id) continue;
          if (matchingAmountCents(other) !== matchingAmountCents(request) || clash(other, credit)) continue;
          const close = nearBy(asRow(other), credit) || (timed && nearBy(asRow(other), asRow(request)));
          expect(close).toBe(false);
        }
        for (const other of input.mutasi) {
          if (!pendingMutasi.has(other.id) || other.side !== credit.side) continue;
          if (other.accountId !== credit.accountId || other.amountCents !== credit.amountCents) continue;
          if (clash(request, other)) continue;
          expect(nearBy(other, asRow(request)) || nearBy(other, credit)).toBe(false);
        }
        break;
      }
    }
  }
}

describe('matchDay properties', () => {
  it('never depends on the order of the rows', () => {
    fc.assert(
      fc.property(
        smallDay.chain((input) =>
          fc.tuple(
            fc.constant(input),
            fc.shuffledSubarray([...input.bo], { minLength: input.bo.length }),
            fc.shuffledSubarray([...input.mutasi], { minLength: input.mutasi.length }),
            fc.shuffledSubarray([...input.accounts], { minLength: input.accounts.length }),
          ),
        ),
        ([input, bo, mutasi, accounts]) => {
          expect(matchDay({ bo, mutasi, accounts })).toEqual(matchDay(input));
        },
      ),
      { numRuns: 300 },
    );
  }, 60_000);

  it('puts no row in two pairs and accounts for every row once', () => {
    fc.assert(
      fc.property(smallDay, (input) => {
        const result = matchDay(input);
        const boIds = result.pairs.map((pair) => pair.boId);
        const mutasiIds = result.pairs.map((pair) => pair.mutasiId);
        expect(new Set(boIds).size).toBe(boIds.length);
        expect(new Set(mutasiIds).size).toBe(mutasiIds.length);
        expect([...boIds, ...result.pendingBo.map((row) => row.boId)].sort()).toEqual(
          input.bo.map((row) => row.id).sort(),
        );
        const nonFee = input.mutasi.filter((row) => !row.isFee).map((row) => row.id);
        expect([...mutasiIds, ...result.pendingMutasi.map((row) => row.mutasiId)].sort()).toEqual(
          nonFee.sort(),
        );
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  it('makes only pairs that satisfy the rule of their pass', () => {
    fc.assert(
      fc.property(smallDay, (input) => expectPassRules(input, matchDay(input))),
      { numRuns: 500 },
    );
  }, 60_000);

  it('changes nothing when run again over what it left pending', () => {
    fc.assert(
      fc.property(smallDay, (input) => {
        const first = matchDay(input);
        const second = matchDay(pendingInput(input, first));
        expect(second.pairs).toEqual([]);
        expect(second.contested).toEqual(first.contested);
        expect(second.pendingBo).toEqual(first.pendingBo);
        expect(second.pendingMutasi).toEqual(first.pendingMutasi);
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  it('leaves every contested row pending and flagged, with at most three suggestions per request', () => {
    fc.assert(
      fc.property(smallDay, (input) => {
        const result = matchDay(input);
        const contestedBo = new Set(result.contested.flatMap((group) => group.boIds));
        const contestedMutasi = new Set(result.contested.flatMap((group) => group.mutasiIds));
        for (const row of result.pendingBo) {
          expect(row.contested).toBe(contestedBo.has(row.boId));
          expect(row.suggestions.length).toBeLessThanOrEqual(3);
        }
        for (const row of result.pendingMutasi) expect(row.contested).toBe(contestedMutasi.has(row.mutasiId));
        const paired = new Set<RowId>(result.pairs.flatMap((pair) => [pair.boId, pair.mutasiId]));
        for (const id of [...contestedBo, ...contestedMutasi]) expect(paired.has(id)).toBe(false);
      }),
      { numRuns: 300 },
    );
  }, 60_000);
});

describe('matchDay precision on generated days with known truth', () => {
  it('leaves to the checker a credit two namesakes could own, when the other credits tell them apart', () => {
    // Found by the property below in CI: two players registered as LANANG SURYADI, one banking with BSI and one
    // with CIMB, and four 50.000 credits on one day-only statement: one CIMB, one BSI, one typo'd BSI and one
    // without a channel. The one without a channel is the CIMB player's, since both BSI credits are the other's.
    const generated = generateDays({
      seed: 689915094,
      days: 3,
      boPerDay: 206,
      websites: 2,
      rates: { namesake: 0.2, nameVariant: 0.02, missingCounterpart: 0.05, typoAmount: 0.005 },
    });
    const result = matchDay(generated.input);
    expect(evaluate(generated, result).wrong).toEqual([]);
    expectPassRules(generated.input, result);
  });

  it('never makes a wrong pair', () => {
    fc.assert(
      fc.property(
        fc.record({
          seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
          days: fc.integer({ min: 1, max: 3 }),
          boPerDay: fc.integer({ min: 50, max: 400 }),
          websites: fc.integer({ min: 1, max: 2 }),
          namesake: fc.constantFrom(0.05, 0.2),
          nameVariant: fc.constantFrom(0.02, 0.1),
          missingCounterpart: fc.constantFrom(0.01, 0.05),
          typoAmount: fc.constantFrom(0.005, 0.03),
        }),
        ({ seed, days, boPerDay, websites, ...rates }) => {
          const generated = generateDays({ seed, days, boPerDay, websites, rates });
          const result = matchDay(generated.input);
          const evaluation = evaluate(generated, result);
          expect(evaluation.wrong).toEqual([]);
          expectPassRules(generated.input, result);
        },
      ),
      { numRuns: 30 },
    );
  }, 180_000);
});
