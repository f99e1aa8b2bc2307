import { Link } from 'react-router';
import type { AkunBankOption, WebsiteOption } from '@rekon/contracts';
import { DateInput } from '../../../components/ui/date-input';
import { formatLongCalendarDate } from '../../../lib/format';
import { Label } from '../../../components/ui/input';
import {
  AUTO_TX_TYPES,
  BANK_CHOICES,
  DEPOSIT_MODES,
  MANUAL_CHOICES,
  PROVIDERS,
  TRANSACTION_TYPES,
  UPLOAD_TYPES,
  categoriesFor,
  type Choice,
} from '../lib/upload-choices';
import type { UploadField, UploadFormState, VisibleSteps } from '../lib/upload-form';
import { StepSelect } from './step-select';

/** A list the form waits for: its rows, whether they are loading, and the message of a failed load. */
export interface LoadedList<Row> {
  rows: Row[];
  isLoading: boolean;
  error: string | null;
}

export interface UploadStepsProps {
  idOf: (field: UploadField) => string;
  form: UploadFormState;
  steps: VisibleSteps;
  /** The websites of the chosen provider's panel. */
  websites: LoadedList<WebsiteOption>;
  website: WebsiteOption | null;
  accounts: LoadedList<AkunBankOption>;
  /** The account in use (chosen, or the single one). */
  accountId: string;
  invalidField: UploadField | 'file' | null;
  onChange: <Field extends UploadField>(field: Field, value: UploadFormState[Field]) => void;
}

const websiteChoices = (websites: WebsiteOption[]): Choice<string>[] =>
  websites.map((website) => ({
    value: website.website_code,
    label: `${website.website_code} - ${website.website_name}`,
  }));

const accountChoices = (accounts: AkunBankOption[]): Choice<string>[] =>
  accounts.map((account) => ({
    value: String(account.akun_bank_id),
    label: `${account.akun_bank_name} - ${account.akun_bank_no}`,
  }));

/** The cascading steps of the Upload form (spec section 2, steps 1-9); each shows once the one above is set. */
export function UploadSteps({
  idOf,
  form,
  steps,
  websites,
  website,
  accounts,
  accountId,
  invalidField,
  onChange,
}: UploadStepsProps) {
  const invalid = (field: UploadField) => invalidField === field;
  const isManualQris = form.category === 'manualbank' && form.manual === 'qris';

  return (
    <div className="grid gap-x-6 gap-y-5 md:grid-cols-2 xl:grid-cols-3">
      <StepSelect
        id={idOf('provider')}
        label="Provider"
        placeholder="-- Pilih Provider --"
        choices={PROVIDERS}
        value={form.provider}
        invalid={invalid('provider')}
        onChange={(value) => onChange('provider', value)}
      />
      {steps.transactionType && (
        <StepSelect
          id={idOf('transactionType')}
          label="Transaction Type"
          placeholder="-- Pilih Transaction Type --"
          choices={TRANSACTION_TYPES}
          value={form.transactionType}
          invalid={invalid('transactionType')}
          onChange={(value) => onChange('transactionType', value)}
        />
      )}
      {steps.uploadType && (
        <StepSelect
          id={idOf('uploadType')}
          label="Upload Type"
          placeholder="-- Pilih Upload Type --"
          choices={UPLOAD_TYPES}
          value={form.uploadType}
          invalid={invalid('uploadType')}
          onChange={(value) => onChange('uploadType', value)}
        />
      )}
      {steps.depositMode && (
        <StepSelect
          id={idOf('depositMode')}
          label="Deposit Mode"
          placeholder="-- Pilih Mode Deposit --"
          choices={DEPOSIT_MODES}
          value={form.depositMode}
          invalid={invalid('depositMode')}
          onChange={(value) => onChange('depositMode', value)}
        />
      )}
      {steps.category && form.provider && form.transactionType && (
        <StepSelect
          id={idOf('category')}
          label="Upload Category"
          placeholder="-- Pilih Upload Category --"
          choices={categoriesFor(form.provider, form.transactionType)}
          value={form.category}
          invalid={invalid('category')}
          onChange={(value) => onChange('category', value)}
        />
      )}
      {steps.website && (
        <StepSelect
          id={idOf('website')}
          label="Website"
          placeholder={
            websites.isLoading
              ? 'Memuat website...'
              : websites.rows.length === 0
                ? '-- No Website --'
                : '-- Pilih Website --'
          }
          choices={websiteChoices(websites.rows)}
          value={website?.website_code ?? ''}
          disabled={websites.isLoading}
          invalid={invalid('website')}
          hint={websites.error ?? undefined}
          onChange={(value) => onChange('website', value)}
        />
      )}
      {steps.bank && (
        <StepSelect
          id={idOf('bank')}
          label="Bank"
          placeholder="-- Pilih Bank --"
          choices={BANK_CHOICES}
          value={form.bank}
          invalid={invalid('bank')}
          onChange={(value) => onChange('bank', value)}
        />
      )}
      {steps.manual && (
        <StepSelect
          id={idOf('manual')}
          label="Bank / Wallet"
          placeholder="-- Pilih Bank / Wallet --"
          choices={MANUAL_CHOICES}
          value={form.manual}
          invalid={invalid('manual')}
          onChange={(value) => onChange('manual', value)}
        />
      )}
      {steps.account &&
        (isManualQris ? (
          // Manual QRIS names no Data Bank account: its name and number are QRIS (spec section 2, step 7).
          <StepSelect
            id={idOf('account')}
            label="Account"
            choices={[{ value: 'QRIS', label: 'QRIS' }]}
            value="QRIS"
            disabled
            onChange={() => undefined}
          />
        ) : (
          <StepSelect
            id={idOf('account')}
            label="Account"
            placeholder={
              accounts.isLoading
                ? 'Memuat akun...'
                : accounts.rows.length === 0
                  ? '-- Tidak ada akun aktif --'
                  : '-- Pilih Akun --'
            }
            choices={accountChoices(accounts.rows)}
            value={accountId}
            disabled={accounts.isLoading}
            invalid={invalid('account')}
            hint={
              accounts.error ??
              (!accounts.isLoading && accounts.rows.length === 0 ? (
                <>
                  Belum ada akun aktif untuk bank ini. Tambahkan di{' '}
                  <Link
                    to="/databank"
                    className="font-medium text-brand-600 underline hover:text-brand-700 dark:text-brand-400"
                  >
                    Data Bank
                  </Link>
                  .
                </>
              ) : undefined)
            }
            onChange={(value) => onChange('account', value)}
          />
        ))}
      {steps.date && (
        <div>
          <Label htmlFor={idOf('date')}>Statement Date</Label>
          <DateInput
            id={idOf('date')}
            value={form.date}
            aria-invalid={invalid('date') || undefined}
            aria-describedby={form.date ? `${idOf('date')}-hint` : undefined}
            onChange={(date) => onChange('date', date)}
          />
          {/* The weekday too: a statement's day is checked against the bank's own printout. */}
          {form.date && (
            <p id={`${idOf('date')}-hint`} className="mt-1.5 text-theme-xs text-gray-500 dark:text-gray-400">
              {formatLongCalendarDate(form.date)}
            </p>
          )}
        </div>
      )}
      {steps.autoTx && (
        <StepSelect
          id={idOf('autoTx')}
          label="Auto Tx Type"
          choices={AUTO_TX_TYPES}
          value={form.autoTx}
          onChange={(value) => value && onChange('autoTx', value)}
        />
      )}
    </div>
  );
}
