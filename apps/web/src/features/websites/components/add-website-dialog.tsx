import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { CreateWebsiteBody, MSG } from '@rekon/contracts';
import { Button } from '../../../components/ui/button';
import { Modal, ModalActions } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NoticeSlot, useNotice, type NoticeTone } from '../../../components/ui/notice';
import { Select } from '../../../components/ui/select';
import { messageOf } from '../../../lib/api-client';
import { firstErrorOf, tieServerErrors } from '../../../lib/forms';
import { useCreateWebsite } from '../api/create-website';

const CREATE_FAILED = '❌ Gagal menambahkan website.';

/** Letters and digits only, upper-cased as typed (spec section 5). */
export const toWebsiteCode = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');

const EMPTY = { website_name: '', website_code: '', website_panel: 'NEXUS' };
const FIELDS = ['website_name', 'website_code', 'website_panel'] as const;

export interface AddWebsiteDialogProps {
  canManage: boolean;
  onResult: (tone: NoticeTone, text: string) => void;
}

/** "Add Website": name, code and panel (NEXUS or luxe, NEXUS by default). */
export function AddWebsiteDialog({ canManage, onResult }: AddWebsiteDialogProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const { notice, show, clear } = useNotice();
  const create = useCreateWebsite();
  const form = useForm({ resolver: zodResolver(CreateWebsiteBody), defaultValues: EMPTY });
  const { errors } = form.formState;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      form.reset(EMPTY);
      clear();
    }
  };

  const submit = form.handleSubmit(
    (website) =>
      create.mutate(website, {
        onSuccess: (result) => {
          onOpenChange(false);
          onResult('info', result.message || MSG.websiteCreated);
        },
        onError: (error) => {
          tieServerErrors(error, form.setError, FIELDS);
          show('error', `${CREATE_FAILED} ${messageOf(error)}`);
        },
      }),
    // The spec's alert ("❌ Website Name, Code, dan Panel wajib diisi."), or the format the code breaks.
    (invalid) => show('error', firstErrorOf(invalid, FIELDS) ?? MSG.websiteFieldsRequired),
  );

  return (
    <>
      <Button disabled={!canManage} onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" className="size-4" />
        Add Website
      </Button>
      <Modal open={open} onOpenChange={onOpenChange} title="Add Website">
        <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
          <NoticeSlot notice={notice} />
          <FormField id={`${id}-name`} label="Website Name" error={errors.website_name?.message}>
            {(control) => <Input {...control} {...form.register('website_name')} maxLength={100} />}
          </FormField>
          <FormField id={`${id}-code`} label="Website Code" error={errors.website_code?.message}>
            {(control) => (
              <Controller
                control={form.control}
                name="website_code"
                render={({ field }) => (
                  <Input
                    {...control}
                    ref={field.ref}
                    name={field.name}
                    value={field.value}
                    onBlur={field.onBlur}
                    onChange={(event) => field.onChange(toWebsiteCode(event.target.value))}
                    maxLength={20}
                    autoCapitalize="characters"
                  />
                )}
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
          <ModalActions>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending} aria-busy={create.isPending}>
              {create.isPending ? 'Submitting...' : 'Submit'}
            </Button>
          </ModalActions>
        </form>
      </Modal>
    </>
  );
}
