import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN, STRONG_PASSWORD, unique } from './support/accounts';
import { ApiSession } from './support/api';
import { expectAccessible, lookOptions, pageTitle, screenshot } from './support/browser';
import { useBrowser } from './support/harness';
import { alert, notice } from './support/locators';
import { repoRoot } from './support/server';

const baseUrl = inject('baseUrl');
const { openAs } = useBrowser(baseUrl);
let checkerName: string;
let csName: string;

/** The ten buttons in the spec's order, and the sample each download must equal (fixtures/templates). */
const TEMPLATES: [string, string][] = [
  ['Mutasi BCA', 'template_mutasibankbca.csv'],
  ['BNI Internet Banking', 'template_mutasibankbniinternetbanking.csv'],
  ['BNI Mobile', 'template_mutasibankbnimobile.csv'],
  ['Mandiri', 'template_mutasibankmandiri.csv'],
  ['Mandiri Manual Excel', 'template_mutasimanual.csv'],
  ['BRI Manual Excel', 'template_mutasimanual_bri.csv'],
  ['Auto QR', 'template_mutasiautoqr.csv'],
  ['Auto TX', 'template_mutasiautotx.csv'],
  ['Nexus Pay', 'template_mutasinexuspay.csv'],
  ['QRIS', 'template_mutasiqris.csv'],
];

beforeAll(async () => {
  const admin = await ApiSession.signIn(baseUrl, ADMIN.name, ADMIN.password);
  const suffix = unique();
  const websiteId = await admin.createWebsite(`Template ${suffix}`, `TP${suffix}`);
  checkerName = `chk.template.${suffix.toLowerCase()}`;
  csName = `cs.template.${suffix.toLowerCase()}`;
  await admin.createUser(checkerName, STRONG_PASSWORD, 'CHECKER', websiteId);
  await admin.createUser(csName, STRONG_PASSWORD, 'CS', websiteId);
});

describe('Template download page', () => {
  it('is in the menu after Convert Mutasi, with the ten buttons in order', async () => {
    const page = await openAs(ADMIN.name, ADMIN.password, '/');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Template' }).waitFor();
    const labels = await menu.getByRole('link').allTextContents();
    expect(labels.indexOf('Template')).toBe(labels.indexOf('Convert Mutasi') + 1);
    await menu.getByRole('link', { name: 'Template' }).click();
    await pageTitle(page, 'Template').waitFor();
    expect(new URL(page.url()).pathname).toBe('/template');
    expect(await page.getByRole('main').getByRole('listitem').getByRole('button').allTextContents()).toEqual(
      TEMPLATES.map(([label]) => label),
    );
  });

  it('downloads every template as the server names and writes it', async () => {
    const page = await openAs(checkerName, STRONG_PASSWORD, '/template');
    await pageTitle(page, 'Template').waitFor();
    for (const [label, fileName] of TEMPLATES) {
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: label, exact: true }).click();
      const file = await download;
      expect(file.suggestedFilename(), label).toBe(fileName);
      const content = readFileSync(await file.path());
      expect(content.equals(readFileSync(path.join(repoRoot, 'fixtures/templates', fileName))), label).toBe(
        true,
      );
      await notice(page, `✅ ${fileName} berhasil diunduh.`).waitFor();
    }
  });

  it('says "❌ Gagal mengunduh file." when a download fails', async () => {
    const page = await openAs(ADMIN.name, ADMIN.password, '/template');
    await page.route('**/api/templatemutasiqris', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ status: false, message: 'Terjadi kesalahan pada server.' }),
      }),
    );
    await page.getByRole('button', { name: 'QRIS', exact: true }).click();
    const box = alert(page, '❌ Gagal mengunduh file.');
    await box.waitFor();
    expect(await box.textContent()).toBe('❌ Gagal mengunduh file.');
  });

  it('is neither in the menu nor open for CS', async () => {
    const page = await openAs(csName, STRONG_PASSWORD, '/');
    await pageTitle(page, 'Dashboard').waitFor();
    expect(
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Template' })
        .count(),
    ).toBe(0);
    await page.goto('/template');
    await page.waitForURL((url) => url.pathname === '/not-found');
  });
});

describe.each(['light', 'dark'] as const)('Template page, %s theme', (theme) => {
  it.each([1440, 1024, 390])('%i px: axe and screenshot', async (width) => {
    const page = await openAs(ADMIN.name, ADMIN.password, '/template', lookOptions(width, theme));
    await pageTitle(page, 'Template').waitFor();
    await expectAccessible(page, `template-${width}-${theme}`);
    await screenshot(page, `template-${width}-${theme}`);
  });
});
