import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN, STRONG_PASSWORD, unique } from './support/accounts';
import { ApiSession } from './support/api';
import { expectAccessible, lookOptions, pageTitle, screenshot } from './support/browser';
import { useBrowser } from './support/harness';
import { alert, dayMonthYear, pageSettled } from './support/locators';
import { ABC_DAY, prepareAbcDay, prepareSecondSite, SECOND_SITE_DAYS } from './support/report-data';

const baseUrl = inject('baseUrl');
const { openAs } = useBrowser(baseUrl);
let secondCode: string;
let csName: string;

beforeAll(async () => {
  const admin = await ApiSession.signIn(baseUrl, ADMIN.name, ADMIN.password);
  const suffix = unique();
  const abc = await prepareAbcDay(baseUrl, admin);
  secondCode = `NX${suffix}`;
  await prepareSecondSite(baseUrl, admin, secondCode, `Nexus Dua ${suffix}`);
  csName = `cs.dp.${suffix.toLowerCase()}`;
  await admin.createUser(csName, STRONG_PASSWORD, 'CS', abc.website_id);
});

/** Today on the Jakarta calendar, as YYYY-MM-DD. */
const jakartaToday = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

const field = (page: Page, label: 'Mode' | 'Website' | 'Game Site' | 'Start Date' | 'End Date') =>
  label.endsWith('Date')
    ? page.getByLabel(label, { exact: true })
    : page.getByRole('combobox', { name: label, exact: true });
const playerTable = (page: Page) => page.getByRole('table', { name: 'Data Player' });
const gameSiteTable = (page: Page) => page.getByRole('table', { name: 'Game Site' });
const summary = (page: Page, label: string) => page.locator(`dt:text-is("${label}") + dd`);
const status = (page: Page, text: string) => page.getByText(text, { exact: true });

interface Filter {
  mode?: 'player' | 'gamesite';
  website?: string;
  start?: string;
  end?: string;
}

/** Sets the filter row (Website is labelled Game Site in that mode) and presses Search. */
async function search(page: Page, filter: Filter) {
  if (filter.mode) await field(page, 'Mode').selectOption(filter.mode);
  const websiteLabel = (await field(page, 'Mode').inputValue()) === 'gamesite' ? 'Game Site' : 'Website';
  if (filter.website) await field(page, websiteLabel).selectOption(filter.website);
  if (filter.start) await field(page, 'Start Date').fill(filter.start);
  if (filter.end) await field(page, 'End Date').fill(filter.end);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

async function openScreen(name: string = ADMIN.name, password: string = ADMIN.password, options = {}) {
  const page = await openAs(name, password, '/dataplayer', options);
  await pageTitle(page, 'Data Player').waitFor();
  return page;
}

/** The cell texts of the table's body rows (or of its footer). */
async function bodyRows(page: Page, tableName: string, section: 'tbody' | 'tfoot' = 'tbody') {
  const rows = page.getByRole('table', { name: tableName }).locator(`${section} tr`);
  const texts: string[][] = [];
  for (let index = 0; index < (await rows.count()); index++) {
    texts.push(await rows.nth(index).locator('th, td').allTextContents());
  }
  return texts;
}

describe('Data Player mode', () => {
  it('starts on today, every website and page size 50, and loads nothing before Search', async () => {
    const page = await openScreen();
    let calls = 0;
    page.on('request', (request) => request.url().includes('/api/dataplayer/') && calls++);
    expect(await field(page, 'Mode').inputValue()).toBe('player');
    expect(await field(page, 'Mode').locator('option').allTextContents()).toEqual([
      'Data Player',
      'Game Site',
    ]);
    expect(await field(page, 'Website').inputValue()).toBe('all');
    expect(await field(page, 'Start Date').inputValue()).toBe(dayMonthYear(jakartaToday()));
    expect(await field(page, 'End Date').inputValue()).toBe(dayMonthYear(jakartaToday()));
    await status(page, 'Pilih filter lalu tekan Search untuk menampilkan data.').waitFor();
    expect(await playerTable(page).count()).toBe(0);
    expect(calls).toBe(0);

    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await playerTable(page).waitFor();
    expect(calls).toBe(1);
    const pageSize = page.getByRole('combobox', { name: 'Show' });
    expect(await pageSize.inputValue()).toBe('50');
    expect(await pageSize.locator('option').allTextContents()).toEqual(['10', '20', '50', '100']);
  });

  it(`shows ABC's ${ABC_DAY.depositCount} deposits of ${ABC_DAY.date}, totalling Rp 7.275.000`, async () => {
    const page = await openScreen();
    await search(page, { website: 'ABC', start: ABC_DAY.isoDate, end: ABC_DAY.isoDate });
    await summary(page, 'Total Deposit').filter({ hasText: 'Rp 7.275.000' }).waitFor();
    expect(await summary(page, 'Total Withdraw').textContent()).toBe('Rp 0');
    expect(await summary(page, 'Balance').textContent()).toBe('Rp 7.275.000');
    expect(await summary(page, 'Total Transactions').textContent()).toBe('39');
    expect(await playerTable(page).getByRole('columnheader').allTextContents()).toEqual([
      'No',
      'Transaction Date',
      'Operator',
      'Username',
      'Website',
      'Bank name and number',
      'Deposit',
      'Withdraw',
    ]);
    await pageSettled(page);
    const rows = await bodyRows(page, 'Data Player');
    expect(rows).toHaveLength(39);
    expect(rows.map((row) => row[0])).toEqual(Array.from({ length: 39 }, (_, index) => String(index + 1)));
    expect(rows.find((row) => row[3] === 'budi88')?.slice(1)).toEqual([
      '05 Jun 2026',
      'cs03',
      'budi88',
      'ABC',
      'BUDI SANTOSO - 8260939259',
      'Rp 100.000',
      '-',
    ]);
    // The rows add up to the card: Rp 7.275.000 in 39 deposits.
    const sum = rows.reduce((total, row) => total + Number((row[6] ?? '').replace(/[^0-9]/g, '')), 0);
    expect(sum).toBe(ABC_DAY.depositTotal);
    await page.getByText('Showing page 1 of 1').waitFor();
  });

  it('pages 10 at a time with Previous and Next, and page sizes start again at page 1', async () => {
    const page = await openScreen();
    await search(page, { website: 'ABC', start: ABC_DAY.isoDate, end: ABC_DAY.isoDate });
    await playerTable(page).waitFor();
    await page.getByRole('combobox', { name: 'Show' }).selectOption('10');
    await page.getByText('Showing page 1 of 4').waitFor();
    await pageSettled(page);
    expect((await bodyRows(page, 'Data Player')).map((row) => row[0])).toEqual(
      Array.from({ length: 10 }, (_, index) => String(index + 1)),
    );
    const previous = page.getByRole('button', { name: 'Previous' });
    const next = page.getByRole('button', { name: 'Next' });
    expect(await previous.isDisabled()).toBe(true);
    await next.click();
    await page.getByText('Showing page 2 of 4').waitFor();
    await playerTable(page).getByRole('cell', { name: '11', exact: true }).waitFor();
    await next.click();
    await next.click();
    await page.getByText('Showing page 4 of 4').waitFor();
    await pageSettled(page);
    expect((await bodyRows(page, 'Data Player')).map((row) => row[0])).toEqual([
      '31',
      '32',
      '33',
      '34',
      '35',
      '36',
      '37',
      '38',
      '39',
    ]);
    expect(await next.isDisabled()).toBe(true);
    await previous.click();
    await page.getByText('Showing page 3 of 4').waitFor();
    await page.getByRole('combobox', { name: 'Show' }).selectOption('20');
    await page.getByText('Showing page 1 of 2').waitFor();
    await pageSettled(page);
    expect(await bodyRows(page, 'Data Player')).toHaveLength(20);
    await page.getByRole('combobox', { name: 'Show' }).selectOption('100');
    await page.getByText('Showing page 1 of 1').waitFor();
  });

  it('searches a username 400 ms after typing, from page 1, with its own totals', async () => {
    const page = await openScreen();
    await search(page, { website: 'ABC', start: ABC_DAY.isoDate, end: ABC_DAY.isoDate });
    await playerTable(page).waitFor();
    await page.getByRole('combobox', { name: 'Show' }).selectOption('10');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Showing page 2 of 4').waitFor();
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/searchdataplayer/')) searches.push(new URL(request.url()).pathname);
    });
    await page.getByRole('searchbox', { name: 'Username' }).pressSequentially('ekop', { delay: 50 });
    await page.getByText('Showing page 1 of 1').waitFor();
    await summary(page, 'Total Transactions').filter({ hasText: /^2$/ }).waitFor();
    await pageSettled(page);
    const rows = await bodyRows(page, 'Data Player');
    expect(rows.map((row) => [row[0], row[3]])).toEqual([
      ['1', 'ekop'],
      ['2', 'ekop'],
    ]);
    // One request for the whole word: the keystrokes in between never reached the server.
    expect(searches).toEqual(['/api/searchdataplayer/ekop/ABC/05-Jun-2026/05-Jun-2026/10/1']);

    await page.getByRole('searchbox', { name: 'Username' }).fill('tidakada');
    await playerTable(page).getByRole('cell', { name: '❗ Username not found in this period.' }).waitFor();
    expect(await summary(page, 'Total Transactions').textContent()).toBe('0');
    await page.getByRole('searchbox', { name: 'Username' }).fill('');
    await page.getByText('Showing page 1 of 4').waitFor();
  });

  it('says "🚫 No data found." for a range without transactions', async () => {
    const page = await openScreen();
    await search(page, { website: 'ABC', start: '2026-01-01', end: '2026-01-02' });
    await playerTable(page).getByRole('cell', { name: '🚫 No data found.' }).waitFor();
    expect(await summary(page, 'Total Deposit').textContent()).toBe('Rp 0');
    await page.getByText('Showing page 1 of 1').waitFor();
  });

  it('hides the results again when a filter changes', async () => {
    const page = await openScreen();
    await search(page, { website: 'ABC', start: ABC_DAY.isoDate, end: ABC_DAY.isoDate });
    await playerTable(page).waitFor();
    await field(page, 'Start Date').fill('2026-06-04');
    expect(await playerTable(page).count()).toBe(0);
    await status(page, 'Pilih filter lalu tekan Search untuk menampilkan data.').waitFor();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await playerTable(page).waitFor();
    await field(page, 'Mode').selectOption('gamesite');
    expect(await playerTable(page).count()).toBe(0);
    expect(await gameSiteTable(page).count()).toBe(0);
  });

  it('refuses an End Date before the Start Date with the spec message and sends nothing', async () => {
    const page = await openScreen();
    let calls = 0;
    page.on('request', (request) => request.url().includes('dataplayer/') && calls++);
    await search(page, { website: 'ABC', start: '2026-06-06', end: '2026-06-05' });
    await alert(page, 'End Date tidak boleh lebih kecil dari Start Date.').waitFor();
    expect(await field(page, 'End Date').getAttribute('aria-invalid')).toBe('true');
    expect(await playerTable(page).count()).toBe(0);
    expect(calls).toBe(0);
    await field(page, 'End Date').fill('2026-06-06');
    expect(await alert(page, 'End Date tidak boleh lebih kecil dari Start Date.').count()).toBe(0);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await playerTable(page).waitFor();
  });
});

describe('Game Site mode', () => {
  it('sums ABC per date with a Total Sum row', async () => {
    const page = await openScreen();
    await search(page, {
      mode: 'gamesite',
      website: 'ABC',
      start: ABC_DAY.isoDate,
      end: ABC_DAY.isoDate,
    });
    await gameSiteTable(page).waitFor();
    await pageSettled(page);
    expect(await gameSiteTable(page).locator('thead th').allTextContents()).toEqual([
      'Tanggal',
      'Total Depo',
      'Total WD',
      'Total Transaksi',
      'Balance',
    ]);
    expect(await bodyRows(page, 'Game Site')).toEqual([
      ['05 Jun 2026', 'Rp 7.275.000', 'Rp 0', '39', 'Rp 7.275.000'],
    ]);
    expect(await bodyRows(page, 'Game Site', 'tfoot')).toEqual([
      ['Total Sum', 'Rp 7.275.000', 'Rp 0', '39', 'Rp 7.275.000'],
    ]);
  });

  it('sums a second website over two days, and pages its dates', async () => {
    const page = await openScreen();
    await search(page, { mode: 'gamesite', website: secondCode, start: '2026-06-04', end: '2026-06-06' });
    await gameSiteTable(page).waitFor();
    await pageSettled(page);
    expect(await bodyRows(page, 'Game Site')).toEqual([
      ['05 Jun 2026', 'Rp 400.000', 'Rp 0', '3', 'Rp 400.000'],
      ['06 Jun 2026', 'Rp 300.000', 'Rp 225.000', '4', 'Rp 75.000'],
    ]);
    expect(await bodyRows(page, 'Game Site', 'tfoot')).toEqual([
      ['Total Sum', 'Rp 700.000', 'Rp 225.000', '7', 'Rp 475.000'],
    ]);
    expect(SECOND_SITE_DAYS.reduce((sum, day) => sum + day.transactions, 0)).toBe(7);

    // The same range as transactions: the withdrawals are there, and the balance agrees.
    await search(page, { mode: 'player' });
    await summary(page, 'Total Withdraw').filter({ hasText: 'Rp 225.000' }).waitFor();
    expect(await summary(page, 'Balance').textContent()).toBe('Rp 475.000');
    await pageSettled(page);
    const withdrawals = (await bodyRows(page, 'Data Player')).filter((row) => row[7] !== '-');
    expect(withdrawals.map((row) => [row[1], row[3], row[7]])).toEqual([
      ['06 Jun 2026', 'rina_w', 'Rp 150.000'],
      ['06 Jun 2026', 'tono_b', 'Rp 75.000'],
    ]);
  });

  it('exports the searched range as CSV and as Excel', async () => {
    const page = await openScreen();
    await field(page, 'Mode').selectOption('gamesite');
    const exportCsv = page.getByRole('button', { name: 'Export CSV' });
    const exportExcel = page.getByRole('button', { name: 'Export Excel' });
    // Nothing searched yet: nothing to export.
    expect(await exportCsv.isDisabled()).toBe(true);
    await search(page, { website: secondCode, start: '2026-06-04', end: '2026-06-06' });
    await gameSiteTable(page).waitFor();

    const request = page.waitForRequest((sent) => sent.url().endsWith('/api/exportcsvtotaldataplayer'));
    const csvDownload = page.waitForEvent('download');
    await exportCsv.click();
    expect((await request).postDataJSON()).toEqual({
      start: '04-Jun-2026',
      end: '06-Jun-2026',
      group: secondCode,
    });
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toBe(`gamesite_${secondCode}_04-Jun-2026_06-Jun-2026.csv`);
    const text = readFileSync(await csv.path(), 'utf8');
    expect(text).toBe(
      '\uFEFF' +
        [
          '"Tanggal","Total Depo","Total WD","Total Transaksi","Balance"',
          '"05-Jun-2026",400000,0,3,400000',
          '"06-Jun-2026",300000,225000,4,75000',
          '"Total Sum",700000,225000,7,475000',
        ].join('\r\n') +
        '\r\n',
    );

    const excelDownload = page.waitForEvent('download');
    await exportExcel.click();
    const excel = await excelDownload;
    expect(excel.suggestedFilename()).toBe(`gamesite_${secondCode}_04-Jun-2026_06-Jun-2026.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await excel.path());
    const sheet = workbook.getWorksheet('Game Site');
    const values: unknown[][] = [];
    sheet?.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
    expect(values).toEqual([
      ['Tanggal', 'Total Depo', 'Total WD', 'Total Transaksi', 'Balance'],
      ['05-Jun-2026', 400000, 0, 3, 400000],
      ['06-Jun-2026', 300000, 225000, 4, 75000],
      ['Total Sum', 700000, 225000, 7, 475000],
    ]);
  });

  it('says "Export gagal." and "Gagal export file." when an export fails', async () => {
    const page = await openScreen();
    await search(page, { mode: 'gamesite', website: 'ABC', start: ABC_DAY.isoDate, end: ABC_DAY.isoDate });
    await gameSiteTable(page).waitFor();
    const refuse = { status: 500, json: { status: false, message: 'Terjadi kesalahan pada server.' } };
    await page.route('**/api/exportcsvtotaldataplayer', (route) => route.fulfill(refuse));
    await page.route('**/api/exportexceltotaldataplayer', (route) => route.fulfill(refuse));
    await page.getByRole('button', { name: 'Export CSV' }).click();
    await alert(page, 'Export gagal. Terjadi kesalahan pada server.').waitFor();
    await page.getByRole('button', { name: 'Export Excel' }).click();
    await alert(page, 'Gagal export file. Terjadi kesalahan pada server.').waitFor();
  });

  it('says "No data" for a range without transactions', async () => {
    const page = await openScreen();
    await search(page, { mode: 'gamesite', website: 'ABC', start: '2026-01-01', end: '2026-01-31' });
    await gameSiteTable(page).getByRole('cell', { name: 'No data', exact: true }).waitFor();
    expect(await gameSiteTable(page).locator('tfoot').count()).toBe(0);
  });
});

describe('as CS', () => {
  it('reads only its own website', async () => {
    const page = await openScreen(csName, STRONG_PASSWORD);
    const website = field(page, 'Website');
    expect(await website.isDisabled()).toBe(true);
    expect(await website.inputValue()).toBe('ABC');
    expect(await website.locator('option').allTextContents()).toEqual(['ABC']);
    await search(page, { start: ABC_DAY.isoDate, end: ABC_DAY.isoDate });
    await summary(page, 'Total Deposit').filter({ hasText: 'Rp 7.275.000' }).waitFor();
    await search(page, { mode: 'gamesite' });
    expect(await field(page, 'Game Site').inputValue()).toBe('ABC');
    await gameSiteTable(page).getByRole('cell', { name: 'Rp 7.275.000' }).first().waitFor();
  });
});

describe.each(['light', 'dark'] as const)('looks and accessibility, %s theme', (theme) => {
  it.each([1440, 1024, 390])('%i px wide', async (width) => {
    const options = lookOptions(width, theme);
    const page = await openScreen(ADMIN.name, ADMIN.password, options);
    const tag = (name: string) => `dataplayer-${name}-${width}-${theme}`;
    await pageSettled(page);
    await screenshot(page, tag('start'));
    await search(page, { website: 'ABC', start: '2026-06-06', end: ABC_DAY.isoDate });
    await alert(page, 'End Date tidak boleh lebih kecil dari Start Date.').waitFor();
    await screenshot(page, tag('date-error'));
    await search(page, { start: ABC_DAY.isoDate });
    await playerTable(page).waitFor();
    await page.getByRole('combobox', { name: 'Show' }).selectOption('10');
    await page.getByText('Showing page 1 of 4').waitFor();
    await pageSettled(page);
    if (width !== 1024) await expectAccessible(page, tag('player'));
    await screenshot(page, tag('player'));
    await search(page, { mode: 'gamesite', website: secondCode, start: '2026-06-04', end: '2026-06-06' });
    await gameSiteTable(page).getByRole('cell', { name: 'Rp 700.000' }).waitFor();
    await pageSettled(page);
    if (width !== 1024) await expectAccessible(page, tag('gamesite'));
    await screenshot(page, tag('gamesite'));
  });
});
