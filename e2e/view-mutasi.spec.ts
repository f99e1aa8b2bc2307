import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { STRONG_PASSWORD, unique } from './support/accounts';
import { expectAccessible, lookOptions, pageTitle, screenshot } from './support/browser';
import { useBrowser } from './support/harness';
import { alert, button, combobox, notice, rowWith, tablesSettled } from './support/locators';
import { DAY_ABC, loadDayAbc, StaffApi } from './support/review-data';

/**
 * View Mutasi (spec section 2) on website ABC's labelled day: a CHECKER of ABC reads the statement rows, which
 * rows found their BO ticket, which are still pending, searches them and exports them.
 */
const baseUrl = inject('baseUrl');
const { openAs } = useBrowser(baseUrl);
const checker = `chk.mut.${unique().toLowerCase()}`;

const DEPOSIT_HEADERS = [
  'No',
  'Status',
  'Ket',
  'Mutasi Amount',
  'Ticket No',
  'App Date',
  'Player Bank Name',
  'Corporate Bank',
  'Mutasi Website',
  'Transaction ID',
];
/**
 * The transaction time and the bank's description (decision 069), Kategori (an explained row's category, decision
 * 054) and Sumber (the upload or feed a row came from, decision 067) are one choice away; Action (decision 054)
 * always shows.
 */
const ON_CHOICE = ['Waktu Transaksi', 'Keterangan Bank', 'Kategori', 'Sumber'];
const withDesk = (headers: string[]) => [...headers, ...ON_CHOICE, 'Action'];
/** Every row is of the website searched: its column starts hidden (decision 046), one choice away. */
const shownByDefault = (headers: string[]) =>
  withDesk(headers).filter((header) => !['Mutasi Website', ...ON_CHOICE].includes(header));
const choosable = (headers: string[]) =>
  withDesk(headers).filter((header) => !['No', 'Status', 'Action'].includes(header));
const chooserItems = async (page: Page) => {
  await button(page, 'Kolom').click();
  const items = await page.getByRole('menuitemcheckbox').allTextContents();
  await page.keyboard.press('Escape');
  return items;
};

interface MutasiRow {
  mutasi_id: number;
  mutasi_amount: number;
  mutasi_app: boolean;
  mutasi_ticket: string | null;
  mutasi_player_bank_name: string | null;
}

let admin: StaffApi;
/** Every deposit statement row of 05-Jun-2026, as the server lists it. */
let dayRows: MutasiRow[];

beforeAll(async () => {
  admin = await StaffApi.signIn(baseUrl);
  const websiteId = await loadDayAbc(admin);
  await admin.createUser(checker, STRONG_PASSWORD, 'CHECKER', websiteId);
  dayRows = await admin.call<MutasiRow[]>(
    'GET',
    `/api/viewmutasi/${DAY_ABC.wireDate}/${DAY_ABC.code}/all/100/1`,
  );
});

const table = (page: Page, name = 'Mutasi Deposit') => page.getByRole('table', { name });
const amountsShown = (page: Page) => table(page).locator('tbody tr td:nth-child(4)').allTextContents();

async function search(page: Page, status: string) {
  await combobox(page, 'Status Type').selectOption(status);
  await page.getByLabel('Date', { exact: true }).fill(DAY_ABC.isoDate);
  await button(page, 'Search').click();
  await table(page).waitFor();
  await tablesSettled(page);
}

/** View Mutasi as the checker, opened on the results of a dashboard link. */
async function openLinked(status: string, options = {}) {
  const page = await openAs(
    checker,
    STRONG_PASSWORD,
    `/view-mutasi?type=deposit&website=${DAY_ABC.code}&date=${DAY_ABC.wireDate}&status=${status}`,
    options,
  );
  await table(page).waitFor();
  await tablesSettled(page);
  return page;
}

describe('View Mutasi as a CHECKER of ABC', () => {
  it('asks for every filter, then lists the statement rows read-only with the deposit columns', async () => {
    const page = await openAs(checker, STRONG_PASSWORD, '/view-mutasi');
    await pageTitle(page, 'View Mutasi').waitFor();
    expect(await combobox(page, 'Website').isDisabled()).toBe(true);
    expect(await combobox(page, 'Website').inputValue()).toBe(DAY_ABC.code);
    expect(await combobox(page, 'View Type').locator('option').allTextContents()).toEqual([
      'Mutasi Deposit',
      'Mutasi Withdraw',
    ]);
    await button(page, 'Search').click();
    await alert(page, 'Lengkapi Website, Status, dan Date dulu.').waitFor();
    expect(await table(page).count()).toBe(0);

    await search(page, 'all');
    expect(await table(page).getByRole('columnheader').allTextContents()).toEqual(
      shownByDefault(DEPOSIT_HEADERS),
    );
    expect(await chooserItems(page)).toEqual(choosable(DEPOSIT_HEADERS));
    // 35 BCA credits, two of them dated 6 June (the 06/06 and the 'PEND 0606 rows), and 5 paid QRIS rows.
    expect(dayRows).toHaveLength(38);
    await page.getByText(`(${dayRows.length} data)`).waitFor();
    expect(await table(page).locator('tbody tr').count()).toBe(dayRows.length);
    // Nothing to tick or type into; a pending row's one button opens its suggestions (decision 054). The day lies
    // outside the edit window: a settled row offers no undo.
    expect(await table(page).getByRole('checkbox').count()).toBe(0);
    expect(await table(page).getByRole('textbox').count()).toBe(0);
    const pendingCount = dayRows.filter((row) => !row.mutasi_app).length;
    expect(
      await table(page)
        .getByRole('button', { name: /^Saran / })
        .count(),
    ).toBe(pendingCount);
    expect(await table(page).getByRole('button').count()).toBe(pendingCount);
    expect(await page.getByRole('button', { name: /^(Submit|Delete) / }).count()).toBe(0);

    // A matched credit carries its ticket and the reason of the match.
    const matched = rowWith(page, 'Mutasi Deposit', 'D6104823');
    expect(await matched.getByRole('cell').nth(1).textContent()).toBe('Approve');
    expect(await matched.getByRole('cell').nth(2).textContent()).toBe('AUTO 4561237890 100000 nama 1.00');
    expect(await matched.getByRole('cell').nth(3).textContent()).toBe('Rp 100.000');
  });

  it('shows the three pending statement rows of the day, as the labelled day says', async () => {
    const page = await openLinked('pending');
    // expected.json: a QRIS payment with no BO row, a credit nobody asked for, and the contested credit.
    const amounts = await amountsShown(page);
    const statuses = await table(page).locator('tbody tr td:nth-child(2)').allTextContents();
    // The contested credit says so beside Pending, as its two requests do on View BO (issue 14).
    expect(amounts.map((amount, index) => [amount, statuses[index]]).sort()).toEqual([
      ['Rp 150.000', 'PendingContested'],
      ['Rp 25.000', 'Pending'],
      ['Rp 400.000', 'Pending'],
    ]);
    // Only the QRIS payment names a ticket (its own report's), one the BO export does not have.
    const tickets = await table(page).locator('tbody tr td:nth-child(5)').allTextContents();
    expect(tickets.sort()).toEqual(['-', '-', 'D6104962']);
  });

  it('searches a name or a nominal after a pause, and an ID Tracking number exactly', async () => {
    const page = await openLinked('all');
    const nameRequest = page.waitForRequest((sent) => sent.url().includes('/api/searchmutasi/'));
    await page.getByRole('searchbox', { name: 'Search' }).fill('budi santoso');
    expect((await nameRequest).url()).toContain('/string/budi%20santoso/100/1');
    await tablesSettled(page);
    const budi = await admin.call<MutasiRow[]>(
      'GET',
      `/api/searchmutasi/${DAY_ABC.wireDate}/${DAY_ABC.code}/all/string/budi%20santoso/100/1`,
    );
    expect(budi.map((row) => row.mutasi_ticket)).toContain('D6104823');
    await page.getByText(`(${budi.length} data)`).waitFor();

    await page.getByRole('searchbox', { name: 'Search' }).fill('400000');
    await page.waitForRequest((sent) => sent.url().includes('/nominal/400000/'));
    await tablesSettled(page);
    expect(await amountsShown(page)).toEqual(['Rp 400.000']);

    const target = dayRows.find((row) => row.mutasi_ticket === 'D6104823')!;
    await page.getByRole('textbox', { name: 'ID Tracking' }).fill(`${target.mutasi_id}x`);
    expect(await page.getByRole('textbox', { name: 'ID Tracking' }).inputValue()).toBe(
      String(target.mutasi_id),
    );
    await page.waitForRequest((sent) => sent.url().includes(`/id/${target.mutasi_id}/`));
    await tablesSettled(page);
    expect(await table(page).locator('tbody tr td:nth-child(5)').allTextContents()).toEqual(['D6104823']);
  });

  it('exports the day as Excel and as CSV under the server file names, every row and the same sum', async () => {
    const page = await openLinked('all');
    const request = page.waitForRequest((sent) => sent.url().endsWith('/api/exportexcelviewmutasi'));
    const excelDownload = page.waitForEvent('download');
    await button(page, 'Export Excel').click();
    expect((await request).postDataJSON()).toEqual({ date: DAY_ABC.wireDate, status: 'all', group: 'ABC' });
    const excel = await excelDownload;
    expect(excel.suggestedFilename()).toBe('viewmutasi_ABC_all_05-Jun-2026.xlsx');
    await notice(page, 'viewmutasi_ABC_all_05-Jun-2026.xlsx berhasil diunduh.').waitFor();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await excel.path());
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    const amountColumn = header.indexOf('Mutasi Amount') + 1;
    expect(amountColumn).toBeGreaterThan(0);
    let sum = 0;
    sheet.eachRow((sheetRow, number) => {
      if (number > 1) sum += Number(sheetRow.getCell(amountColumn).value);
    });
    expect(sheet.rowCount - 1).toBe(dayRows.length);
    expect(sum).toBe(dayRows.reduce((total, row) => total + row.mutasi_amount, 0));

    const csvDownload = page.waitForEvent('download');
    await button(page, 'Export CSV').click();
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toBe('viewmutasi_ABC_all_05-Jun-2026.csv');
    const text = readFileSync(await csv.path(), 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.trim().split(/\r?\n/)).toHaveLength(dayRows.length + 1);
  });

  it('shows the withdraw columns, without the transaction id, and "🚫 No data found."', async () => {
    const page = await openAs(
      checker,
      STRONG_PASSWORD,
      `/view-mutasi?type=withdraw&website=${DAY_ABC.code}&date=${DAY_ABC.wireDate}&status=all`,
    );
    const withdraw = table(page, 'Mutasi Withdraw');
    await withdraw.waitFor();
    await tablesSettled(page);
    expect(await withdraw.getByRole('columnheader').allTextContents()).toEqual(
      shownByDefault(DEPOSIT_HEADERS.slice(0, -1)),
    );
    expect(await chooserItems(page)).toEqual(choosable(DEPOSIT_HEADERS.slice(0, -1)));
    await withdraw.getByText('🚫 No data found.').waitFor();
  });
});

describe.each(['light', 'dark'] as const)('View Mutasi in the %s theme', (theme) => {
  it.each([1440, 1024, 390])('looks right and passes axe at %i px', async (width) => {
    const page = await openLinked('all', lookOptions(width, theme));
    await rowWith(page, 'Mutasi Deposit', 'D6104823').waitFor();
    await expectAccessible(page, `view-mutasi-${width}-${theme}`);
    await screenshot(page, `view-mutasi-${width}-${theme}`);
  });
});
