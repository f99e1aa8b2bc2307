import {
  DEPOSIT_MODES,
  PROVIDERS,
  TRANSACTION_TYPES,
  UPLOAD_TYPES,
  categoriesFor,
} from '../lib/upload-choices';
import type { UploadField, UploadFormState, VisibleSteps } from '../lib/upload-form';
import { StepSelect } from './step-select';

export interface UploadKindStepsProps {
  idOf: (field: UploadField) => string;
  form: UploadFormState;
  steps: VisibleSteps;
  invalid: (field: UploadField) => boolean;
  onChange: <Field extends UploadField>(field: Field, value: UploadFormState[Field]) => void;
}

/** Steps 1-5 of the Upload form: what kind of file this is (provider, transaction, upload type, mode, category). */
export function UploadKindSteps({ idOf, form, steps, invalid, onChange }: UploadKindStepsProps) {
  return (
    <>
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
    </>
  );
}
