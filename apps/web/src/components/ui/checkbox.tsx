import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A native checkbox (keyboard and screen readers as the platform does), with the mixed state of "select all". */
export function Checkbox({
  indeterminate = false,
  className,
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & { indeterminate?: boolean }) {
  return (
    <input
      type="checkbox"
      ref={(element) => {
        if (element) element.indeterminate = indeterminate;
      }}
      className={cn(
        'size-4 cursor-pointer rounded border-gray-300 accent-brand-500 disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}
