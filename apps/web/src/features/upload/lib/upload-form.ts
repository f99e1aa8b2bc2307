import { formatWireDate, type AkunBankOption, type IsoDate, type WebsiteOption } from '@rekon/contracts';
import {
  BANK_CHOICES,
  DEPOSIT_MODES,
  MANUAL_CHOICES,
  MANUAL_PROVIDER,
  PROVIDERS,
  TRANSACTION_TYPES,
  UPLOAD_TYPES,
  categoryLabel,
  endpointFor,
  labelOf,
  needsStatementDate,
  type BankChoice,
  type Category,
  type DepositMode,
  type ManualChoice,
  type Provider,
  type TransactionType,
  type UploadType,
} from './upload-choices';
import { UPLOAD_MSG } from './upload-messages';
import { todayInJakarta } from '../../../lib/format';

export interface UploadFormState {
  provider: Provider | '';
  transactionType: TransactionType | '';
  uploadType: UploadType | '';
  depositMode: DepositMode | '';
  category: Category | '';
  /** A website code; null until chosen by hand (a single matching website is then taken). */
  website: string | null;
  bank: BankChoice | '';
  manual: ManualChoice | '';
  /** An akun_bank_id; null until chosen by hand (a single account is then taken). */
  account: string | null;
  /** The statement date, `YYYY-MM-DD`; '' when cleared. */
  date: IsoDate;
  autoTx: 'autotx';
}

/** The steps top to bottom: changing one resets every step after it (spec section 2). */
export const FIELD_ORDER = [
  'provider',
  'transactionType',
  'uploadType',
  'depositMode',
  'category',
  'website',
  'bank',
  'manual',
  'account',
  'date',
  'autoTx',
] as const satisfies readonly (keyof UploadFormState)[];
export type UploadField = (typeof FIELD_ORDER)[number];

export function emptyForm(today: IsoDate = todayInJakarta()): UploadFormState {
  return {
    provider: '',
    transactionType: '',
    uploadType: '',
    depositMode: '',
    category: '',
    website: null,
    bank: '',
    manual: '',
    account: null,
    date: today,
    autoTx: 'autotx',
  };
}

/** Sets one step and resets the ones below it to their start (the date back to today). */
export function changeField<Field extends UploadField>(
  form: UploadFormState,
  field: Field,
  value: UploadFormState[Field],
  today: IsoDate = todayInJakarta(),
): UploadFormState {
  const fresh = emptyForm(today);
  const next: UploadFormState = { ...form, [field]: value };
  const index = FIELD_ORDER.indexOf(field);
  for (const later of FIELD_ORDER.slice(index + 1)) {
    (next as unknown as Record<string, unknown>)[later] = fresh[later];
  }
  return next;
}

/** The websites of the chosen provider's panel. */
export function websiteFor(form: UploadFormState, websites: WebsiteOption[]): WebsiteOption | null {
  if (form.website === null) return websites.length === 1 ? websites[0]! : null;
  return websites.find((website) => website.website_code === form.website) ?? null;
}

/** The account the upload names: manual QRIS is fixed to QRIS; otherwise the chosen (or single) account. */
export interface UploadAccount {
  name: string;
  number: string;
}

export const QRIS_ACCOUNT: UploadAccount = { name: 'QRIS', number: 'QRIS' };

export function accountFor(
  form: UploadFormState,
  accounts: AkunBankOption[] | undefined,
): UploadAccount | null {
  if (form.category === 'manualbank' && form.manual === 'qris') return QRIS_ACCOUNT;
  const list = accounts ?? [];
  const chosen =
    form.account === null
      ? list.length === 1
        ? list[0]
        : undefined
      : list.find((account) => String(account.akun_bank_id) === form.account);
  return chosen ? { name: chosen.akun_bank_name, number: chosen.akun_bank_no } : null;
}

export const accountLabel = (account: UploadAccount) =>
  account === QRIS_ACCOUNT ? 'QRIS' : `${account.name} - ${account.number}`;

/** Which steps show, given the choices so far and whether a website is settled. */
export function stepsOf(form: UploadFormState, hasWebsite: boolean) {
  const depositMode =
    form.provider === 'lexus' && form.transactionType === 'deposit' && form.uploadType === 'bo';
  const website =
    form.uploadType === 'bo'
      ? !depositMode || form.depositMode !== ''
      : form.uploadType === 'bank' && form.category !== '';
  const bank = website && hasWebsite && form.category === 'bank';
  const manual = website && hasWebsite && form.category === 'manualbank';
  const account = (bank && form.bank !== '') || (manual && form.manual !== '');
  return {
    transactionType: form.provider !== '',
    uploadType: form.transactionType !== '',
    depositMode,
    category: form.uploadType === 'bank',
    website,
    bank,
    manual,
    account,
    date: bank && needsStatementDate(form.bank),
    autoTx: website && hasWebsite && form.category === 'ewallet',
    // The file area waits for a complete combination, website and bank included (spec section 2, step 10).
    file: hasWebsite && endpointFor(form) !== null && (form.category !== 'manualbank' || form.manual !== ''),
  };
}

/** Does this upload name a Data Bank account (a bank, or a manual bank or wallet other than QRIS)? */
const needsAccount = (form: UploadFormState) =>
  (form.category === 'bank' && form.bank !== '') ||
  (form.category === 'manualbank' && form.manual !== '' && form.manual !== 'qris');

export type VisibleSteps = ReturnType<typeof stepsOf>;

export interface UploadProblem {
  /** The step to put the focus on; `file` is the drop area. */
  field: UploadField | 'file';
  message: string;
}

export interface UploadDraft {
  form: UploadFormState;
  website: WebsiteOption | null;
  account: UploadAccount | null;
  file: File | null;
  /** The signed-in account's id (sent as depo_created_by / depo_edited_by). */
  accountId: number | null;
}

/**
 * The first thing missing, top to bottom as the form reads (the file comes last: its area only shows once the
 * steps above are complete), with the spec's message (section 5). Null when the upload may go.
 */
export function findProblem({ form, website, account, file, accountId }: UploadDraft): UploadProblem | null {
  const problem = (field: UploadProblem['field'], message: string) => ({ field, message });
  if (!form.provider) return problem('provider', UPLOAD_MSG.noProvider);
  if (!form.transactionType) return problem('transactionType', UPLOAD_MSG.unknownCombination);
  if (!form.uploadType) return problem('uploadType', UPLOAD_MSG.unknownCombination);
  const isBo = form.uploadType === 'bo';
  if (isBo && form.provider === 'lexus' && form.transactionType === 'deposit' && !form.depositMode)
    return problem('depositMode', UPLOAD_MSG.noDepositMode);
  if (!isBo && !form.category) return problem('category', UPLOAD_MSG.unknownCombination);
  if (!website) {
    if (isBo && form.depositMode === 'qris') return problem('website', UPLOAD_MSG.noQrisLuxeWebsiteBo);
    if (form.category === 'qris_luxe') return problem('website', UPLOAD_MSG.noQrisLuxeWebsite);
    return problem('website', UPLOAD_MSG.noWebsite);
  }
  if (!isBo && form.category === 'bank' && !form.bank) return problem('bank', UPLOAD_MSG.unknownBank);
  if (!isBo && form.category === 'manualbank' && !form.manual)
    return problem('manual', UPLOAD_MSG.unknownManual);
  if (!endpointFor(form)) return problem('uploadType', UPLOAD_MSG.unknownCombination);
  if (needsAccount(form) && !account)
    return problem(
      'account',
      form.category === 'bank' && form.bank === 'bca' ? UPLOAD_MSG.noBcaAccount : UPLOAD_MSG.noAccount,
    );
  if (form.category === 'bank' && needsStatementDate(form.bank) && !form.date)
    return problem('date', form.bank === 'bca' ? UPLOAD_MSG.noBcaDate : UPLOAD_MSG.noBniDate);
  if (!file) return problem('file', UPLOAD_MSG.noFile);
  if (accountId === null || !Number.isInteger(accountId) || accountId <= 0)
    return problem('file', UPLOAD_MSG.noAccountId);
  return null;
}

/** The multipart fields besides `myfile` (formats.md; contracts' UPLOAD_FIELDS). */
export function uploadFields({ form, website, account, accountId }: UploadDraft): Record<string, string> {
  const fields: Record<string, string> = {
    groups: website?.website_code ?? '',
    jenis: form.transactionType === 'withdraw' ? 'WD' : 'DEPO',
    depo_created_by: String(accountId ?? ''),
    depo_edited_by: String(accountId ?? ''),
  };
  if (account && (form.category === 'bank' || form.category === 'manualbank')) {
    fields.corporate_bank_name = account.name;
    fields.corporate_bank_no = account.number;
  }
  if (form.category === 'manualbank' && form.manual) fields.provider = MANUAL_PROVIDER[form.manual];
  if (form.category === 'bank' && needsStatementDate(form.bank) && form.date)
    fields.dates = formatWireDate(form.date);
  return fields;
}

/** What the confirmation dialog lists, in the spec's order (section 2, step 10); '-' where it does not apply. */
export function confirmationRows({ form, website, account, file }: UploadDraft): [string, string][] {
  const isBo = form.uploadType === 'bo';
  const modeOrCategory = isBo
    ? labelOf(DEPOSIT_MODES, form.depositMode)
    : [categoryLabel(form.category), form.category === 'ewallet' ? 'Auto Tx' : '']
        .filter(Boolean)
        .join(' - ');
  const bank =
    form.category === 'bank'
      ? labelOf(BANK_CHOICES, form.bank)
      : form.category === 'manualbank'
        ? labelOf(MANUAL_CHOICES, form.manual)
        : '';
  const showsDate = form.category === 'bank' && needsStatementDate(form.bank) && form.date;
  const rows: [string, string][] = [
    ['Provider', labelOf(PROVIDERS, form.provider)],
    ['Transaction Type', labelOf(TRANSACTION_TYPES, form.transactionType)],
    ['Upload Type', labelOf(UPLOAD_TYPES, form.uploadType)],
    [isBo ? 'Mode' : 'Upload Category', modeOrCategory],
    ['Website', website ? `${website.website_code} - ${website.website_name}` : ''],
    ['Bank', bank],
    ['Account', account ? accountLabel(account) : ''],
    ['Statement Date', showsDate ? formatWireDate(form.date) : ''],
    ['File', file?.name ?? ''],
  ];
  return rows.map(([label, value]) => [label, value || '-']);
}
