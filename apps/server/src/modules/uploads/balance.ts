import {
  formatWireDate,
  MSG,
  type BalanceBreak,
  type BalanceGap,
  type IsoDate,
  type UploadBalance,
} from '@rekon/contracts';
import type { BalanceTrail } from '@rekon/formats';
import type { Db } from '../../db/client';
import { centsToDecimal, centsToRupiah, decimalToCents, rupiah } from '../../lib/money';
import * as repo from './balance.repository';
import type { UploadRequest } from './upload-request';

/**
 * Keeps a statement's running balance with its upload and checks it against the balance stored for the
 * days before it (formats.md "Balance continuity", decision 030). Never refuses: a break is reported in
 * the upload answer, on the Upload screen and on the dashboard.
 */
export async function recordBalance(
  trx: Db,
  uploadId: number,
  request: UploadRequest,
  trail: BalanceTrail | null,
): Promise<UploadBalance | null> {
  if (!trail || request.spec.target !== 'mutasi') return null;
  const breaks: BalanceBreak[] = trail.breaks.map((item) => ({
    after_line: item.afterLine,
    line: item.line,
    date: item.date,
    expected: centsToRupiah(item.expectedCents),
    found: centsToRupiah(item.foundCents),
    difference: centsToRupiah(item.differenceCents),
    message: MSG.balanceBreak(item.afterLine, rupiah(item.differenceCents)),
  }));
  const account = request.account;
  const gap = account ? await gapBefore(trx, account, trail) : null;
  if (account) {
    await repo.insertBalance(trx, {
      upload_balance_upload_id: uploadId,
      upload_balance_website: request.website.code,
      upload_balance_bank: account.bank,
      upload_balance_account_no: account.number,
      upload_balance_first_date: trail.first.date,
      upload_balance_first_time: trail.first.time,
      upload_balance_opening: centsToDecimal(trail.first.openingCents),
      upload_balance_last_date: trail.last.date,
      upload_balance_last_time: trail.last.time,
      upload_balance_closing: centsToDecimal(trail.last.closingCents),
      upload_balance_break_count: trail.breakCount,
      upload_balance_breaks: breaks,
      upload_balance_gap: gap,
    });
  }
  return {
    opening: centsToRupiah(trail.first.openingCents),
    closing: centsToRupiah(trail.last.closingCents),
    first_date: trail.first.date,
    last_date: trail.last.date,
    break_count: trail.breakCount,
    breaks,
    gap,
  };
}

/** The last balance stored for this account on the days before the file's first day must be its opening. */
async function gapBefore(
  trx: Db,
  account: NonNullable<UploadRequest['account']>,
  trail: BalanceTrail,
): Promise<BalanceGap | null> {
  const previous = await repo.lastBalanceBefore(trx, account, trail.first.date);
  if (!previous) return null;
  const closingCents = decimalToCents(previous.closing);
  const differenceCents = trail.first.openingCents - closingCents;
  if (differenceCents === 0) return null;
  return {
    previous_upload_id: previous.id,
    previous_date: previous.date,
    previous_closing: centsToRupiah(closingCents),
    opening: centsToRupiah(trail.first.openingCents),
    difference: centsToRupiah(differenceCents),
    message: MSG.balanceGap(formatWireDate(previous.date), rupiah(differenceCents)),
  };
}

/**
 * The dashboard's account-days with a break (formats.md): per website, each account whose latest upload
 * covering `date` breaks its balance on that day or opens that day away from the day before.
 */
export async function balanceBreaksOn(
  db: Db,
  websites: readonly string[],
  date: IsoDate,
): Promise<Map<string, { bank: string; account_no: string; messages: string[] }[]>> {
  const rows = await repo.balancesCovering(db, websites, date);
  const byWebsite = new Map<string, { bank: string; account_no: string; messages: string[] }[]>();
  for (const row of rows) {
    const messages = row.breaks.filter((item) => item.date === date).map((item) => item.message);
    if (row.gap && row.first_date === date) messages.unshift(row.gap.message);
    if (messages.length === 0) continue;
    const list = byWebsite.get(row.website) ?? [];
    list.push({ bank: row.bank, account_no: row.account_no, messages });
    byWebsite.set(row.website, list);
  }
  return byWebsite;
}
