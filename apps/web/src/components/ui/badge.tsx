import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

type Tone = 'success' | 'error' | 'warning' | 'info' | 'neutral';

// The -700 text shades keep 4.5:1 on their -50 backgrounds.
const TONES: Record<Tone, string> = {
  success: 'bg-success-50 text-success-700 dark:bg-success-500/15 dark:text-success-400',
  error: 'bg-error-50 text-error-700 dark:bg-error-500/15 dark:text-error-400',
  warning: 'bg-warning-50 text-warning-700 dark:bg-warning-500/15 dark:text-warning-400',
  info: 'bg-info-50 text-info-700 dark:bg-info-500/15 dark:text-info-400',
  neutral: 'bg-gray-100 text-gray-700 dark:bg-white/5 dark:text-white/80',
};

export function Badge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-theme-xs font-medium whitespace-nowrap',
        TONES[tone],
      )}
    >
      {children}
    </span>
  );
}

/** Active / Inactive as the spec names them (Active success, Inactive error). */
export function StatusBadge({ active }: { active: boolean }) {
  return <Badge tone={active ? 'success' : 'error'}>{active ? 'Active' : 'Inactive'}</Badge>;
}
