import { RotateCcw } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';

export interface ReviewStatusProps {
  approved: boolean;
  /** Left pending because picking among its candidates would decide which player gets approved. */
  contested: boolean;
  /** Why an automatic pair of this row was reopened ("dibuka ulang: …"), while it is pending again. */
  reopened: string | null;
}

/**
 * The Status cell of View BO and View Mutasi: Approve, or Pending with the Contested mark and, when a later
 * upload reopened the row's automatic pair, why it came back, so a checker is never surprised to see it again.
 */
export function ReviewStatus({ approved, contested, reopened }: ReviewStatusProps) {
  if (approved) return <Badge tone="success">Approve</Badge>;
  return (
    <div className="flex min-h-8 flex-wrap items-center gap-1 group-data-[density=comfortable]/table:min-h-0 group-data-[density=comfortable]/table:flex-col group-data-[density=comfortable]/table:items-start">
      {contested ? (
        <>
          {/* A contested row is pending by definition: a one-line row shows only the stronger mark. */}
          <span className="group-data-[density=compact]/table:sr-only">
            <Badge tone="warning">Pending</Badge>
          </span>
          <Badge tone="error">Contested</Badge>
        </>
      ) : (
        <Badge tone="warning">Pending</Badge>
      )}
      {reopened && <ReopenNote text={reopened} />}
    </div>
  );
}

/**
 * The server's reason in full: it names the upload and the row that reopened the pair, so it wraps under the
 * marks, never cut. A reopened row is rare and this is what a checker must read on it: that row alone grows.
 */
function ReopenNote({ text }: { text: string }) {
  return (
    <p className="mt-0.5 flex w-36 basis-full items-start gap-1.5 text-theme-xs whitespace-normal text-gray-600 dark:text-gray-300">
      <RotateCcw
        aria-hidden="true"
        className="mt-0.5 size-3.5 shrink-0 text-warning-600 dark:text-warning-400"
      />
      <span>{text}</span>
    </p>
  );
}
