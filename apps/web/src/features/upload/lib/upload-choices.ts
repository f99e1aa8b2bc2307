import { endpoints, type ManualProvider, type WebsitePanel } from '@rekon/contracts';

/** An upload endpoint of the table (`endpoints.uploads`). */
export type UploadTarget = (typeof endpoints.uploads)[keyof typeof endpoints.uploads];
const uploads = endpoints.uploads;

/** The choices of the Upload form, with the spec's values (section 9) and labels (section 2). */
export interface Choice<Value extends string> {
  value: Value;
  label: string;
}

export type Provider = 'nexus' | 'lexus';
export type TransactionType = 'withdraw' | 'deposit';
export type UploadType = 'bo' | 'bank';
export type DepositMode = 'standard' | 'qris';
export type Category =
  | 'bank'
  | 'ewallet'
  | 'qris'
  | 'qris_solita'
  | 'qris_minera'
  | 'qrisexport'
  | 'nexuspay'
  | 'manualbank'
  | 'qris_luxe';
export type BankChoice = 'bca' | 'mandiri' | 'bni-mobile' | 'bni-internet' | 'cimb';
export type ManualChoice = 'bri' | 'mandiri-excel' | 'bni' | 'ovo' | 'dana' | 'linkaja' | 'gopay' | 'qris';

export const PROVIDERS: Choice<Provider>[] = [
  { value: 'nexus', label: 'Nexus' },
  { value: 'lexus', label: 'Luxe' },
];

export const TRANSACTION_TYPES: Choice<TransactionType>[] = [
  { value: 'withdraw', label: 'Withdraw' },
  { value: 'deposit', label: 'Deposit' },
];

export const UPLOAD_TYPES: Choice<UploadType>[] = [
  { value: 'bo', label: 'Upload BO' },
  { value: 'bank', label: 'Bank Settlement' },
];

export const DEPOSIT_MODES: Choice<DepositMode>[] = [
  { value: 'standard', label: 'Deposit' },
  { value: 'qris', label: 'Deposit (QRIS)' },
];

const CATEGORY_LABELS: Record<Category, string> = {
  bank: 'Bank',
  ewallet: 'E-Wallet',
  qris: 'QRIS',
  qris_solita: 'QRIS Solita',
  qris_minera: 'QRIS Minera',
  qrisexport: 'QRIS Export',
  nexuspay: 'Nexus Pay',
  manualbank: 'Manual Bank/Wallet',
  qris_luxe: 'QRIS (Luxe)',
};

// Which categories each provider offers per transaction type (spec section 2, step 5).
const CATEGORIES: Record<Provider, Record<TransactionType, Category[]>> = {
  nexus: {
    deposit: [
      'bank',
      'ewallet',
      'qris',
      'qris_solita',
      'qris_minera',
      'qrisexport',
      'nexuspay',
      'manualbank',
    ],
    withdraw: ['bank', 'nexuspay', 'manualbank'],
  },
  lexus: {
    deposit: ['bank', 'ewallet', 'qris_luxe', 'manualbank'],
    withdraw: ['bank', 'manualbank'],
  },
};

export function categoriesFor(provider: Provider, type: TransactionType): Choice<Category>[] {
  return CATEGORIES[provider][type].map((value) => ({ value, label: CATEGORY_LABELS[value] }));
}

export const BANK_CHOICES: Choice<BankChoice>[] = [
  { value: 'bca', label: 'BCA' },
  { value: 'mandiri', label: 'Mandiri' },
  { value: 'bni-mobile', label: 'BNI Mobile' },
  { value: 'bni-internet', label: 'BNI Internet Banking' },
  { value: 'cimb', label: 'CIMB' },
];

export const MANUAL_CHOICES: Choice<ManualChoice>[] = [
  { value: 'bri', label: 'BRI' },
  { value: 'mandiri-excel', label: 'Mandiri' },
  { value: 'bni', label: 'BNI' },
  { value: 'ovo', label: 'OVO' },
  { value: 'dana', label: 'DANA' },
  { value: 'linkaja', label: 'Link Aja' },
  { value: 'gopay', label: 'Gopay' },
  { value: 'qris', label: 'QRIS manual' },
];

/** The one Auto Tx Type of a deposit E-Wallet upload. */
export const AUTO_TX_TYPES: Choice<'autotx'>[] = [{ value: 'autotx', label: 'Auto Tx' }];

export const labelOf = <Value extends string>(choices: Choice<Value>[], value: Value | ''): string =>
  choices.find((choice) => choice.value === value)?.label ?? '';

export const categoryLabel = (category: Category | '') => (category ? CATEGORY_LABELS[category] : '');

/** Provider 'lexus' lists the LUXE websites, 'nexus' the NEXUS ones (spec section 5). */
export const PANEL_OF: Record<Provider, WebsitePanel> = { nexus: 'NEXUS', lexus: 'LUXE' };

/** The `provider` field of a manual upload. */
export const MANUAL_PROVIDER: Record<ManualChoice, ManualProvider> = {
  bri: 'BRI',
  'mandiri-excel': 'MANDIRI',
  bni: 'BNI',
  ovo: 'OVO',
  dana: 'DANA',
  linkaja: 'LINKAJA',
  gopay: 'GOPAY',
  qris: 'QRIS',
};

/**
 * The bank segment of `endpoints.akunBankList` (`:bank`), normalised as the spec says: mandiri-excel is
 * mandiri, bni-mobile and bni-internet are bni. Manual QRIS has no account to look up.
 */
export function accountBankSegment(choice: BankChoice | ManualChoice): string | null {
  if (choice === 'qris') return null;
  if (choice === 'mandiri-excel') return 'mandiri';
  if (choice === 'bni-mobile' || choice === 'bni-internet') return 'bni';
  return choice;
}

/** BCA, BNI Mobile and BNI Internet Banking statements need the statement date (spec section 2, step 8). */
export const needsStatementDate = (bank: BankChoice | '') =>
  bank === 'bca' || bank === 'bni-mobile' || bank === 'bni-internet';

const BANK_ENDPOINTS: Record<BankChoice, UploadTarget> = {
  bca: uploads.mutasiupdepobca,
  mandiri: uploads.mutasiupdepomdr,
  'bni-mobile': uploads.mutasiupdepobnimobile,
  'bni-internet': uploads.mutasiupdepobniinternetbanking,
  cimb: uploads.mutasiupdepocimb,
};

const GATEWAY_ENDPOINTS: Record<Exclude<Category, 'bank' | 'manualbank'>, UploadTarget> = {
  ewallet: uploads.mutasiupdepoautotx,
  qris: uploads.mutasiupdepoqris,
  qris_solita: uploads.mutasiupdepoqrissolita,
  qris_minera: uploads.mutasiupdepoqrisminera,
  qrisexport: uploads.mutasiupdepoqrisexport,
  qris_luxe: uploads.mutasiupdepoqrisluxe,
  nexuspay: uploads.nexuspay,
};

export interface Combination {
  provider: Provider | '';
  transactionType: TransactionType | '';
  uploadType: UploadType | '';
  depositMode: DepositMode | '';
  category: Category | '';
  bank: BankChoice | '';
}

/** Which endpoint serves a combination (formats.md, first table), or null while it is incomplete. */
export function endpointFor(combination: Combination): UploadTarget | null {
  const { provider, transactionType, uploadType, depositMode, category, bank } = combination;
  if (!provider || !transactionType || !uploadType) return null;
  if (uploadType === 'bo') {
    if (provider === 'nexus') return transactionType === 'deposit' ? uploads.checkdata : uploads.bowd;
    if (transactionType === 'withdraw') return uploads.uploadbowdluxe;
    if (depositMode === 'standard') return uploads.uploadboluxe;
    if (depositMode === 'qris') return uploads.uploadqris;
    return null;
  }
  if (!category || !categoriesFor(provider, transactionType).some((choice) => choice.value === category))
    return null;
  if (category === 'bank') return bank ? BANK_ENDPOINTS[bank] : null;
  if (category === 'manualbank') return uploads.mutasiupdepomanual;
  return GATEWAY_ENDPOINTS[category];
}
