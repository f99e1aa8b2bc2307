import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN, STRONG_PASSWORD, unique } from './support/accounts';
import { ApiSession } from './support/api';
import { expectAccessible, lookOptions, pageTitle, screenshot, signInQuickly } from './support/browser';
import { useBrowser } from './support/harness';
import { pageSettled } from './support/locators';

/**
 * Every screen of this issue at 1440, 1024 and 390 px, light and dark: what each must show (its title, its
 * cards, its key texts, and which controls each role may use), a screenshot in e2e/screenshots/ for a person
 * to look at, and an axe check (no serious or critical violation) at 1440 and 390 px in both themes.
 * 1024 px is the desktop layout again, narrower; skipping its axe run keeps the file's time down.
 */
const baseUrl = inject('baseUrl');
const { open, current } = useBrowser(baseUrl);
let checkerName: string;
let csName: string;
let code: string;
let websiteName: string;

/** The side menu of ADMIN and CHECKER (spec section 2, plus Template). */
const MENU = [
  'Dashboard',
  'Upload',
  'View BO',
  'View Mutasi',
  'User',
  'Whitelist',
  'Convert Mutasi',
  'Template',
  'Website',
  'Data Player',
  'Data Bank',
  'Tracking',
  'Delete',
];
/** ADMIN and CHECKER also have the upload history of issue 29 (not in the spec's menu). */
const CHECKER_MENU = [...MENU, 'Riwayat Upload'];
/**
 * ADMIN also has the Feed screen beside Data Bank (issue 30, feeds.md "Screens") and ends with the rule replay of
 * issue 19: ADMIN-only screens, not in the spec's menu.
 */
const ADMIN_MENU = [
  ...CHECKER_MENU.flatMap((item) => (item === 'Data Bank' ? [item, 'Feed'] : [item])),
  'Ulang Aturan',
];

beforeAll(async () => {
  const admin = await ApiSession.signIn(baseUrl, ADMIN.name, ADMIN.password);
  const suffix = unique();
  code = `SC${suffix}`;
  websiteName = `Screens ${suffix}`;
  const websiteId = await admin.createWebsite(websiteName, code);
  checkerName = `chk.screens.${suffix.toLowerCase()}`;
  csName = `cs.screens.${suffix.toLowerCase()}`;
  await admin.createUser(checkerName, STRONG_PASSWORD, 'CHECKER', websiteId);
  await admin.createUser(csName, STRONG_PASSWORD, 'CS', websiteId);
  await admin.createAkunBank(code, 'DEPO', 'BCA', 'PT Layar Terang', '1234500001');
  await admin.createAkunBank(code, 'WD', 'GOPAY', 'Dompet Layar', '081234500002');
});

let checkAccessibility = true;

/** The locator matches exactly one element, and it is visible. */
async function expectShown(locator: Locator, what: string) {
  expect(await locator.count(), `${what}: how many`).toBe(1);
  expect(await locator.isVisible(), `${what}: visible`).toBe(true);
}

/** The locator matches nothing at all (not merely hidden). */
async function expectAbsent(locator: Locator, what: string) {
  expect(await locator.count(), `${what}: should not exist`).toBe(0);
}

/** A visible button by its exact accessible name, enabled or not as the role allows. */
async function expectButton(scope: Page | Locator, name: string, enabled: boolean) {
  const control = scope.getByRole('button', { name, exact: true });
  await expectShown(control, `button "${name}"`);
  expect(await control.isEnabled(), `button "${name}" enabled`).toBe(enabled);
}

const heading = (page: Page, level: number, name: string) =>
  page.getByRole('heading', { level, name, exact: true });

const columnHeaders = (page: Page) => page.getByRole('columnheader').allInnerTexts();

const menuLinks = (scope: Page | Locator) =>
  scope.getByRole('navigation', { name: 'Main menu' }).getByRole('link').allTextContents();

/** Runs axe where this width is checked. */
async function check(page: Page, name: string) {
  if (checkAccessibility) await expectAccessible(page, name);
}

/** Waits until no list is loading, then checks and photographs the page. */
async function capture(page: Page, name: string) {
  await pageSettled(page);
  await check(page, name);
  await screenshot(page, name);
}

async function visit(page: Page, path: string, title: string, name: string) {
  await page.goto(path);
  await pageTitle(page, title).waitFor();
  await capture(page, name);
}

/** Opens a dialog, checks what it must hold, checks and photographs it, and closes it with Escape. */
async function captureDialog(
  page: Page,
  opener: string,
  dialogName: string,
  name: string,
  expectContent: (dialog: Locator) => Promise<void>,
) {
  await page.getByRole('button', { name: opener, exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.waitFor();
  await expectContent(dialog);
  await check(page, name);
  await screenshot(page, name, { fullPage: false });
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: dialogName }).waitFor({ state: 'detached' });
}

describe.each(['light', 'dark'] as const)('%s theme', (theme) => {
  describe.each([1440, 1024, 390])('%i px wide', (width) => {
    const tag = (screen: string) => `${screen}-${width}-${theme}`;
    const options = lookOptions(width, theme);
    /** The side menu is in the page from 1024 px; below it sits behind "Toggle menu". */
    const desktop = width >= 1024;
    beforeAll(() => {
      checkAccessibility = width !== 1024;
    });

    it('signed out: sign-in and not-found', async () => {
      const page = await open(options);
      await page.goto('/signin');
      await page.getByRole('heading', { name: 'Sign In' }).waitFor();
      await expectShown(heading(page, 1, 'Sign In'), 'sign-in title');
      await expectShown(page.getByText('Enter your username and password to sign in!'), 'sign-in prompt');
      await expectShown(page.getByRole('textbox', { name: 'Username' }), 'username field');
      await expectShown(page.getByRole('textbox', { name: 'Password' }), 'password field');
      expect(await page.getByRole('textbox', { name: 'Password' }).getAttribute('type')).toBe('password');
      await expectButton(page, 'Show password', true);
      await expectButton(page, 'Sign in', true);
      await expectAbsent(page.locator('[data-notice="error"]'), 'an error before any attempt');
      await capture(page, tag('signin'));
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.locator('[data-notice="error"]').waitFor();
      expect(await page.locator('[data-notice="error"]').innerText()).toBe(
        'Login failed: Username dan password wajib diisi.',
      );
      expect(new URL(page.url()).pathname).toBe('/signin');
      await capture(page, tag('signin-failed'));
      await page.goto('/not-found');
      await page.getByRole('heading', { name: 'ERROR' }).waitFor();
      await expectShown(heading(page, 1, 'ERROR'), 'not-found title');
      await expectShown(
        page.getByText("We can't seem to find the page you are looking for!"),
        'not-found explanation',
      );
      const home = page.getByRole('link', { name: 'Back to Home Page' });
      await expectShown(home, 'link home');
      expect(await home.getAttribute('href')).toBe('/');
      await capture(page, tag('not-found'));
    });

    // Six screens, seven dialogs and up to twelve axe runs: more than the default minute on two busy cores.
    it('ADMIN: home, the five screens and their dialogs', { timeout: 120_000 }, async () => {
      const page = await open(options);
      await signInQuickly(current(), ADMIN.name, ADMIN.password);

      await visit(page, '/', 'Dashboard', tag('home'));
      if (desktop) expect(await menuLinks(page)).toEqual(ADMIN_MENU);
      await expectShown(page.getByText(/^Ringkasan rekonsiliasi /), 'the summary line');
      await expectShown(page.getByLabel('Tanggal', { exact: true }), 'the date field');
      await expectButton(page, 'Hari ini', true);
      // ADMIN sees every website: the one made for this file among them.
      await expectShown(heading(page, 2, `${websiteName} (${code})`), 'the website card');

      await visit(page, '/user', 'User', tag('user'));
      await expectShown(heading(page, 2, 'List User'), 'the user card');
      await expectShown(heading(page, 3, 'Admin Users'), 'the user table title');
      expect(await columnHeaders(page)).toEqual([
        'Account Name',
        'Role',
        'Website',
        'Status',
        'Last Edited',
        'Last Edited By',
        'Action',
      ]);
      await expectButton(page, 'New User', true);
      // ADMIN may do everything to any account; the server still refuses self-deactivation.
      await expectButton(page, 'Deactivate admin', true);
      await expectButton(page, 'Change password of admin', true);
      await expectButton(page, 'Delete admin', true);
      await captureDialog(page, 'New User', 'New User', tag('user-new'), async (dialog) => {
        for (const field of ['Username', 'Password', 'Role', 'Website']) {
          await expectShown(dialog.getByLabel(field, { exact: true }), `New User: ${field}`);
        }
        await expectButton(dialog, 'Cancel', true);
        await expectShown(dialog.getByRole('button', { name: 'Submit' }), 'New User: Submit');
      });
      await page.getByRole('button', { name: 'Deactivate admin' }).click();
      const status = page.getByRole('dialog', { name: 'Are you sure?' });
      await status.waitFor();
      await expectShown(status.getByText('Do you want to deactivate the account "admin"?'), 'the question');
      await expectButton(status, 'Yes, Confirm', true);
      await check(page, tag('user-status'));
      await screenshot(page, tag('user-status'), { fullPage: false });
      await page.keyboard.press('Escape');
      await status.waitFor({ state: 'detached' });

      await visit(page, '/whitelist', 'Whitelist', tag('whitelist'));
      await expectShown(heading(page, 2, 'List Whitelist'), 'the whitelist card');
      // The address this browser comes from, which cannot be removed here.
      expect(await page.getByText('Your IP:').innerText()).toBe('Your IP: 127.0.0.1');
      await expectButton(page, 'Add WL', true);
      await expectButton(page, 'Remove 127.0.0.1', true);
      await expectButton(page, 'Change status of 127.0.0.1', true);
      await captureDialog(page, 'Add WL', 'Add Whitelist IP', tag('whitelist-add'), async (dialog) => {
        await expectShown(dialog.getByLabel('IP Address'), 'Add Whitelist IP: IP Address');
        await expectButton(dialog, 'Submit', true);
      });

      await visit(page, '/website', 'Website', tag('website'));
      await expectShown(heading(page, 2, 'List Website'), 'the website list card');
      await expectButton(page, 'Add Website', true);
      await captureDialog(page, 'Add Website', 'Add Website', tag('website-add'), async (dialog) => {
        for (const field of ['Website Name', 'Website Code', 'Website Panel']) {
          await expectShown(dialog.getByLabel(field, { exact: true }), `Add Website: ${field}`);
        }
        await expectButton(dialog, 'Submit', true);
      });

      await page.goto('/databank');
      await pageTitle(page, 'Data Bank').waitFor();
      // Learned names are ADMIN's alone (decision 038).
      await expectShown(page.getByRole('tab', { name: 'Akun Bank' }), 'the bank accounts tab');
      await expectShown(page.getByRole('tab', { name: 'Nama Dipelajari' }), 'the learned names tab');
      const website = page.getByRole('combobox', { name: 'Website', exact: true });
      expect(await website.isEnabled(), 'ADMIN picks the website').toBe(true);
      await website.selectOption(code);
      await page.getByRole('cell', { name: 'PT Layar Terang', exact: true }).waitFor();
      await capture(page, tag('databank'));
      await expectShown(heading(page, 2, 'Table Data Bank'), 'the data bank card');
      await expectShown(page.getByRole('cell', { name: 'Dompet Layar', exact: true }), 'the wallet row');
      await expectButton(page, 'Add Data Bank', true);
      await expectButton(page, 'Remove PT Layar Terang 1234500001', true);
      await expectButton(page, 'Deactivate PT Layar Terang 1234500001', true);
      await page.getByRole('button', { name: 'Add Data Bank' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add New Data Bank' });
      await dialog.getByRole('combobox', { name: 'Bank' }).click();
      await dialog.getByRole('listbox').waitFor();
      expect(await dialog.getByRole('option', { name: 'BCA', exact: true }).count()).toBe(1);
      await check(page, tag('databank-add'));
      await screenshot(page, tag('databank-add'), { fullPage: false });
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Remove PT Layar Terang 1234500001' }).click();
      const confirm = page.getByRole('dialog', { name: 'Confirm Action' });
      await confirm.waitFor();
      await expectShown(
        confirm.getByText('Remove bank account PT Layar Terang (BCA - 1234500001)?'),
        'the removal question',
      );
      await expectButton(confirm, 'Yes, Remove', true);
      await check(page, tag('databank-confirm'));
      await screenshot(page, tag('databank-confirm'), { fullPage: false });
      await page.keyboard.press('Escape');
      await confirm.waitFor({ state: 'detached' });

      await visit(page, '/tracking', 'Tracking', tag('tracking'));
      await expectShown(heading(page, 2, 'Activity Log'), 'the activity log card');
      const trackingWebsite = page.getByRole('combobox', { name: 'Website', exact: true });
      expect(await trackingWebsite.inputValue(), 'ADMIN reads every website at first').toBe('all');
      expect(await trackingWebsite.locator('option:checked').innerText()).toBe('All websites');
      await expectShown(page.getByRole('searchbox', { name: 'Search' }), 'the search field');
      if (!desktop) {
        await page.getByRole('button', { name: 'Toggle menu' }).click();
        const menu = page.getByRole('dialog', { name: 'Menu' });
        await menu.waitFor();
        expect(await menuLinks(menu)).toEqual(ADMIN_MENU);
        await check(page, tag('menu'));
        await screenshot(page, tag('menu'), { fullPage: false });
      }
    });

    it('CHECKER and CS: what they see', async () => {
      const page = await open(options);
      await signInQuickly(current(), checkerName, STRONG_PASSWORD);
      await visit(page, '/user', 'User', tag('user-checker'));
      if (desktop) expect(await menuLinks(page)).toEqual(CHECKER_MENU);
      await expectShown(heading(page, 2, 'List User'), 'the user card');
      // A CHECKER adds nobody and changes only their own password.
      await expectAbsent(page.getByRole('button', { name: 'New User' }), 'New User for a CHECKER');
      await expectButton(page, `Change password of ${checkerName}`, true);
      await expectButton(page, `Deactivate ${checkerName}`, false);
      await expectButton(page, `Delete ${checkerName}`, false);

      await visit(page, '/databank', 'Data Bank', tag('databank-checker'));
      await expectAbsent(page.getByRole('tab'), 'tabs for a CHECKER');
      await expectShown(heading(page, 2, 'Table Data Bank'), 'the data bank card');
      const website = page.getByRole('combobox', { name: 'Website', exact: true });
      expect(await website.isDisabled(), 'a CHECKER is bound to their website').toBe(true);
      expect(await website.inputValue()).toBe(code);
      await expectShown(page.getByRole('cell', { name: 'PT Layar Terang', exact: true }), 'own website row');
      await expectButton(page, 'Remove PT Layar Terang 1234500001', false);
      await expectButton(page, 'Deactivate PT Layar Terang 1234500001', false);

      await page.getByRole('button', { name: `User menu for ${checkerName}` }).click();
      const userMenu = page.getByRole('menu');
      await userMenu.waitFor();
      await expectShown(userMenu.getByText(`CHECKER · ${websiteName} (${code})`), 'role and website');
      expect(await userMenu.getByRole('menuitem').allInnerTexts()).toEqual(['Edit profile', 'Sign out']);
      await check(page, tag('user-menu'));
      await screenshot(page, tag('user-menu'), { fullPage: false });
      await page.keyboard.press('Escape');

      await signInQuickly(current(), csName, STRONG_PASSWORD);
      await visit(page, '/', 'Dashboard', tag('home-cs'));
      // A CS has Data Player only, and sees their own website's figures.
      if (desktop) expect(await menuLinks(page)).toEqual(['Data Player']);
      await expectShown(heading(page, 2, `${websiteName} (${code})`), "the CS's website card");
      expect(await page.getByRole('article').count(), 'one website card only').toBe(1);
      await expectButton(page, 'Hari ini', true);
    });
  });
});
