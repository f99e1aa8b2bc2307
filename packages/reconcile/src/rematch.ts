import { createAccountResolver } from './accounts';
import { matchDay } from './match';
import { matchingAmountCents, normalizeReference } from './prepare';
import type { BoRow, MatchedPair, MatchInput, MatchResult, MutasiRow, RowId } from './types';

/** An automatic pair stored by an earlier run that no person has touched: the engine may reopen it. */
export interface StandingPair {
  boId: RowId;
  mutasiId: RowId;
}

export interface RematchInput extends MatchInput {
  /** Automatic pairs among the rows given; their rows are in `bo` and `mutasi`, as if pending. */
  standing: readonly StandingPair[];
  /** Rows the change brought (this upload's): named as the cause when a standing pair is reopened. */
  fresh?: { bo: readonly RowId[]; mutasi: readonly RowId[] };
}

export interface Reopening {
  pair: StandingPair;
  /** A row of the change with the pair's account and amount (or its reference); null when none has. */
  cause: { side: 'BO' | 'MUTASI'; id: RowId } | null;
  /** Where its rows ended: in a contested group, in other pairs, or pending. */
  outcome: 'contested' | 'repaired' | 'pending';
}

export interface RematchResult {
  result: MatchResult;
  /** Pairs to store: the result's pairs that were not standing already. */
  added: MatchedPair[];
  /** Standing pairs the result no longer holds, to be undone before `added` is stored. */
  reopened: Reopening[];
}

const pairKey = (boId: RowId, mutasiId: RowId) =>
  `${typeof boId}:${String(boId)}\u0001${typeof mutasiId}:${String(mutasiId)}`;

/**
 * Solves the rows again with the automatic pairs among them reopened (reconcile.md "When it runs"): a day's
 * result then does not depend on how its files were split into uploads nor on their order, because every run
 * ends where one run over all the rows would. A standing pair the result keeps is left as it is; one it does
 * not keep is reopened, and the rows it frees pair again, join a contested group or stay pending.
 *
 * Callers pass only the automatic pairs no person touched: a checker's pairs stay out of the input, so they are
 * never undone.
 */
export function rematch(input: RematchInput): RematchResult {
  const result = matchDay(input);
  const standing = new Set(input.standing.map((pair) => pairKey(pair.boId, pair.mutasiId)));
  const kept = new Set<string>();
  const added: MatchedPair[] = [];
  for (const pair of result.pairs) {
    const key = pairKey(pair.boId, pair.mutasiId);
    if (standing.has(key)) kept.add(key);
    else added.push(pair);
  }
  const dropped = input.standing.filter((pair) => !kept.has(pairKey(pair.boId, pair.mutasiId)));
  if (dropped.length === 0) return { result, added, reopened: [] };

  const contested = new Set<RowId>(result.contested.flatMap((group) => [...group.boIds, ...group.mutasiIds]));
  const repaired = new Set<RowId>(added.flatMap((pair) => [pair.boId, pair.mutasiId]));
  const causeOf = causeFinder(input);
  return {
    result,
    added,
    reopened: dropped.map((pair) => ({
      pair,
      cause: causeOf(pair),
      outcome:
        contested.has(pair.boId) || contested.has(pair.mutasiId)
          ? 'contested'
          : repaired.has(pair.boId) || repaired.has(pair.mutasiId)
            ? 'repaired'
            : 'pending',
    })),
  };
}

/**
 * The row of the change that competes with a reopened pair: the first fresh row of its account and amount, else
 * of its reference. Rows are grouped as EXACT and UNIQUE group them; a reopening caused further away (a pass
 * taking a row another pass had used) names no row.
 */
function causeFinder(input: RematchInput): (pair: StandingPair) => Reopening['cause'] {
  const resolve = createAccountResolver(input.accounts);
  const boById = new Map<RowId, BoRow>(input.bo.map((row) => [row.id, row]));
  const mutasiById = new Map<RowId, MutasiRow>(input.mutasi.map((row) => [row.id, row]));
  const boKey = (row: BoRow) => {
    const account = resolve(row.website, row.side, row.corporateBank);
    return `${row.website}\u0001${row.side}\u0001${account ? String(account.id) : '-'}\u0001${matchingAmountCents(row)}`;
  };
  const mutasiKey = (row: MutasiRow) =>
    `${row.website}\u0001${row.side}\u0001${row.accountId === null ? '-' : String(row.accountId)}\u0001${row.amountCents}`;
  const byKey = new Map<string, { side: 'BO' | 'MUTASI'; id: RowId }>();
  const remember = (key: string, cause: { side: 'BO' | 'MUTASI'; id: RowId }) => {
    if (!byKey.has(key)) byKey.set(key, cause);
  };
  for (const id of input.fresh?.bo ?? []) {
    const row = boById.get(id);
    if (!row) continue;
    remember(boKey(row), { side: 'BO', id });
    for (const reference of [row.ref, row.ownRef]) {
      const normalized = normalizeReference(reference);
      if (normalized !== null) remember(`R\u0001${row.website}\u0001${normalized}`, { side: 'BO', id });
    }
  }
  for (const id of input.fresh?.mutasi ?? []) {
    const row = mutasiById.get(id);
    if (!row) continue;
    remember(mutasiKey(row), { side: 'MUTASI', id });
    const normalized = normalizeReference(row.reference);
    if (normalized !== null) remember(`R\u0001${row.website}\u0001${normalized}`, { side: 'MUTASI', id });
  }
  return (pair) => {
    const request = boById.get(pair.boId);
    const credit = mutasiById.get(pair.mutasiId);
    const keys = [
      ...(request ? [boKey(request)] : []),
      ...(credit ? [mutasiKey(credit)] : []),
      ...[request?.ref, request?.ownRef, credit?.reference]
        .map((reference) => normalizeReference(reference))
        .filter((reference): reference is string => reference !== null)
        .map((reference) => `R\u0001${request?.website ?? credit?.website}\u0001${reference}`),
    ];
    for (const key of keys) {
      const cause = byKey.get(key);
      if (cause) return cause;
    }
    return null;
  };
}
