import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { STRONG_PASSWORD, unique } from './support/accounts';
import { expectAccessible, pageTitle, signInQuickly, type SessionOptions } from './support/browser';
import { useBrowser } from './support/harness';
import { button, combobox, pageSettled, tablesSettled } from './support/locators';
import {
  generatedDay,
  nexusDepositCsv,
  StaffApi,
  ticketSeries,
  uploadGeneratedDay,
  type GeneratedDeposit,
} from './support/review-data';

/**
 * Issue 17's accessibility proof: axe-core on every route of the spec's route table and on every dialog, in the
 * light and the dark theme, on a 1366 x 768 desk screen and a 390 x 844 phone. A serious or critical violation
 * fails the test. Each dialog is opened by its button, checked, closed with Escape, and the focus must be back
 * on that button (issue 17 item 9: "After Escape closes a dialog, focus falls to the page body").
 */
const baseUrl = inject('baseUrl');
const { open, current } = useBrowser(baseUrl);
const suffix = unique();
const code = `AX${suffix}`;
const websiteName = `Aksesibel ${suffix}`;
const checker = `chk.a11y.${suffix.toLowerCase()}`;
const account = { name: 'PT SAPTA LAYAR', number: '7712345001' };
const day = generatedDay();
const [paidMore, pairedByHand, paired] = ticketSeries(3) as [string, string, string];
const deposits: GeneratedDeposit[] = [
  { ticket: paidMore, username: `siti${suffix}`, holder: 'Siti Aminah', amount: 150_000, minute: 1 },
  { ticket: pairedByHand, username: `joko${suffix}`, holder: 'Joko Widodo', amount: 200_000, minute: 2 },
  // Paired automatically: its "Batalkan" opens the undo dialog on both review screens (issue 29).
  { ticket: paired, username: `rina${suffix}`, holder: 'Rina Lestari', amount: 120_000, minute: 3 },
];

beforeAll(async () => {
  const admin = await StaffApi.signIn(baseUrl);
  const websiteId = await admin.ensureWebsite(code, websiteName, account);
  await admin.createUser(checker, STRONG_PASSWORD, 'CHECKER', websiteId);
  // Two pending requests, each with a credit it may be paired with: View BO shows its suggestions.
  await uploadGeneratedDay(admin, code, account, day, deposits, [
    { sender: 'SITI AMINAH', amount: 155_000 },
    { sender: 'BAMBANG SUSILO', amount: 200_000 },
    { sender: 'RINA LESTARI', amount: 120_000 },
  ]);
});

async function visit(page: Page, path: string, title: string, label: string) {
  await page.goto(path);
  await pageTitle(page, title).waitFor();
  await pageSettled(page);
  await expectAccessible(page, label);
}

/** Whether the element is the focused one. */
const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/**
 * Opens a dialog (or menu, or popover) with `opener`, runs axe on the page with it open, closes it with Escape
 * and expects the focus back on the opener.
 */
async function checkDialog(
  page: Page,
  opener: Locator,
  role: 'dialog' | 'menu',
  name: string,
  label: string,
) {
  await opener.click();
  const dialog = role === 'menu' ? page.getByRole('menu') : page.getByRole(role, { name, exact: true });
  await dialog.waitFor();
  await expectAccessible(page, `${label}: ${name}`);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await page
    .waitForFunction((element) => element === document.activeElement, await opener.elementHandle(), {
      timeout: 2000,
    })
    .catch(() => undefined);
  expect(await isFocused(opener), `${label}: the focus is back on the opener of "${name}"`).toBe(true);
}

const SIZES = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
] as const;

describe.each(['light', 'dark'] as const)('%s theme', (theme) => {
  describe.each(SIZES)('$width x $height', ({ width, height }) => {
    const options: SessionOptions = { width, height, theme, bypassCSP: true };
    const tag = (screen: string) => `${screen} ${width}x${height} ${theme}`;
    const phone = width < 768;

    it('signed out: sign-in and not-found', async () => {
      const page = await open(options);
      await page.goto('/signin');
      await page.getByRole('heading', { name: 'Sign In' }).waitFor();
      await expectAccessible(page, tag('signin'));
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.locator('[data-notice="error"]').waitFor();
      await expectAccessible(page, tag('signin failed'));
      await page.goto('/not-found');
      await page.getByRole('heading', { name: 'ERROR' }).waitFor();
      await expectAccessible(page, tag('not-found'));
    });

    it('ADMIN: every route and every dialog', { timeout: 300_000 }, async () => {
      const page = await open(options);
      await signInQuickly(current(), 'admin', 'Rahasia-Kuat-Sekali-1');

      await visit(page, '/', 'Dashboard', tag('home'));
      await checkDialog(page, button(page, 'Pilih tanggal dari kalender'), 'dialog', 'Kalender', tag('home'));
      if (phone) {
        await checkDialog(page, button(page, 'Toggle menu'), 'dialog', 'Menu', tag('home'));
      }
      await checkDialog(page, button(page, 'User menu for admin'), 'menu', 'User menu', tag('home'));

      await visit(page, '/upload', 'BO dan Bank Settlement Upload', tag('upload'));
      await combobox(page, 'Provider').selectOption({ label: 'Nexus' });
      await combobox(page, 'Transaction Type').selectOption({ label: 'Deposit' });
      await combobox(page, 'Upload Type').selectOption({ label: 'Upload BO' });
      const website = combobox(page, 'Website');
      if ((await website.count()) === 1 && (await website.isEnabled())) {
        await website.selectOption(code);
      }
      await page.locator('input[type="file"]').setInputFiles({
        name: 'bo-a11y.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(nexusDepositCsv(code, account, day, deposits)),
      });
      await expectAccessible(page, tag('upload with a file'));
      await checkDialog(page, button(page, 'Submit Upload'), 'dialog', 'Konfirmasi Upload', tag('upload'));

      const review = `website=${code}&date=${day.wireDate}&status=pending`;
      await visit(page, `/view-bo?type=deposit&${review}`, 'View BO', tag('view-bo'));
      await page.getByRole('table', { name: 'BO Deposit' }).waitFor();
      await tablesSettled(page);
      await expectAccessible(page, tag('view-bo results'));
      await checkDialog(
        page,
        button(page, `Delete ${paidMore}`),
        'dialog',
        `Delete ${paidMore}`,
        tag('view-bo'),
      );
      await checkDialog(
        page,
        button(page, 'Pilih tanggal dari kalender'),
        'dialog',
        'Kalender',
        tag('view-bo'),
      );
      // Issue 29: View BO's undo of a pair, on the "all" list where the paired row shows.
      await visit(
        page,
        `/view-bo?type=deposit&${review.replace('pending', 'all')}`,
        'View BO',
        tag('view-bo'),
      );
      await page.getByRole('table', { name: 'BO Deposit' }).waitFor();
      await tablesSettled(page);
      await checkDialog(
        page,
        button(page, `Batalkan ${paired}`),
        'dialog',
        `Batalkan ${paired}`,
        tag('view-bo'),
      );

      await visit(
        page,
        `/view-mutasi?type=deposit&${review.replace('pending', 'all')}`,
        'View Mutasi',
        tag('mutasi'),
      );
      await tablesSettled(page);
      await expectAccessible(page, tag('view-mutasi results'));
      // Issue 29: the statement side of the desk, "Saran" on a pending credit and "Batalkan" on a paired one.
      await checkDialog(
        page,
        button(page, 'Saran mutasi Rp 155.000 SITI AMINAH'),
        'dialog',
        'Saran mutasi Rp 155.000',
        tag('view-mutasi'),
      );
      await checkDialog(
        page,
        button(page, 'Batalkan mutasi Rp 120.000 RINA LESTARI'),
        'dialog',
        'Batalkan mutasi Rp 120.000',
        tag('view-mutasi'),
      );

      await visit(page, '/user', 'User', tag('user'));
      // The first page lists admin; the accounts other files made may push this file's checker further on.
      await checkDialog(page, button(page, 'New User'), 'dialog', 'New User', tag('user'));
      await checkDialog(page, button(page, 'Deactivate admin'), 'dialog', 'Are you sure?', tag('user'));
      await checkDialog(
        page,
        button(page, 'Change password of admin'),
        'dialog',
        'Change Password',
        tag('user'),
      );
      await checkDialog(page, button(page, 'Delete admin'), 'dialog', 'Delete User', tag('user'));

      await visit(page, '/whitelist', 'Whitelist', tag('whitelist'));
      await checkDialog(page, button(page, 'Add WL'), 'dialog', 'Add Whitelist IP', tag('whitelist'));
      await checkDialog(page, button(page, 'Remove 127.0.0.1'), 'dialog', 'Remove IP', tag('whitelist'));
      await checkDialog(
        page,
        button(page, 'Change status of 127.0.0.1'),
        'dialog',
        'Are you sure?',
        tag('whitelist'),
      );

      await visit(page, '/website', 'Website', tag('website'));
      await checkDialog(page, button(page, 'Add Website'), 'dialog', 'Add Website', tag('website'));
      await checkDialog(
        page,
        button(page, `Remove ${websiteName}`),
        'dialog',
        'Remove Website',
        tag('website'),
      );

      await visit(page, '/convert-mutasi', 'Convert Mutasi', tag('convert'));
      await visit(page, '/template', 'Template', tag('template'));

      await visit(page, '/dataplayer', 'Data Player', tag('dataplayer'));
      await combobox(page, 'Website').selectOption(code);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByRole('table', { name: 'Data Player' }).waitFor();
      await pageSettled(page);
      await expectAccessible(page, tag('dataplayer results'));

      await visit(page, '/databank', 'Data Bank', tag('databank'));
      await combobox(page, 'Website').selectOption(code);
      await page.getByRole('cell', { name: account.name, exact: true }).waitFor();
      await expectAccessible(page, tag('databank rows'));
      await checkDialog(page, button(page, 'Add Data Bank'), 'dialog', 'Add New Data Bank', tag('databank'));
      const row = `${account.name} ${account.number}`;
      await checkDialog(page, button(page, `Remove ${row}`), 'dialog', 'Confirm Action', tag('databank'));
      await checkDialog(page, button(page, `Deactivate ${row}`), 'dialog', 'Confirm Action', tag('databank'));

      await visit(page, '/tracking', 'Tracking', tag('tracking'));
      // Not in the spec's route table: the rule replay of issue 19, ADMIN's alone.
      await visit(page, '/rule-replay', 'Ulang Aturan', tag('rule-replay'));
      // Nor the upload history of issue 29 (ADMIN and CHECKER).
      await visit(page, '/upload-history', 'Riwayat Upload', tag('upload-history'));
      // And the Feed screen of issue 30 (ADMIN's alone), with its add dialog.
      await visit(page, '/feed', 'Feed', tag('feed'));
      await checkDialog(page, button(page, 'Tambah Feed'), 'dialog', 'Tambah Feed', tag('feed'));

      await visit(page, '/delete', 'Delete', tag('delete'));
      await checkDialog(page, button(page, 'Delete'), 'dialog', 'Delete Confirmation', tag('delete'));
    });

    it('CHECKER: the screens that differ for a checker', { timeout: 120_000 }, async () => {
      const page = await open(options);
      await signInQuickly(current(), checker, STRONG_PASSWORD);
      await visit(page, '/', 'Dashboard', tag('home checker'));
      await visit(page, '/user', 'User', tag('user checker'));
      await checkDialog(
        page,
        button(page, `Change password of ${checker}`),
        'dialog',
        'Change Password',
        tag('user checker'),
      );
      await visit(page, '/whitelist', 'Whitelist', tag('whitelist checker'));
      await visit(page, '/website', 'Website', tag('website checker'));
      await visit(page, '/databank', 'Data Bank', tag('databank checker'));
      await visit(page, '/tracking', 'Tracking', tag('tracking checker'));
      await visit(page, '/dataplayer', 'Data Player', tag('dataplayer checker'));
    });
  });
});
