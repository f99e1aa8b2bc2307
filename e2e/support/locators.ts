import type { Locator, Page } from 'playwright-core';

/**
 * A notice that is no error (its words are announced through the live region), or a status line of its own
 * (role="status", such as "Processing..."), holding the text.
 */
export const notice = (page: Page, text: string) =>
  page.locator('[data-notice]:not([data-notice="error"]), [role="status"]').filter({ hasText: text });

/** An error notice, or a field's own error (role="alert"), holding the text. */
export const alert = (page: Page, text: string) =>
  page.locator('[data-notice="error"], [role="alert"]').filter({ hasText: text });

/** The row of a table with a cell reading exactly `text`. */
export const rowWith = (page: Page, tableName: string, text: string) =>
  page
    .getByRole('table', { name: tableName })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: text, exact: true }) });

/** The text of the focused element. */
export const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? null);

/** A select box by its exact label. */
export const combobox = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

/** A button by its exact name. */
export const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Waits until nothing on the page is loading (lists, the dashboard's figures and risk signals mark themselves aria-busy). */
export const pageSettled = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));

/** Waits until no table on the page is loading (the review tables mark themselves aria-busy). */
export const tablesSettled = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('table[aria-busy="true"]'));

/** How a date field shows an ISO calendar date: `2026-11-24` as `24/11/2026`, whatever the browser's language. */
export const dayMonthYear = (isoDate: string) => isoDate.split('-').reverse().join('/');

/**
 * Opens a pending View BO row's suggestions ("Saran N"): one-line rows keep them closed until asked. The list is
 * rendered only while open, so a test reads it after this.
 */
export async function openSuggestions(page: Page, ticket: string) {
  const toggle = page.getByRole('button', { name: new RegExp(`^Saran \\d+ untuk ${ticket}$`) });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

/**
 * Opens a dashboard card's "Rincian" (the oldest pending row, the feeds, the risk signals, the chart): with several
 * websites on the page they start closed (decision 070); a card alone on its page has them open and no button.
 */
export async function openDetails(card: Locator) {
  await card.waitFor();
  const toggle = card.getByRole('button', { name: /^Rincian/ });
  if ((await toggle.count()) > 0 && (await toggle.getAttribute('aria-expanded')) !== 'true')
    await toggle.click();
}
