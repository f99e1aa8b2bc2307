import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN, STRONG_PASSWORD, unique } from './support/accounts';
import { ApiSession } from './support/api';
import { pageTitle } from './support/browser';
import { useBrowser } from './support/harness';
import { alert, focusedText, notice, rowWith } from './support/locators';

const baseUrl = inject('baseUrl');
const { openAs } = useBrowser(baseUrl);
let checkerName: string;
let csName: string;
/** An address of this file's own, so reruns and other files never collide. */
const octet = () => String(Math.floor(Math.random() * 250) + 1);
const ip = `10.${octet()}.${octet()}.${octet()}`;

beforeAll(async () => {
  const admin = await ApiSession.signIn(baseUrl, ADMIN.name, ADMIN.password);
  const suffix = unique();
  const websiteId = await admin.createWebsite(`Whitelist ${suffix}`, `WL${suffix}`);
  checkerName = `chk.wl.${suffix.toLowerCase()}`;
  csName = `cs.wl.${suffix.toLowerCase()}`;
  await admin.createUser(checkerName, STRONG_PASSWORD, 'CHECKER', websiteId);
  await admin.createUser(csName, STRONG_PASSWORD, 'CS', websiteId);
});

const row = (page: Awaited<ReturnType<typeof openAs>>, address: string) =>
  rowWith(page, 'IP whitelist', address);

describe('Whitelist as ADMIN', () => {
  it('lists the entries with the spec columns and this browser’s own IP', async () => {
    const page = await openAs(ADMIN.name, ADMIN.password, '/whitelist');
    await pageTitle(page, 'Whitelist').waitFor();
    await row(page, '127.0.0.1').waitFor();
    const headers = await page
      .getByRole('table', { name: 'IP whitelist' })
      .getByRole('columnheader')
      .allTextContents();
    expect(headers).toEqual(['IP Address', 'Status', 'Last Edited', 'Last Edited By', 'Action']);
    await page.getByText('Your IP: 127.0.0.1').waitFor();
    await page.getByText('Showing page 1 of 1').waitFor();
  });

  it('adds an IP: the field keeps digits and dots, a malformed address is refused before sending', async () => {
    const page = await openAs(ADMIN.name, ADMIN.password, '/whitelist');
    let sent = 0;
    page.on('request', (request) => request.url().endsWith('/api/createwhitelist') && sent++);
    await page.getByRole('button', { name: 'Add WL' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Whitelist IP' });
    const field = dialog.getByRole('textbox', { name: 'IP Address' });
    await field.pressSequentially('10.a0 .x1');
    expect(await field.inputValue()).toBe('10.0.1');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await alert(page, '❌ IP format is invalid. Please use format like 192.168.1.1.').waitFor();
    expect(sent).toBe(0);
    await field.fill(ip);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await notice(page, `IP ${ip} berhasil ditambahkan ke whitelist.`).waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(await row(page, ip).getByRole('cell').allTextContents()).toEqual(
      expect.arrayContaining([ip, 'Active', 'admin']),
    );
  });

  it('refuses a duplicate with the server message', async () => {
    const page = await openAs(ADMIN.name, ADMIN.password, '/whitelist');
    await page.getByRole('button', { name: 'Add WL' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Whitelist IP' });
    await dialog.getByRole('textbox', { name: 'IP Address' }).fill('127.0.0.1');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await alert(page, 'IP sudah ada di whitelist.').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('changes the status after confirmation', async () => {
    const page = await openAs(ADMIN.name, ADMIN.password, '/whitelist');
    await row(page, ip)
      .getByRole('button', { name: `Change status of ${ip}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
    await dialog.getByText(`Change the status of IP ${ip} to Inactive?`).waitFor();
    expect(await focusedText(page)).toBe('Cancel');
    await dialog.getByRole('button', { name: 'Yes, Confirm' }).click();
    await notice(page, `Status IP ${ip} diubah ke Inactive.`).waitFor();
    await row(page, ip).getByText('Inactive', { exact: true }).waitFor();
  });

  it('refuses removing or switching off the entry this browser uses, with the server message', async () => {
    const page = await openAs(ADMIN.name, ADMIN.password, '/whitelist');
    const refusal = 'IP ini sedang Anda pakai; menghapus atau menonaktifkannya akan mengunci Anda sendiri.';
    await row(page, '127.0.0.1').getByRole('button', { name: 'Remove 127.0.0.1' }).click();
    await page.getByRole('button', { name: 'Yes, Remove' }).click();
    await alert(page, refusal).waitFor();
    await row(page, '127.0.0.1').getByRole('button', { name: 'Change status of 127.0.0.1' }).click();
    await page.getByRole('button', { name: 'Yes, Confirm' }).click();
    await alert(page, refusal).waitFor();
    await row(page, '127.0.0.1').getByText('Active', { exact: true }).waitFor();
  });

  it('removes an entry after confirmation', async () => {
    const page = await openAs(ADMIN.name, ADMIN.password, '/whitelist');
    await row(page, ip)
      .getByRole('button', { name: `Remove ${ip}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Remove IP' });
    await dialog.getByText(`Remove IP ${ip} from the whitelist?`).waitFor();
    await dialog.getByRole('button', { name: 'Yes, Remove' }).click();
    await notice(page, `IP ${ip} berhasil dihapus dari whitelist.`).waitFor();
    await row(page, ip).waitFor({ state: 'detached' });
  });
});

describe('Whitelist as CHECKER', () => {
  it('shows the list with adding, removing and status changes disabled', async () => {
    const page = await openAs(checkerName, STRONG_PASSWORD, '/whitelist');
    await row(page, '127.0.0.1').waitFor();
    expect(await page.getByRole('button', { name: 'Add WL' }).isDisabled()).toBe(true);
    expect(await row(page, '127.0.0.1').getByRole('button', { name: 'Remove 127.0.0.1' }).isDisabled()).toBe(
      true,
    );
    expect(
      await row(page, '127.0.0.1').getByRole('button', { name: 'Change status of 127.0.0.1' }).isDisabled(),
    ).toBe(true);
  });
});

describe('Whitelist as CS', () => {
  it('is not allowed: /whitelist goes to /not-found', async () => {
    const page = await openAs(csName, STRONG_PASSWORD, '/whitelist');
    await page.waitForURL((url) => url.pathname === '/not-found');
  });
});
