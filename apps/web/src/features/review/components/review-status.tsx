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
    <div className="flex flex-col items-start gap-1">
      <Badge tone="warning">Pending</Badge>
      {contested && <Badge tone="error">Contested</Badge>}
      {reopened && <ReopenNote text={reopened} />}
    </div>
  );
}

/** The server's reason in full: it names the upload and the row that reopened the pair, so it wraps, never cut. */
function ReopenNote({ text }: { text: string }) {
  return (
    <p className="mt-0.5 flex w-44 items-start gap-1.5 text-theme-xs whitespace-normal text-gray-600 dark:text-gray-300">
      <RotateCcw
        aria-hidden="true"
        className="mt-0.5 size-3.5 shrink-0 text-warning-600 dark:text-warning-400"
      />
      <span>{text}</span>
    </p>
  );
}
