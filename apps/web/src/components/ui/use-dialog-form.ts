import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { useNotice } from './notice';
import { messageOf } from '../../lib/api-client';
import { firstErrorOf, tieServerErrors } from '../../lib/forms';

export interface DialogFormOptions<Values extends FieldValues, Output> {
  /** `zodResolver(<the contract's schema>)`: the browser checks what the server checks, in its words. */
  resolver: Resolver<Values, unknown, Output>;
  defaultValues: NoInfer<DefaultValues<Values>>;
  /** The fields in the order the dialog shows them: the first invalid one is named in the alert. */
  fields: readonly NoInfer<Path<Values>>[];
  /** The alert for a refusal, from the server's message ("❌ Gagal membuat user. " + message). */
  failed: (message: string) => string;
  /** The alert for a check in the browser, from the first field's message (the spec's alert where it has one). */
  invalid: (message: string | undefined) => string;
}

/**
 * An add dialog's form: open state, the contract's schema as the resolver, the alert, and a submit that closes
 * the dialog on success or keeps it open with the refusal shown (and tied to its fields) on failure.
 */
export function useDialogForm<Values extends FieldValues, Output>({
  resolver,
  defaultValues,
  fields,
  failed,
  invalid,
}: DialogFormOptions<Values, Output>) {
  const [open, setOpen] = useState(false);
  const { notice, show, clear } = useNotice();
  const form = useForm<Values, unknown, Output>({ resolver, defaultValues });

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    form.reset(defaultValues);
    clear();
  };

  /** Runs `send` with the checked values; `done` gets its answer once the dialog has closed. */
  function submitWith<Answer>(send: (values: Output) => Promise<Answer>, done: (answer: Answer) => void) {
    return form.handleSubmit(
      async (values) => {
        try {
          const answer = await send(values);
          onOpenChange(false);
          done(answer);
        } catch (error) {
          tieServerErrors(error, form.setError, fields);
          show('error', failed(messageOf(error)));
        }
      },
      (errors) => show('error', invalid(firstErrorOf(errors, fields))),
    );
  }

  return { open, onOpenChange, form, notice, submitWith };
}
