import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useId } from 'react';
import { CreateWhitelistBody, IPV4_INPUT_PATTERN, MSG } from '@rekon/contracts';
import { FilteredInput } from '../../../components/ui/filtered-input';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import type { NoticeTone } from '../../../components/ui/notice';
import { useDialogForm } from '../../../components/ui/use-dialog-form';
import { useCreateWhitelist } from '../api/change-whitelist';
import { toIpInput } from './ip-input';

/** The contract's body, and the four-groups shape the spec checks before anything is sent (section 5). */
const whitelistFormSchema = CreateWhitelistBody.refine((body) => IPV4_INPUT_PATTERN.test(body.whitelist_ip), {
  message: MSG.ipInvalid,
  path: ['whitelist_ip'],
});

export interface AddWhitelistDialogProps {
  canManage: boolean;
  onResult: (tone: NoticeTone, text: string) => void;
}

/** "Add WL": one IPv4 address, checked as typed before it is sent. */
export function AddWhitelistDialog({ canManage, onResult }: AddWhitelistDialogProps) {
  const id = useId();
  const create = useCreateWhitelist();
  const { form, submitWith, ...dialog } = useDialogForm({
    resolver: zodResolver(whitelistFormSchema),
    defaultValues: { whitelist_ip: '' },
    fields: ['whitelist_ip'],
    // The server's message as it is (spec section 8: no prefix for the whitelist).
    failed: (message) => message,
    invalid: (message) => message ?? MSG.ipInvalid,
  });
  const submit = submitWith(
    async ({ whitelist_ip: ip }) => ({ ip, result: await create.mutateAsync(ip) }),
    ({ ip, result }) => onResult('success', result.message || MSG.ipCreated(ip)),
  );

  return (
    <FormDialog
      dialog={dialog}
      trigger={
        <>
          <Plus aria-hidden="true" className="size-4" />
          Add WL
        </>
      }
      triggerDisabled={!canManage}
      title="Add Whitelist IP"
      onSubmit={submit}
      busy={create.isPending}
    >
      <FormField id={`${id}-ip`} label="IP Address" error={form.formState.errors.whitelist_ip?.message}>
        {(control) => (
          <FilteredInput
            {...control}
            control={form.control}
            name="whitelist_ip"
            filter={toIpInput}
            inputMode="decimal"
            autoComplete="off"
            placeholder="192.168.1.1"
            maxLength={15}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
