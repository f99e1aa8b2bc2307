import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN, STRONG_PASSWORD, unique } from './support/accounts';
import { ApiSession } from './support/api';
import { pageTitle } from './support/browser';
import { useBrowser } from './support/harness';
import { alert, focusedText, notice, rowWith } from './support/locators';

const baseUrl = inject('baseUrl');
const { openAs } = useBrowser(baseUrl);
let suffix: string;
let boundCode: string;
let checkerName: string;
let csName: string;

beforeAll(async () => {
  const admin = await ApiSession.signIn(baseUrl, ADMIN.name, ADMIN.password);
  suffix = unique();
  boundCode = `WB${suffix}`;
  const websiteId = await admin.createWebsite(`Bound ${suffix}`, boundCode);
  checkerName = `chk.web.${suffix.toLowerCase()}`;
  csName = `cs.web.${suffix.toLowerCase()}`;
  await admin.createUser(checkerName, STRONG_PASSWORD, 'CHECKER', websiteId);
  await admin.createUser(csName, STRONG_PASSWORD, 'CS', websiteId);
});

const row = (page: Awaited<ReturnType<typeof openAs>>, text: string) => rowWith(page, 'Website list', text);

describe('Website as ADMIN', () => {
  it('adds a website: fields required, code upper-cased letters and digits, panel NEXUS by default', async () => {
    const page = await openAs(ADMIN.name, ADMIN.password, '/website');
    await pageTitle(page, 'Website').waitFor();
    const headers = await page
      .getByRole('table', { name: 'Website list' })
      .getByRole('columnheader')
      .allTextContents();
    expect(headers).toEqual([
      'Website Name',
      'Website Code',
      'Website Panel',
      'BO Scale',
      'Last Edited',
      'Last Edited By',
      'Action',
    ]);
    let sent = 0;
    page.on('request', (request) => request.url().endsWith('/api/createwebsite') && sent++);

    await page.getByRole('button', { name: 'Add Website' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Website' });
    const panel = dialog.getByRole('combobox', { name: 'Website Panel' });
    expect(await panel.inputValue()).toBe('NEXUS');
    expect(await panel.locator('option').allTextContents()).toEqual(['NEXUS', 'luxe']);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await alert(page, '❌ Website Name, Code, dan Panel wajib diisi.').waitFor();
    expect(sent).toBe(0);

    const code = dialog.getByRole('textbox', { name: 'Website Code' });
    await code.pressSequentially(`lx-${suffix.toLowerCase()} 9`);
    expect(await code.inputValue()).toBe(`LX${suffix}9`);
    await dialog.getByRole('textbox', { name: 'Website Name' }).fill(`Luxe ${suffix}`);
    await panel.selectOption('luxe');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const added = notice(page, 'Website berhasil ditambahkan.');
    await added.waitFor();
    expect(await row(page, `LX${suffix}9`).getByRole('cell').allTextContents()).toEqual(
      expect.arrayContaining([`Luxe ${suffix}`, `LX${suffix}9`, 'LUXE', 'admin']),
    );
    // The blue notice leaves by itself, after 10 s rather than the spec's 4 (decision 048).
    expect(await added.getAttribute('class')).toContain('bg-info-50');
    await page.mouse.move(0, 0);
    await added.waitFor({ state: 'detached', timeout: 15_000 });
  });

  it('shows the server refusal of a duplicate code', async () => {
    const page = await openAs(ADMIN.name, ADMIN.password, '/website');
    await page.getByRole('button', { name: 'Add Website' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Website' });
    await dialog.getByRole('textbox', { name: 'Website Name' }).fill('Copy');
    await dialog.getByRole('textbox', { name: 'Website Code' }).fill(boundCode);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await alert(page, '❌ Gagal menambahkan website. Website Code sudah dipakai.').waitFor();
  });

  it('refuses removing a website still in use, and removes an unused one after confirmation', async () => {
    const page = await openAs(ADMIN.name, ADMIN.password, '/website');
    await row(page, boundCode)
      .getByRole('button', { name: `Remove Bound ${suffix}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Remove Website' });
    await dialog.getByText(`Remove website Bound ${suffix} (${boundCode})?`).waitFor();
    expect(await focusedText(page)).toBe('Cancel');
    await dialog.getByRole('button', { name: 'Yes, Remove' }).click();
    await alert(
      page,
      'Website masih dipakai oleh akun, akun bank atau data, sehingga tidak dapat dihapus.',
    ).waitFor();

    await row(page, `LX${suffix}9`)
      .getByRole('button', { name: `Remove Luxe ${suffix}` })
      .click();
    await dialog.getByRole('button', { name: 'Yes, Remove' }).click();
    await notice(page, `Website LX${suffix}9 berhasil dihapus.`).waitFor();
    await row(page, `LX${suffix}9`).waitFor({ state: 'detached' });
  });
});

describe('Website as CHECKER', () => {
  it('sees its own website only, with adding and removing disabled', async () => {
    const page = await openAs(checkerName, STRONG_PASSWORD, '/website');
    await row(page, boundCode).waitFor();
    expect(await page.getByRole('table', { name: 'Website list' }).getByRole('row').count()).toBe(2);
    expect(await page.getByRole('button', { name: 'Add Website' }).isDisabled()).toBe(true);
    expect(
      await row(page, boundCode)
        .getByRole('button', { name: `Remove Bound ${suffix}` })
        .isDisabled(),
    ).toBe(true);
  });
});

describe('Website as CS', () => {
  it('is not allowed: /website goes to /not-found', async () => {
    const page = await openAs(csName, STRONG_PASSWORD, '/website');
    await page.waitForURL((url) => url.pathname === '/not-found');
  });
});
