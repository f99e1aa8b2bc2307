import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN, STRONG_PASSWORD, unique } from './support/accounts';
import { ApiSession } from './support/api';
import { pageTitle } from './support/browser';
import { useBrowser } from './support/harness';
import { alert, focusedText, notice, rowWith } from './support/locators';

const baseUrl = inject('baseUrl');
const { openAs } = useBrowser(baseUrl);
let admin: ApiSession;
let suffix: string;
let code: string;
let pagedCode: string;
let checkerName: string;
let csName: string;

beforeAll(async () => {
  admin = await ApiSession.signIn(baseUrl, ADMIN.name, ADMIN.password);
  suffix = unique();
  code = `DB${suffix}`;
  pagedCode = `DP${suffix}`;
  const websiteId = await admin.createWebsite(`Databank ${suffix}`, code);
  await admin.createWebsite(`Paged ${suffix}`, pagedCode);
  checkerName = `chk.db.${suffix.toLowerCase()}`;
  csName = `cs.db.${suffix.toLowerCase()}`;
  await admin.createUser(checkerName, STRONG_PASSWORD, 'CHECKER', websiteId);
  await admin.createUser(csName, STRONG_PASSWORD, 'CS', websiteId);
  for (let index = 0; index < 11; index++) {
    await admin.createAkunBank(
      pagedCode,
      'WD',
      'BRI',
      `Paged ${index}`,
      `5550000${String(index).padStart(3, '0')}`,
    );
  }
});

const row = (page: Page, text: string) => rowWith(page, 'Table Data Bank', text);
const websiteSelect = (page: Page) => page.getByRole('combobox', { name: 'Website', exact: true });

/** Opens Data Bank on the given website (an ADMIN starts on the first one). */
async function openOn(page: Page, websiteCode: string) {
  await pageTitle(page, 'Data Bank').waitFor();
  await websiteSelect(page).selectOption(websiteCode);
}

describe('Data Bank as ADMIN', () => {
  it('shows the spec columns, "No data" for an empty website and a pager', async () => {
    const page = await openAs(ADMIN.name, ADMIN.password, '/databank');
    await openOn(page, code);
    await page.getByRole('heading', { name: 'Table Data Bank' }).waitFor();
    const headers = await page
      .getByRole('table', { name: 'Table Data Bank' })
      .getByRole('columnheader')
      .allTextContents();
    expect(headers).toEqual([
      'Website',
      'Jenis Transaksi',
      'Bank',
      'Account Name',
      'Account Number',
      'Status',
      'Last Edited',
      'Last Edited By',
      'Action',
    ]);
    await page.getByRole('cell', { name: 'No data' }).waitFor();
    await page.getByText('Showing page 1 of 1').waitFor();
  });

  it('adds an account: every field required, digits-only number, searchable bank', async () => {
    const page = await openAs(ADMIN.name, ADMIN.password, '/databank');
    await openOn(page, code);
    let sent = 0;
    page.on('request', (request) => request.url().endsWith('/api/createakunbank') && sent++);
    await page.getByRole('button', { name: 'Add Data Bank' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Data Bank' });
    expect(await dialog.getByRole('combobox', { name: 'Website' }).inputValue()).toBe(code);
    const jenis = dialog.getByRole('combobox', { name: 'Jenis Transaksi' });
    expect(await jenis.locator('option').allTextContents()).toEqual([
      '-- Pilih Jenis Transaksi --',
      'Deposit',
      'Withdraw',
    ]);
    await dialog.getByRole('textbox', { name: 'Account Name' }).fill('   ');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await alert(page, 'Semua field wajib diisi.').waitFor();
    expect(sent).toBe(0);

    await jenis.selectOption('DEPO');
    const bank = dialog.getByRole('combobox', { name: 'Bank' });
    expect(await bank.getAttribute('placeholder')).toBe('Pilih bank / wallet');
    await bank.fill('go');
    expect(await dialog.getByRole('listbox').getByRole('option').allTextContents()).toEqual(['GoPay']);
    await dialog.getByRole('option', { name: 'GoPay' }).click();
    expect(await bank.inputValue()).toBe('GoPay');
    await dialog.getByRole('textbox', { name: 'Account Name' }).fill('  Toko Maju  ');
    const number = dialog.getByRole('textbox', { name: 'Account Number' });
    await number.pressSequentially('0812-3456 78x9');
    expect(await number.inputValue()).toBe('08123456789');
    const request = page.waitForRequest((sentRequest) => sentRequest.url().endsWith('/api/createakunbank'));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    expect((await request).postDataJSON()).toMatchObject({
      akun_bank_website: code,
      akun_bank_jenis_transaksi: 'DEPO',
      akun_bank_bank: 'GOPAY',
      akun_bank_name: 'Toko Maju',
      akun_bank_no: '08123456789',
    });
    await notice(page, 'Akun bank berhasil dibuat.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const cells = await row(page, 'Toko Maju').getByRole('cell').allTextContents();
    expect(cells.slice(0, 6)).toEqual([code, 'DEPO', 'GoPay', 'Toko Maju', '08123456789', 'Active']);
    expect(cells[6]).toMatch(
      /^(Senin|Selasa|Rabu|Kamis|Jumat|Sabtu|Minggu), \d{1,2} \p{L}+ \d{4} pukul \d{2}\.\d{2}$/u,
    );
    expect(cells[7]).toBe('admin');
  });

  it('shows the server refusal of a duplicate account', async () => {
    const page = await openAs(ADMIN.name, ADMIN.password, '/databank');
    await openOn(page, code);
    await page.getByRole('button', { name: 'Add Data Bank' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Data Bank' });
    await dialog.getByRole('combobox', { name: 'Jenis Transaksi' }).selectOption('DEPO');
    await dialog.getByRole('combobox', { name: 'Bank' }).fill('GoPay');
    await dialog.getByRole('option', { name: 'GoPay' }).click();
    await dialog.getByRole('textbox', { name: 'Account Name' }).fill('Toko Maju');
    await dialog.getByRole('textbox', { name: 'Account Number' }).fill('08123456789');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await alert(
      page,
      '❌ Gagal membuat akun bank. Akun bank dengan nomor ini sudah ada untuk website, jenis transaksi dan bank tersebut.',
    ).waitFor();
  });

  it('deactivates and activates after "Confirm Action"', async () => {
    const page = await openAs(ADMIN.name, ADMIN.password, '/databank');
    await openOn(page, code);
    await row(page, 'Toko Maju').getByRole('button', { name: 'Deactivate Toko Maju 08123456789' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Action' });
    await dialog.getByText('Deactivate bank account Toko Maju (08123456789)?').waitFor();
    expect(await focusedText(page)).toBe('Cancel');
    await dialog.getByRole('button', { name: 'Yes, Confirm' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row(page, 'Toko Maju').getByText('Inactive', { exact: true }).waitFor();
    await row(page, 'Toko Maju').getByRole('button', { name: 'Activate Toko Maju 08123456789' }).click();
    await dialog.getByText('Activate bank account Toko Maju (08123456789)?').waitFor();
    await dialog.getByRole('button', { name: 'Yes, Confirm' }).click();
    await row(page, 'Toko Maju').getByText('Active', { exact: true }).waitFor();
  });

  it('removes after "Confirm Action"', async () => {
    const page = await openAs(ADMIN.name, ADMIN.password, '/databank');
    await openOn(page, code);
    await row(page, 'Toko Maju').getByRole('button', { name: 'Remove Toko Maju 08123456789' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Action' });
    await dialog.getByText('Remove bank account Toko Maju (GoPay - 08123456789)?').waitFor();
    await dialog.getByRole('button', { name: 'Yes, Remove' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: 'No data' }).waitFor();
  });

  it('pages the list and starts again at page 1 on another website', async () => {
    const page = await openAs(ADMIN.name, ADMIN.password, '/databank');
    await openOn(page, pagedCode);
    await page.getByText('Showing page 1 of 2').waitFor();
    await row(page, 'Paged 0').waitFor();
    expect(await page.getByRole('table', { name: 'Table Data Bank' }).getByRole('row').count()).toBe(11);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Showing page 2 of 2').waitFor();
    await row(page, 'Paged 10').waitFor();
    await websiteSelect(page).selectOption(code);
    await page.getByText('Showing page 1 of 1').waitFor();
    await websiteSelect(page).selectOption(pagedCode);
    await page.getByText('Showing page 1 of 2').waitFor();
    await row(page, 'Paged 0').waitFor();
  });
});

describe('Data Bank as CHECKER', () => {
  it('is fixed to its website, may add, and may not toggle or remove', async () => {
    await admin.createAkunBank(code, 'WD', 'BCA', 'Kas Besar', '7770001112');
    const page = await openAs(checkerName, STRONG_PASSWORD, '/databank');
    await pageTitle(page, 'Data Bank').waitFor();
    expect(await websiteSelect(page).isDisabled()).toBe(true);
    expect(await websiteSelect(page).inputValue()).toBe(code);
    await row(page, 'Kas Besar').waitFor();
    expect(
      await row(page, 'Kas Besar')
        .getByRole('button', { name: 'Deactivate Kas Besar 7770001112' })
        .isDisabled(),
    ).toBe(true);
    expect(
      await row(page, 'Kas Besar').getByRole('button', { name: 'Remove Kas Besar 7770001112' }).isDisabled(),
    ).toBe(true);

    await page.getByRole('button', { name: 'Add Data Bank' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Data Bank' });
    const website = dialog.getByRole('textbox', { name: 'Website' });
    expect(await website.inputValue()).toBe(code);
    expect(await website.getAttribute('readonly')).not.toBeNull();
    await dialog.getByRole('combobox', { name: 'Jenis Transaksi' }).selectOption('WD');
    const bank = dialog.getByRole('combobox', { name: 'Bank' });
    await bank.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await bank.inputValue()).toBe('BCA');
    await dialog.getByRole('textbox', { name: 'Account Name' }).fill('Kas Kecil');
    await dialog.getByRole('textbox', { name: 'Account Number' }).fill('7770001113');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await notice(page, 'Akun bank berhasil dibuat.').waitFor();
    await row(page, 'Kas Kecil').waitFor();
    expect(await row(page, 'Kas Kecil').getByRole('cell').nth(7).textContent()).toBe(checkerName);
  });
});

describe('Data Bank as CS', () => {
  it('is not allowed: /databank goes to /not-found', async () => {
    const page = await openAs(csName, STRONG_PASSWORD, '/databank');
    await page.waitForURL((url) => url.pathname === '/not-found');
  });
});
