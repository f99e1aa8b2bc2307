import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN } from './support/accounts';
import { useBrowser } from './support/harness';
import { combobox, dayMonthYear } from './support/locators';
import { DAY_ABC, jakartaStamp, loadDayAbc, StaffApi } from './support/review-data';

/**
 * Issue 17 item 7: on a browser set to English a native date input writes 11/24/2026. Every date field of Rekon
 * shows and reads dd/mm/yyyy whatever the browser's language, and the rest of the app gets the same day.
 */
const baseUrl = inject('baseUrl');
const { openAs } = useBrowser(baseUrl);
const english = { locale: 'en-US', width: 1366, height: 768 } as const;
const today = () => dayMonthYear(jakartaStamp(new Date()).slice(0, 10));
const DD_MM_YYYY = /^[0-9]{2}\/[0-9]{2}\/[0-9]{4}$/;

beforeAll(async () => {
  await loadDayAbc(await StaffApi.signIn(baseUrl));
});

/** Every date field on the page: a text field showing dd/mm/yyyy (today), none a native date input. */
async function expectDayMonthYearFields(page: Page, labels: string[]) {
  expect(await page.locator('input[type="date"]').count(), 'native date inputs').toBe(0);
  for (const label of labels) {
    const field = page.getByRole('textbox', { name: label, exact: true });
    const value = await field.inputValue();
    expect(value, `${label} shows dd/mm/yyyy`).toMatch(DD_MM_YYYY);
    expect(value, `${label} starts on today`).toBe(today());
    expect(await field.getAttribute('placeholder')).toBe('dd/mm/yyyy');
  }
}

const open = (path: string) => openAs(ADMIN.name, ADMIN.password, path, english);

describe('date fields on an English browser', () => {
  it('the browser really is English', async () => {
    const page = await open('/');
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');
    expect(
      await page.evaluate(() =>
        new Date(Date.UTC(2026, 10, 24)).toLocaleDateString(undefined, { timeZone: 'UTC' }),
      ),
    ).toBe('11/24/2026');
  });

  it('every date field shows dd/mm/yyyy', async () => {
    const page = await open('/');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await expectDayMonthYearFields(page, ['Tanggal']);

    await page.goto('/view-bo');
    await page.getByRole('heading', { level: 1, name: 'View BO' }).waitFor();
    await expectDayMonthYearFields(page, ['Date']);

    await page.goto('/view-mutasi');
    await page.getByRole('heading', { level: 1, name: 'View Mutasi' }).waitFor();
    await expectDayMonthYearFields(page, ['Date']);

    await page.goto('/dataplayer');
    await page.getByRole('heading', { level: 1, name: 'Data Player' }).waitFor();
    await expectDayMonthYearFields(page, ['Start Date', 'End Date']);

    await page.goto('/delete');
    await page.getByRole('heading', { level: 1, name: 'Delete' }).waitFor();
    await expectDayMonthYearFields(page, ['Date']);

    await page.goto('/upload');
    await page.getByRole('heading', { level: 1, name: 'BO dan Bank Settlement Upload' }).waitFor();
    await combobox(page, 'Provider').selectOption({ label: 'Nexus' });
    await combobox(page, 'Transaction Type').selectOption({ label: 'Deposit' });
    await combobox(page, 'Upload Type').selectOption({ label: 'Bank Settlement' });
    await combobox(page, 'Upload Category').selectOption({ label: 'Bank' });
    await combobox(page, 'Website').selectOption(DAY_ABC.code);
    await combobox(page, 'Bank').selectOption({ label: 'BCA' });
    await expectDayMonthYearFields(page, ['Statement Date']);
  });

  it('typing 24/11/2026 searches that day; typing 11/24/2026 is refused under the field', async () => {
    const page = await open('/view-bo');
    await combobox(page, 'Website').selectOption(DAY_ABC.code);
    await combobox(page, 'Status Type').selectOption('all');
    const date = page.getByRole('textbox', { name: 'Date', exact: true });

    await date.fill('');
    await date.pressSequentially('11/24/2026');
    await date.press('Tab');
    expect(await date.getAttribute('aria-invalid')).toBe('true');
    const message = page.getByText('Tanggal tidak valid. Tulis dd/mm/yyyy, misalnya 24/11/2026.');
    expect((await date.getAttribute('aria-describedby'))?.split(' ')).toContain(
      await message.getAttribute('id'),
    );

    await date.fill('');
    await date.pressSequentially('24112026');
    expect(await date.inputValue()).toBe('24/11/2026');
    expect(await message.count()).toBe(0);
    const request = page.waitForRequest((sent) => sent.url().includes('/api/viewbo/'));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    expect(new URL((await request).url()).pathname).toBe(`/api/viewbo/24-Nov-2026/${DAY_ABC.code}/all/100/1`);

    // The labelled day of the fixtures, typed the Indonesian way, brings its rows.
    await date.fill('');
    await date.pressSequentially(dayMonthYear(DAY_ABC.isoDate));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('cell', { name: DAY_ABC.pending[0], exact: true }).waitFor();
  });

  it('the calendar picks a day by keyboard and writes it dd/mm/yyyy', async () => {
    const page = await open('/dataplayer');
    const start = page.getByRole('textbox', { name: 'Start Date', exact: true });
    await start.fill('24/11/2026');
    await page.getByRole('button', { name: 'Pilih tanggal dari kalender' }).first().press('Enter');
    const calendar = page.getByRole('dialog', { name: 'Kalender' });
    await calendar.getByRole('grid', { name: 'November 2026' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Selasa, 24 November 2026',
    );
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await calendar.waitFor({ state: 'detached' });
    expect(await start.inputValue()).toBe('25/11/2026');
  });
});
