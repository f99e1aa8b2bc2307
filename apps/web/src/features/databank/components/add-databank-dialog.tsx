import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { BANK_LABELS, BANKS, CreateAkunBankBody, MSG, type WebsiteOption } from '@rekon/contracts';
import { Button } from '../../../components/ui/button';
import { Combobox } from '../../../components/ui/combobox';
import { Modal, ModalActions } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NoticeSlot, useNotice, type NoticeTone } from '../../../components/ui/notice';
import { Select } from '../../../components/ui/select';
import { messageOf } from '../../../lib/api-client';
import { firstErrorOf, tieServerErrors } from '../../../lib/forms';
import { useCreateAkunBank } from '../api/change-akun-bank';

const CREATE_FAILED = '❌ Gagal membuat akun bank.';
const BANK_OPTIONS = BANKS.map((bank) => ({ value: bank, label: BANK_LABELS[bank] }));
const FIELDS = [
  'akun_bank_website',
  'akun_bank_jenis_transaksi',
  'akun_bank_bank',
  'akun_bank_name',
  'akun_bank_no',
] as const;

/** Digits only, as typed or pasted. */
export const toAccountNumber = (text: string) => text.replace(/[^0-9]/g, '');

export interface AddDatabankDialogProps {
  /** ADMIN: the websites to choose from. Anyone else: their own website, read-only. */
  isAdmin: boolean;
  websites: WebsiteOption[];
  ownWebsiteCode: string | null;
  /** The website preselected for an ADMIN (the one the table shows). */
  defaultWebsite: string;
  creatorId: number;
  onResult: (tone: NoticeTone, text: string) => void;
}

/** "Add New Data Bank": every field required after trimming; type and bank are sent upper-cased. */
export function AddDatabankDialog(props: AddDatabankDialogProps) {
  const { isAdmin, websites, ownWebsiteCode, defaultWebsite, creatorId, onResult } = props;
  const id = useId();
  const empty = {
    akun_bank_website: isAdmin ? defaultWebsite : (ownWebsiteCode ?? ''),
    akun_bank_jenis_transaksi: '',
    akun_bank_bank: '',
    akun_bank_name: '',
    akun_bank_no: '',
  };
  const [open, setOpen] = useState(false);
  const { notice, show, clear } = useNotice();
  const create = useCreateAkunBank();
  // The contract's body checks what the server checks: every field after trimming, type and bank upper-cased.
  const form = useForm({ resolver: zodResolver(CreateAkunBankBody), defaultValues: empty });
  const { errors } = form.formState;
  const website = useWatch({ control: form.control, name: 'akun_bank_website' });

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    form.reset(empty);
    clear();
  };

  const submit = form.handleSubmit(
    (account) =>
      create.mutate(
        { ...account, akun_bank_created_by: creatorId },
        {
          onSuccess: (result) => {
            onOpenChange(false);
            onResult('success', result.message || MSG.bankCreated);
          },
          onError: (error) => {
            tieServerErrors(error, form.setError, FIELDS);
            show('error', `${CREATE_FAILED} ${messageOf(error)}`);
          },
        },
      ),
    (invalid) => show('error', firstErrorOf(invalid, FIELDS) ?? MSG.bankFieldsRequired),
  );

  return (
    <>
      <Button onClick={() => onOpenChange(true)}>
        <Plus aria-hidden="true" className="size-4" />
        Add Data Bank
      </Button>
      <Modal open={open} onOpenChange={onOpenChange} title="Add New Data Bank">
        <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
          <NoticeSlot notice={notice} />
          <FormField id={`${id}-website`} label="Website" error={errors.akun_bank_website?.message}>
            {(control) =>
              isAdmin ? (
                <Select {...control} {...form.register('akun_bank_website')}>
                  {websites.length === 0 && <option value="">-- No Website --</option>}
                  {websites.map((option) => (
                    <option key={option.website_id} value={option.website_code}>
                      {option.website_code} - {option.website_name}
                    </option>
                  ))}
                </Select>
              ) : (
                <Input {...control} {...form.register('akun_bank_website')} readOnly aria-readonly="true" />
              )
            }
          </FormField>
          <FormField
            id={`${id}-jenis`}
            label="Jenis Transaksi"
            error={errors.akun_bank_jenis_transaksi?.message}
          >
            {(control) => (
              <Select {...control} {...form.register('akun_bank_jenis_transaksi')}>
                <option value="">-- Pilih Jenis Transaksi --</option>
                <option value="DEPO">Deposit</option>
                <option value="WD">Withdraw</option>
              </Select>
            )}
          </FormField>
          <FormField id={`${id}-bank`} label="Bank" error={errors.akun_bank_bank?.message}>
            {(control) => (
              <Controller
                control={form.control}
                name="akun_bank_bank"
                render={({ field }) => (
                  <Combobox
                    {...control}
                    ref={field.ref}
                    options={BANK_OPTIONS}
                    value={field.value}
                    placeholder="Pilih bank / wallet"
                    onChange={field.onChange}
                  />
                )}
              />
            )}
          </FormField>
          <FormField id={`${id}-name`} label="Account Name" error={errors.akun_bank_name?.message}>
            {(control) => (
              <Input {...control} {...form.register('akun_bank_name')} autoComplete="off" maxLength={100} />
            )}
          </FormField>
          <FormField id={`${id}-number`} label="Account Number" error={errors.akun_bank_no?.message}>
            {(control) => (
              <Controller
                control={form.control}
                name="akun_bank_no"
                render={({ field }) => (
                  <Input
                    {...control}
                    ref={field.ref}
                    name={field.name}
                    value={field.value}
                    onBlur={field.onBlur}
                    onChange={(event) => field.onChange(toAccountNumber(event.target.value))}
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={30}
                  />
                )}
              />
            )}
          </FormField>
          <ModalActions>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending || website === ''} aria-busy={create.isPending}>
              {create.isPending ? 'Submitting...' : 'Submit'}
            </Button>
          </ModalActions>
        </form>
      </Modal>
    </>
  );
}
