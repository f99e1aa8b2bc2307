import type { UploadDay, UploadResponse, UploadSummary } from '@rekon/contracts';
import type { NoticeState } from '../../../components/ui/notice';
import { formatNumber } from '../../../lib/format';
import type { TransactionType } from './upload-choices';
import { UPLOAD_MSG } from './upload-messages';

/**
 * The message after an upload (spec section 8): `status: true` means nothing new, `status: false` means rows
 * were added (one item: its own message; several: how many). `statementDate` (`DD-Mon-YYYY`) names the day
 * when the server's message does not.
 */
export function resultNotice(
  response: UploadResponse,
  { statementDate, providerLabel }: { statementDate: string; providerLabel: string },
): NoticeState {
  const first = response.data[0]?.message.trim() ?? '';
  if (response.status) {
    const date = /tanggal\s+(.+?)\.?$/i.exec(first)?.[1] ?? statementDate;
    return { tone: 'info', text: `ℹ️ Data sudah ada untuk tanggal ${date}.` };
  }
  if (response.data.length === 1) return { tone: 'success', text: `✅ ${first}` };
  if (response.data.length > 1)
    return { tone: 'success', text: `✅ ${formatNumber(response.data.length)} data berhasil ditambahkan.` };
  // The spec leaves the wording of this case to each provider.
  return { tone: 'success', text: `✅ Upload ${providerLabel} berhasil.` };
}

export function failureNotice(message: string): NoticeState {
  return { tone: 'error', text: `${UPLOAD_MSG.failed}${message.trim() || UPLOAD_MSG.unknownError}` };
}

/**
 * The result line when this upload brought a rival into settled automatic pairs and they went back to Pending
 * (reconcile.md "When it runs"); null when it reopened none.
 */
export function reopenedLine(summary: UploadSummary): string | null {
  if (summary.reopened <= 0) return null;
  return `${formatNumber(summary.reopened)} pasangan otomatis dibuka ulang — cek View BO`;
}

/**
 * View BO on the website's pending rows of the uploaded side. No date: the summary does not say which days
 * the reopened pairs belong to, so the screen starts on today and waits for Search.
 */
export function pendingReviewLink(side: TransactionType, websiteCode: string): string {
  const params = new URLSearchParams({ type: side, website: websiteCode, status: 'pending' });
  return `/view-bo?${params.toString()}`;
}

/** One business date of an upload: the server's line, then what is still pending on that day alone. */
export function dayLine(day: UploadDay): string {
  return `${day.message} · pending BO ${formatNumber(day.pending_bo)}, mutasi ${formatNumber(day.pending_mutasi)}`;
}
