import { formatClock } from '../../lib/format';
import { useNow } from '../../lib/use-now';
import { greetingAt } from './greeting';

/** "Selamat pagi, name" and the live Jakarta date and time. */
export function HeaderClock({ name }: { name: string }) {
  const now = useNow(1000);
  return (
    <div className="min-w-0 text-left md:text-right">
      <p className="truncate text-theme-sm font-medium text-gray-800 dark:text-white/90">
        Selamat {greetingAt(now)}, {name}
      </p>
      <p className="text-theme-xs whitespace-nowrap text-gray-500 tabular-nums dark:text-gray-400">
        <time dateTime={now.toISOString()}>{formatClock(now)}</time> WIB
      </p>
    </div>
  );
}
