import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

type Variant = 'primary' | 'outline' | 'danger' | 'success' | 'ghost';
type Size = 'xs' | 'sm' | 'md';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-brand-500 text-white shadow-theme-xs hover:bg-brand-600 disabled:hover:bg-brand-500',
  outline:
    'bg-white text-gray-700 ring-1 ring-gray-300 ring-inset hover:bg-gray-50 dark:bg-gray-800 dark:text-gray-300 dark:ring-gray-700 dark:hover:bg-white/[0.03]',
  // error-600/success-700 rather than -500: white text on the lighter shades is below 4.5:1.
  danger: 'bg-error-600 text-white shadow-theme-xs hover:bg-error-700 disabled:hover:bg-error-600',
  success: 'bg-success-700 text-white shadow-theme-xs hover:bg-success-800 disabled:hover:bg-success-700',
  ghost: 'text-gray-600 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-white/5',
};

const SIZES: Record<Size, string> = {
  // Row actions in tables: small enough that three fit beside the data.
  xs: 'h-8 gap-1 px-2.5 text-theme-xs',
  sm: 'h-9 gap-1.5 px-3 text-theme-sm',
  md: 'h-11 gap-2 px-4 text-sm',
};

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: Variant;
  size?: Size;
}

export function Button({
  variant = 'primary',
  size = 'md',
  className,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-lg font-medium whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-50',
        SIZES[size],
        VARIANTS[variant],
        className,
      )}
      {...props}
    />
  );
}
