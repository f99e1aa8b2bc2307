import type { AkunBankOption, WebsiteOption } from '@rekon/contracts';
import { AUTO_TX_TYPES, BANK_CHOICES, MANUAL_CHOICES } from '../lib/upload-choices';
import type { UploadField, UploadFormState, VisibleSteps } from '../lib/upload-form';
import { listPlaceholder, websiteChoices, type LoadedList } from '../lib/upload-lists';
import { AccountStep } from './account-step';
import { StatementDateStep } from './statement-date-step';
import { StepSelect } from './step-select';
import { UploadKindSteps } from './upload-kind-steps';

export type { LoadedList } from '../lib/upload-lists';

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
      <UploadKindSteps idOf={idOf} form={form} steps={steps} invalid={invalid} onChange={onChange} />
      {steps.website && (
        <StepSelect
          id={idOf('website')}
          label="Website"
          placeholder={listPlaceholder(websites, {
            loading: 'Memuat website...',
            empty: '-- No Website --',
            choose: '-- Pilih Website --',
          })}
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
      {steps.account && (
        <AccountStep
          id={idOf('account')}
          accounts={accounts}
          accountId={accountId}
          isManualQris={isManualQris}
          invalid={invalid('account')}
          onChange={(value) => onChange('account', value)}
        />
      )}
      {steps.date && (
        <StatementDateStep
          id={idOf('date')}
          value={form.date}
          invalid={invalid('date')}
          onChange={(date) => onChange('date', date)}
        />
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
