import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { STRONG_PASSWORD } from './support/accounts';
import { pageTitle, signInThroughForm } from './support/browser';
import { useBrowser } from './support/harness';
import { alert, notice, rowWith } from './support/locators';
import { startServer, type RunningServer } from './support/server';

/**
 * The "done when": a new installation (no ADMIN_PASSWORD, so a generated one is printed), the first
 * sign-in and password change, a website, a CHECKER bound to it, a whitelist entry and a Data Bank account,
 * then the CHECKER's view. Runs on a server of its own.
 */
let server: RunningServer;
let printedPassword: string;
const NEW_PASSWORD = 'Sambal-Terasi-Pedas-8';
const CHECKER = 'checker.alpha';

// The shared server is not used here, but the harness needs a base URL for its pages.
const { open } = useBrowser(inject('baseUrl'));

beforeAll(async () => {
  server = await startServer({});
  const match = /password: (\S+)/.exec(server.output());
  if (!match) throw new Error(`The server printed no first password:\n${server.output()}`);
  printedPassword = match[1]!;
});

afterAll(async () => {
  await server.stop();
});

describe('first run', () => {
  it('takes the bootstrap admin to change the generated password before anything else', async () => {
    const page = await open({}, server.url);
    await signInThroughForm(page, 'admin', printedPassword);
    const form = page.getByRole('main');
    await form.getByRole('heading', { name: 'Ganti Password' }).waitFor();
    await page.goto('/user');
    await form.getByRole('heading', { name: 'Ganti Password' }).waitFor();

    const submit = form.getByRole('button', { name: 'Change Password' });
    await submit.click();
    await alert(page, 'Password lama wajib diisi.').waitFor();
    await form.getByRole('textbox', { name: 'Current Password' }).fill('Tebakan-Salah-123');
    await form.getByRole('textbox', { name: 'New Password', exact: true }).fill(NEW_PASSWORD);
    await form.getByRole('textbox', { name: 'Confirm New Password' }).fill(NEW_PASSWORD);
    await submit.click();
    await alert(page, '❌ Gagal memperbarui password. Password lama salah.').waitFor();
    await form.getByRole('textbox', { name: 'Current Password' }).fill(printedPassword);
    await form.getByRole('textbox', { name: 'Confirm New Password' }).fill('Sesuatu-Yang-Lain-1');
    await submit.click();
    await alert(page, 'Konfirmasi password tidak sama.').waitFor();
    await form.getByRole('textbox', { name: 'New Password', exact: true }).fill('password123');
    await form.getByRole('textbox', { name: 'Confirm New Password' }).fill('password123');
    await submit.click();
    await alert(
      page,
      '❌ Gagal memperbarui password. Password terlalu umum atau mudah ditebak. Pilih password lain.',
    ).waitFor();
    await form.getByRole('textbox', { name: 'New Password', exact: true }).fill(NEW_PASSWORD);
    await form.getByRole('textbox', { name: 'Confirm New Password' }).fill(NEW_PASSWORD);
    await submit.click();
    await pageTitle(page, 'User').waitFor();
  });

  it('adds a website', async () => {
    const page = await openOnServer('/website');
    await page.getByRole('button', { name: 'Add Website' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Website' });
    await dialog.getByRole('textbox', { name: 'Website Name' }).fill('Alpha');
    await dialog.getByRole('textbox', { name: 'Website Code' }).fill('al01');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await notice(page, 'Website berhasil ditambahkan.').waitFor();
    await rowWith(page, 'Website list', 'AL01').waitFor();
  });

  it('adds a CHECKER bound to it', async () => {
    const page = await openOnServer('/user');
    await page.getByRole('button', { name: 'New User' }).click();
    const dialog = page.getByRole('dialog', { name: 'New User' });
    await dialog.getByRole('textbox', { name: 'Username' }).fill(CHECKER);
    await dialog.getByRole('textbox', { name: 'Password' }).fill(STRONG_PASSWORD);
    await dialog.getByRole('combobox', { name: 'Role' }).selectOption('CHECKER');
    await dialog.getByRole('combobox', { name: 'Website' }).selectOption({ label: 'Alpha (AL01)' });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await notice(page, 'User berhasil dibuat.').waitFor();
    await rowWith(page, 'Admin Users', CHECKER).waitFor();
  });

  it('adds a whitelist entry', async () => {
    const page = await openOnServer('/whitelist');
    await page.getByRole('button', { name: 'Add WL' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Whitelist IP' });
    await dialog.getByRole('textbox', { name: 'IP Address' }).fill('203.0.113.7');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await notice(page, 'IP 203.0.113.7 berhasil ditambahkan ke whitelist.').waitFor();
    await rowWith(page, 'IP whitelist', '203.0.113.7').waitFor();
  });

  it('adds a Data Bank account', async () => {
    const page = await openOnServer('/databank');
    await page.getByRole('button', { name: 'Add Data Bank' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Data Bank' });
    expect(await dialog.getByRole('combobox', { name: 'Website' }).inputValue()).toBe('AL01');
    await dialog.getByRole('combobox', { name: 'Jenis Transaksi' }).selectOption('DEPO');
    await dialog.getByRole('combobox', { name: 'Bank' }).fill('bca');
    await dialog.getByRole('listbox').getByRole('option', { name: 'BCA' }).click();
    await dialog.getByRole('textbox', { name: 'Account Name' }).fill('PT Alpha Jaya');
    await dialog.getByRole('textbox', { name: 'Account Number' }).fill('1234567890');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await notice(page, 'Akun bank berhasil dibuat.').waitFor();
    await rowWith(page, 'Table Data Bank', 'PT Alpha Jaya').waitFor();
  });

  it('lets the CHECKER sign in and see exactly what the spec allows', async () => {
    const page = await open({}, server.url);
    await signInThroughForm(page, CHECKER, STRONG_PASSWORD);
    await pageTitle(page, 'Dashboard').waitFor();
    // The spec's twelve items plus Template and Riwayat Upload (decision 056).
    expect(await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link').count()).toBe(14);

    await page.goto('/user');
    await rowWith(page, 'Admin Users', CHECKER).waitFor();
    // No ADMIN account is listed; "admin" appears only as the name of who last edited the CHECKER's row.
    const usernames = page
      .getByRole('table', { name: 'Admin Users' })
      .getByRole('row')
      .locator('td:nth-child(1)');
    expect(await usernames.allTextContents()).not.toContain('admin');
    expect(await page.getByRole('button', { name: 'New User' }).count()).toBe(0);

    await page.goto('/whitelist');
    await rowWith(page, 'IP whitelist', '203.0.113.7').waitFor();
    expect(await page.getByRole('button', { name: 'Add WL' }).isDisabled()).toBe(true);

    await page.goto('/website');
    await rowWith(page, 'Website list', 'AL01').waitFor();
    expect(await page.getByRole('button', { name: 'Add Website' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Remove Alpha' }).isDisabled()).toBe(true);

    await page.goto('/databank');
    await rowWith(page, 'Table Data Bank', 'PT Alpha Jaya').waitFor();
    expect(await page.getByRole('combobox', { name: 'Website', exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Remove PT Alpha Jaya 1234567890' }).isDisabled()).toBe(
      true,
    );
    expect(await page.getByRole('button', { name: 'Add Data Bank' }).isDisabled()).toBe(false);

    await page.goto('/tracking');
    expect(await page.getByRole('textbox', { name: 'Website' }).inputValue()).toBe('AL01');
    await page.getByRole('cell', { name: 'Menambahkan akun bank', exact: false }).first().waitFor();
  });
});

/** A page on this file's server, signed in as the admin with the new password. */
async function openOnServer(path: string): Promise<Page> {
  const page = await open({}, server.url);
  await page.context().request.post(`${server.url}/api/login`, {
    data: { account_name: 'admin', account_password: NEW_PASSWORD },
  });
  await page.goto(path);
  return page;
}
