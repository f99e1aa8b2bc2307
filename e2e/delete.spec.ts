import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { STRONG_PASSWORD, unique } from './support/accounts';
import { expectAccessible, pageTitle, screenshot } from './support/browser';
import { useBrowser } from './support/harness';
import { alert, notice } from './support/locators';
import {
  generatedDay,
  jakartaStamp,
  StaffApi,
  ticketSeries,
  unpaddedWireDate,
  uploadGeneratedDay,
} from './support/review-data';

/**
 * Delete (spec section 2, api.md "Deletion within 24 hours") on a website of its own, so that no other file's
 * rows go: a day uploaded a moment ago is deleted through the confirmation, then a second delete finds nothing.
 * The 24-hour boundary itself is an API test with an injected clock (apps/server delete-uploads.test.ts).
 */
const baseUrl = inject('baseUrl');
const { openAs } = useBrowser(baseUrl);
const suffix = unique();
const code = `DEL${suffix}`;
const name = `Hapus ${suffix}`;
const account = { name: 'SARI DEWI', number: '7712345678' };
const checker = `chk.del.${suffix.toLowerCase()}`;
const day = generatedDay();
const [first, second, third] = ticketSeries(3) as [string, string, string];

let admin: StaffApi;

beforeAll(async () => {
  admin = await StaffApi.signIn(baseUrl);
  const websiteId = await admin.ensureWebsite(code, name, account);
  await admin.createUser(checker, STRONG_PASSWORD, 'CHECKER', websiteId);
  // Three deposit requests and two credits: two pairs and one pending request, five rows in all.
  await uploadGeneratedDay(
    admin,
    code,
    account,
    day,
    [
      { ticket: first, username: `rina${suffix}`, holder: 'Rina Wati', amount: 50_000, minute: 1 },
      { ticket: second, username: `tono${suffix}`, holder: 'Tono Sugiarto', amount: 75_000, minute: 2 },
      { ticket: third, username: `umi${suffix}`, holder: 'Umi Kalsum', amount: 90_000, minute: 3 },
    ],
    [
      { sender: 'RINA WATI', amount: 50_000 },
      { sender: 'TONO SUGIARTO', amount: 75_000 },
    ],
  );
});

const button = (page: Page, label: string) => page.getByRole('button', { name: label, exact: true });
const dateField = (page: Page) => page.getByLabel('Date', { exact: true });
const groupField = (page: Page) => page.getByRole('combobox', { name: 'Website / Group' });
const boRows = () =>
  admin.call<unknown[]>('GET', `/api/viewbo/${unpaddedWireDate(day.isoDate)}/${code}/all/100/1`);
const mutasiRows = () => admin.call<unknown[]>('GET', `/api/viewmutasi/${day.wireDate}/${code}/all/100/1`);

describe('Delete as a CHECKER', () => {
  it('opens on today with its own website, and needs a date', async () => {
    const page = await openAs(checker, STRONG_PASSWORD, '/delete');
    await pageTitle(page, 'Delete').waitFor();
    await page.getByText('Delete BO / Mutasi (≤ 24 jam)').waitFor();
    expect(await dateField(page).inputValue()).toBe(jakartaStamp(new Date()).slice(0, 10));
    expect(await groupField(page).locator('option').allTextContents()).toEqual([`${code} — ${name}`]);
    expect(await groupField(page).inputValue()).toBe(code);
    await page.getByText('Hanya data yang diunggah paling lama 24 jam yang bisa dihapus.').waitFor();
    expect(await button(page, 'Delete').isEnabled()).toBe(true);
    await dateField(page).fill('');
    expect(await button(page, 'Delete').isDisabled()).toBe(true);
  });

  it('asks first: Cancel keeps everything', async () => {
    const page = await openAs(checker, STRONG_PASSWORD, '/delete');
    await dateField(page).fill(day.isoDate);
    await button(page, 'Delete').click();
    const dialog = page.getByRole('dialog', { name: 'Delete Confirmation' });
    await dialog.getByText('This action cannot be undone.', { exact: false }).waitFor();
    expect(await dialog.getByText(day.wireDate, { exact: true }).count()).toBe(1);
    expect(await dialog.getByText(`${code} — ${name}`, { exact: true }).count()).toBe(1);
    // Cancel takes the focus, so Enter never deletes by accident.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await boRows()).toHaveLength(3);
    expect(await mutasiRows()).toHaveLength(2);
  });

  it('deletes the day just uploaded, shows the answer for 5 s, then finds nothing more', async () => {
    const page = await openAs(checker, STRONG_PASSWORD, '/delete');
    await dateField(page).fill(day.isoDate);
    await button(page, 'Delete').click();
    const dialog = page.getByRole('dialog', { name: 'Delete Confirmation' });
    const request = page.waitForRequest((sent) => sent.url().endsWith('/api/deletebomutasi'));
    await dialog.getByRole('button', { name: 'Delete' }).click();
    expect((await request).postDataJSON()).toEqual({ date: day.wireDate, group: code });

    const done = notice(page, '5 data dihapus');
    await done.waitFor();
    const raw = JSON.parse((await done.getByLabel('Raw response').textContent()) ?? '{}');
    expect(raw.deleted).toEqual({ bo: 3, bowd: 0, mutasi: 2, mutasiwd: 0 });
    expect(await boRows()).toEqual([]);
    expect(await mutasiRows()).toEqual([]);
    // The box goes by itself after 5 s.
    await done.waitFor({ state: 'detached', timeout: 8000 });

    await button(page, 'Delete').click();
    await page
      .getByRole('dialog', { name: 'Delete Confirmation' })
      .getByRole('button', { name: 'Delete' })
      .click();
    const nothing = alert(page, `Tidak ada data untuk tanggal ${day.wireDate}`);
    await nothing.waitFor();
    await nothing.waitFor({ state: 'detached', timeout: 8000 });
  });

  it('leaves one row in the audit trail per delete', async () => {
    const rows = await admin.call<{ tracking_activity: string }[]>('GET', `/api/tracking/${code}/10/1`);
    const deletes = rows.filter((row) => row.tracking_activity.startsWith('Hapus data'));
    expect(deletes).toHaveLength(1);
    expect(deletes[0]!.tracking_activity).toContain('BO deposit 3');
  });
});

describe.each(['light', 'dark'] as const)('Delete in the %s theme', (theme) => {
  it.each([1440, 390])('looks right and passes axe at %i px', async (width) => {
    const page = await openAs(checker, STRONG_PASSWORD, '/delete', {
      width,
      height: width === 390 ? 844 : 900,
      theme,
      bypassCSP: true,
    });
    await pageTitle(page, 'Delete').waitFor();
    await expectAccessible(page, `delete-${width}-${theme}`);
    await screenshot(page, `delete-${width}-${theme}`);
    await button(page, 'Delete').click();
    await page.getByRole('dialog', { name: 'Delete Confirmation' }).waitFor();
    await expectAccessible(page, `delete-confirm-${width}-${theme}`);
    await screenshot(page, `delete-confirm-${width}-${theme}`, { fullPage: false });
  });
});
