import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { CreateWhitelistBody, IPV4_INPUT_PATTERN, MSG } from '@rekon/contracts';
import { Button } from '../../../components/ui/button';
import { Modal, ModalActions } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NoticeSlot, useNotice, type NoticeTone } from '../../../components/ui/notice';
import { messageOf } from '../../../lib/api-client';
import { firstErrorOf, tieServerErrors } from '../../../lib/forms';
import { useCreateWhitelist } from '../api/change-whitelist';
import { toIpInput } from './ip-input';

const FIELDS = ['whitelist_ip'] as const;
const EMPTY = { whitelist_ip: '' };

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
  const [open, setOpen] = useState(false);
  const { notice, show, clear } = useNotice();
  const create = useCreateWhitelist();
  const form = useForm({ resolver: zodResolver(whitelistFormSchema), defaultValues: EMPTY });
  const { errors } = form.formState;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      form.reset(EMPTY);
      clear();
    }
  };

  const submit = form.handleSubmit(
    ({ whitelist_ip: ip }) =>
      create.mutate(ip, {
        onSuccess: (result) => {
          onOpenChange(false);
          onResult('success', result.message || MSG.ipCreated(ip));
        },
        onError: (error) => {
          tieServerErrors(error, form.setError, FIELDS);
          show('error', messageOf(error));
        },
      }),
    (invalid) => show('error', firstErrorOf(invalid, FIELDS) ?? MSG.ipInvalid),
  );

  return (
    <>
      <Button disabled={!canManage} onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" className="size-4" />
        Add WL
      </Button>
      <Modal open={open} onOpenChange={onOpenChange} title="Add Whitelist IP">
        <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
          <NoticeSlot notice={notice} />
          <FormField id={`${id}-ip`} label="IP Address" error={errors.whitelist_ip?.message}>
            {(control) => (
              <Controller
                control={form.control}
                name="whitelist_ip"
                render={({ field }) => (
                  <Input
                    {...control}
                    ref={field.ref}
                    name={field.name}
                    value={field.value}
                    onBlur={field.onBlur}
                    onChange={(event) => field.onChange(toIpInput(event.target.value))}
                    inputMode="decimal"
                    autoComplete="off"
                    placeholder="192.168.1.1"
                    maxLength={15}
                  />
                )}
              />
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
