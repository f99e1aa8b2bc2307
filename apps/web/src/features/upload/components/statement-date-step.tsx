import { DateInput } from '../../../components/ui/date-input';
import { Label } from '../../../components/ui/input';
import { formatLongCalendarDate } from '../../../lib/format';

export interface StatementDateStepProps {
  id: string;
  value: string;
  invalid: boolean;
  onChange: (date: string) => void;
}

/** Step 8 of the Upload form: the statement's day, with its weekday spelled out below. */
export function StatementDateStep({ id, value, invalid, onChange }: StatementDateStepProps) {
  return (
    <div>
      <Label htmlFor={id}>Statement Date</Label>
      <DateInput
        id={id}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={value ? `${id}-hint` : undefined}
        onChange={onChange}
      />
      {/* The weekday too: a statement's day is checked against the bank's own printout. */}
      {value && (
        <p id={`${id}-hint`} className="mt-1.5 text-theme-xs text-gray-500 dark:text-gray-400">
          {formatLongCalendarDate(value)}
        </p>
      )}
    </div>
  );
}
