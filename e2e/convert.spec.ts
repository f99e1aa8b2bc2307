import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN, STRONG_PASSWORD, unique } from './support/accounts';
import { ApiSession } from './support/api';
import { expectAccessible, holdRequests, lookOptions, pageTitle, screenshot } from './support/browser';
import { useBrowser } from './support/harness';
import { alert, notice } from './support/locators';
import { repoRoot } from './support/server';

const baseUrl = inject('baseUrl');
const { openAs } = useBrowser(baseUrl);
const fixture = (name: string) => path.join(repoRoot, 'fixtures', name);
let checkerName: string;
let csName: string;

beforeAll(async () => {
  const admin = await ApiSession.signIn(baseUrl, ADMIN.name, ADMIN.password);
  const suffix = unique();
  const websiteId = await admin.createWebsite(`Convert ${suffix}`, `CV${suffix}`);
  checkerName = `chk.convert.${suffix.toLowerCase()}`;
  csName = `cs.convert.${suffix.toLowerCase()}`;
  await admin.createUser(checkerName, STRONG_PASSWORD, 'CHECKER', websiteId);
  await admin.createUser(csName, STRONG_PASSWORD, 'CS', websiteId);
});

const bank = (page: Page) => page.getByRole('combobox', { name: 'Bank', exact: true });
const convertButton = (page: Page) => page.getByRole('button', { name: 'Convert & Download' });
const dropArea = (page: Page) => page.getByRole('button', { name: /Tarik & lepas file \.xls/ });

async function chooseFile(page: Page, file: string) {
  const chooser = page.waitForEvent('filechooser');
  await dropArea(page).click();
  await (await chooser).setFiles(file);
}

async function expectAlert(page: Page, message: string) {
  const box = alert(page, message);
  await box.waitFor();
  expect(await box.textContent()).toBe(message);
}

describe('Convert Mutasi', () => {
  it('asks for a bank and an Excel file, one at a time', async () => {
    const page = await openAs(ADMIN.name, ADMIN.password, '/convert-mutasi');
    await pageTitle(page, 'Convert Mutasi').waitFor();
    expect(await bank(page).locator('option').allTextContents()).toEqual([
      '-- Pilih Bank --',
      'BNI Mobile Banking',
      'Mandiri',
      'QRIS',
    ]);
    await convertButton(page).click();
    await expectAlert(page, '❌ Please select a bank and file.');
    await bank(page).selectOption({ label: 'BNI Mobile Banking' });
    await convertButton(page).click();
    await expectAlert(page, '❌ Please select a bank and file.');

    await chooseFile(page, fixture('bni/bnidirect.csv'));
    await expectAlert(page, '❌ File harus .xls atau .xlsx');
    const twoFiles = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['a'], 'satu.xlsx'));
      transfer.items.add(new File(['b'], 'dua.xlsx'));
      return transfer;
    });
    await dropArea(page).dispatchEvent('drop', { dataTransfer: twoFiles });
    await expectAlert(page, '❌ File harus .xls atau .xlsx — Hanya satu file per unggahan.');
    await dropArea(page).waitFor();
  });

  it('converts a BNI Mobile workbook and downloads the CSV under the same base name', async () => {
    const page = await openAs(checkerName, STRONG_PASSWORD, '/convert-mutasi');
    await bank(page).selectOption({ label: 'BNI Mobile Banking' });
    await chooseFile(page, fixture('bni/bni-mobile.xlsx'));
    await page.getByText('bni-mobile.xlsx').waitFor();
    // Held back until the "Processing..." state has been seen.
    const release = await holdRequests(page, '**/api/uploadfixbnimobileformat');
    const download = page.waitForEvent('download');
    await convertButton(page).click();
    await notice(page, 'Processing...').waitFor();
    expect(await page.getByRole('button', { name: 'Processing...' }).isDisabled()).toBe(true);
    release();
    const file = await download;
    expect(file.suggestedFilename()).toBe('bni-mobile.csv');
    const converted = readFileSync(await file.path());
    expect(converted.equals(readFileSync(fixture('bni/bni-mobile-converted.csv')))).toBe(true);
    await notice(page, '✅ File converted and downloaded successfully!').waitFor();
    // The file is spent; the bank stays for the next one.
    await dropArea(page).waitFor();
    expect(await bank(page).inputValue()).toBe('bni-mobile');
  });

  it('shows the server reason when a workbook cannot be read', async () => {
    const page = await openAs(ADMIN.name, ADMIN.password, '/convert-mutasi');
    await bank(page).selectOption({ label: 'Mandiri' });
    await chooseFile(page, fixture('bad/encrypted-like.xlsx'));
    await convertButton(page).click();
    await expectAlert(
      page,
      '❌ Conversion failed. File Excel terkunci password. Buka di Excel, simpan tanpa password, lalu coba lagi.',
    );
  });

  it('is not for CS', async () => {
    const page = await openAs(csName, STRONG_PASSWORD, '/convert-mutasi');
    await page.waitForURL((url) => url.pathname === '/not-found');
  });
});

describe.each(['light', 'dark'] as const)('Convert Mutasi, %s theme', (theme) => {
  it.each([1440, 1024, 390])('%i px: axe and screenshots', async (width) => {
    const tag = (name: string) => `${name}-${width}-${theme}`;
    const page = await openAs(ADMIN.name, ADMIN.password, '/convert-mutasi', lookOptions(width, theme));
    await pageTitle(page, 'Convert Mutasi').waitFor();
    await expectAccessible(page, tag('convert-empty'));
    await screenshot(page, tag('convert-empty'));
    await bank(page).selectOption({ label: 'QRIS' });
    await chooseFile(page, fixture('qris/qris-vendor.xlsx'));
    await expectAccessible(page, tag('convert-ready'));
    await screenshot(page, tag('convert-ready'));
    const download = page.waitForEvent('download');
    await convertButton(page).click();
    expect((await download).suggestedFilename()).toBe('qris-vendor.csv');
    await notice(page, '✅ File converted and downloaded successfully!').waitFor();
    await expectAccessible(page, tag('convert-done'));
    await screenshot(page, tag('convert-done'));
  });
});
