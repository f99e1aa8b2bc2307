import { Link } from 'react-router';
import type { AkunBankOption } from '@rekon/contracts';
import { accountChoices, listPlaceholder, type LoadedList } from '../lib/upload-lists';
import { StepSelect } from './step-select';

export interface AccountStepProps {
  id: string;
  accounts: LoadedList<AkunBankOption>;
  /** The account in use (chosen, or the single one). */
  accountId: string;
  isManualQris: boolean;
  invalid: boolean;
  onChange: (value: string) => void;
}

/** Step 7 of the Upload form: the Data Bank account the statement belongs to. */
export function AccountStep({ id, accounts, accountId, isManualQris, invalid, onChange }: AccountStepProps) {
  if (isManualQris) {
    // Manual QRIS names no Data Bank account: its name and number are QRIS (spec section 2, step 7).
    return (
      <StepSelect
        id={id}
        label="Account"
        choices={[{ value: 'QRIS', label: 'QRIS' }]}
        value="QRIS"
        disabled
        onChange={() => undefined}
      />
    );
  }
  return (
    <StepSelect
      id={id}
      label="Account"
      placeholder={listPlaceholder(accounts, {
        loading: 'Memuat akun...',
        empty: '-- Tidak ada akun aktif --',
        choose: '-- Pilih Akun --',
      })}
      choices={accountChoices(accounts.rows)}
      value={accountId}
      disabled={accounts.isLoading}
      invalid={invalid}
      hint={
        accounts.error ?? (!accounts.isLoading && accounts.rows.length === 0 ? <NoAccountHint /> : undefined)
      }
      onChange={onChange}
    />
  );
}

function NoAccountHint() {
  return (
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
  );
}
