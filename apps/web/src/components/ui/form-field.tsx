import type { ReactNode } from 'react';
import { Label } from './input';
import { SpecText } from './spec-text';

/** What a field's control needs to be tied to its label, its message and its hint. */
export interface FieldControl {
  id: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

export interface FormFieldProps {
  id: string;
  label: ReactNode;
  /** The field's own message (from the contract's schema or the server); shown until the value is fixed. */
  error?: string;
  hint?: ReactNode;
  /** Marks the label with a painted asterisk (the word "required" is the control's own). */
  required?: boolean;
  children: (control: FieldControl) => ReactNode;
}

/**
 * One labelled field of a form: the control is marked `aria-invalid` while it has a message, and described by
 * that message (and the hint), so a screen reader reads why when the focus lands on it.
 */
export function FormField({ id, label, error, hint, required = false, children }: FormFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div>
      <Label htmlFor={id}>
        {label}
        {required && (
          <span aria-hidden="true" className="text-error-600">
            {' '}
            *
          </span>
        )}
      </Label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {error && (
        <p id={errorId} className="mt-1.5 text-theme-xs text-error-600 dark:text-error-400">
          <SpecText text={error} />
        </p>
      )}
      {hint && (
        <p id={hintId} className="mt-1.5 text-theme-xs text-gray-500 dark:text-gray-400">
          {hint}
        </p>
      )}
    </div>
  );
}
