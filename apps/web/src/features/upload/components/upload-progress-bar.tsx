import { useId } from 'react';
import { cn } from '../../../lib/cn';

/**
 * The upload bar in percent (0 after a failure, in the error colour), and below it what the server is doing
 * once the bytes are sent (issue 17: the bar otherwise sits at 99% with no sign of life on a large file).
 */
export function UploadProgressBar({ percent, status }: { percent: number; status?: string | null }) {
  const labelId = useId();
  const failed = percent === 0;
  return (
    <div className="space-y-1.5">
      <div className="flex items-center justify-between text-theme-sm">
        <span id={labelId} className="font-medium text-gray-700 dark:text-gray-300">
          Upload progress
        </span>
        <span className="text-gray-600 tabular-nums dark:text-gray-400">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 w-full overflow-hidden rounded-full bg-gray-200 dark:bg-gray-800"
      >
        <div
          className={cn(
            'h-full rounded-full transition-[width] duration-300 ease-out motion-reduce:transition-none',
            failed ? 'bg-error-500' : 'bg-brand-500',
          )}
          style={{ width: `${percent}%` }}
        />
      </div>
      {/* Always there, so each new phase is announced as it is written in. */}
      <p role="status" className="min-h-5 text-theme-sm text-gray-600 dark:text-gray-300">
        {status}
      </p>
    </div>
  );
}
