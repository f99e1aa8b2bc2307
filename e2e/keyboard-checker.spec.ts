import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { STRONG_PASSWORD, unique } from './support/accounts';
import { useBrowser } from './support/harness';
import { dayMonthYear, notice } from './support/locators';
import {
  uploadGeneratedStatement,
  generatedDay,
  nexusDepositCsv,
  StaffApi,
  ticketSeries,
  type GeneratedDeposit,
} from './support/review-data';

/**
 * Issue 17: a checker's day with the keyboard alone. No click: Tab, typing, Enter, Escape (the file chooser is
 * the one thing a browser test cannot drive by keys, so the file is handed to the input once the drop area has
 * the focus). After every key the focus must be on something, never on the page body.
 */
const baseUrl = inject('baseUrl');
const { open } = useBrowser(baseUrl);
const suffix = unique();
const code = `KB${suffix}`;
const checker = `chk.kbd.${suffix.toLowerCase()}`;
const account = { name: 'PT TUTS KEYBOARD', number: '6612345001' };
const day = generatedDay();
const [paidMore, pairedByHand] = ticketSeries(2) as [string, string];
const deposits: GeneratedDeposit[] = [
  { ticket: paidMore, username: `siti${suffix}`, holder: 'Siti Aminah', amount: 150_000, minute: 1 },
  { ticket: pairedByHand, username: `joko${suffix}`, holder: 'Joko Widodo', amount: 200_000, minute: 2 },
];

beforeAll(async () => {
  const admin = await StaffApi.signIn(baseUrl);
  const websiteId = await admin.ensureWebsite(code, `Papan Ketik ${suffix}`, account);
  await admin.createUser(checker, STRONG_PASSWORD, 'CHECKER', websiteId);
  // The bank statement is in already; the checker uploads the BO export and works through what stays pending.
  await uploadGeneratedStatement(admin, code, account, day, [
    { sender: 'SITI AMINAH', amount: 155_000 },
    { sender: 'BAMBANG SUSILO', amount: 200_000 },
  ]);
});

const focusIsLost = (page: Page) =>
  page.evaluate(() => document.activeElement === null || document.activeElement === document.body);

async function expectFocusKept(page: Page, step: string) {
  // A re-render or a removed row settles within a frame or two: look after them.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  const trail = await page.evaluate(() =>
    (window as unknown as { __trail?: string[] }).__trail?.slice(-12).join(' | '),
  );
  expect(await focusIsLost(page), `the focus is on the page body after ${step}: ${trail}`).toBe(false);
}

async function press(page: Page, key: string) {
  await page.keyboard.press(key);
  await expectFocusKept(page, key);
}

async function type(page: Page, text: string) {
  await page.keyboard.type(text);
  await expectFocusKept(page, `typing "${text}"`);
}

const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement).catch(() => false);

/** Tabs towards `target` (forward when it follows the focus in the page, else back) until it has the focus. */
async function tabTo(page: Page, target: Locator, what: string) {
  await target.waitFor();
  for (let step = 0; step < 80; step++) {
    if (await isFocused(target)) return;
    const follows = await target.evaluate((element) => {
      const active = document.activeElement;
      if (!active || active === document.body) return true;
      return Boolean(active.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    await press(page, follows ? 'Tab' : 'Shift+Tab');
  }
  expect(await isFocused(target), `${what} reached by Tab`).toBe(true);
}

/** Picks an option of a focused native select by typing its label (the platform's type-ahead). */
async function choose(page: Page, label: string, option: string) {
  const select = page.getByRole('combobox', { name: label, exact: true });
  await tabTo(page, select, label);
  await type(page, option);
  await expect.poll(() => select.locator('option:checked').textContent()).toBe(option);
}

/** Goes to a screen through the header's menu search (Ctrl+K). */
async function goTo(page: Page, menuItem: string, title: string) {
  await page.keyboard.press('Control+k');
  await type(page, menuItem);
  await page.keyboard.press('Enter');
  // At once, not after the new screen has rendered: on a busy machine that takes a while, and a key pressed
  // meanwhile would go to the page body.
  expect(await focusIsLost(page), `the focus is on the page body as the menu search opens ${menuItem}`).toBe(
    false,
  );
  await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
  await expectFocusKept(page, `opening ${menuItem}`);
}

/** Confirms the open dialog: the focus starts on its cancel button, Tab reaches the confirm button. */
async function confirmDialog(page: Page, dialogName: string, confirm: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.waitFor();
  await tabTo(page, dialog.getByRole('button', { name: confirm, exact: true }), confirm);
  await press(page, 'Enter');
}

describe('a checker by keyboard alone', () => {
  it(
    'signs in, uploads, approves with a remark, pairs by a suggestion and exports',
    { timeout: 180_000 },
    async () => {
      const page = await open({ width: 1366, height: 768 });
      await page.addInitScript(() => {
        const trail: string[] = [];
        (window as unknown as { __trail: string[] }).__trail = trail;
        const name = (node: EventTarget | null) =>
          node instanceof Element
            ? `${node.tagName}[${node.getAttribute('aria-label') ?? node.textContent?.slice(0, 20)}]`
            : node === null
              ? 'null'
              : 'window';
        document.addEventListener(
          'focusin',
          (e) => trail.push(`in ${name(e.target)} ${Math.round(performance.now())}`),
          true,
        );
        document.addEventListener(
          'focusout',
          (e) =>
            trail.push(`out ${name(e.target)} -> ${name(e.relatedTarget)} ${Math.round(performance.now())}`),
          true,
        );
      });
      await page.goto('/signin');
      await tabTo(page, page.getByRole('textbox', { name: 'Username' }), 'Username');
      await type(page, checker);
      await tabTo(page, page.getByRole('textbox', { name: 'Password' }), 'Password');
      await type(page, STRONG_PASSWORD);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      await expectFocusKept(page, 'signing in');

      // Upload: the BO export of the day.
      await goTo(page, 'Upload', 'BO dan Bank Settlement Upload');
      await choose(page, 'Provider', 'Nexus');
      await choose(page, 'Transaction Type', 'Deposit');
      await choose(page, 'Upload Type', 'Upload BO');
      const website = page.getByRole('combobox', { name: 'Website', exact: true });
      if (
        (await website.count()) === 1 &&
        (await website.locator('option:checked').textContent())?.startsWith('--')
      ) {
        await choose(page, 'Website', `${code} - Papan Ketik ${suffix}`);
      }
      const dropArea = page.getByRole('button', { name: /Tarik & lepas file \.csv/ });
      await tabTo(page, dropArea, 'the file area');
      await page.locator('input[type="file"]').setInputFiles({
        name: `bo-${day.isoDate}.csv`,
        mimeType: 'text/csv',
        buffer: Buffer.from(nexusDepositCsv(code, account, day, deposits)),
      });
      await expectFocusKept(page, 'choosing the file');
      await tabTo(page, page.getByRole('button', { name: 'Submit Upload' }), 'Submit Upload');
      await press(page, 'Enter');
      await confirmDialog(page, 'Konfirmasi Upload', 'Ya, Lanjutkan');
      await notice(page, 'data berhasil ditambahkan').waitFor({ timeout: 60_000 });
      await expectFocusKept(page, 'the upload');

      // View BO: the pending rows of the day, the date typed the Indonesian way.
      await goTo(page, 'View BO', 'View BO');
      const websiteFilter = page.getByRole('combobox', { name: 'Website', exact: true });
      if (await websiteFilter.isEnabled()) await choose(page, 'Website', code);
      await choose(page, 'Status Type', 'Pending');
      await tabTo(page, page.getByRole('textbox', { name: 'Date', exact: true }), 'Date');
      await press(page, 'Control+a');
      await type(page, dayMonthYear(day.isoDate));
      await press(page, 'Enter');
      const table = page.getByRole('table', { name: 'BO Deposit' });
      await table.waitFor();

      // Approve the row paid Rp5.000 more, with a remark (Enter in the remark asks to update).
      const remark = (ticket: string) => page.getByRole('textbox', { name: `Ket ${ticket}`, exact: true });
      await tabTo(page, remark(paidMore), `Ket ${paidMore}`);
      await type(page, 'Transfer lebih Rp5.000, sesuai mutasi');
      await press(page, 'Enter');
      await confirmDialog(page, `Update ${paidMore}`, 'Yes, Update');
      await notice(page, '1 data berhasil di-approve.').waitFor();
      await table.getByRole('row').filter({ hasText: paidMore }).waitFor({ state: 'detached' });
      await expectFocusKept(page, 'approving a row');

      // Pair the other row with the credit the screen suggests (its suggestions open on Enter), then approve it.
      const toggle = page.getByRole('button', { name: new RegExp(`^Saran \\d+ untuk ${pairedByHand}$`) });
      if ((await toggle.count()) === 1 && (await toggle.getAttribute('aria-expanded')) !== 'true') {
        await tabTo(page, toggle, 'the suggestions of the row');
        await press(page, 'Enter');
      }
      const suggestion = page.getByRole('button', {
        name: new RegExp(`^Pakai .*BAMBANG SUSILO.* sebagai pasangan ${pairedByHand}$`),
      });
      await tabTo(page, suggestion, 'the suggestion');
      await press(page, 'Enter');
      expect(await suggestion.getAttribute('aria-pressed')).toBe('true');
      await tabTo(page, remark(pairedByHand), `Ket ${pairedByHand}`);
      await type(page, 'Dibayar dari rekening BAMBANG SUSILO');
      await press(page, 'Enter');
      const dialog = page.getByRole('dialog', { name: `Update ${pairedByHand}` });
      await dialog.getByText('Pasangan:').waitFor();
      await confirmDialog(page, `Update ${pairedByHand}`, 'Yes, Update');
      await table.getByRole('row').filter({ hasText: pairedByHand }).waitFor({ state: 'detached' });
      await expectFocusKept(page, 'approving the paired row');

      // Export what the filter shows.
      await tabTo(page, page.getByRole('button', { name: 'Export CSV', exact: true }), 'Export CSV');
      const download = page.waitForEvent('download');
      await press(page, 'Enter');
      expect((await download).suggestedFilename()).toMatch(/^viewbo.*\.csv$/);
      await expectFocusKept(page, 'exporting');
    },
  );
});
