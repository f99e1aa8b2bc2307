import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/*
 * The dialogs' forms run on react-hook-form with the contract's zod schema as the resolver (decision 047): the
 * browser checks what the server checks, in the same words (packages/contracts messages.ts). These helpers are
 * what every form does around that.
 */

/** The message of the first invalid field, in the order the form shows its fields. */
export function firstErrorOf<Values extends FieldValues>(
  errors: FieldErrors<Values>,
  order: readonly Path<Values>[],
): string | undefined {
  for (const name of order) {
    const message = (errors[name] as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message) return message;
  }
  return undefined;
}

/**
 * Ties a refusal's field errors (a 400's `errors[]`, named like the contract's fields) to the form's fields,
 * so each message stays next to its field until the value is fixed. Returns whether any was tied.
 */
export function tieServerErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: readonly Path<Values>[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let tied = false;
  for (const fieldError of error.errors) {
    const name = fields.find((field) => field === fieldError.field);
    if (!name) continue;
    // The first one takes the focus, as a check in the browser would.
    setError(name, { type: 'server', message: fieldError.message }, { shouldFocus: !tied });
    tied = true;
  }
  return tied;
}
