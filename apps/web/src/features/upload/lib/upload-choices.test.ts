import { describe, expect, it } from 'vitest';
import { accountBankSegment, categoriesFor, endpointFor, type Combination } from './upload-choices';

const combination = (partial: Partial<Combination>): Combination => ({
  provider: '',
  transactionType: '',
  uploadType: '',
  depositMode: '',
  category: '',
  bank: '',
  ...partial,
});

describe('categoriesFor', () => {
  it('offers the spec categories per provider and transaction type', () => {
    const labels = (provider: 'nexus' | 'lexus', type: 'deposit' | 'withdraw') =>
      categoriesFor(provider, type).map((choice) => choice.label);
    expect(labels('nexus', 'deposit')).toEqual([
      'Bank',
      'E-Wallet',
      'QRIS',
      'QRIS Solita',
      'QRIS Minera',
      'QRIS Export',
      'Nexus Pay',
      'Manual Bank/Wallet',
    ]);
    expect(labels('nexus', 'withdraw')).toEqual(['Bank', 'Nexus Pay', 'Manual Bank/Wallet']);
    expect(labels('lexus', 'deposit')).toEqual(['Bank', 'E-Wallet', 'QRIS (Luxe)', 'Manual Bank/Wallet']);
    expect(labels('lexus', 'withdraw')).toEqual(['Bank', 'Manual Bank/Wallet']);
  });
});

describe('endpointFor', () => {
  it('maps the BO combinations of formats.md', () => {
    const bo = (provider: 'nexus' | 'lexus', transactionType: 'deposit' | 'withdraw', depositMode = '') =>
      endpointFor(
        combination({ provider, transactionType, uploadType: 'bo', depositMode: depositMode as 'qris' }),
      );
    expect(bo('nexus', 'deposit')?.path).toBe('/api/checkdata');
    expect(bo('nexus', 'withdraw')?.path).toBe('/api/bowd');
    expect(bo('lexus', 'deposit')).toBeNull();
    expect(bo('lexus', 'deposit', 'standard')?.path).toBe('/api/uploadboluxe');
    expect(bo('lexus', 'deposit', 'qris')?.path).toBe('/api/uploadqris');
    expect(bo('lexus', 'withdraw')?.path).toBe('/api/uploadbowdluxe');
  });

  it('maps the bank settlement combinations of formats.md', () => {
    const bank = (partial: Partial<Combination>) =>
      endpointFor(
        combination({ provider: 'nexus', transactionType: 'deposit', uploadType: 'bank', ...partial }),
      );
    expect(bank({ category: 'bank' })).toBeNull();
    expect(bank({ category: 'bank', bank: 'bca' })?.path).toBe('/api/mutasiupdepobca');
    expect(bank({ category: 'bank', bank: 'mandiri' })?.path).toBe('/api/mutasiupdepomdr');
    expect(bank({ category: 'bank', bank: 'bni-mobile' })?.path).toBe('/api/mutasiupdepobnimobile');
    expect(bank({ category: 'bank', bank: 'bni-internet' })?.path).toBe(
      '/api/mutasiupdepobniinternetbanking',
    );
    expect(bank({ category: 'bank', bank: 'cimb' })?.path).toBe('/api/mutasiupdepocimb');
    expect(bank({ category: 'ewallet' })?.path).toBe('/api/mutasiupdepoautotx');
    expect(bank({ category: 'qris' })?.path).toBe('/api/mutasiupdepoqris');
    expect(bank({ category: 'qris_solita' })?.path).toBe('/api/mutasiupdepoqrissolita');
    expect(bank({ category: 'qris_minera' })?.path).toBe('/api/mutasiupdepoqrisminera');
    expect(bank({ category: 'qrisexport' })?.path).toBe('/api/mutasiupdepoqrisexport');
    expect(bank({ category: 'nexuspay' })?.path).toBe('/api/nexuspay');
    expect(bank({ category: 'manualbank' })?.path).toBe('/api/mutasiupdepomanual');
    expect(bank({ provider: 'lexus', category: 'qris_luxe' })?.path).toBe('/api/mutasiupdepoqrisluxe');
    // A category the provider does not offer is no combination.
    expect(bank({ category: 'qris_luxe' })).toBeNull();
    expect(bank({ transactionType: 'withdraw', category: 'ewallet' })).toBeNull();
  });
});

describe('accountBankSegment', () => {
  it('normalises the bank as the spec says', () => {
    expect(accountBankSegment('mandiri-excel')).toBe('mandiri');
    expect(accountBankSegment('bni-mobile')).toBe('bni');
    expect(accountBankSegment('bni-internet')).toBe('bni');
    expect(accountBankSegment('bca')).toBe('bca');
    expect(accountBankSegment('linkaja')).toBe('linkaja');
    expect(accountBankSegment('qris')).toBeNull();
  });
});
