import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useId } from 'react';
import { CreateWebsiteBody, MSG } from '@rekon/contracts';
import { FilteredInput } from '../../../components/ui/filtered-input';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import type { NoticeTone } from '../../../components/ui/notice';
import { Select } from '../../../components/ui/select';
import { useDialogForm } from '../../../components/ui/use-dialog-form';
import { useCreateWebsite } from '../api/create-website';

const CREATE_FAILED = '❌ Gagal menambahkan website.';

/** Letters and digits only, upper-cased as typed (spec section 5). */
export const toWebsiteCode = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');

export interface AddWebsiteDialogProps {
  canManage: boolean;
  onResult: (tone: NoticeTone, text: string) => void;
}

/** "Add Website": name, code and panel (NEXUS or luxe, NEXUS by default). */
export function AddWebsiteDialog({ canManage, onResult }: AddWebsiteDialogProps) {
  const id = useId();
  const create = useCreateWebsite();
  const { form, submitWith, ...dialog } = useDialogForm({
    resolver: zodResolver(CreateWebsiteBody),
    defaultValues: { website_name: '', website_code: '', website_panel: 'NEXUS' },
    fields: ['website_name', 'website_code', 'website_panel'],
    failed: (message) => `${CREATE_FAILED} ${message}`,
    // The spec's alert ("❌ Website Name, Code, dan Panel wajib diisi."), or the format the code breaks.
    invalid: (message) => message ?? MSG.websiteFieldsRequired,
  });
  const { errors } = form.formState;
  const submit = submitWith(create.mutateAsync, (result) =>
    onResult('info', result.message || MSG.websiteCreated),
  );

  return (
    <FormDialog
      dialog={dialog}
      trigger={
        <>
          <Plus aria-hidden="true" className="size-4" />
          Add Website
        </>
      }
      triggerDisabled={!canManage}
      title="Add Website"
      onSubmit={submit}
      busy={create.isPending}
    >
      <FormField id={`${id}-name`} label="Website Name" error={errors.website_name?.message}>
        {(control) => <Input {...control} {...form.register('website_name')} maxLength={100} />}
      </FormField>
      <FormField id={`${id}-code`} label="Website Code" error={errors.website_code?.message}>
        {(control) => (
          <FilteredInput
            {...control}
            control={form.control}
            name="website_code"
            filter={toWebsiteCode}
            maxLength={20}
            autoCapitalize="characters"
          />
        )}
      </FormField>
      <FormField id={`${id}-panel`} label="Website Panel" error={errors.website_panel?.message}>
        {(control) => (
          <Select {...control} {...form.register('website_panel')}>
            <option value="NEXUS">NEXUS</option>
            <option value="luxe">luxe</option>
          </Select>
        )}
      </FormField>
    </FormDialog>
  );
}
