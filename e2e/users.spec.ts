import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN, STRONG_PASSWORD, unique } from './support/accounts';
import { ApiSession } from './support/api';
import { holdRequests, pageTitle } from './support/browser';
import { useBrowser } from './support/harness';
import { alert, focusedText, notice, rowWith } from './support/locators';

const baseUrl = inject('baseUrl');
const { openAs } = useBrowser(baseUrl);
let admin: ApiSession;
let suffix: string;
let websiteId: number;
let websiteCode: string;
let checkerName: string;
let csName: string;

beforeAll(async () => {
  admin = await ApiSession.signIn(baseUrl, ADMIN.name, ADMIN.password);
  suffix = unique();
  websiteCode = `US${suffix}`;
  websiteId = await admin.createWebsite(`Users ${suffix}`, websiteCode);
  checkerName = `chk.users.${suffix.toLowerCase()}`;
  csName = `cs.users.${suffix.toLowerCase()}`;
  await admin.createUser(checkerName, STRONG_PASSWORD, 'CHECKER', websiteId);
  await admin.createUser(csName, STRONG_PASSWORD, 'CS', websiteId);
});

const table = (page: Page) => page.getByRole('table', { name: 'Admin Users' });
const row = (page: Page, name: string) => rowWith(page, 'Admin Users', name);

/** Shows enough rows that the account is on the current page. */
async function showAll(page: Page) {
  await page.getByRole('combobox', { name: 'Show' }).selectOption('100');
}

describe('User as ADMIN', () => {
  it('lists the columns of the spec with the page-size choice and the pager', async () => {
    const page = await openAs(ADMIN.name, ADMIN.password, '/user');
    await pageTitle(page, 'User').waitFor();
    await page.getByRole('heading', { name: 'List User' }).waitFor();
    await page.getByRole('heading', { name: 'Admin Users' }).waitFor();
    const headers = await table(page).getByRole('columnheader').allTextContents();
    expect(headers).toEqual([
      'Account Name',
      'Role',
      'Website',
      'Status',
      'Last Edited',
      'Last Edited By',
      'Action',
    ]);
    const sizes = await page.getByRole('combobox', { name: 'Show' }).locator('option').allTextContents();
    expect(sizes).toEqual(['5', '10', '20', '50', '100']);
    expect(await page.getByRole('combobox', { name: 'Show' }).inputValue()).toBe('10');
    await page.getByText(/^Showing page 1 of \d+$/).waitFor();
    await page.getByRole('navigation', { name: 'Pagination' }).waitFor();
  });

  it('creates a user: required fields, website only for CHECKER and CS, ADMIN clears it', async () => {
    const page = await openAs(ADMIN.name, ADMIN.password, '/user');
    await page.getByRole('button', { name: 'New User' }).click();
    const dialog = page.getByRole('dialog', { name: 'New User' });
    const submit = dialog.getByRole('button', { name: 'Submit' });
    const role = dialog.getByRole('combobox', { name: 'Role' });
    const website = dialog.getByRole('combobox', { name: 'Website' });
    expect(await role.inputValue()).toBe('ADMIN');
    expect(await website.isDisabled()).toBe(true);
    expect(await submit.isDisabled()).toBe(true);
    // A disabled Submit says what it waits for (issue 17, item 13), and is described by it.
    const missing = async () =>
      (await submit.getAttribute('aria-describedby')) && dialog.getByText(/^Belum diisi/).textContent();
    expect(await missing()).toBe('Belum diisi: Username, Password.');
    const name = `new.cs.${suffix.toLowerCase()}`;
    await dialog.getByRole('textbox', { name: 'Username' }).fill(name);
    expect(await submit.isDisabled()).toBe(true);
    expect(await missing()).toBe('Belum diisi: Password.');
    await dialog.getByRole('textbox', { name: 'Password' }).fill(STRONG_PASSWORD);
    expect(await submit.isDisabled()).toBe(false);
    expect(await dialog.getByText(/^Belum diisi/).count()).toBe(0);
    await role.selectOption('CS');
    expect(await submit.isDisabled()).toBe(true);
    expect(await missing()).toBe('Belum diisi: Website.');
    await website.selectOption({ label: `Users ${suffix} (${websiteCode})` });
    expect(await submit.isDisabled()).toBe(false);
    await role.selectOption('ADMIN');
    expect(await website.inputValue()).toBe('');
    expect(await website.isDisabled()).toBe(true);
    await role.selectOption('CS');
    await website.selectOption({ label: `Users ${suffix} (${websiteCode})` });
    await submit.click();
    await notice(page, 'User berhasil dibuat.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await showAll(page);
    const created = row(page, name);
    // allTextContents does not wait: the 100-row page is still on its way after showAll.
    await created.waitFor();
    expect(await created.getByRole('cell').allTextContents()).toEqual(
      expect.arrayContaining([name, 'CS', websiteCode, 'Active']),
    );
  });

  it('shows the server refusal when the username is taken or the password weak', async () => {
    const page = await openAs(ADMIN.name, ADMIN.password, '/user');
    await page.getByRole('button', { name: 'New User' }).click();
    const dialog = page.getByRole('dialog', { name: 'New User' });
    await dialog.getByRole('textbox', { name: 'Username' }).fill(checkerName);
    await dialog.getByRole('textbox', { name: 'Password' }).fill(STRONG_PASSWORD);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await alert(page, '❌ Gagal membuat user. Username sudah dipakai.').waitFor();
    await dialog.getByRole('textbox', { name: 'Username' }).fill(`weak.${suffix.toLowerCase()}`);
    await dialog.getByRole('textbox', { name: 'Password' }).fill('short');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await alert(page, '❌ Gagal membuat user. Password minimal 8 karakter.').waitFor();
  });

  it('toggles status after "Are you sure?": Cancel focused first, Escape and the backdrop close it', async () => {
    const name = `toggle.${suffix.toLowerCase()}`;
    await admin.createUser(name, STRONG_PASSWORD, 'CS', websiteId);
    const page = await openAs(ADMIN.name, ADMIN.password, '/user');
    await showAll(page);
    const deactivate = row(page, name).getByRole('button', { name: `Deactivate ${name}` });
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' });

    await deactivate.click();
    await dialog.getByText(`Do you want to deactivate the account "${name}"?`).waitFor();
    expect(await focusedText(page)).toBe('Cancel');
    // Page scroll is locked while the dialog is open.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Radix gives the focus back on the next task after the dialog unmounts.
    await expect.poll(() => focusedText(page)).toBe('Deactivate');

    await deactivate.click();
    await dialog.waitFor();
    await page.mouse.click(5, 5);
    await dialog.waitFor({ state: 'detached' });

    await deactivate.click();
    await dialog.getByRole('button', { name: 'Yes, Confirm' }).click();
    await notice(page, `Status "${name}" diubah ke Inactive.`).waitFor();
    await row(page, name).getByText('Inactive', { exact: true }).waitFor();
    expect(await row(page, name).getByRole('cell').nth(5).textContent()).toBe('admin');

    await row(page, name)
      .getByRole('button', { name: `Activate ${name}` })
      .click();
    await dialog.getByText(`Do you want to activate the account "${name}"?`).waitFor();
    await dialog.getByRole('button', { name: 'Yes, Confirm' }).click();
    await notice(page, `Status "${name}" diubah ke Active.`).waitFor();
  });

  it('lifts a sign-in lock with Unlock: the locked account signs in again at once', async () => {
    const name = `locked.${suffix.toLowerCase()}`;
    await admin.createUser(name, STRONG_PASSWORD, 'CS', websiteId);
    const login = (password: string) =>
      fetch(`${baseUrl}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account_name: name, account_password: password }),
      }).then((res) => res.status);
    for (let i = 0; i < 5; i++) expect(await login('Salah-Sekali-Kata-1')).toBe(401);
    expect(await login(STRONG_PASSWORD)).toBe(429);

    const page = await openAs(ADMIN.name, ADMIN.password, '/user');
    await showAll(page);
    await row(page, name)
      .getByRole('button', { name: `Unlock sign-in of ${name}` })
      .click();
    await notice(page, `Blokir login "${name}" dibuka.`).waitFor();
    expect(await login(STRONG_PASSWORD)).toBe(200);
  });

  it('reads "Updating..." while the status change is on its way', async () => {
    const name = `slow.${suffix.toLowerCase()}`;
    await admin.createUser(name, STRONG_PASSWORD, 'CS', websiteId);
    const page = await openAs(ADMIN.name, ADMIN.password, '/user');
    const release = await holdRequests(page, '**/api/updatestatusadminacc/*');
    await showAll(page);
    await row(page, name)
      .getByRole('button', { name: `Deactivate ${name}` })
      .click();
    await page.getByRole('button', { name: 'Yes, Confirm' }).click();
    const busy = page.getByRole('button', { name: 'Updating...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    release();
    await notice(page, `Status "${name}" diubah ke Inactive.`).waitFor();
  });

  it('refuses deactivating or deleting yourself with the server message', async () => {
    const page = await openAs(ADMIN.name, ADMIN.password, '/user');
    await showAll(page);
    await row(page, 'admin').getByRole('button', { name: 'Deactivate admin' }).click();
    await page.getByRole('button', { name: 'Yes, Confirm' }).click();
    await alert(
      page,
      '❌ Gagal mengubah status. Anda tidak dapat menonaktifkan akun Anda sendiri.',
    ).waitFor();
    await row(page, 'admin').getByRole('button', { name: 'Delete admin' }).click();
    await page.getByRole('button', { name: 'Yes, Delete' }).click();
    await alert(
      page,
      '❌ Gagal menghapus akun "admin". Anda tidak dapat menghapus akun Anda sendiri.',
    ).waitFor();
  });

  it('sets another account’s password without the current one; an empty one is refused', async () => {
    const page = await openAs(ADMIN.name, ADMIN.password, '/user');
    await showAll(page);
    await row(page, csName)
      .getByRole('button', { name: `Change password of ${csName}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    expect(await dialog.getByRole('textbox', { name: 'Current Password' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await alert(page, 'Password baru wajib diisi.').waitFor();
    await dialog.getByRole('textbox', { name: 'New Password' }).fill(STRONG_PASSWORD);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await notice(page, `Password untuk "${csName}" telah diperbarui.`).waitFor();
  });

  it('asks for the current password when changing your own', async () => {
    const page = await openAs(ADMIN.name, ADMIN.password, '/user');
    await showAll(page);
    await row(page, 'admin').getByRole('button', { name: 'Change password of admin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await dialog.getByRole('textbox', { name: 'New Password' }).fill('Nasi-Goreng-Malam-77');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await alert(page, 'Password lama wajib diisi.').waitFor();
    await dialog.getByRole('textbox', { name: 'Current Password' }).fill('Salah-Sekali-Ini-9');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await alert(page, '❌ Gagal memperbarui password. Password lama salah.').waitFor();
    await dialog.getByRole('textbox', { name: 'Current Password' }).fill(ADMIN.password);
    await dialog.getByRole('textbox', { name: 'New Password' }).fill(ADMIN.password);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await notice(page, 'Password untuk "admin" telah diperbarui.').waitFor();
    // A password change ends the account's other sessions, this file's API session among them.
    admin = await ApiSession.signIn(baseUrl, ADMIN.name, ADMIN.password);
  });

  it('deletes after the confirm prompt; the last row of a page above 1 moves back one page', async () => {
    // Make the total one more than a multiple of 5, so the last page of 5 holds a single row.
    const { total } = await countUsers();
    const extra = ((-total % 5) + 5) % 5;
    for (let index = 0; index < extra; index++) {
      await admin.createUser(`fill${index}.${suffix.toLowerCase()}`, STRONG_PASSWORD, 'CS', websiteId);
    }
    const lonely = `last.${suffix.toLowerCase()}`;
    await admin.createUser(lonely, STRONG_PASSWORD, 'CS', websiteId);
    const pages = (total + extra) / 5 + 1;

    const page = await openAs(ADMIN.name, ADMIN.password, '/user');
    await page.getByRole('combobox', { name: 'Show' }).selectOption('5');
    await page.getByText(`Showing page 1 of ${pages}`).waitFor();
    await page.getByRole('button', { name: `Page ${pages}` }).click();
    await page.getByText(`Showing page ${pages} of ${pages}`).waitFor();
    await row(page, lonely).waitFor();
    expect(await table(page).getByRole('row').count()).toBe(2);
    const id = await accountId(lonely);
    await row(page, lonely)
      .getByRole('button', { name: `Delete ${lonely}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Delete User' });
    await dialog.getByText(`Yakin ingin menghapus akun "${lonely}" (ID: ${id})?`).waitFor();
    expect(await focusedText(page)).toBe('Cancel');
    await dialog.getByRole('button', { name: 'Yes, Delete' }).click();
    await notice(page, `Akun "${lonely}" berhasil dihapus.`).waitFor();
    await page.getByText(`Showing page ${pages - 1} of ${pages - 1}`).waitFor();
    await expect.poll(() => table(page).getByRole('row').count()).toBe(6);
    expect(await row(page, lonely).count()).toBe(0);
  });
});

async function countUsers() {
  const rows = await admin.call<{ all_data?: number }[]>('GET', '/api/alladminacc/1/1');
  return { total: rows[0]?.all_data ?? 0 };
}

async function accountId(name: string) {
  const rows = await admin.call<{ account_id: number; account_name: string }[]>(
    'GET',
    '/api/alladminacc/1000/1',
  );
  return rows.find((account) => account.account_name === name)?.account_id;
}

describe('User as CHECKER', () => {
  it('lists its own website’s accounts only and may change only its own password', async () => {
    const page = await openAs(checkerName, STRONG_PASSWORD, '/user');
    await row(page, checkerName).waitFor();
    expect(await page.getByRole('button', { name: 'New User' }).count()).toBe(0);
    const websites = await table(page).getByRole('row').locator('td:nth-child(3)').allTextContents();
    expect(new Set(websites)).toEqual(new Set([websiteCode]));
    expect(await table(page).getByRole('row').locator('td:nth-child(1)').allTextContents()).not.toContain(
      'admin',
    );
    // The ADMIN who made the CS account is named, though a CHECKER cannot list ADMIN accounts.
    expect(await row(page, csName).getByRole('cell').nth(5).textContent()).toBe('admin');
    expect(
      await row(page, csName)
        .getByRole('button', { name: `Deactivate ${csName}` })
        .isDisabled(),
    ).toBe(true);
    expect(
      await row(page, csName)
        .getByRole('button', { name: `Delete ${csName}` })
        .isDisabled(),
    ).toBe(true);
    expect(
      await row(page, csName)
        .getByRole('button', { name: `Change password of ${csName}` })
        .isDisabled(),
    ).toBe(true);
    const own = row(page, checkerName).getByRole('button', { name: `Change password of ${checkerName}` });
    expect(await own.isDisabled()).toBe(false);
    await own.click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await dialog.getByRole('textbox', { name: 'Current Password' }).fill(STRONG_PASSWORD);
    await dialog.getByRole('textbox', { name: 'New Password' }).fill(STRONG_PASSWORD);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await notice(page, `Password untuk "${checkerName}" telah diperbarui.`).waitFor();
  });
});

describe('User as CS', () => {
  it('is not allowed: /user goes to /not-found', async () => {
    const page = await openAs(csName, STRONG_PASSWORD, '/user');
    await page.waitForURL((url) => url.pathname === '/not-found');
  });
});
