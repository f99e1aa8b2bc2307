import { useId } from 'react';
import type { UploadDay } from '@rekon/contracts';
import { dayLine } from '../lib/upload-result';

/**
 * The new rows per business date (decision 069): "39 data berhasil ditambahkan" for 27 Nov while View BO shows 38
 * is explained by "1 baris masuk 28 Nov: di-approve pukul 00.03 WIB". A day with moved rows stands out.
 */
export function UploadDays({ days }: { days: readonly UploadDay[] }) {
  const headingId = useId();
  if (days.length === 0) return null;
  return (
    <div>
      <p id={headingId} className="text-theme-sm font-medium text-gray-700 dark:text-gray-300">
        Per tanggal bisnis
      </p>
      <ul aria-labelledby={headingId} className="mt-1 list-disc space-y-1 pl-5 text-theme-sm">
        {days.map((day) => (
          <li
            key={day.date}
            className={
              day.moved > 0 ? 'text-warning-700 dark:text-warning-400' : 'text-gray-600 dark:text-gray-400'
            }
          >
            {dayLine(day)}
          </li>
        ))}
      </ul>
    </div>
  );
}
