import { useId } from 'react';
import { Link } from 'react-router';
import { ArrowRight, RotateCcw, TriangleAlert } from 'lucide-react';
import type { FieldError, UploadBalance, UploadSummary } from '@rekon/contracts';
import { Card } from '../../../components/ui/card';
import { SpecTextWithIcon } from '../../../components/ui/spec-text';
import { cn } from '../../../lib/cn';
import { formatDateTime, formatMoney, formatNumber } from '../../../lib/format';
import type { TransactionType } from '../lib/upload-choices';
import { pendingReviewLink, reopenedLine } from '../lib/upload-result';
import { UploadDays } from './upload-days';

/** The last attempt, kept on screen after its 4-second notice has gone. */
export interface LastUpload {
  at: Date;
  fileName: string;
  /** The combination, e.g. "Nexus · Deposit · Bank Settlement · BCA". */
  what: string;
  websiteCode: string;
  /** Deposit or withdraw: which View BO table the result points to. */
  side: TransactionType;
  /** The result message the notice showed. */
  headline: string;
  outcome: { ok: true; summary: UploadSummary } | { ok: false; errors: FieldError[] };
}

const MAX_ERRORS = 10;

function Stat({ label, value, detail }: { label: string; value: number; detail?: string }) {
  return (
    <div className="rounded-xl border border-gray-200 px-4 py-3 dark:border-gray-800">
      <dt className="text-theme-xs font-medium text-gray-500 dark:text-gray-400">{label}</dt>
      <dd className="mt-1 text-xl font-semibold text-gray-800 tabular-nums dark:text-white/90">
        {formatNumber(value)}
      </dd>
      {detail && <dd className="mt-0.5 text-theme-xs text-gray-500 dark:text-gray-400">{detail}</dd>}
    </div>
  );
}

function SummaryStats({ summary }: { summary: UploadSummary }) {
  const { REF, EXACT, UNIQUE } = summary.matched;
  const reasons = Object.entries(summary.skipped_reasons)
    .map(([reason, count]) => `${reason} ${formatNumber(count)}`)
    .join(', ');
  // The server reconciles only when rows were added: its matched and pending counts then say nothing.
  const reconciled = summary.rows_inserted > 0;
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
        <Stat label="Ditambahkan" value={summary.rows_inserted} />
        <Stat label="Sudah ada" value={summary.rows_duplicate} />
        <Stat label="Dilewati" value={summary.rows_skipped} detail={reasons || undefined} />
        {reconciled && (
          <>
            <Stat
              label="Cocok otomatis"
              value={REF + EXACT + UNIQUE}
              detail={`REF ${formatNumber(REF)} · EXACT ${formatNumber(EXACT)} · UNIQUE ${formatNumber(UNIQUE)}`}
            />
            <Stat
              label="Pending BO"
              value={summary.pending.bo}
              detail={
                summary.pending.contested_groups > 0
                  ? `${formatNumber(summary.pending.contested_groups)} grup sengketa`
                  : undefined
              }
            />
            <Stat label="Pending Mutasi" value={summary.pending.mutasi} />
          </>
        )}
      </dl>
      {!reconciled && (
        <p className="text-theme-sm text-gray-500 dark:text-gray-400">
          Tidak ada baris baru, jadi rekonsiliasi tidak dijalankan.
        </p>
      )}
    </>
  );
}

/** Automatic pairs this upload reopened: their rows are Pending again, and View BO says why on each. */
function ReopenedPairs({ line, to }: { line: string; to: string }) {
  return (
    <p className="flex items-start gap-2 text-theme-sm text-warning-700 dark:text-warning-400">
      <RotateCcw aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <Link to={to} className="font-medium underline underline-offset-2 hover:text-warning-800">
        {line}
      </Link>
    </p>
  );
}

/**
 * Where the statement's running balance does not follow: rows are missing (a page not exported, a portal
 * filter). The upload is stored all the same; this says where to look.
 */
function BalanceBreaks({ balance }: { balance: UploadBalance }) {
  const headingId = useId();
  const messages = [
    ...(balance.gap ? [balance.gap.message] : []),
    ...balance.breaks.map((item) => item.message),
  ];
  const unlisted = balance.break_count - balance.breaks.length;
  if (messages.length === 0) {
    return (
      <p className="text-theme-sm text-gray-500 dark:text-gray-400">
        Saldo nyambung: {formatMoney(balance.opening)}{' '}
        <ArrowRight aria-hidden="true" className="inline size-4 align-text-bottom" />
        <span className="sr-only">sampai</span> {formatMoney(balance.closing)}.
      </p>
    );
  }
  return (
    <div
      role="status"
      aria-labelledby={headingId}
      className="rounded-xl border border-warning-300 bg-warning-50 px-4 py-3 text-sm text-warning-800 dark:border-warning-500/30 dark:bg-warning-500/15 dark:text-warning-300"
    >
      <p id={headingId} className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
        Saldo tidak nyambung: ada baris yang tidak ikut terunduh
      </p>
      <ul className="mt-1.5 list-disc space-y-1 pl-5">
        {messages.map((message, index) => (
          <li key={index}>{message}</li>
        ))}
        {unlisted > 0 && <li>… dan {formatNumber(unlisted)} lainnya</li>}
      </ul>
    </div>
  );
}

function whereOf(error: FieldError): string {
  const parts = [error.row !== undefined && `Baris ${error.row}`, error.column && `kolom ${error.column}`];
  return parts.filter(Boolean).join(', ');
}

/** "Hasil Upload Terakhir": what the last upload added, skipped and matched, or why it was refused. */
export function LastUploadCard({ last }: { last: LastUpload }) {
  const { outcome } = last;
  const reopened = outcome.ok ? reopenedLine(outcome.summary) : null;
  return (
    <Card title="Hasil Upload Terakhir">
      <div>
        <p
          className={cn(
            'text-sm font-medium',
            outcome.ok ? 'text-gray-800 dark:text-white/90' : 'text-error-700 dark:text-error-400',
          )}
        >
          {/* The notice's words, emoji included for screen readers; an icon paints it (decision 036). */}
          <SpecTextWithIcon text={last.headline} />
        </p>
        <p className="mt-1 text-theme-sm break-words text-gray-500 dark:text-gray-400">
          {last.fileName} · {last.websiteCode} · {last.what} · {formatDateTime(last.at)}
          {outcome.ok && ` · ${formatNumber(outcome.summary.rows_total)} baris dibaca`}
        </p>
      </div>
      {outcome.ok ? (
        <>
          <SummaryStats summary={outcome.summary} />
          <UploadDays days={outcome.summary.dates} />
          {reopened && <ReopenedPairs line={reopened} to={pendingReviewLink(last.side, last.websiteCode)} />}
          {outcome.summary.balance && <BalanceBreaks balance={outcome.summary.balance} />}
          {outcome.summary.warnings.length > 0 && (
            <ul
              aria-label="Catatan file"
              className="list-disc space-y-1 pl-5 text-theme-sm text-warning-700 dark:text-warning-400"
            >
              {outcome.summary.warnings.map((warning, index) => (
                <li key={index}>{warning}</li>
              ))}
            </ul>
          )}
        </>
      ) : (
        outcome.errors.length > 0 && (
          <ul className="list-disc space-y-1 pl-5 text-theme-sm text-gray-700 dark:text-gray-300">
            {outcome.errors.slice(0, MAX_ERRORS).map((error, index) => {
              const where = whereOf(error);
              return (
                <li key={index}>
                  {where && <span className="font-medium">{where}: </span>}
                  {error.message}
                </li>
              );
            })}
            {outcome.errors.length > MAX_ERRORS && (
              <li>… dan {formatNumber(outcome.errors.length - MAX_ERRORS)} lainnya</li>
            )}
          </ul>
        )
      )}
    </Card>
  );
}
