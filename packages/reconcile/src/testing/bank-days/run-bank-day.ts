/**
 * A bank day read as a checker reads it (issue 28's proof): each account's statement rendered in its bank's
 * layout, read back through the upload parsers (@rekon/formats, the code the server stages uploads with, with
 * the row turned into what the engine reads as the server does), matched by `matchDay`, and scored against the
 * day's truth: precision, recall of the pairs a careful checker makes, and whether the first suggestion of a
 * pending request (View BO's "Saran", its split group included) is the checker's choice.
 */
import { parseUpload, type MutasiRecord } from '@rekon/formats';
import { matchDay } from '../../match';
import { normalizeName } from '../../name-reading';
import type { MatchResult, MutasiRow, RowId } from '../../types';
import type { GeneratedDays } from '../day-generator';
import type { TruthLabel } from '../day-types';
import { checkerPairs } from '../checker-pairs';
import { evaluate, type Evaluation } from '../evaluate';
import type { BankDay } from './bank-day';
import { renderStatementFile, type StatementFile } from './statement-files';

/** What the engine reads of a parsed statement row (apps/server staging.ts newStatement + toEngineStatement). */
function engineRow(
  day: BankDay,
  file: StatementFile,
  id: number,
  line: number,
  record: MutasiRecord,
): MutasiRow {
  return {
    id,
    side: 'DEPO',
    website: day.accounts[0]!.website,
    accountId: file.accountId,
    amountCents: record.amountCents,
    date: record.date,
    time: record.time,
    name: record.counterpartyName ?? record.wallet,
    reference: record.reference ?? record.transactionId,
    ticket: record.ticket ?? record.transactionId,
    wallet: record.wallet,
    channel: record.counterpartyBank,
    position: { file: file.accountId, line },
    orderKey: [record.time, record.description, record.reference, record.counterpartyName].join('|'),
    isFee: record.isFee,
  };
}

/** Every account's statement of the day, rendered and read back; each row keeps its credit's id. */
export async function readBankDay(
  day: BankDay,
  seed: number,
): Promise<{ mutasi: MutasiRow[]; files: StatementFile[] }> {
  const mutasi: MutasiRow[] = [];
  const files: StatementFile[] = [];
  for (const account of day.accounts) {
    const file = renderStatementFile(day, Number(account.id), seed);
    files.push(file);
    const upload = parseUpload(file.format, new TextEncoder().encode(file.text), file.options);
    for await (const row of upload) {
      if (row.kind !== 'record')
        throw new Error(`${file.bank} line ${row.line} was not read: ${JSON.stringify(row)}`);
      const creditId = file.creditAtLine.get(row.line);
      if (creditId === undefined)
        throw new Error(`${file.bank} line ${row.line} prints no credit of the day`);
      mutasi.push(engineRow(day, file, creditId, row.line, row.record));
    }
  }
  return { mutasi, files };
}

export interface CaseScore {
  /** Pairs the engine made for requests of the case, and the wrong ones among them. */
  enginePairs: number;
  wrong: number;
  checkerPairs: number;
  found: number;
  /** Pending requests of the case with a counterpart and a suggestion; those whose first one is the counterpart. */
  suggested: number;
  firstRight: number;
}

export interface BankDayScore {
  evaluation: Evaluation;
  result: MatchResult;
  /** Split requests: suggested as their group / paired automatically (always wrong). */
  splits: { requests: number; grouped: number; paired: number };
  suggested: number;
  firstRight: number;
  byCase: Map<TruthLabel, CaseScore>;
  /** Requests whose first suggestion missed: for reading the cause. */
  missedSuggestions: RowId[];
  /** Checker pairs the engine left pending: for reading the cause. */
  missedPairs: RowId[];
}

/** Reads, matches and scores a bank day. */
export async function scoreBankDay(day: BankDay, seed: number): Promise<BankDayScore> {
  const { mutasi } = await readBankDay(day, seed);
  const input = { bo: day.bo, mutasi, accounts: day.accounts };
  const result = matchDay(input);
  const credits = new Map(day.credits.map((credit) => [credit.id, credit]));
  const payers = new Map<RowId, { username: string; holder: string }>();
  for (const credit of day.credits) if (credit.payer) payers.set(credit.id, credit.payer);
  const generated: GeneratedDays = {
    input,
    truth: day.truth,
    payers,
    cutsNames: new Set(day.accounts.filter((account) => account.bank === 'BCA').map((account) => account.id)),
    labels: day.labels,
  };
  // A split's request or one of its credits in a pair is judged like any pair: right only where the credit is the
  // same player's money of that amount (a checker could not tell it from the player's own).
  const splitCredits = new Set([...day.splits.values()].flat());
  const splitPaired = result.pairs.filter(
    (pair) => day.splits.has(pair.boId) || splitCredits.has(pair.mutasiId),
  );
  const evaluation = evaluate(generated, standingFor(day, result));

  const byCase = new Map<TruthLabel, CaseScore>();
  const caseOf = (label: TruthLabel) => {
    let score = byCase.get(label);
    if (!score)
      byCase.set(
        label,
        (score = { enginePairs: 0, wrong: 0, checkerPairs: 0, found: 0, suggested: 0, firstRight: 0 }),
      );
    return score;
  };
  for (const [label, figures] of evaluation.byCase) {
    const score = caseOf(label);
    score.enginePairs = figures.enginePairs;
    score.wrong = figures.wrong;
    score.checkerPairs = figures.checkerPairs;
    score.found = figures.found;
  }
  let suggested = 0;
  let firstRight = 0;
  let grouped = 0;
  const missedSuggestions: RowId[] = [];
  const rows = new Map(mutasi.map((row) => [row.id, row]));
  const pendingCredits = new Set(result.pendingMutasi.map((row) => row.mutasiId));
  for (const pending of result.pendingBo) {
    const split = day.splits.get(pending.boId);
    const own = day.truth.get(pending.boId);
    const first = pending.suggestions[0];
    let right: boolean;
    if (split) {
      // The checker's choice is the group: suggested as one, with exactly its credits. A part that prints no name
      // (BRI's bare BI-FAST) is nobody's to a checker, so such a split has no checker's choice.
      if (!pending.split && !first) continue;
      if (split.some((id) => normalizeName(rows.get(id)?.name) === null)) continue;
      right = pending.split !== undefined && sameSet(pending.split.mutasiIds, split);
      if (right) grouped++;
    } else {
      if (own === undefined || first === undefined || !pendingCredits.has(own)) continue;
      right =
        first.mutasiId === own ||
        samePayerAndPrint(credits, first.mutasiId, own) ||
        printsAlike(rows.get(first.mutasiId), rows.get(own));
    }
    suggested++;
    if (right) firstRight++;
    else missedSuggestions.push(pending.boId);
    for (const label of day.labels.get(pending.boId) ?? []) {
      const score = caseOf(label);
      score.suggested++;
      if (right) score.firstRight++;
    }
  }
  const wrongBo = new Set(evaluation.wrong.map((pair) => pair.boId));
  const rightBo = new Set(result.pairs.filter((pair) => !wrongBo.has(pair.boId)).map((pair) => pair.boId));
  const missedPairs = [...checkerPairs(generated)].filter((boId) => !rightBo.has(boId));
  return {
    evaluation,
    missedPairs,
    result,
    splits: { requests: day.splits.size, grouped, paired: splitPaired.length },
    suggested,
    firstRight,
    byCase,
    missedSuggestions,
  };
}

/**
 * A split's request paired with a credit of the same player and amount that is another pending request's own:
 * nothing tells which of the two requests the one credit pays, so the pair stands for that request (a coin toss
 * a checker makes too) and is scored as its pair.
 */
function standingFor(day: BankDay, result: MatchResult): MatchResult {
  const ownerOf = new Map([...day.truth].map(([boId, mutasiId]) => [mutasiId, boId]));
  const paired = new Set(result.pairs.map((pair) => pair.boId));
  const requests = new Map(day.bo.map((row) => [row.id, row]));
  const pairs = result.pairs.map((pair) => {
    const owner = ownerOf.get(pair.mutasiId);
    if (!day.splits.has(pair.boId) || owner === undefined || paired.has(owner)) return pair;
    const request = requests.get(pair.boId)!;
    const own = requests.get(owner)!;
    if (own.username !== request.username || own.amountCents !== request.amountCents) return pair;
    paired.add(owner);
    return { ...pair, boId: owner };
  });
  return { ...result, pairs };
}

/**
 * Two credits a checker cannot tell apart: one account, amount, date and time, and the same sender's place (the
 * same name, or none and the same wallet or channel). Either is the checker's choice: two Flip credits of
 * Rp500.000 on a date without times name nobody.
 */
function printsAlike(a: MutasiRow | undefined, b: MutasiRow | undefined): boolean {
  if (!a || !b) return false;
  return (
    a.accountId === b.accountId &&
    a.amountCents === b.amountCents &&
    a.date === b.date &&
    a.time === b.time &&
    (normalizeName(a.name) ?? '') === (normalizeName(b.name) ?? '') &&
    (a.wallet ?? null) === (b.wallet ?? null) &&
    (a.channel ?? null) === (b.channel ?? null)
  );
}

const sameSet = (a: readonly RowId[], b: readonly RowId[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/** Another credit of the same payer, amount and account: a checker could not tell it from the true one. */
function samePayerAndPrint(
  credits: Map<number, { payer: { username: string } | null; amountCents: number; accountId: RowId }>,
  picked: RowId,
  own: RowId,
): boolean {
  const a = credits.get(Number(picked));
  const b = credits.get(Number(own));
  return (
    !!a &&
    !!b &&
    a.payer?.username === b.payer?.username &&
    a.amountCents === b.amountCents &&
    a.accountId === b.accountId
  );
}
