import { describe, expect, it } from 'vitest';
import type { WebsiteOption } from '@rekon/contracts';
import {
  QRIS_ACCOUNT,
  accountFor,
  changeField,
  confirmationRows,
  emptyForm,
  findProblem,
  stepsOf,
  uploadFields,
  websiteFor,
  type UploadDraft,
  type UploadFormState,
} from './upload-form';

const TODAY = '2026-06-07';
const ABC: WebsiteOption = {
  website_id: 1,
  website_name: 'Alpha Beta',
  website_code: 'ABC',
  website_panel: 'NEXUS',
  website_bo_scale: 1000,
};
const csv = new File(['a,b\n'], 'bca-statement.csv', { type: 'text/csv' });
const HENDRA = { name: 'HENDRA KUSNADI', number: '4561237890' };

const formWith = (partial: Partial<UploadFormState>): UploadFormState => ({
  ...emptyForm(TODAY),
  ...partial,
});
const bcaForm = formWith({
  provider: 'nexus',
  transactionType: 'deposit',
  uploadType: 'bank',
  category: 'bank',
  website: 'ABC',
  bank: 'bca',
  date: '2026-06-05',
});
const draft = (partial: Partial<UploadDraft>): UploadDraft => ({
  form: bcaForm,
  website: ABC,
  account: HENDRA,
  file: csv,
  accountId: 7,
  ...partial,
});
const messageOf = (partial: Partial<UploadDraft>) => findProblem(draft(partial))?.message ?? null;

describe('changeField', () => {
  it('resets every step below the changed one, the date back to today', () => {
    const next = changeField(bcaForm, 'transactionType', 'withdraw', TODAY);
    expect(next).toEqual({ ...emptyForm(TODAY), provider: 'nexus', transactionType: 'withdraw' });
  });

  it('keeps the steps above', () => {
    const next = changeField(bcaForm, 'bank', 'cimb', TODAY);
    expect(next).toMatchObject({
      category: 'bank',
      website: 'ABC',
      bank: 'cimb',
      account: null,
      date: TODAY,
    });
  });
});

describe('websiteFor and accountFor', () => {
  it('take a single match until something is chosen by hand', () => {
    const form = formWith({ provider: 'nexus' });
    expect(websiteFor(form, [ABC])).toBe(ABC);
    expect(websiteFor({ ...form, website: '' }, [ABC])).toBeNull();
    expect(websiteFor(form, [ABC, { ...ABC, website_code: 'XYZ' }])).toBeNull();
    const account = { akun_bank_id: 3, akun_bank_name: 'HENDRA KUSNADI', akun_bank_no: '4561237890' };
    expect(accountFor(bcaForm, [account])).toEqual(HENDRA);
    expect(accountFor({ ...bcaForm, account: '' }, [account])).toBeNull();
    expect(accountFor({ ...bcaForm, account: '3' }, [account, { ...account, akun_bank_id: 4 }])).toEqual(
      HENDRA,
    );
  });

  it('fixes manual QRIS to QRIS', () => {
    const form = formWith({ category: 'manualbank', manual: 'qris' });
    expect(accountFor(form, [])).toBe(QRIS_ACCOUNT);
  });
});

describe('stepsOf', () => {
  it('shows the file area only for a complete combination with its website', () => {
    expect(stepsOf(bcaForm, true).file).toBe(true);
    expect(stepsOf(bcaForm, false).file).toBe(false);
    expect(stepsOf({ ...bcaForm, bank: '' }, true).file).toBe(false);
    expect(
      stepsOf(formWith({ provider: 'nexus', transactionType: 'deposit', uploadType: 'bo' }), true).file,
    ).toBe(true);
  });

  it('asks for the deposit mode only for Luxe BO deposits, and the date only for BCA and BNI', () => {
    const luxe = formWith({ provider: 'lexus', transactionType: 'deposit', uploadType: 'bo' });
    expect(stepsOf(luxe, true)).toMatchObject({ depositMode: true, website: false, file: false });
    expect(stepsOf({ ...luxe, depositMode: 'qris' }, true)).toMatchObject({ website: true, file: true });
    expect(stepsOf(bcaForm, true).date).toBe(true);
    expect(stepsOf({ ...bcaForm, bank: 'bni-internet' }, true).date).toBe(true);
    expect(stepsOf({ ...bcaForm, bank: 'mandiri' }, true).date).toBe(false);
  });
});

describe('findProblem', () => {
  it('lets a complete upload go', () => {
    expect(findProblem(draft({}))).toBeNull();
  });

  it('names the first missing step with the spec message', () => {
    expect(messageOf({ form: emptyForm(TODAY) })).toBe('❌ Harap pilih Provider terlebih dahulu.');
    expect(messageOf({ form: formWith({ provider: 'nexus' }) })).toBe('❌ Kombinasi BO tidak dikenali.');
    expect(messageOf({ form: formWith({ provider: 'nexus', transactionType: 'deposit' }) })).toBe(
      '❌ Kombinasi BO tidak dikenali.',
    );
    expect(
      messageOf({ form: formWith({ provider: 'lexus', transactionType: 'deposit', uploadType: 'bo' }) }),
    ).toBe('❌ Pilih mode deposit (Deposit / Deposit (QRIS))');
    expect(messageOf({ form: { ...bcaForm, category: '' } })).toBe('❌ Kombinasi BO tidak dikenali.');
    expect(messageOf({ website: null })).toBe('❌ Harap pilih website terlebih dahulu.');
    expect(messageOf({ form: { ...bcaForm, bank: '' } })).toBe('❌ Bank tidak dikenali.');
    expect(messageOf({ form: { ...bcaForm, category: 'manualbank', bank: '' } })).toBe(
      '❌ Bank manual tidak dikenali.',
    );
    expect(messageOf({ account: null })).toBe('Harap pilih akun BCA terlebih dahulu.');
    expect(messageOf({ form: { ...bcaForm, bank: 'cimb' }, account: null })).toBe(
      '❌ Harap pilih Akun terlebih dahulu.',
    );
    expect(messageOf({ form: { ...bcaForm, category: 'manualbank', manual: 'ovo' }, account: null })).toBe(
      '❌ Harap pilih Akun terlebih dahulu.',
    );
    expect(messageOf({ form: { ...bcaForm, date: '' } })).toBe('Tanggal wajib diisi untuk mutasi BCA.');
    expect(messageOf({ form: { ...bcaForm, bank: 'bni-mobile', date: '' } })).toBe(
      'Tanggal wajib diisi untuk mutasi BNI.',
    );
    expect(messageOf({ file: null })).toBe('❌ Harap pilih file terlebih dahulu.');
    expect(messageOf({ accountId: null })).toBe('Gagal membaca account_id dari token.');
  });

  it('asks for the QRIS Luxe website in both spellings', () => {
    const luxe = formWith({ provider: 'lexus', transactionType: 'deposit' });
    expect(messageOf({ form: { ...luxe, uploadType: 'bo', depositMode: 'qris' }, website: null })).toBe(
      '❌ Website wajib dipilih untuk QRIS Luxe.',
    );
    expect(messageOf({ form: { ...luxe, uploadType: 'bank', category: 'qris_luxe' }, website: null })).toBe(
      'Website wajib dipilih untuk QRIS Luxe.',
    );
  });

  it('needs no account for manual QRIS nor for gateways', () => {
    const qris = { ...bcaForm, category: 'manualbank' as const, bank: '' as const, manual: 'qris' as const };
    expect(findProblem(draft({ form: qris, account: QRIS_ACCOUNT }))).toBeNull();
    expect(
      findProblem(draft({ form: { ...bcaForm, category: 'qris', bank: '' }, account: null })),
    ).toBeNull();
  });
});

describe('uploadFields', () => {
  it('sends the website, the side, the account, the statement date and the uploader', () => {
    expect(uploadFields(draft({}))).toEqual({
      groups: 'ABC',
      jenis: 'DEPO',
      corporate_bank_name: 'HENDRA KUSNADI',
      corporate_bank_no: '4561237890',
      dates: '05-Jun-2026',
      depo_created_by: '7',
      depo_edited_by: '7',
    });
  });

  it('sends the manual provider and leaves out what a combination does not use', () => {
    const manual = { ...bcaForm, transactionType: 'withdraw' as const, category: 'manualbank' as const };
    expect(uploadFields(draft({ form: { ...manual, bank: '', manual: 'linkaja' } }))).toMatchObject({
      jenis: 'WD',
      provider: 'LINKAJA',
    });
    const bo = formWith({ provider: 'nexus', transactionType: 'deposit', uploadType: 'bo' });
    expect(uploadFields(draft({ form: bo, account: null }))).toEqual({
      groups: 'ABC',
      jenis: 'DEPO',
      depo_created_by: '7',
      depo_edited_by: '7',
    });
  });
});

describe('confirmationRows', () => {
  it('lists the choices in the spec order', () => {
    expect(confirmationRows(draft({}))).toEqual([
      ['Provider', 'Nexus'],
      ['Transaction Type', 'Deposit'],
      ['Upload Type', 'Bank Settlement'],
      ['Upload Category', 'Bank'],
      ['Website', 'ABC - Alpha Beta'],
      ['Bank', 'BCA'],
      ['Account', 'HENDRA KUSNADI - 4561237890'],
      ['Statement Date', '05-Jun-2026'],
      ['File', 'bca-statement.csv'],
    ]);
  });
});
