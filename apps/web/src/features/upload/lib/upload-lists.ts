import type { AkunBankOption, WebsiteOption } from '@rekon/contracts';
import type { Choice } from './upload-choices';

/** A list the form waits for: its rows, whether they are loading, and the message of a failed load. */
export interface LoadedList<Row> {
  rows: Row[];
  isLoading: boolean;
  error: string | null;
}

export const websiteChoices = (websites: WebsiteOption[]): Choice<string>[] =>
  websites.map((website) => ({
    value: website.website_code,
    label: `${website.website_code} - ${website.website_name}`,
  }));

export const accountChoices = (accounts: AkunBankOption[]): Choice<string>[] =>
  accounts.map((account) => ({
    value: String(account.akun_bank_id),
    label: `${account.akun_bank_name} - ${account.akun_bank_no}`,
  }));

/** The placeholder of a list step: loading, empty, or asking for a choice. */
export const listPlaceholder = (
  list: LoadedList<unknown>,
  texts: { loading: string; empty: string; choose: string },
): string => (list.isLoading ? texts.loading : list.rows.length === 0 ? texts.empty : texts.choose);
