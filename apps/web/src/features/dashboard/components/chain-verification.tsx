import type { ChainVerification } from '@rekon/contracts';
import { formatDateTime } from '../../../lib/format';

/**
 * ADMIN's line on the home page (decision 066): when `npm run audit:verify` last walked the Tracking chain,
 * and whether it held.
 */
export function ChainVerificationLine({ verification }: { verification: ChainVerification | null }) {
  let text;
  let tone = 'text-gray-500 dark:text-gray-400';
  if (!verification) {
    text = 'Verifikasi rantai Tracking terakhir: belum pernah dijalankan (npm run audit:verify).';
  } else if (verification.ok) {
    text = `Verifikasi rantai Tracking terakhir: ${formatDateTime(verification.at)}, OK.`;
  } else {
    tone = 'font-medium text-error-600 dark:text-error-400';
    text =
      `Verifikasi rantai Tracking terakhir: ${formatDateTime(verification.at)}, RUSAK` +
      (verification.broken_id === null ? '.' : ` mulai baris ${verification.broken_id}.`);
  }
  return (
    <p className={`text-theme-xs ${tone}`} data-testid="chain-verification">
      {text}
    </p>
  );
}
