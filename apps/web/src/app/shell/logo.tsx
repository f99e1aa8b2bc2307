import { cn } from '../../lib/cn';

/** The Rekon mark, and the name unless `compact`. */
export function Logo({ compact = false, className }: { compact?: boolean; className?: string }) {
  return (
    <span className={cn('flex items-center gap-2.5', className)}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" fill="#465fff" />
        <path
          d="M9 23V9h7.2c3.1 0 5 1.7 5 4.3 0 2-1.1 3.4-3 4l3.6 5.7h-3.4l-3.2-5.3H12V23H9Zm3-8h4c1.4 0 2.2-.7 2.2-1.8s-.8-1.8-2.2-1.8h-4V15Z"
          fill="#fff"
        />
      </svg>
      <span className={cn('text-xl font-semibold text-gray-900 dark:text-white', compact && 'sr-only')}>
        Rekon
      </span>
    </span>
  );
}
