import { expect } from 'vitest';
import type { ManifestEntry, TruthRow } from './fixture';
import type { BoDepositRecord, BoWithdrawRecord, MutasiRecord } from '../records';
import type { ParsedRow, UploadSummary } from '../upload';

type AnyRecord = MutasiRecord | BoDepositRecord | BoWithdrawRecord;

const isMutasi = (record: AnyRecord): record is MutasiRecord => 'amountCents' in record;
const isDeposit = (record: AnyRecord): record is BoDepositRecord => 'ticket_no' in record;

/**
 * Compares parsed rows with a manifest's `rows_truth`, one row at a time. Flags the truth leaves out
 * (`fee`, `pending`, `interest`, `wallet`) mean false/none; an `account` or `reference` the truth leaves
 * out is not checked (the parser may find one the manifest does not list).
 */
export function expectRowsMatchTruth(
  rows: readonly ParsedRow<AnyRecord>[],
  truth: readonly TruthRow[],
  lineOf: (row: ParsedRow<AnyRecord>, index: number) => number | undefined = (row) => row.line,
) {
  expect(rows.map((row) => row.kind)).toEqual(
    truth.map((expected) =>
      expected.imported === false || expected.approved === false ? 'skipped' : 'record',
    ),
  );
  rows.forEach((row, index) => {
    const expected = truth[index] as TruthRow;
    const record = row.kind === 'invalid' ? null : row.record;
    if (!record) throw new Error(`row ${index} (line ${row.line}) has no record`);
    const where = `row ${index + 1} (line ${row.line})`;
    if (expected.line !== undefined) expect(lineOf(row, index), where).toBe(expected.line);
    if (isMutasi(record)) expectMutasi(record, expected, where);
    else expectBo(record, expected, where);
  });
}

function expectMutasi(record: MutasiRecord, expected: TruthRow, where: string) {
  expect(record.amountCents, where).toBe(expected.cents);
  if (expected.date !== undefined) expect(record.date, where).toBe(expected.date);
  if (expected.time !== undefined) expect(record.time, where).toBe(expected.time);
  if (expected.dir !== undefined) expect(record.direction, where).toBe(expected.dir);
  if (expected.side !== undefined)
    expect(record.direction, where).toBe(expected.side === 'DEPO' ? 'CR' : 'DB');
  if (expected.name !== undefined) expect(record.counterpartyName, where).toBe(expected.name);
  if (expected.account !== undefined) expect(record.counterpartyAccount, where).toBe(expected.account);
  if (expected.reference !== undefined) expect(record.reference, where).toBe(expected.reference);
  if (expected.description !== undefined) expect(record.description, where).toBe(expected.description);
  if (expected.id !== undefined) expect(record.transactionId, where).toBe(expected.id);
  if (expected.ticket !== undefined) expect(record.ticket, where).toBe(expected.ticket);
  if (expected.user !== undefined) expect(record.username, where).toBe(expected.user);
  if (expected.status !== undefined) expect(record.status, where).toBe(expected.status);
  if (expected.fee_cents !== undefined) expect(record.feeCents ?? 0, where).toBe(expected.fee_cents);
  if (expected.dir !== undefined) {
    // Bank statements: the flags the manifest leaves out are false.
    expect(record.isFee, where).toBe(expected.fee ?? false);
    expect(record.isPending, where).toBe(expected.pending ?? false);
    expect(record.isInterest, where).toBe(expected.interest ?? false);
    expect(record.wallet, where).toBe(expected.wallet ?? null);
  }
  if (expected.settlement_gross_cents !== undefined) {
    expect(record.settlement, where).toEqual({
      grossCents: expected.settlement_gross_cents,
      mdrCents: expected.settlement_mdr_cents,
    });
  }
}

function expectBo(record: BoDepositRecord | BoWithdrawRecord, expected: TruthRow, where: string) {
  const deposit = isDeposit(record);
  expect(deposit ? record.ticket_no : record.wd_ticket_no, where).toBe(expected.ticket);
  expect(deposit ? record.bo_status : record.wd_status, where).toBe(expected.status);
  expect(deposit ? record.user_name : record.wd_username, where).toBe(expected.user);
  expect(deposit ? record.depo_amount_cents : record.wd_amount_cents, where).toBe(expected.cents);
  expect(deposit ? record.player_bank_parts : record.wd_player_bank_parts, where).toEqual(
    expected.player_bank,
  );
  // Deposits: the manifest lists the gateway reference of every row that has one. Withdrawals: only Nexus's.
  if (deposit) expect(record.player_ref, where).toBe(expected.reference ?? '');
  else if (expected.reference !== undefined) expect(record.wd_ref_code, where).toBe(expected.reference);
  if (!deposit && expected.nett_cents !== undefined)
    expect(record.wd_nett_amount_cents, where).toBe(expected.nett_cents);
  if (!deposit && expected.ref_code !== undefined) expect(record.wd_ref_code, where).toBe(expected.ref_code);
}

/** Compares an upload summary with a manifest entry's summary. */
export function expectSummaryMatches(summary: UploadSummary, entry: ManifestEntry) {
  const expected = entry.summary;
  if (!expected) throw new Error(`${entry.file} has no summary`);
  expect(summary.rows).toBe(expected.rows);
  const skipped = { ...expected.skipped };
  const totalRows = skipped['Grand Total row'] ?? 0;
  delete skipped['Grand Total row'];
  expect({ ...summary.skippedByStatus }).toEqual(skipped);
  if (totalRows > 0) expect(summary.totalRows).toBe(totalRows);
  if (expected.rows_in_file !== undefined) expect(summary.rowsInFile).toBe(expected.rows_in_file);
  const boSide = summary.debits.count > 0 ? summary.debits : summary.credits;
  if (expected.amount) expect(boSide).toEqual({ count: expected.amount.count, cents: expected.amount.cents });
  if (expected.nett) expect(summary.nettCents).toBe(expected.nett.cents);
  if (expected.amount_scale !== undefined) expect(summary.amountScale).toBe(expected.amount_scale);
  if (expected.credits) {
    expect(summary.credits.cents).toBe(expected.credits.cents);
    if (expected.credits.count !== undefined) expect(summary.credits.count).toBe(expected.credits.count);
  }
  if (expected.debits)
    expect(summary.debits).toEqual({ count: expected.debits.count, cents: expected.debits.cents });
  if (expected.deposits)
    expect(summary.credits).toEqual({ count: expected.deposits.count, cents: expected.deposits.cents });
  if (expected.withdrawals) {
    expect(summary.debits).toEqual({ count: expected.withdrawals.count, cents: expected.withdrawals.cents });
    expect(summary.feeCents).toBe(expected.withdrawals.fee_cents);
  }
  if (expected.fees) {
    // Bank statements count fee rows; gateways sum the fee column of the imported rows.
    if (expected.fees.count === undefined) expect(summary.feeCents).toBe(expected.fees.cents);
    else expect(summary.feeRows).toEqual({ count: expected.fees.count, cents: expected.fees.cents });
  }
  if (expected.footer) {
    expect(summary.footer).toMatchObject({
      openingCents: expected.footer.opening,
      creditCents: expected.footer.cr,
      debitCents: expected.footer.db,
      closingCents: expected.footer.closing,
    });
    expect(summary.warnings).toEqual([]);
  }
}
