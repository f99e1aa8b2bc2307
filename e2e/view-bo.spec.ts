import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { STRONG_PASSWORD, unique } from './support/accounts';
import { expectAccessible, lookOptions, pageTitle, screenshot } from './support/browser';
import { useBrowser } from './support/harness';
import {
  alert,
  button,
  combobox,
  dayMonthYear,
  notice,
  openSuggestions,
  rowWith,
  tablesSettled,
} from './support/locators';
import {
  DAY_ABC,
  generatedDay,
  loadDayAbc,
  StaffApi,
  ticketSeries,
  unpaddedWireDate,
  uploadGeneratedDay,
  type GeneratedDeposit,
} from './support/review-data';

/**
 * Issue 7's new-user scenario on View BO: website ABC's labelled day (05-Jun-2026, outside the edit window) and
 * a small generated day dated today, which a CHECKER of ABC reviews, corrects, pairs, approves and deletes.
 */
const baseUrl = inject('baseUrl');
const { openAs } = useBrowser(baseUrl);
const suffix = unique().toLowerCase();
const checker = `chk.bo.${suffix}`;
const cs = `cs.bo.${suffix}`;
const today = generatedDay();

const series = ticketSeries(16);
const ticketAt = (index: number) => series[index]!;
const [siti, joko, rudi, race, bulkA, bulkB, hendro, agusA, agusB] = Array.from({ length: 9 }, (_, index) =>
  ticketAt(index),
) as [string, string, string, string, string, string, string, string, string];
const fillers = series.slice(9);
const deposit = (ticket: string, holder: string, amount: number, minute: number): GeneratedDeposit => ({
  ticket,
  // One username per row: two rows of one player with one credit are no contest (reconcile.md).
  username: `${holder.split(' ')[0]!.toLowerCase()}${minute}${suffix}`,
  holder,
  amount,
  minute,
});
const DEPOSITS: GeneratedDeposit[] = [
  // Paid Rp5.000 more than asked: the checker corrects the amount.
  deposit(siti, 'Siti Aminah', 150_000, 1),
  // Paid from another person's account: the checker pairs it with that credit by hand.
  deposit(joko, 'Joko Widodo', 200_000, 2),
  deposit(rudi, 'Rudi Hartono', 300_000, 3),
  deposit(race, 'Yanti Kusuma', 45_000, 4),
  deposit(bulkA, 'Lina Marlina', 70_000, 5),
  deposit(bulkB, 'Dewi Lestari', 80_000, 6),
  // Left pending for the screenshots: a near miss and a contested pair.
  deposit(hendro, 'Hendro Wibowo', 250_000, 7),
  deposit(agusA, 'Agus Salim', 120_000, 8),
  deposit(agusB, 'Agus Salim', 120_000, 9),
  ...fillers.map((ticket, index) =>
    deposit(ticket, `Isi Ulang ${'ABCDEFG'[index]}`, 11_000 + index * 1000, 10 + index),
  ),
];
const CREDITS = [
  { sender: 'SITI AMINAH', amount: 155_000 },
  { sender: 'BAMBANG SUSILO', amount: 200_000 },
  { sender: 'HENDRO WIBOWO', amount: 255_000 },
  { sender: 'AGUS SALIM', amount: 120_000 },
];

/** Spec section 2's deposit columns; "Kolom" offers all but the box, No, Status and Action. */
const DEPOSIT_HEADERS = [
  '',
  'No',
  'Status',
  'Ket',
  'Ticket No',
  'Req Date',
  'App Date',
  'Bank Statement',
  'Username',
  'Fullname',
  'Payment',
  'Depo',
  'Admin',
  'Agent',
  'Player',
  'Nett',
  'Player Bank',
  'Corporate Bank',
  'Bo Desc',
  'Bo Status',
  'Bo Handler',
  'Bo Website',
  'Player Ref',
  'Player Own Ref',
  'Action',
];

/** What fits a 1366 px screen until the checker chooses otherwise (issue 17, decision 046). */
const DEFAULT_DEPOSIT_HEADERS = [
  '',
  'No',
  'Status',
  'Ket',
  'Ticket No',
  'Req Date',
  'Username',
  'Fullname',
  'Depo',
  'Nett',
  'Action',
];
const ALWAYS_SHOWN = ['', 'No', 'Status', 'Action'];

let admin: StaffApi;
/** The fixture day's rows on 05-Jun-2026 (one of them moves to 06-Jun with the 06/06 credit it pairs with). */
let dayRows: number;

beforeAll(async () => {
  admin = await StaffApi.signIn(baseUrl);
  const websiteId = await loadDayAbc(admin);
  await uploadGeneratedDay(admin, DAY_ABC.code, DAY_ABC.account, today, DEPOSITS, CREDITS);
  await admin.createUser(checker, STRONG_PASSWORD, 'CHECKER', websiteId);
  await admin.createUser(cs, STRONG_PASSWORD, 'CS', websiteId);
  dayRows = (await admin.call<unknown[]>('GET', `/api/viewbo/5-Jun-2026/${DAY_ABC.code}/all/100/1`)).length;
});

const table = (page: Page) => page.getByRole('table', { name: 'BO Deposit' });
const row = (page: Page, ticket: string) => rowWith(page, 'BO Deposit', ticket);
const dateField = (page: Page) => page.getByLabel('Date', { exact: true });
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** View BO as the checker, on the results of a link such as the home dashboard's. */
async function openLinked(status: string, isoDate = today.isoDate, options = {}) {
  const date = isoDate === DAY_ABC.isoDate ? DAY_ABC.wireDate : today.wireDate;
  const page = await openAs(
    checker,
    STRONG_PASSWORD,
    `/view-bo?type=deposit&website=${DAY_ABC.code}&date=${date}&status=${status}`,
    options,
  );
  await table(page).waitFor();
  await tablesSettled(page);
  return page;
}

async function search(page: Page, status: string, isoDate: string) {
  await combobox(page, 'Status Type').selectOption(status);
  await dateField(page).fill(isoDate);
  await button(page, 'Search').click();
  await table(page).waitFor();
  await tablesSettled(page);
}

const ticketsShown = async (page: Page) =>
  (await table(page).locator('tbody tr').allTextContents()).length === 0
    ? []
    : await table(page).locator('tbody tr td:nth-child(5)').allTextContents();

describe('View BO as a CHECKER of ABC', () => {
  it('asks for every filter, then finds the pending rows of 05-Jun-2026 and why each did not match', async () => {
    const page = await openAs(checker, STRONG_PASSWORD, '/view-bo');
    await pageTitle(page, 'View BO').waitFor();
    // Own website only, preselected.
    expect(await combobox(page, 'Website').isDisabled()).toBe(true);
    expect(await combobox(page, 'Website').inputValue()).toBe(DAY_ABC.code);
    expect(await combobox(page, 'View Type').locator('option').allTextContents()).toEqual([
      'BO Deposit',
      'BO Withdraw',
    ]);
    expect(await combobox(page, 'Status Type').locator('option').allTextContents()).toEqual([
      '-- Pilih Status --',
      'Select All',
      'Approve',
      'Pending',
    ]);
    await button(page, 'Search').click();
    await alert(page, 'Lengkapi Website, Status, dan Date dulu.').waitFor();
    expect(await table(page).count()).toBe(0);

    await search(page, 'pending', DAY_ABC.isoDate);
    expect(await table(page).getByRole('columnheader').allTextContents()).toEqual(DEFAULT_DEPOSIT_HEADERS);
    // Every other spec column is one choice away, in the spec's order.
    await button(page, 'Kolom').click();
    expect(await page.getByRole('menuitemcheckbox').allTextContents()).toEqual(
      DEPOSIT_HEADERS.filter((header) => !ALWAYS_SHOWN.includes(header)),
    );
    await page.keyboard.press('Escape');
    expect(await ticketsShown(page)).toEqual(DAY_ABC.pending);
    await page.getByText('Showing page 1 of 1').waitFor();

    // The contested pair: the same holder, the same amount, one credit; each sees that credit first.
    for (const ticket of DAY_ABC.contested) {
      await row(page, ticket).getByText('Contested', { exact: true }).waitFor();
      await openSuggestions(page, ticket);
      const suggestions = row(page, ticket).getByRole('list', { name: `Saran mutasi ${ticket}` });
      // KlikBCA prints no times: the place the file gives the credit is said (decision 074).
      expect(await suggestions.getByRole('listitem').first().textContent()).toMatch(
        /nominal sama, rekening sama, tanggal sama, tercatat antara \d\d\.\d\d-\d\d\.\d\d, nama 100%/,
      );
      expect(await suggestions.getByRole('listitem').first().textContent()).toContain(
        'Rp 150.000 · ADI PUTRA',
      );
    }
    // Nobody sent Rp75.000 or a name like Dedi Kurniawan.
    await openSuggestions(page, 'D6104918');
    await row(page, 'D6104918').getByText('Tidak ada mutasi pending yang mirip.').waitFor();
    expect(await row(page, 'D6104918').getByText('Contested').count()).toBe(0);
  });

  it('disables every control of 05-Jun-2026: it is outside the edit window', async () => {
    const page = await openLinked('pending', DAY_ABC.isoDate);
    await page.getByText('di luar rentang edit').waitFor();
    for (const ticket of DAY_ABC.pending) {
      const pending = row(page, ticket);
      expect(await pending.getByRole('checkbox', { name: `Select ${ticket}` }).isDisabled()).toBe(true);
      expect(await textbox(page, `Ket ${ticket}`).isDisabled()).toBe(true);
      expect(await textbox(page, `Depo ${ticket}`).isDisabled()).toBe(true);
      expect(await button(page, `Update ${ticket}`).isDisabled()).toBe(true);
      expect(await button(page, `Delete ${ticket}`).isDisabled()).toBe(true);
      // The suggestions still explain, but none can be picked.
      await openSuggestions(page, ticket);
      for (const pick of await pending.getByRole('button', { name: /^Pakai / }).all()) {
        expect(await pick.isDisabled()).toBe(true);
      }
    }
    expect(
      await page.getByRole('checkbox', { name: 'Select all pending rows on this page' }).isDisabled(),
    ).toBe(true);
    expect(await button(page, 'Submit 0 data').isDisabled()).toBe(true);
    expect(await button(page, 'Delete 0 data').isDisabled()).toBe(true);
  });

  it('hides the results when a filter changes, until Search again', async () => {
    const page = await openLinked('pending', DAY_ABC.isoDate);
    await combobox(page, 'Status Type').selectOption('all');
    expect(await table(page).count()).toBe(0);
    await page.getByText('lalu tekan Search').waitFor();
    await button(page, 'Search').click();
    await table(page).waitFor();
    await tablesSettled(page);
    await page.getByText(`(${dayRows} data)`).waitFor();
  });

  it('opens from a link at once; with Approve the remark is read-only text and nothing can be updated', async () => {
    const page = await openLinked('approve', DAY_ABC.isoDate);
    expect(await combobox(page, 'Status Type').inputValue()).toBe('approve');
    expect(await dateField(page).inputValue()).toBe(dayMonthYear(DAY_ABC.isoDate));
    await page.getByText(`(${dayRows - DAY_ABC.pending.length} data)`).waitFor();
    const approved = row(page, 'D6104823');
    expect(await approved.getByRole('cell').nth(2).textContent()).toBe('Approve');
    expect(await approved.getByRole('cell').nth(3).textContent()).toBe('AUTO 4561237890 100000 nama 1.00');
    expect(await page.getByRole('textbox', { name: /^Ket / }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Update / }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Submit / }).count()).toBe(0);
  });

  it('searches by name or nominal after a pause, back to page 1, and ID Tracking takes precedence', async () => {
    const page = await openLinked('all', DAY_ABC.isoDate);
    const searchBox = page.getByRole('searchbox', { name: 'Search' });
    expect(await searchBox.getAttribute('placeholder')).toBe('Username / Fullname / Nominal');
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/searchbo/')) requests.push(new URL(request.url()).pathname);
    });
    await searchBox.pressSequentially('Adi Putra', { delay: 20 });
    await page.waitForFunction(() => document.querySelectorAll('table tbody tr').length === 2);
    await tablesSettled(page);
    expect(await ticketsShown(page)).toEqual(DAY_ABC.contested);
    // One request for the whole word: the box waits for the typing to pause.
    expect(requests).toEqual([`/api/searchbo/5-Jun-2026/ABC/all/string/Adi%20Putra/100/1`]);

    await searchBox.fill('150.000');
    await page.waitForFunction(
      () =>
        document.querySelector('table tbody tr td:nth-child(5)')?.textContent !== 'D6104878' ||
        document.querySelectorAll('table tbody tr').length !== 2,
    );
    await tablesSettled(page);
    expect(requests.at(-1)).toBe('/api/searchbo/5-Jun-2026/ABC/all/nominal/150000/100/1');

    const idBox = textbox(page, 'ID Tracking');
    await idBox.pressSequentially('61x04918');
    expect(await idBox.inputValue()).toBe('6104918');
    await page.waitForFunction(() => document.querySelectorAll('table tbody tr').length === 1);
    await tablesSettled(page);
    expect(await ticketsShown(page)).toEqual(['D6104918']);
    expect(requests.at(-1)).toBe('/api/searchbo/5-Jun-2026/ABC/all/id/6104918/100/1');
  });

  it('asks for a remark, then approves a row with a remark and a corrected amount (Enter)', async () => {
    const page = await openLinked('pending');
    expect(await page.getByText('di luar rentang edit').count()).toBe(0);
    await openSuggestions(page, siti);
    const suggestion = row(page, siti)
      .getByRole('list', { name: `Saran mutasi ${siti}` })
      .getByRole('listitem');
    expect(await suggestion.first().textContent()).toContain('Rp 155.000 · SITI AMINAH');
    expect(await suggestion.first().textContent()).toContain('nominal lebih Rp5.000');

    let sent = 0;
    page.on('request', (request) => request.url().endsWith('/api/updatebodepostts') && sent++);
    await button(page, `Update ${siti}`).click();
    await alert(page, 'Keterangan tidak boleh kosong.').waitFor();
    await row(page, siti).getByText('Keterangan tidak boleh kosong.').waitFor();
    expect(await textbox(page, `Ket ${siti}`).getAttribute('aria-invalid')).toBe('true');
    expect(sent).toBe(0);

    await textbox(page, `Ket ${siti}`).fill('Transfer lebih Rp5.000, sesuai mutasi');
    const amount = textbox(page, `Depo ${siti}`);
    // The uploaded amount is text in the empty box (issue 29 item 9), and its description.
    expect(await amount.getAttribute('placeholder')).toBeNull();
    const original = row(page, siti).locator('[data-original-amount]');
    expect(await original.textContent()).toBe('asli 150.000');
    expect(await amount.getAttribute('aria-describedby')).toBe(await original.getAttribute('id'));
    // Escape reverts what was typed; digits only.
    await amount.pressSequentially('999');
    await amount.press('Escape');
    expect(await amount.inputValue()).toBe('');
    await amount.pressSequentially('Rp 155.000');
    expect(await amount.inputValue()).toBe('155000');
    await amount.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Update ${siti}` });
    await dialog.getByText('Rp 155.000 (asli Rp 150.000)').waitFor();
    await dialog.getByText('Ket: “Transfer lebih Rp5.000, sesuai mutasi”').waitFor();
    const request = page.waitForRequest((sentRequest) => sentRequest.url().endsWith('/api/updatebodepostts'));
    await dialog.getByRole('button', { name: 'Yes, Update' }).click();
    expect((await request).postDataJSON()).toMatchObject({
      bank_statement_date: unpaddedWireDate(today.isoDate),
      arr: [{ ket_app: 'Transfer lebih Rp5.000, sesuai mutasi', depo_amount: '155000' }],
    });
    await notice(page, '1 data berhasil di-approve.').waitFor();
    await row(page, siti).waitFor({ state: 'detached' });
  });

  it('approves a row with a suggested statement row as its counterpart', async () => {
    const page = await openLinked('pending');
    await openSuggestions(page, joko);
    const pick = button(page, `Pakai Rp 200.000 · BAMBANG SUSILO sebagai pasangan ${joko}`);
    expect(await row(page, joko).textContent()).toContain('nominal sama, rekening sama');
    await pick.click();
    expect(await pick.getAttribute('aria-pressed')).toBe('true');
    await textbox(page, `Ket ${joko}`).fill('Dibayar dari rekening kakaknya');
    await button(page, `Update ${joko}`).click();
    const dialog = page.getByRole('dialog', { name: `Update ${joko}` });
    await dialog.getByText('Pasangan: Rp 200.000 · BAMBANG SUSILO').waitFor();
    const request = page.waitForRequest((sent) => sent.url().endsWith('/api/updatebodepostts'));
    await dialog.getByRole('button', { name: 'Yes, Update' }).click();
    const body = (await request).postDataJSON();
    expect(body.arr).toHaveLength(1);
    expect(body.arr[0].mutasi_id).toEqual(expect.any(Number));
    expect(body.arr[0]).not.toHaveProperty('depo_amount');
    await notice(page, '1 data berhasil di-approve.').waitFor();
    await row(page, joko).waitFor({ state: 'detached' });

    // Both statement rows now carry their tickets in View Mutasi.
    await page.goto(
      `/view-mutasi?type=deposit&website=${DAY_ABC.code}&date=${today.wireDate}&status=approve`,
    );
    await page.getByRole('table', { name: 'Mutasi Deposit' }).waitFor();
    await tablesSettled(page);
    const sitiCredit = rowWith(page, 'Mutasi Deposit', siti);
    expect(await sitiCredit.getByRole('cell').nth(3).textContent()).toBe('Rp 155.000');
    const jokoCredit = rowWith(page, 'Mutasi Deposit', joko);
    expect(await jokoCredit.getByRole('cell').nth(2).textContent()).toBe('Dibayar dari rekening kakaknya');
    expect(await jokoCredit.getByRole('cell').nth(6).textContent()).toBe('BAMBANG SUSILO');
  });

  it("shows the server's per-row refusal next to its row", async () => {
    const page = await openLinked('pending');
    // Meanwhile another checker approves the row.
    const [found] = await admin.call<{ bo_id: number }[]>(
      'GET',
      `/api/searchbo/${today.wireDate}/${DAY_ABC.code}/pending/id/${race.slice(1)}/100/1`,
    );
    await admin.call('PUT', '/api/updatebodepostts', {
      arr: [{ bo_id: found?.bo_id, ket_app: 'Sudah dicek' }],
    });

    await textbox(page, `Ket ${race}`).fill('Dicek juga');
    await textbox(page, `Ket ${race}`).press('Enter');
    await page
      .getByRole('dialog', { name: `Update ${race}` })
      .getByRole('button', { name: 'Yes, Update' })
      .click();
    await alert(page, 'Tidak ada data yang diubah.').waitFor();
    // The list reloads without the row; the refusal was shown beside it until then, and the row is approved.
    const refreshed = await admin.call<unknown[]>(
      'GET',
      `/api/searchbo/${today.wireDate}/${DAY_ABC.code}/all/id/${race.slice(1)}/100/1`,
    );
    expect(refreshed[0]).toMatchObject({ bo_approve: true, ket_app: 'Sudah dicek' });
  });

  it('submits several rows at once after the bulk confirm, each with its own remark', async () => {
    const page = await openLinked('pending');
    await row(page, bulkA)
      .getByRole('checkbox', { name: `Select ${bulkA}` })
      .check();
    await row(page, bulkB)
      .getByRole('checkbox', { name: `Select ${bulkB}` })
      .check();
    await textbox(page, `Ket ${bulkA}`).fill('Cek manual: dana masuk');
    await button(page, 'Submit 2 data').click();
    await row(page, bulkB).getByText('Keterangan tidak boleh kosong.').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    await textbox(page, `Ket ${bulkB}`).fill('Cek manual: dana masuk juga');
    await button(page, 'Submit 2 data').click();
    const dialog = page.getByRole('dialog', { name: 'Submit 2 data' });
    expect(await dialog.getByRole('listitem').count()).toBe(2);
    await dialog.getByRole('button', { name: 'Yes, Submit' }).click();
    await notice(page, '2 data berhasil di-approve.').waitFor();
    await row(page, bulkA).waitFor({ state: 'detached' });
    await row(page, bulkB).waitFor({ state: 'detached' });
    expect(await button(page, 'Submit 0 data').isDisabled()).toBe(true);
  });

  it('deletes one row, then bulk-deletes seven: the confirm lists five and "… and 2 others"', async () => {
    const page = await openLinked('pending');
    await button(page, `Delete ${rudi}`).click();
    const single = page.getByRole('dialog', { name: `Delete ${rudi}` });
    await single.getByText('Delete this pending row?').waitFor();
    await single.getByRole('button', { name: 'Yes, Delete' }).click();
    await notice(page, '1 data berhasil dihapus.').waitFor();
    await row(page, rudi).waitFor({ state: 'detached' });

    for (const ticket of fillers) await row(page, ticket).getByRole('checkbox').check();
    await button(page, `Delete ${fillers.length} data`).click();
    const bulk = page.getByRole('dialog', { name: `Delete ${fillers.length} data` });
    expect(await bulk.getByRole('listitem').count()).toBe(5);
    await bulk.getByText('… and 2 others').waitFor();
    const request = page.waitForRequest((sent) => sent.url().endsWith('/api/deleteboid'));
    await bulk.getByRole('button', { name: 'Yes, Delete' }).click();
    expect((await request).postDataJSON().arr).toHaveLength(fillers.length);
    await notice(page, `${fillers.length} data berhasil dihapus.`).waitFor();
    for (const ticket of fillers) expect(await row(page, ticket).count()).toBe(0);
    // Still pending: the near miss and the contested pair.
    for (const ticket of [hendro, agusA, agusB]) await row(page, ticket).waitFor();
  });

  it('exports the day as Excel and as CSV under the server file names', async () => {
    const page = await openLinked('all', DAY_ABC.isoDate);
    const request = page.waitForRequest((sent) => sent.url().endsWith('/api/exportexcelviewbo'));
    const excelDownload = page.waitForEvent('download');
    await button(page, 'Export Excel').click();
    expect((await request).postDataJSON()).toEqual({ date: '5-Jun-2026', status: 'all', group: 'ABC' });
    const excel = await excelDownload;
    expect(excel.suggestedFilename()).toBe('viewbo_ABC_all_05-Jun-2026.xlsx');
    await notice(page, 'viewbo_ABC_all_05-Jun-2026.xlsx berhasil diunduh.').waitFor();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await excel.path());
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 4)).toEqual(['No', 'Status', 'Ket', 'Ticket No']);
    const tickets: unknown[] = [];
    sheet.eachRow((sheetRow, number) => number > 1 && tickets.push(sheetRow.getCell(4).value));
    expect(tickets).toHaveLength(dayRows);
    expect(tickets).toEqual(expect.arrayContaining([...DAY_ABC.pending]));

    const csvDownload = page.waitForEvent('download');
    await button(page, 'Export CSV').click();
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toBe('viewbo_ABC_all_05-Jun-2026.csv');
    const text = readFileSync(await csv.path(), 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]).toContain('Ticket No');
    expect(lines.filter((line) => /D61\d{5}/.test(line))).toHaveLength(dayRows);
  });

  it('shows the withdraw columns and "🚫 No data found." for BO Withdraw', async () => {
    const page = await openAs(
      checker,
      STRONG_PASSWORD,
      '/view-bo?type=withdraw&website=ABC&date=05-Jun-2026&status=all',
    );
    const withdraw = page.getByRole('table', { name: 'BO Withdraw' });
    await withdraw.waitFor();
    await tablesSettled(page);
    expect(await withdraw.getByRole('columnheader').allTextContents()).toEqual([
      '',
      'No',
      'Status',
      'Ket',
      'Ticket No',
      'Req Date',
      'Username',
      'Fullname',
      'Amount',
      'Nett',
      'Action',
    ]);
    await button(page, 'Kolom').click();
    expect(await page.getByRole('menuitemcheckbox').allTextContents()).toEqual([
      'Ket',
      'Ticket No',
      'Req Date',
      'App Date',
      'WD Bank Date',
      'Username',
      'Fullname',
      'Brand',
      'Amount',
      'Player Fee',
      'Agent Fee',
      'Nett',
      'Player Bank',
      'Corporate Bank',
      'Remarks',
      'WD Status',
      'Handler',
      'Website',
      'Ref Code',
      'Own Ref',
      'Last Balance',
    ]);
    await page.keyboard.press('Escape');
    await withdraw.getByText('🚫 No data found.').waitFor();
  });
});

describe('the review screens as CS', () => {
  it('cannot reach View BO, View Mutasi or Delete', async () => {
    const page = await openAs(cs, STRONG_PASSWORD, '/view-bo');
    await page.waitForURL((url) => url.pathname === '/not-found');
    for (const path of ['/view-mutasi', '/delete']) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/not-found');
    }
  });
});

describe.each(['light', 'dark'] as const)('View BO in the %s theme', (theme) => {
  it.each([1440, 1024, 390])('looks right and passes axe at %i px', async (width) => {
    const options = lookOptions(width, theme);
    const tag = (name: string) => `${name}-${width}-${theme}`;
    const page = await openLinked('pending', today.isoDate, options);
    await row(page, agusA).waitFor();
    await expectAccessible(page, tag('view-bo'));
    await screenshot(page, tag('view-bo'));

    await row(page, agusA).getByRole('checkbox').check();
    await row(page, agusB).getByRole('checkbox').check();
    await button(page, 'Delete 2 data').click();
    await page.getByRole('dialog', { name: 'Delete 2 data' }).waitFor();
    await expectAccessible(page, tag('view-bo-confirm'));
    await screenshot(page, tag('view-bo-confirm'), { fullPage: false });
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.goto(`/view-bo?type=deposit&website=ABC&date=${DAY_ABC.wireDate}&status=pending`);
    await table(page).waitFor();
    await tablesSettled(page);
    await expectAccessible(page, tag('view-bo-locked'));
    await screenshot(page, tag('view-bo-locked'));
  });
});
