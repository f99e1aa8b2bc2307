import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN, STRONG_PASSWORD, unique } from './support/accounts';
import { ApiSession } from './support/api';
import {
  expectAccessible,
  lookOptions,
  pageTitle,
  screenshot,
  signInQuickly,
  type SessionOptions,
} from './support/browser';
import { useBrowser } from './support/harness';
import { alert, combobox, notice, rowWith, dayMonthYear } from './support/locators';
import { generatedDay, nexusDepositCsv, StaffApi, ticketSeries } from './support/review-data';
import { repoRoot, startServer, type RunningServer } from './support/server';

/**
 * The Upload screen as staff use it, on the labelled day of website ABC (fixtures/day-abc-2026-06-05): the
 * website and its Data Bank accounts are prepared through the API, the files go through the screen. Runs on a
 * server of its own: the day's website codes (ABC, XYZ) are fixed by the sample files, and its rows must not
 * reach the other files' lists.
 */
let server: RunningServer;
let checkerName: string;
const { open, current } = useBrowser(inject('baseUrl'));

const DAY = path.join(repoRoot, 'fixtures/day-abc-2026-06-05');
const fixture = (name: string) => path.join(repoRoot, 'fixtures', name);

beforeAll(async () => {
  server = await startServer({ ADMIN_USERNAME: ADMIN.name, ADMIN_PASSWORD: ADMIN.password });
  const admin = await ApiSession.signIn(server.url, ADMIN.name, ADMIN.password);
  const abcId = await admin.createWebsite('Alpha Beta Casino', 'ABC');
  await admin.createWebsite('Xylo Zone', 'XYZ');
  await admin.createWebsite('Delta Eka Fana', 'DEF', 'LUXE');
  // The Data Bank accounts of the scenario (fixtures README).
  await admin.createAkunBank('ABC', 'DEPO', 'BCA', 'HENDRA KUSNADI', '4561237890');
  await admin.createAkunBank('ABC', 'WD', 'BCA', 'RIKA AMELIA', '4561239012');
  checkerName = 'checker.abc';
  await admin.createUser(checkerName, STRONG_PASSWORD, 'CHECKER', abcId);
});

afterAll(async () => {
  await server?.stop();
});

/** A page on this file's server, signed in, showing `pathname`. */
async function openAs(name: string, password: string, pathname: string, options: SessionOptions = {}) {
  const page = await open(options, server.url);
  await signInQuickly(current(), name, password);
  await page.goto(pathname);
  return page;
}

const choose = (page: Page, label: string, option: string) =>
  combobox(page, label).selectOption({ label: option });
const submit = (page: Page) => page.getByRole('button', { name: 'Submit Upload' }).click();
const dropArea = (page: Page) => page.getByRole('button', { name: /Tarik & lepas file \.csv/ });
const optionsOf = (select: Locator) => select.locator('option').allTextContents();
const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Submits and expects exactly this validation message (the alert's whole text). */
async function expectRefusal(page: Page, message: string) {
  await submit(page);
  const box = alert(page, message);
  await box.waitFor();
  expect(await box.textContent()).toBe(message);
}

/** Chooses a file through the browser's file chooser, as a click on the drop area opens it. */
async function chooseFile(page: Page, file: string) {
  const chooser = page.waitForEvent('filechooser');
  await dropArea(page).click();
  await (await chooser).setFiles(file);
}

/** The value under a label of the "Hasil Upload Terakhir" card. */
function stat(page: Page, label: string) {
  const card = page.locator('section', { has: page.getByRole('heading', { name: 'Hasil Upload Terakhir' }) });
  return card.locator('dl > div', { has: page.locator('dt', { hasText: label }) }).locator('dd');
}

/** Provider → Transaction Type → Upload Type → Upload Category, as a user picks them. */
async function chooseCombination(
  page: Page,
  provider: string,
  type: string,
  uploadType: string,
  category?: string,
) {
  await choose(page, 'Provider', provider);
  await choose(page, 'Transaction Type', type);
  await choose(page, 'Upload Type', uploadType);
  if (category) await choose(page, 'Upload Category', category);
}

async function fillBcaUpload(page: Page, { withFile = true } = {}) {
  await chooseCombination(page, 'Nexus', 'Deposit', 'Bank Settlement', 'Bank');
  await choose(page, 'Website', 'ABC - Alpha Beta Casino');
  await choose(page, 'Bank', 'BCA');
  // The only active BCA deposit account of ABC is taken by itself.
  await expect.poll(() => combobox(page, 'Account').inputValue()).not.toBe('');
  expect(await combobox(page, 'Account').locator('option:checked').textContent()).toBe(
    'HENDRA KUSNADI - 4561237890',
  );
  await page.getByLabel('Statement Date').fill('2026-06-05');
  expect(await page.getByLabel('Statement Date').getAttribute('aria-describedby')).toBeTruthy();
  await page.getByText('Jumat, 05 Juni 2026', { exact: true }).waitFor();
  if (withFile) await chooseFile(page, path.join(DAY, 'bca-statement.csv'));
}

describe('Upload: the form', () => {
  it('shows the title, the red note and a cascade that resets what is below', async () => {
    const page = await openAs(ADMIN.name, ADMIN.password, '/upload');
    await pageTitle(page, 'BO dan Bank Settlement Upload').waitFor();
    const note = page.getByText('File Mandiri, BNI Mobile dan QRIS wajib dikonversi terlebih dahulu');
    expect(await note.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(180, 35, 24)');
    expect(await note.getByRole('link', { name: 'Convert Mutasi' }).getAttribute('href')).toBe(
      '/convert-mutasi',
    );

    expect(await optionsOf(combobox(page, 'Provider'))).toEqual(['-- Pilih Provider --', 'Nexus', 'Luxe']);
    await choose(page, 'Provider', 'Nexus');
    expect(await optionsOf(combobox(page, 'Transaction Type'))).toEqual([
      '-- Pilih Transaction Type --',
      'Withdraw',
      'Deposit',
    ]);
    await choose(page, 'Transaction Type', 'Deposit');
    expect(await optionsOf(combobox(page, 'Upload Type'))).toEqual([
      '-- Pilih Upload Type --',
      'Upload BO',
      'Bank Settlement',
    ]);
    await choose(page, 'Upload Type', 'Bank Settlement');
    expect(await optionsOf(combobox(page, 'Upload Category'))).toEqual([
      '-- Pilih Upload Category --',
      'Bank',
      'E-Wallet',
      'QRIS',
      'QRIS Solita',
      'QRIS Minera',
      'QRIS Export',
      'Nexus Pay',
      'Manual Bank/Wallet',
    ]);
    await choose(page, 'Upload Category', 'Bank');
    // Nexus lists the NEXUS websites only: two of them, so none is taken by itself.
    expect(await optionsOf(combobox(page, 'Website'))).toEqual([
      '-- Pilih Website --',
      'ABC - Alpha Beta Casino',
      'XYZ - Xylo Zone',
    ]);
    await choose(page, 'Website', 'ABC - Alpha Beta Casino');
    expect(await optionsOf(combobox(page, 'Bank'))).toEqual([
      '-- Pilih Bank --',
      'BCA',
      'Mandiri',
      'BNI Mobile',
      'BNI Internet Banking',
      'CIMB',
    ]);
    await choose(page, 'Bank', 'BCA');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
    expect(await page.getByLabel('Statement Date').inputValue()).toBe(dayMonthYear(today));
    await page.getByLabel('Statement Date').fill('2026-06-05');
    await dropArea(page).waitFor();

    // Another transaction type resets everything below it, the date back to today.
    await choose(page, 'Transaction Type', 'Withdraw');
    expect(await combobox(page, 'Upload Type').inputValue()).toBe('');
    expect(await combobox(page, 'Upload Category').count()).toBe(0);
    expect(await dropArea(page).count()).toBe(0);
    await choose(page, 'Upload Type', 'Bank Settlement');
    expect(await optionsOf(combobox(page, 'Upload Category'))).toEqual([
      '-- Pilih Upload Category --',
      'Bank',
      'Nexus Pay',
      'Manual Bank/Wallet',
    ]);
    await choose(page, 'Upload Category', 'Bank');
    await choose(page, 'Website', 'ABC - Alpha Beta Casino');
    await choose(page, 'Bank', 'BCA');
    expect(await page.getByLabel('Statement Date').inputValue()).toBe(dayMonthYear(today));

    // Luxe: its deposit modes, its categories, and its own websites (DEF alone, so taken by itself).
    await choose(page, 'Provider', 'Luxe');
    await choose(page, 'Transaction Type', 'Deposit');
    await choose(page, 'Upload Type', 'Upload BO');
    expect(await optionsOf(combobox(page, 'Deposit Mode'))).toEqual([
      '-- Pilih Mode Deposit --',
      'Deposit',
      'Deposit (QRIS)',
    ]);
    await choose(page, 'Deposit Mode', 'Deposit');
    expect(await combobox(page, 'Website').inputValue()).toBe('DEF');
    await choose(page, 'Upload Type', 'Bank Settlement');
    expect(await optionsOf(combobox(page, 'Upload Category'))).toEqual([
      '-- Pilih Upload Category --',
      'Bank',
      'E-Wallet',
      'QRIS (Luxe)',
      'Manual Bank/Wallet',
    ]);
    await choose(page, 'Upload Category', 'E-Wallet');
    expect(await optionsOf(combobox(page, 'Auto Tx Type'))).toEqual(['Auto Tx']);
    await dropArea(page).waitFor();

    // Manual QRIS names no account: the chooser is fixed to QRIS and disabled.
    await choose(page, 'Upload Category', 'Manual Bank/Wallet');
    expect(await optionsOf(combobox(page, 'Bank / Wallet'))).toEqual([
      '-- Pilih Bank / Wallet --',
      'BRI',
      'Mandiri',
      'BNI',
      'OVO',
      'DANA',
      'Link Aja',
      'Gopay',
      'QRIS manual',
    ]);
    await choose(page, 'Bank / Wallet', 'QRIS manual');
    expect(await combobox(page, 'Account').isDisabled()).toBe(true);
    expect(await optionsOf(combobox(page, 'Account'))).toEqual(['QRIS']);
  });

  it('says what is missing, top to bottom, with the spec messages', async () => {
    const page = await openAs(ADMIN.name, ADMIN.password, '/upload');
    await pageTitle(page, 'BO dan Bank Settlement Upload').waitFor();
    await expectRefusal(page, '❌ Harap pilih Provider terlebih dahulu.');
    expect(await isFocused(combobox(page, 'Provider'))).toBe(true);
    expect(await combobox(page, 'Provider').getAttribute('aria-invalid')).toBe('true');

    await choose(page, 'Provider', 'Nexus');
    await expectRefusal(page, '❌ Kombinasi BO tidak dikenali.');
    expect(await isFocused(combobox(page, 'Transaction Type'))).toBe(true);

    await choose(page, 'Provider', 'Luxe');
    await choose(page, 'Transaction Type', 'Deposit');
    await choose(page, 'Upload Type', 'Upload BO');
    await expectRefusal(page, '❌ Pilih mode deposit (Deposit / Deposit (QRIS))');

    await choose(page, 'Deposit Mode', 'Deposit (QRIS)');
    await choose(page, 'Website', '-- Pilih Website --');
    await expectRefusal(page, '❌ Website wajib dipilih untuk QRIS Luxe.');

    await chooseCombination(page, 'Luxe', 'Deposit', 'Bank Settlement', 'QRIS (Luxe)');
    await choose(page, 'Website', '-- Pilih Website --');
    await expectRefusal(page, 'Website wajib dipilih untuk QRIS Luxe.');

    await chooseCombination(page, 'Nexus', 'Deposit', 'Bank Settlement', 'Bank');
    await expectRefusal(page, '❌ Harap pilih website terlebih dahulu.');
    expect(await isFocused(combobox(page, 'Website'))).toBe(true);

    await choose(page, 'Website', 'ABC - Alpha Beta Casino');
    await expectRefusal(page, '❌ Bank tidak dikenali.');

    // CIMB: ABC has no active CIMB account, and the chooser says where to add one.
    await choose(page, 'Bank', 'CIMB');
    await page.getByText('Belum ada akun aktif untuk bank ini.').waitFor();
    expect(await optionsOf(combobox(page, 'Account'))).toEqual(['-- Tidak ada akun aktif --']);
    await expectRefusal(page, '❌ Harap pilih Akun terlebih dahulu.');

    await choose(page, 'Bank', 'BCA');
    await expect.poll(() => combobox(page, 'Account').inputValue()).not.toBe('');
    await choose(page, 'Account', '-- Pilih Akun --');
    await expectRefusal(page, 'Harap pilih akun BCA terlebih dahulu.');

    await choose(page, 'Account', 'HENDRA KUSNADI - 4561237890');
    await page.getByLabel('Statement Date').fill('');
    await expectRefusal(page, 'Tanggal wajib diisi untuk mutasi BCA.');
    expect(await isFocused(page.getByLabel('Statement Date'))).toBe(true);

    await page.getByLabel('Statement Date').fill('2026-06-05');
    await expectRefusal(page, '❌ Harap pilih file terlebih dahulu.');
    expect(await isFocused(dropArea(page))).toBe(true);

    // A bank statement is a CSV, a text paste or a workbook (formats.md); anything else is refused.
    await chooseFile(page, fixture('README.md'));
    const wrongType = alert(page, '❌ File harus .csv, .txt, .xls atau .xlsx');
    await wrongType.waitFor();
    expect(await wrongType.textContent()).toBe('❌ File harus .csv, .txt, .xls atau .xlsx');
    await dropArea(page).waitFor();

    // Two CSV files dropped at once: refused whole, never trimmed to the first.
    const twoFiles = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['a\n'], 'satu.csv', { type: 'text/csv' }));
      transfer.items.add(new File(['b\n'], 'dua.csv', { type: 'text/csv' }));
      return transfer;
    });
    await dropArea(page).dispatchEvent('drop', { dataTransfer: twoFiles });
    await alert(page, '❌ File harus .csv, .txt, .xls atau .xlsx — Hanya satu file per unggahan.').waitFor();
    expect(await page.getByRole('button', { name: /^Remove / }).count()).toBe(0);

    // A file is kept until removed (Remove puts the drop area back).
    await chooseFile(page, path.join(DAY, 'bca-statement.csv'));
    await page.getByText('bca-statement.csv').waitFor();
    // With the file chosen, Submit is what is left: the focus goes there (issue 29 item 9).
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Submit Upload');
    await page.getByRole('button', { name: 'Remove bca-statement.csv' }).click();
    await dropArea(page).waitFor();

    await choose(page, 'Upload Category', 'Manual Bank/Wallet');
    await choose(page, 'Website', 'ABC - Alpha Beta Casino');
    await expectRefusal(page, '❌ Bank manual tidak dikenali.');
  });
});

describe('Upload: the labelled day of website ABC', () => {
  it('uploads the BO export, then the BCA statement, and reconciles them', async () => {
    const page = await openAs(ADMIN.name, ADMIN.password, '/upload');
    await pageTitle(page, 'BO dan Bank Settlement Upload').waitFor();

    await chooseCombination(page, 'Nexus', 'Deposit', 'Upload BO');
    await choose(page, 'Website', 'ABC - Alpha Beta Casino');
    await chooseFile(page, path.join(DAY, 'bo-deposit.csv'));
    await submit(page);
    const dialog = page.getByRole('dialog', { name: 'Konfirmasi Upload' });
    await dialog.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Batal');
    expect(await dialog.locator('dt').allTextContents()).toEqual([
      'Provider',
      'Transaction Type',
      'Upload Type',
      'Mode',
      'Website',
      'Bank',
      'Account',
      'Statement Date',
      'File',
      'Skala BO',
    ]);
    expect(await dialog.locator('dd').allTextContents()).toEqual([
      'Nexus',
      'Deposit',
      'Upload BO',
      '-',
      'ABC - Alpha Beta Casino',
      '-',
      '-',
      '-',
      'bo-deposit.csv',
      '×1.000 (nominal di file dibaca dalam ribuan rupiah)',
    ]);
    // Batal leaves the form as it was.
    await dialog.getByRole('button', { name: 'Batal' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('bo-deposit.csv').waitFor();

    await submit(page);
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/checkdata'));
    await dialog.getByRole('button', { name: 'Ya, Lanjutkan' }).click();
    const bar = page.getByRole('progressbar', { name: 'Upload progress' });
    await bar.waitFor();
    const body = (await sent).postData() ?? '';
    expect(body).toContain('name="groups"\r\n\r\nABC');
    expect(body).toContain('name="jenis"\r\n\r\nDEPO');
    expect(body).toContain('name="myfile"; filename="bo-deposit.csv"');
    await notice(page, '✅ 39 data berhasil ditambahkan').waitFor({ timeout: 30_000 });
    await bar.waitFor({ state: 'detached' });
    // The form starts again.
    expect(await combobox(page, 'Provider').inputValue()).toBe('');
    expect(await stat(page, 'Ditambahkan').first().textContent()).toBe('39');
    expect(await stat(page, 'Dilewati').allTextContents()).toEqual(['1', 'Rejected 1']);
    expect(await stat(page, 'Pending BO').first().textContent()).toBe('39');
    // Each business date of the new rows, with its own pending counts (decision 069).
    expect(
      await page.getByRole('list', { name: 'Per tanggal bisnis' }).getByRole('listitem').allTextContents(),
    ).toEqual(['39 baris masuk 5 Jun · pending BO 39, mutasi 0']);

    await fillBcaUpload(page);
    await submit(page);
    await dialog.waitFor();
    expect(await dialog.locator('dd').allTextContents()).toEqual([
      'Nexus',
      'Deposit',
      'Bank Settlement',
      'Bank',
      'ABC - Alpha Beta Casino',
      'BCA',
      'HENDRA KUSNADI - 4561237890',
      '05-Jun-2026',
      'bca-statement.csv',
    ]);
    const bca = page.waitForRequest((request) => request.url().endsWith('/api/mutasiupdepobca'));
    await dialog.getByRole('button', { name: 'Ya, Lanjutkan' }).click();
    const bcaBody = (await bca).postData() ?? '';
    for (const [name, value] of Object.entries({
      groups: 'ABC',
      jenis: 'DEPO',
      corporate_bank_name: 'HENDRA KUSNADI',
      corporate_bank_no: '4561237890',
      dates: '05-Jun-2026',
    })) {
      expect(bcaBody).toContain(`name="${name}"\r\n\r\n${value}\r\n`);
    }
    await notice(page, '✅ 35 data berhasil ditambahkan').waitFor({ timeout: 30_000 });
    expect(await stat(page, 'Ditambahkan').first().textContent()).toBe('35');
    expect(await stat(page, 'Dilewati').allTextContents()).toEqual(['3', 'Debit (bukan deposit) 3']);
    // expected.json: 30 EXACT and 2 UNIQUE pairs on this statement; the QRIS rows wait for their file.
    expect(await stat(page, 'Cocok otomatis').allTextContents()).toEqual([
      '32',
      'REF 0 · EXACT 30 · UNIQUE 2',
    ]);
    expect(await stat(page, 'Pending BO').allTextContents()).toEqual(['7', '1 grup sengketa']);
    expect(await stat(page, 'Pending Mutasi').allTextContents()).toEqual(['3']);
    expect(await page.getByLabel('Statement Date').count()).toBe(0);
    await screenshot(page, 'upload-reconciled-1440-light');

    // The same statement again adds nothing, and says so.
    await fillBcaUpload(page);
    await submit(page);
    await dialog.getByRole('button', { name: 'Ya, Lanjutkan' }).click();
    await notice(page, 'ℹ️ Data sudah ada untuk tanggal 05-Jun-2026.').waitFor({ timeout: 30_000 });
    expect(await stat(page, 'Ditambahkan').first().textContent()).toBe('0');
    expect(await stat(page, 'Sudah ada').first().textContent()).toBe('35');
    // Nothing new, so nothing was reconciled: no matched or pending figures that would read as zero.
    await page.getByText('Tidak ada baris baru, jadi rekonsiliasi tidak dijalankan.').waitFor();
    expect(await stat(page, 'Pending BO').count()).toBe(0);
  });

  it('shows the server refusal of a file, its rows, and starts the form again', async () => {
    const page = await openAs(ADMIN.name, ADMIN.password, '/upload');
    await chooseCombination(page, 'Nexus', 'Deposit', 'Upload BO');
    await choose(page, 'Website', 'ABC - Alpha Beta Casino');
    await chooseFile(page, fixture('bad/nexus-deposit-other-website.csv'));
    await submit(page);
    await page.getByRole('button', { name: 'Ya, Lanjutkan' }).click();
    const refusal = alert(page, '❌ Upload failed: ');
    await refusal.waitFor({ timeout: 30_000 });
    expect(await refusal.textContent()).toMatch(/^❌ Upload failed: \S/);
    const card = page.locator('section', {
      has: page.getByRole('heading', { name: 'Hasil Upload Terakhir' }),
    });
    await card.getByText(/XYZ/).first().waitFor();
    expect(await combobox(page, 'Provider').inputValue()).toBe('');

    // The choices are offered back with one press (issue 17, item 2; decision 036); only the file is left.
    const again = page.getByRole('button', { name: 'Pakai pilihan terakhir' });
    expect(await page.getByText('Nexus · Deposit · Upload BO · ABC', { exact: true }).count()).toBe(1);
    await again.focus();
    await page.keyboard.press('Enter');
    expect(await combobox(page, 'Provider').inputValue()).toBe('nexus');
    expect(await combobox(page, 'Upload Type').inputValue()).toBe('bo');
    expect(await combobox(page, 'Website').inputValue()).toBe('ABC');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('button');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('.csv');
    expect(await again.count()).toBe(0);
    // Kept for this user across a reload.
    await page.reload();
    await again.waitFor();
  });
});

describe('Upload: what the server is doing after the bytes are sent', () => {
  /*
   * On the embedded database, as `npm start` runs (decision 036): its one connection is held by the upload's
   * transaction, so the phases are answered from memory. A server of its own, so the busy upload holds no one
   * else's database.
   */
  let embedded: RunningServer | undefined;

  beforeAll(async () => {
    embedded = await startServer({ ADMIN_USERNAME: ADMIN.name, ADMIN_PASSWORD: ADMIN.password });
  });

  afterAll(async () => {
    await embedded?.stop();
  });

  it('names the server phase under the bar, in a live status (issue 17, item 3)', async () => {
    // A busy BO export (40.000 requests), so the server works long enough to be asked what it is doing.
    const staff = await StaffApi.signIn(embedded!.url);
    const code = `PH${unique()}`.toUpperCase();
    const name = `Fase ${code}`;
    const account = { name: 'FASE RAMAI', number: '7719283746' };
    await staff.ensureWebsite(code, name, account);
    const day = generatedDay();
    const deposits = ticketSeries(40_000).map((ticket, index) => ({
      ticket,
      username: `ramai${index}`,
      holder: 'Pemain Ramai',
      amount: 10_000 + (index % 500) * 1000,
      minute: index % 600,
    }));
    const folder = mkdtempSync(path.join(tmpdir(), 'rekon-e2e-phase-'));
    const file = path.join(folder, 'bo-ramai.csv');
    writeFileSync(file, nexusDepositCsv(code, account, day, deposits));

    const page = await open({}, embedded!.url);
    await signInQuickly(current(), ADMIN.name, ADMIN.password);
    await page.goto('/upload');
    await chooseCombination(page, 'Nexus', 'Deposit', 'Upload BO');
    await choose(page, 'Website', `${code} - ${name}`);
    await chooseFile(page, file);
    // Every text the live status shows, as it is written in.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { phases: string[] }).phases = seen;
      new MutationObserver(() => {
        for (const status of document.querySelectorAll('[role="status"]')) {
          const text = status.textContent ?? '';
          if (text && seen.at(-1) !== text) seen.push(text);
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await submit(page);
    await page.getByRole('button', { name: 'Ya, Lanjutkan' }).click();
    await notice(page, '✅ 40.000 data berhasil ditambahkan').waitFor({ timeout: 120_000 });
    const seen = await page.evaluate(() => (window as unknown as { phases: string[] }).phases);
    expect(seen).toContainEqual(
      expect.stringMatching(
        /^(Server membaca dan memeriksa file…|Menyimpan 40\.000 baris…|Mencocokkan 40\.000 baris baru…)$/,
      ),
    );
    rmSync(folder, { recursive: true, force: true });
  });
});

describe('Upload as CHECKER', () => {
  it('offers its own website only, and takes a single account by itself', async () => {
    const page = await openAs(checkerName, STRONG_PASSWORD, '/upload');
    await chooseCombination(page, 'Nexus', 'Withdraw', 'Bank Settlement', 'Bank');
    expect(await optionsOf(combobox(page, 'Website'))).toEqual([
      '-- Pilih Website --',
      'ABC - Alpha Beta Casino',
    ]);
    expect(await combobox(page, 'Website').inputValue()).toBe('ABC');
    await choose(page, 'Bank', 'BCA');
    await expect.poll(() => combobox(page, 'Account').inputValue()).not.toBe('');
    expect(await combobox(page, 'Account').locator('option:checked').textContent()).toBe(
      'RIKA AMELIA - 4561239012',
    );
    await choose(page, 'Provider', 'Luxe');
    await choose(page, 'Transaction Type', 'Withdraw');
    await choose(page, 'Upload Type', 'Upload BO');
    expect(await optionsOf(combobox(page, 'Website'))).toEqual(['-- No Website --']);
    await expectRefusal(page, '❌ Harap pilih website terlebih dahulu.');
  });
});

describe('Website: the BO scale', () => {
  it('lets an ADMIN change it after a confirmation', async () => {
    const page = await openAs(ADMIN.name, ADMIN.password, '/website');
    const row = rowWith(page, 'Website list', 'XYZ');
    const scale = row.getByRole('combobox', { name: 'BO Scale Xylo Zone' });
    expect(await scale.inputValue()).toBe('1000');
    expect(await optionsOf(scale)).toEqual(['×1', '×1.000']);

    await scale.selectOption({ label: '×1' });
    const dialog = page.getByRole('dialog', { name: 'Change BO Scale' });
    await dialog
      .getByText(
        'Ubah skala BO Xylo Zone (XYZ) dari ×1.000 menjadi ×1 (nominal panel sudah dalam rupiah)? Berlaku untuk upload BO berikutnya.',
      )
      .waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await scale.inputValue()).toBe('1000');

    await scale.selectOption({ label: '×1' });
    await dialog.getByRole('button', { name: 'Yes, Change' }).click();
    await notice(page, 'Website XYZ berhasil diperbarui.').waitFor();
    await expect.poll(() => scale.inputValue()).toBe('1');
  });

  it('shows it read-only to a CHECKER', async () => {
    const page = await openAs(checkerName, STRONG_PASSWORD, '/website');
    const row = rowWith(page, 'Website list', 'ABC');
    await row.waitFor();
    expect(await row.getByRole('combobox').count()).toBe(0);
    expect(await row.getByRole('cell', { name: '×1.000', exact: true }).count()).toBe(1);
  });
});

describe.each(['light', 'dark'] as const)('Upload screens, %s theme', (theme) => {
  it.each([1440, 1024, 390])('%i px: axe and screenshots', async (width) => {
    const tag = (name: string) => `${name}-${width}-${theme}`;
    const page = await openAs(ADMIN.name, ADMIN.password, '/upload', lookOptions(width, theme));
    await pageTitle(page, 'BO dan Bank Settlement Upload').waitFor();
    await expectAccessible(page, tag('upload-empty'));
    await screenshot(page, tag('upload-empty'));

    await fillBcaUpload(page, { withFile: false });
    await expectAccessible(page, tag('upload-drop-area'));
    await screenshot(page, tag('upload-drop-area'));
    await chooseFile(page, path.join(DAY, 'bca-statement.csv'));
    await expectAccessible(page, tag('upload-filled'));
    await screenshot(page, tag('upload-filled'));

    await submit(page);
    const dialog = page.getByRole('dialog', { name: 'Konfirmasi Upload' });
    await dialog.waitFor();
    await expectAccessible(page, tag('upload-confirm'));
    await screenshot(page, tag('upload-confirm'), { fullPage: false });
    await dialog.getByRole('button', { name: 'Ya, Lanjutkan' }).click();
    await notice(page, 'ℹ️ Data sudah ada untuk tanggal 05-Jun-2026.').waitFor({ timeout: 30_000 });
    await expectAccessible(page, tag('upload-result'));
    await screenshot(page, tag('upload-result'));

    await choose(page, 'Provider', 'Nexus');
    await submit(page);
    await alert(page, '❌ Kombinasi BO tidak dikenali.').waitFor();
    await expectAccessible(page, tag('upload-invalid'));
    await screenshot(page, tag('upload-invalid'), { fullPage: false });

    await page.goto('/website');
    await rowWith(page, 'Website list', 'ABC').waitFor();
    await expectAccessible(page, tag('website-bo-scale'));
    await screenshot(page, tag('website-bo-scale'));
  });
});
