import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { STRONG_PASSWORD, unique } from './support/accounts';
import { expectAccessible, lookOptions, pageTitle, screenshot, type SessionOptions } from './support/browser';
import { useBrowser } from './support/harness';
import { button, combobox, notice, openSuggestions, rowWith, tablesSettled } from './support/locators';
import {
  generatedDay,
  nexusDepositCsv,
  StaffApi,
  ticketSeries,
  uploadManualStatement,
  type CorporateAccount,
  type GeneratedDeposit,
} from './support/review-data';

/**
 * Issue 14 on the screens: a day that arrives in slices. A statement credit "ADI PUTRA" Rp 150.000 and the
 * morning BO slice make an automatic pair; the evening slice, which the checker uploads on the Upload screen,
 * brings a second player with the same holder name and amount. Nothing tells the two apart, so the pair is
 * reopened: both requests are Pending and Contested, and the screens say why the first came back. The checker
 * settles the group with the suggested credit, and the other request's mark and suggestion go.
 */
const baseUrl = inject('baseUrl');
const { openAs } = useBrowser(baseUrl);
const suffix = unique();
const code = `RO${suffix}`;
const checker = `chk.ro.${suffix.toLowerCase()}`;
const ACCOUNT: CorporateAccount = { name: 'HENDRA KUSNADI', number: '1370012345678', bank: 'MANDIRI' };
const day = generatedDay();
const [morningTicket, eveningTicket] = ticketSeries(2) as [string, string];
const request = (ticket: string, username: string, minute: number): GeneratedDeposit => ({
  ticket,
  username,
  holder: 'ADI PUTRA',
  amount: 150_000,
  minute,
});
const EVENING_FILE = 'bo-sore.csv';
const CREDIT = 'Rp 150.000 · ADI PUTRA';
const REOPEN_NOTE = new RegExp(
  `^dibuka ulang: ada kandidat baru dari upload #\\d+ ${EVENING_FILE.replace('.', '\\.')} \\(BO ${eveningTicket}\\)$`,
);

interface UploadAnswer {
  summary: { matched: { REF: number; EXACT: number; UNIQUE: number }; reopened: number };
}

let folder: string;

beforeAll(async () => {
  const admin = await StaffApi.signIn(baseUrl);
  const websiteId = await admin.ensureWebsite(code, `Reopen ${suffix}`, ACCOUNT);
  await admin.createUser(checker, STRONG_PASSWORD, 'CHECKER', websiteId);
  // The statement first, then the morning slice: one request, one credit, an automatic pair.
  await uploadManualStatement(admin, code, ACCOUNT, day, [
    { sender: 'ADI PUTRA', amount: 150_000, minute: 5, reference: `R${suffix}` },
  ]);
  const morning = (await admin.upload(
    '/api/checkdata',
    { groups: code },
    'bo-pagi.csv',
    nexusDepositCsv(code, ACCOUNT, day, [request(morningTicket, `adiputra${suffix}`, 6)]),
  )) as unknown as UploadAnswer;
  expect(morning.summary).toMatchObject({ matched: { EXACT: 1 }, reopened: 0 });
  // The evening slice: another player, the same holder name and amount, a minute later.
  folder = mkdtempSync(path.join(tmpdir(), 'rekon-reopen-'));
  writeFileSync(
    path.join(folder, EVENING_FILE),
    nexusDepositCsv(code, ACCOUNT, day, [request(eveningTicket, `adi_p77${suffix}`, 7)]),
  );
});

afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const boTable = (page: Page) => page.getByRole('table', { name: 'BO Deposit' });
const boRow = (page: Page, ticket: string) => rowWith(page, 'BO Deposit', ticket);
const creditRow = (page: Page) => rowWith(page, 'Mutasi Deposit', 'Rp 150.000');
const statusCell = (row: ReturnType<typeof boRow>) => row.getByRole('cell').nth(2);

/** View BO (or View Mutasi) of the checker, opened on the generated day as a link would. */
async function openReview(screen: 'view-bo' | 'view-mutasi', status: string, options: SessionOptions = {}) {
  const page = await openAs(
    checker,
    STRONG_PASSWORD,
    `/${screen}?type=deposit&website=${code}&date=${day.wireDate}&status=${status}`,
    options,
  );
  await page.getByRole('table', { name: screen === 'view-bo' ? 'BO Deposit' : 'Mutasi Deposit' }).waitFor();
  await tablesSettled(page);
  return page;
}

describe('a reopened contested group, as a CHECKER meets it', () => {
  it('uploads the evening slice on the Upload screen and is told a pair was reopened', async () => {
    const page = await openAs(checker, STRONG_PASSWORD, '/upload', lookOptions(1440, 'light'));
    await pageTitle(page, 'BO dan Bank Settlement Upload').waitFor();
    await combobox(page, 'Provider').selectOption({ label: 'Nexus' });
    await combobox(page, 'Transaction Type').selectOption({ label: 'Deposit' });
    await combobox(page, 'Upload Type').selectOption({ label: 'Upload BO' });
    // The checker's own website is the only one, taken by itself.
    await expect.poll(() => combobox(page, 'Website').inputValue()).toBe(code);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: /Tarik & lepas file \.csv/ }).click();
    await (await chooser).setFiles(path.join(folder, EVENING_FILE));
    await button(page, 'Submit Upload').click();
    await page
      .getByRole('dialog', { name: 'Konfirmasi Upload' })
      .getByRole('button', { name: 'Ya, Lanjutkan' })
      .click();

    const line = page.getByRole('link', { name: '1 pasangan otomatis dibuka ulang — cek View BO' });
    await line.waitFor({ timeout: 30_000 });
    await expectAccessible(page, 'upload-reopened');
    await screenshot(page, 'upload-reopened-1440-light');

    await line.click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/view-bo' &&
        url.searchParams.get('website') === code &&
        url.searchParams.get('status') === 'pending' &&
        url.searchParams.get('type') === 'deposit',
    );
    await pageTitle(page, 'View BO').waitFor();
    // The day is chosen by the checker: the summary does not say which days the pairs belong to.
    await page.getByLabel('Date', { exact: true }).fill(day.isoDate);
    await button(page, 'Search').click();
    await boTable(page).waitFor();
    await tablesSettled(page);
    await boRow(page, morningTicket).waitFor();
    await boRow(page, eveningTicket).waitFor();
  });

  it('shows both requests Contested on View BO, and on the reopened one why it came back', async () => {
    const page = await openReview('view-bo', 'pending', lookOptions(1440, 'light'));
    for (const ticket of [morningTicket, eveningTicket]) {
      await statusCell(boRow(page, ticket)).getByText('Contested', { exact: true }).waitFor();
      await openSuggestions(page, ticket);
      const suggestions = boRow(page, ticket).getByRole('list', { name: `Saran mutasi ${ticket}` });
      expect(await suggestions.getByRole('listitem').allTextContents()).toEqual([
        expect.stringContaining(CREDIT),
      ]);
    }
    const note = statusCell(boRow(page, morningTicket)).getByText(/^dibuka ulang:/);
    expect(await note.textContent()).toMatch(REOPEN_NOTE);
    // Shown whole: nothing of it is cut off or scrolled away inside its cell.
    expect(await note.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    expect(
      await statusCell(boRow(page, eveningTicket))
        .getByText(/dibuka ulang/)
        .count(),
    ).toBe(0);
    await expectAccessible(page, 'view-bo-reopened');
    await screenshot(page, 'view-bo-reopened-1440-light');
  });

  it('shows the credit Pending and Contested on View Mutasi, with the same note', async () => {
    const page = await openReview('view-mutasi', 'all', lookOptions(1440, 'light'));
    const status = creditRow(page).getByRole('cell').nth(1);
    expect(await status.getByText('Pending', { exact: true }).count()).toBe(1);
    await status.getByText('Contested', { exact: true }).waitFor();
    expect(await status.getByText(/^dibuka ulang:/).textContent()).toMatch(REOPEN_NOTE);
    await expectAccessible(page, 'view-mutasi-reopened');
    await screenshot(page, 'view-mutasi-reopened-1440-light');
  });

  it.each([
    [390, 'light'],
    [1024, 'dark'],
  ] as const)('reads well at %i px in the %s theme', async (width, theme) => {
    const page = await openReview('view-bo', 'pending', lookOptions(width, theme));
    await statusCell(boRow(page, morningTicket))
      .getByText(/^dibuka ulang:/)
      .waitFor();
    await expectAccessible(page, `view-bo-reopened-${width}-${theme}`);
    await screenshot(page, `view-bo-reopened-${width}-${theme}`);
  });

  it('pairs one request with the suggested credit; the other loses its mark and its suggestion', async () => {
    const page = await openReview('view-bo', 'pending');
    await openSuggestions(page, morningTicket);
    const pick = button(page, `Pakai ${CREDIT} sebagai pasangan ${morningTicket}`);
    await pick.click();
    expect(await pick.getAttribute('aria-pressed')).toBe('true');
    await page
      .getByRole('textbox', { name: `Ket ${morningTicket}`, exact: true })
      .fill('Cek mutasi 150.000 ADI PUTRA');
    await button(page, `Update ${morningTicket}`).click();
    const dialog = page.getByRole('dialog', { name: `Update ${morningTicket}` });
    await dialog.getByText(`Pasangan: ${CREDIT}`).waitFor();
    await dialog.getByRole('button', { name: 'Yes, Update' }).click();
    await notice(page, '1 data berhasil di-approve.').waitFor();
    await boRow(page, morningTicket).waitFor({ state: 'detached' });

    const other = boRow(page, eveningTicket);
    await openSuggestions(page, eveningTicket);
    await other.getByText('Tidak ada mutasi pending yang mirip.').waitFor();
    expect(await statusCell(other).textContent()).toBe('Pending');
    expect(await other.getByRole('button', { name: /^Pakai / }).count()).toBe(0);
    await screenshot(page, 'view-bo-settled-1440-light');

    // Asked again from the server, the screen says the same.
    await button(page, 'Search').click();
    await tablesSettled(page);
    await other.getByText('Tidak ada mutasi pending yang mirip.').waitFor();
    expect(await other.getByText('Contested').count()).toBe(0);
  });

  it('shows the credit approved on View Mutasi, with the checker’s ticket and no mark', async () => {
    const page = await openReview('view-mutasi', 'approve');
    const cells = creditRow(page).getByRole('cell');
    expect(await cells.nth(1).textContent()).toBe('Approve');
    expect(await cells.nth(4).textContent()).toBe(morningTicket);
  });
});
