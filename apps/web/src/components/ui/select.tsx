import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { FIELD_CLASS } from './input';

/** A native select (keyboard and screen readers work as the platform does) in the form-field look. */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative', className)}>
      <select className={cn(FIELD_CLASS, 'appearance-none pr-10 dark:bg-gray-900')} {...props}>
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-gray-500 dark:text-gray-400"
      />
    </div>
  );
}
