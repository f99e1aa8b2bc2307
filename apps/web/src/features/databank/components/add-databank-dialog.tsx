import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { BANK_LABELS, BANKS, CreateAkunBankBody, MSG, type WebsiteOption } from '@rekon/contracts';
import { Combobox } from '../../../components/ui/combobox';
import { FilteredInput } from '../../../components/ui/filtered-input';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import type { NoticeTone } from '../../../components/ui/notice';
import { Select } from '../../../components/ui/select';
import { WebsiteOptions } from '../../../components/ui/website-select';
import { useDialogForm } from '../../../components/ui/use-dialog-form';
import { useCreateAkunBank } from '../api/change-akun-bank';

const CREATE_FAILED = '❌ Gagal membuat akun bank.';
const BANK_OPTIONS = BANKS.map((bank) => ({ value: bank, label: BANK_LABELS[bank] }));

/** Digits only, as typed or pasted. */
export const toAccountNumber = (text: string) => text.replace(/[^0-9]/g, '');

export interface AddDatabankDialogProps {
  /** ADMIN: the websites to choose from. Anyone else: their own website, read-only. */
  isAdmin: boolean;
  /** The websites are still loading: the dialog does not open yet, so it never opens on an empty list. */
  loading?: boolean;
  websites: WebsiteOption[];
  ownWebsiteCode: string | null;
  /** The website preselected for an ADMIN (the one the table shows). */
  defaultWebsite: string;
  creatorId: number;
  onResult: (tone: NoticeTone, text: string) => void;
}

/** "Add New Data Bank": every field required after trimming; type and bank are sent upper-cased. */
export function AddDatabankDialog(props: AddDatabankDialogProps) {
  const { isAdmin, loading = false, websites, ownWebsiteCode, defaultWebsite, creatorId, onResult } = props;
  const id = useId();
  const create = useCreateAkunBank();
  // The contract's body checks what the server checks: every field after trimming, type and bank upper-cased.
  const { form, submitWith, ...dialog } = useDialogForm({
    resolver: zodResolver(CreateAkunBankBody),
    defaultValues: {
      akun_bank_website: isAdmin ? defaultWebsite : (ownWebsiteCode ?? ''),
      akun_bank_jenis_transaksi: '',
      akun_bank_bank: '',
      akun_bank_name: '',
      akun_bank_no: '',
    },
    fields: [
      'akun_bank_website',
      'akun_bank_jenis_transaksi',
      'akun_bank_bank',
      'akun_bank_name',
      'akun_bank_no',
    ],
    failed: (message) => `${CREATE_FAILED} ${message}`,
    invalid: (message) => message ?? MSG.bankFieldsRequired,
  });
  const { errors } = form.formState;
  const website = useWatch({ control: form.control, name: 'akun_bank_website' });
  const submit = submitWith(
    (account) => create.mutateAsync({ ...account, akun_bank_created_by: creatorId }),
    (result) => onResult('success', result.message || MSG.bankCreated),
  );

  return (
    <FormDialog
      dialog={dialog}
      trigger={
        <>
          <Plus aria-hidden="true" className="size-4" />
          Add Data Bank
        </>
      }
      triggerDisabled={loading}
      title="Add New Data Bank"
      onSubmit={submit}
      busy={create.isPending}
      submitDisabled={website === ''}
    >
      <FormField id={`${id}-website`} label="Website" error={errors.akun_bank_website?.message}>
        {(control) =>
          isAdmin ? (
            <Select {...control} {...form.register('akun_bank_website')}>
              {websites.length === 0 && <option value="">-- No Website --</option>}
              <WebsiteOptions websites={websites} />
            </Select>
          ) : (
            <Input {...control} {...form.register('akun_bank_website')} readOnly aria-readonly="true" />
          )
        }
      </FormField>
      <FormField id={`${id}-jenis`} label="Jenis Transaksi" error={errors.akun_bank_jenis_transaksi?.message}>
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
          <FilteredInput
            {...control}
            control={form.control}
            name="akun_bank_no"
            filter={toAccountNumber}
            inputMode="numeric"
            autoComplete="off"
            maxLength={30}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
