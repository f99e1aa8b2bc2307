import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN } from './support/accounts';
import { ApiSession } from './support/api';
import { signInQuickly } from './support/browser';
import { useBrowser } from './support/harness';
import { combobox, notice } from './support/locators';
import { repoRoot, startServer, type RunningServer } from './support/server';

/**
 * A statement with a hole in it (formats.md "Balance continuity"): a page of KlikBCA was not exported. The
 * Upload screen stores it and says where the balance breaks; the dashboard marks the account-day. Runs on a
 * server of its own, so its website does not reach the other files' dashboards.
 */
let server: RunningServer;
const { open, current } = useBrowser(inject('baseUrl'));
const GAP_FILE = path.join(repoRoot, 'fixtures/portal/bca/klikbca-balance-gap.csv');
const BREAK = 'Saldo tidak nyambung setelah baris 10: selisih Rp 650.000';
/** The next day as an Excel workbook, whose opening is Rp 250.000 above the day before's closing. */
const NEXT_DAY_FILE = path.join(repoRoot, 'fixtures/portal/bca/klikbca-next-day-gap.xlsx');
const GAP =
  'Saldo awal file tidak nyambung dengan saldo akhir upload sebelumnya (05-Jun-2026): selisih Rp 250.000';

beforeAll(async () => {
  server = await startServer({ ADMIN_USERNAME: ADMIN.name, ADMIN_PASSWORD: ADMIN.password });
  const admin = await ApiSession.signIn(server.url, ADMIN.name, ADMIN.password);
  await admin.createWebsite('Gamma Prima', 'GPX');
  await admin.createAkunBank('GPX', 'DEPO', 'BCA', 'LINDA KUSUMAWATI', '7730012345');
});

afterAll(async () => {
  await server?.stop();
});

async function openAsAdmin(pathname: string) {
  const page = await open({}, server.url);
  await signInQuickly(current(), ADMIN.name, ADMIN.password);
  await page.goto(pathname);
  return page;
}

const choose = (page: Page, label: string, option: string) =>
  combobox(page, label).selectOption({ label: option });

/** Fills the Bank Settlement form for GPX's BCA account and submits `file` for `statementDate`. */
async function uploadStatement(page: Page, file: string, statementDate: string) {
  await choose(page, 'Provider', 'Nexus');
  await choose(page, 'Transaction Type', 'Deposit');
  await choose(page, 'Upload Type', 'Bank Settlement');
  await choose(page, 'Upload Category', 'Bank');
  await choose(page, 'Website', 'GPX - Gamma Prima');
  await choose(page, 'Bank', 'BCA');
  await expect.poll(() => combobox(page, 'Account').inputValue()).not.toBe('');
  await page.getByLabel('Statement Date').fill(statementDate);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /Tarik & lepas file \.csv, \.txt, \.xls atau \.xlsx/ }).click();
  await (await chooser).setFiles(file);
  await page.getByRole('button', { name: 'Submit Upload' }).click();
  await page
    .getByRole('dialog', { name: 'Konfirmasi Upload' })
    .getByRole('button', { name: 'Ya, Lanjutkan' })
    .click();
}

describe('Balance continuity on the Upload screen and the dashboard', () => {
  it('stores a statement with missing rows and shows where its balance breaks', async () => {
    const page = await openAsAdmin('/upload');
    await uploadStatement(page, GAP_FILE, '2026-06-05');
    await notice(page, '✅ 8 data berhasil ditambahkan').waitFor({ timeout: 30_000 });

    const breaks = page.getByRole('status', { name: /Saldo tidak nyambung/ });
    await breaks.waitFor();
    expect(await breaks.locator('li').allTextContents()).toEqual([BREAK]);

    await page.goto('/');
    await page.getByLabel('Tanggal', { exact: true }).fill('2026-06-05');
    const card = page.getByRole('article', { name: /Gamma Prima/ });
    await card.getByText('Mutasi belum lengkap: 1 rekening').waitFor();
    expect(await card.getByRole('list', { name: 'Saldo tidak nyambung' }).textContent()).toBe(
      `BCA 7730012345: ${BREAK}`,
    );
  });

  it("reads the next day's Excel workbook and shows that its opening does not follow the day before", async () => {
    const page = await openAsAdmin('/upload');
    await uploadStatement(page, NEXT_DAY_FILE, '2026-06-06');
    await notice(page, '✅ 2 data berhasil ditambahkan').waitFor({ timeout: 30_000 });

    const breaks = page.getByRole('status', { name: /Saldo tidak nyambung/ });
    await breaks.waitFor();
    expect(await breaks.locator('li').allTextContents()).toEqual([GAP]);

    await page.goto('/');
    await page.getByLabel('Tanggal', { exact: true }).fill('2026-06-06');
    const card = page.getByRole('article', { name: /Gamma Prima/ });
    await card.getByText('Mutasi belum lengkap: 1 rekening').waitFor();
    expect(await card.getByRole('list', { name: 'Saldo tidak nyambung' }).textContent()).toBe(
      `BCA 7730012345: ${GAP}`,
    );
  });
});
