import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN, STRONG_PASSWORD, unique } from './support/accounts';
import { expectAccessible, lookOptions, pageTitle, screenshot } from './support/browser';
import { useBrowser } from './support/harness';
import { button, combobox, openDetails, pageSettled, tablesSettled } from './support/locators';
import { generatedDay, StaffApi, ticketSeries, uploadGeneratedDay } from './support/review-data';

/**
 * Risk signals (issue 19, decision 044) on a generated day: one sender pays three usernames, a checker raises an
 * amount by hand, and one player pays their own account. The dashboard card lists the signals with their rows;
 * View BO and View Mutasi narrow to those rows with the "Sinyal risiko" filter.
 */
const baseUrl = inject('baseUrl');
const { openAs } = useBrowser(baseUrl);

const suffix = unique();
const code = `RS${suffix}`;
const name = `Risiko ${suffix}`;
const account = { name: 'LINDA PERMATA', number: '7712345000' };
const day = generatedDay();
const [t1, t2, t3, quiet, edited] = ticketSeries(5) as [string, string, string, string, string];
const mules = [`mula${suffix}`, `mulb${suffix}`, `mulc${suffix}`].map((u) => u.toLowerCase());
const checkerName = `chk.risk.${suffix.toLowerCase()}`;

beforeAll(async () => {
  const staff = await StaffApi.signIn(baseUrl);
  const websiteId = await staff.ensureWebsite(code, name, account);
  await staff.createUser(checkerName, STRONG_PASSWORD, 'CHECKER', websiteId);
  await uploadGeneratedDay(
    staff,
    code,
    account,
    day,
    [
      { ticket: t1, username: mules[0]!, holder: 'Hendra Wijaya', amount: 101_000, minute: 1 },
      { ticket: t2, username: mules[1]!, holder: 'Hendra Wijaya', amount: 102_000, minute: 2 },
      { ticket: t3, username: mules[2]!, holder: 'Hendra Wijaya', amount: 103_000, minute: 3 },
      {
        ticket: quiet,
        username: `sari${suffix}`.toLowerCase(),
        holder: 'Sari Dewi',
        amount: 77_000,
        minute: 4,
      },
      {
        ticket: edited,
        username: `budi${suffix}`.toLowerCase(),
        holder: 'Budi Santoso',
        amount: 50_000,
        minute: 5,
      },
    ],
    [
      { sender: 'HENDRA WIJAYA', amount: 101_000 },
      { sender: 'HENDRA WIJAYA', amount: 102_000 },
      { sender: 'HENDRA WIJAYA', amount: 103_000 },
      { sender: 'SARI DEWI', amount: 77_000 },
    ],
  );
  // A checker raises an amount by hand: an amount edit of the day.
  const checker = await StaffApi.signIn(baseUrl, checkerName, STRONG_PASSWORD);
  const [row] = await checker.call<{ bo_id: number }[]>(
    'GET',
    `/api/searchbo/${day.wireDate}/${code}/pending/id/${edited.slice(1)}/100/1`,
  );
  await checker.call('PUT', '/api/updatebodepostts', {
    arr: [{ bo_id: row!.bo_id, ket_app: 'Salah input CS, dicek WA', depo_amount: 55_000 }],
  });
});

const card = (page: Page) => page.getByRole('article', { name: `${name} (${code})`, exact: true });

async function openDashboardOn(userName: string, password: string) {
  // bypassCSP for the axe check only (its script tag is inline).
  const page = await openAs(userName, password, '/', lookOptions(1280, 'light'));
  await pageTitle(page, 'Dashboard').waitFor();
  // The generated day is the Jakarta date of an hour ago: near midnight that is yesterday.
  await page.getByLabel('Tanggal', { exact: true }).fill(day.isoDate);
  await pageSettled(page);
  await openDetails(card(page));
  await card(page).getByRole('heading', { name: 'Sinyal risiko' }).waitFor();
  await card(page)
    .getByRole('button', { name: /Satu pengirim, banyak username/ })
    .waitFor();
  return page;
}

const cellTexts = (page: Page, tableName: string | RegExp, column: number) =>
  page
    .getByRole('table', { name: tableName })
    .locator('tbody tr')
    .evaluateAll(
      (rows, index) => rows.map((tr) => tr.querySelectorAll('td')[index]?.textContent ?? ''),
      column,
    );

describe('Risk signals on the dashboard', () => {
  it('lists each kind with its count; a kind opens on the keyboard to the rows behind it', async () => {
    const page = await openDashboardOn(ADMIN.name, ADMIN.password);
    const site = card(page);
    const sender = site.getByRole('button', { name: /Satu pengirim, banyak username/ });
    expect((await sender.textContent())?.trim()).toBe('Satu pengirim, banyak username1');
    expect((await site.getByRole('button', { name: /Nominal diubah manual/ }).textContent())?.trim()).toBe(
      'Nominal diubah manual1',
    );
    expect(
      (await site.getByRole('button', { name: /Satu username, banyak pengirim/ }).textContent())?.trim(),
    ).toBe('Satu username, banyak pengirim0');
    expect(await sender.getAttribute('aria-expanded')).toBe('false');
    await sender.focus();
    await page.keyboard.press('Enter');
    expect(await sender.getAttribute('aria-expanded')).toBe('true');
    const senderRows = /^Baris di balik sinyal .*HENDRA WIJAYA/;
    await page.getByRole('table', { name: senderRows }).waitFor();
    expect(await cellTexts(page, senderRows, 1)).toEqual(mules);

    await site.getByRole('button', { name: /Nominal diubah manual/ }).click();
    const edits = page.getByRole('table', { name: `Baris di balik sinyal ${checkerName}` });
    expect(await edits.locator('tbody tr td').allTextContents()).toEqual([
      edited,
      `budi${suffix}`.toLowerCase(),
      'Rp 50.000',
      'Rp 55.000',
      'Rp 5.000',
      'Salah input CS, dicek WA',
    ]);
    await expectAccessible(page, 'dashboard with risk signals');
    await screenshot(page, 'risk-signals-dashboard');

    // The link opens View BO narrowed to the kind's rows, searched at once.
    await site.getByRole('link', { name: 'Lihat di View BO (Deposit)' }).first().click();
    await pageTitle(page, 'View BO').waitFor();
    await page.getByRole('table', { name: 'BO Deposit' }).waitFor();
    await tablesSettled(page);
    expect(await combobox(page, 'Sinyal risiko').inputValue()).toBe('sender_many_users');
    const tickets = await page
      .getByRole('table', { name: 'BO Deposit' })
      .locator('tbody tr')
      .allTextContents();
    expect(tickets).toHaveLength(3);
    for (const ticket of [t1, t2, t3]) expect(tickets.some((text) => text.includes(ticket))).toBe(true);
    expect(tickets.some((text) => text.includes(quiet))).toBe(false);
  });
});

describe('The "Sinyal risiko" filter on View Mutasi', () => {
  it("narrows a CHECKER's statement rows to those behind any signal", async () => {
    const page = await openAs(
      checkerName,
      STRONG_PASSWORD,
      `/view-mutasi?type=deposit&website=${code}&date=${day.wireDate}&status=all`,
    );
    await pageTitle(page, 'View Mutasi').waitFor();
    const table = page.getByRole('table', { name: 'Mutasi Deposit' });
    await table.waitFor();
    await tablesSettled(page);
    expect(await table.locator('tbody tr').count()).toBe(4);

    await combobox(page, 'Sinyal risiko').selectOption('any');
    await button(page, 'Search').click();
    await table.waitFor();
    await tablesSettled(page);
    const rows = await table.locator('tbody tr').allTextContents();
    expect(rows).toHaveLength(3);
    expect(rows.every((text) => text.includes('HENDRA WIJAYA'))).toBe(true);
    // A CHECKER reads the signals on the dashboard but does not set the thresholds.
    await page.goto('/');
    await pageTitle(page, 'Dashboard').waitFor();
    await page.getByLabel('Tanggal', { exact: true }).fill(day.isoDate);
    await openDetails(card(page));
    const sender = card(page).getByRole('button', { name: /Satu pengirim, banyak username/ });
    await sender.waitFor();
    expect((await sender.textContent())?.trim()).toBe('Satu pengirim, banyak username1');
    expect(await card(page).getByRole('button', { name: 'Atur ambang' }).count()).toBe(0);
  });
});
