import type { WebsiteOption } from '@rekon/contracts';
import { messageOf } from '../../../lib/api-client';
import { useUploadAccounts } from '../api/get-upload-accounts';
import { PANEL_OF, accountBankSegment } from '../lib/upload-choices';
import { accountFor, stepsOf, websiteFor, type UploadFormState } from '../lib/upload-form';

/**
 * What the form's choices lead to: the websites of the chosen provider's panel, the website, which steps show,
 * and the Data Bank accounts of the chosen bank (one is taken by itself).
 */
export function useUploadChoices(form: UploadFormState, websites: readonly WebsiteOption[]) {
  const provider = form.provider;
  const panelWebsites = provider
    ? websites.filter((website) => website.website_panel === PANEL_OF[provider])
    : [];
  const website = websiteFor(form, panelWebsites);
  const steps = stepsOf(form, website !== null);
  const bankChoice = form.category === 'bank' ? form.bank : form.category === 'manualbank' ? form.manual : '';
  const bankSegment = bankChoice ? accountBankSegment(bankChoice) : null;
  const accounts = useUploadAccounts(
    steps.account && website && bankSegment
      ? {
          websiteCode: website.website_code,
          bank: bankSegment,
          side: form.transactionType === 'withdraw' ? 'wd' : 'depo',
        }
      : null,
  );
  const accountRows = accounts.data ?? [];
  return {
    panelWebsites,
    website,
    steps,
    account: accountFor(form, accountRows),
    accounts: {
      rows: accountRows,
      isLoading: accounts.isLoading,
      error: accounts.isError ? messageOf(accounts.error) : null,
    },
    chosenAccountId: form.account ?? (accountRows.length === 1 ? String(accountRows[0]!.akun_bank_id) : ''),
  };
}
