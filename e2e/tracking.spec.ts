import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN, STRONG_PASSWORD, unique } from './support/accounts';
import { ApiSession } from './support/api';
import { holdRequests, pageTitle } from './support/browser';
import { useBrowser } from './support/harness';

const baseUrl = inject('baseUrl');
const { openAs } = useBrowser(baseUrl);
let suffix: string;
let code: string;
let checkerName: string;
let csName: string;

beforeAll(async () => {
  const admin = await ApiSession.signIn(baseUrl, ADMIN.name, ADMIN.password);
  suffix = unique();
  code = `TR${suffix}`;
  const websiteId = await admin.createWebsite(`Tracking ${suffix}`, code);
  checkerName = `chk.tr.${suffix.toLowerCase()}`;
  csName = `cs.tr.${suffix.toLowerCase()}`;
  await admin.createUser(checkerName, STRONG_PASSWORD, 'CHECKER', websiteId);
  await admin.createUser(csName, STRONG_PASSWORD, 'CS', websiteId);
  // 42 bank accounts + 2 users + the website: 45 tracking rows of this website, nine pages of five.
  for (let index = 0; index < 42; index++) {
    await admin.createAkunBank(
      code,
      'DEPO',
      'BCA',
      `Track ${index}`,
      `8880000${String(index).padStart(3, '0')}`,
    );
  }
});

const table = (page: Page) => page.getByRole('table', { name: 'Tracking' });
const bodyRows = (page: Page) => table(page).locator('tbody tr');
const column = (page: Page, index: number) =>
  table(page).locator(`tbody td:nth-child(${index})`).allTextContents();
const pager = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });
const pagerItems = async (page: Page) =>
  (await pager(page).locator('li').allTextContents()).map((text) => text.trim()).join(' ');
const currentPage = (page: Page) => pager(page).locator('[aria-current="page"]').textContent();

async function pickWebsite(page: Page) {
  await pageTitle(page, 'Tracking').waitFor();
  await page.getByRole('combobox', { name: 'Website' }).selectOption(code);
  await expect.poll(async () => [...new Set(await column(page, 2))]).toEqual([code]);
}

describe('Tracking as ADMIN', () => {
  it('reads every website by default and offers each as "name (code)"', async () => {
    const page = await openAs(ADMIN.name, ADMIN.password, '/tracking');
    await pageTitle(page, 'Tracking').waitFor();
    const headers = await table(page).getByRole('columnheader').allTextContents();
    expect(headers).toEqual(['ID', 'Website', 'Username', 'Role', 'Activity', 'Created At']);
    const select = page.getByRole('combobox', { name: 'Website' });
    expect(await select.inputValue()).toBe('all');
    const options = await select.locator('option').allTextContents();
    expect(options[0]).toBe('All websites');
    expect(options).toContain(`Tracking ${suffix} (${code})`);
    await expect.poll(() => bodyRows(page).count()).toBe(10);
    expect(new Set(await column(page, 2)).size).toBeGreaterThan(1);
    for (const createdAt of await column(page, 6)) {
      expect(createdAt).toMatch(/^\d{2} \p{L}{3} \d{4}, \d{2}\.\d{2}\.\d{2}$/u);
    }
  });

  it('narrows to one website, pages with one boundary and one sibling page, and resets on a new page size', async () => {
    const page = await openAs(ADMIN.name, ADMIN.password, '/tracking');
    await pickWebsite(page);
    expect(new Set(await column(page, 2))).toEqual(new Set([code]));
    const size = page.getByRole('combobox', { name: 'Show' });
    expect(await size.locator('option').allTextContents()).toEqual(['5', '10', '20', '50', '100']);
    expect(await size.inputValue()).toBe('10');
    await size.selectOption('5');
    await expect.poll(() => bodyRows(page).count()).toBe(5);
    await page.getByText('Showing page 1 of 9').waitFor();
    expect(await pagerItems(page)).toBe('1 2 3 4 5 … 9');
    await pager(page).getByRole('button', { name: 'Page 5' }).click();
    await page.getByText('Showing page 5 of 9').waitFor();
    expect(await pagerItems(page)).toBe('1 … 4 5 6 … 9');
    await pager(page).getByRole('button', { name: 'Page 9' }).click();
    await page.getByText('Showing page 9 of 9').waitFor();
    expect(await pagerItems(page)).toBe('1 … 5 6 7 8 9');
    expect(await pager(page).getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await pager(page).getByRole('button', { name: 'Previous' }).click();
    await page.getByText('Showing page 8 of 9').waitFor();
    await size.selectOption('10');
    await page.getByText('Showing page 1 of 5').waitFor();
    expect(await currentPage(page)).toBe('1');
  });

  it('searches 500 ms after the last keystroke, from page 1', async () => {
    const page = await openAs(ADMIN.name, ADMIN.password, '/tracking');
    await pickWebsite(page);
    await pager(page).getByRole('button', { name: 'Next' }).click();
    await page.getByText('Showing page 2 of 5').waitFor();
    const searches: string[] = [];
    page.on(
      'request',
      (request) => request.url().includes('/api/searchtracking/') && searches.push(request.url()),
    );
    const search = page.getByRole('searchbox', { name: 'Search' });
    expect(await search.getAttribute('placeholder')).toBe('Cari username/member…');
    await search.pressSequentially('Track 7', { delay: 60 });
    await page.getByText('Showing page 1 of 1').waitFor();
    expect(searches).toEqual([`${baseUrl}/api/searchtracking/${code}/Track%207/10/1`]);
    expect(await bodyRows(page).count()).toBe(1);
    expect(await column(page, 5)).toEqual([expect.stringContaining('Track 7')]);
    await search.fill('no-such-thing-anywhere');
    await page.getByRole('cell', { name: 'No data' }).waitFor();
  });

  it('disables Previous, the pages and Next while a page loads, keeps the focus on the pressed one and announces the page', async () => {
    const page = await openAs(ADMIN.name, ADMIN.password, '/tracking');
    await pickWebsite(page);
    const release = await holdRequests(page, '**/api/tracking/**');
    const next = pager(page).getByRole('button', { name: 'Next' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => pager(page).getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    expect(await next.isDisabled()).toBe(true);
    expect(await pager(page).getByRole('button', { name: 'Page 1' }).isDisabled()).toBe(true);
    // Pressing a disabled pager button again does nothing.
    await page.keyboard.press('Enter');
    release();
    await page.getByRole('status').filter({ hasText: 'Showing page 2 of 5' }).waitFor();
    await expect.poll(() => pager(page).getByRole('button', { name: 'Previous' }).isDisabled()).toBe(false);
    // The focus never left Next (item 11 of issue 17): the next Enter goes on to page 3.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Next');
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Showing page 3 of 5' }).waitFor();
  });
});

describe('Tracking as CHECKER', () => {
  it('reads its own website only, shown by its code', async () => {
    const page = await openAs(checkerName, STRONG_PASSWORD, '/tracking');
    await pageTitle(page, 'Tracking').waitFor();
    const website = page.getByRole('textbox', { name: 'Website' });
    expect(await website.inputValue()).toBe(code);
    expect(await website.getAttribute('readonly')).not.toBeNull();
    await expect.poll(() => bodyRows(page).count()).toBe(10);
    expect(new Set(await column(page, 2))).toEqual(new Set([code]));
  });
});

describe('Tracking as CS', () => {
  it('is not allowed: /tracking goes to /not-found', async () => {
    const page = await openAs(csName, STRONG_PASSWORD, '/tracking');
    await page.waitForURL((url) => url.pathname === '/not-found');
  });
});
