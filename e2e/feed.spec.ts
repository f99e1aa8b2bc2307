import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN, unique } from './support/accounts';
import { expectAccessible, lookOptions, pageTitle } from './support/browser';
import { useBrowser } from './support/harness';
import { button, notice, rowWith } from './support/locators';
import { StaffApi, type CorporateAccount } from './support/review-data';

/**
 * The Feed screen (issue 30, decision 057): an ADMIN adds a push feed to a Data Bank account, sends a signed test
 * arrival, and sees it in the feed's health. The server runs as `npm start` does, on the embedded database with no
 * FEED_SECRET_KEY: the key it made in its data folder seals the secret.
 */
const baseUrl = inject('baseUrl');
const { openAs } = useBrowser(baseUrl);
const suffix = unique();
const code = `FD${suffix}`;
const ACCOUNT: CorporateAccount = {
  name: 'HENDRA KUSNADI',
  number: `45612${Date.now() % 100000}`,
  bank: 'BCA',
};
const feedName = `Mutasi ${suffix}`;
let admin: StaffApi;

beforeAll(async () => {
  admin = await StaffApi.signIn(baseUrl);
  await admin.ensureWebsite(code, `Feed ${code}`, ACCOUNT);
});

describe('Feed', () => {
  it('adds a push feed, sends a test arrival and shows it in the health', async () => {
    const page = await openAs(ADMIN.name, ADMIN.password, '/feed', lookOptions(1440, 'light'));
    await pageTitle(page, 'Feed').waitFor();
    // The menu item sits beside Data Bank.
    const labels = await page.getByRole('navigation').first().getByRole('link').allTextContents();
    const at = labels.findIndex((label) => label.includes('Data Bank'));
    expect(labels[at + 1]).toContain('Feed');

    await button(page, 'Tambah Feed').click();
    const dialog = page.getByRole('dialog', { name: 'Tambah Feed' });
    await dialog.getByRole('combobox', { name: 'Website', exact: true }).selectOption(code);
    const account = dialog.getByRole('combobox', { name: 'Akun Bank', exact: true });
    await account.locator('option', { hasText: ACCOUNT.number }).waitFor({ state: 'attached' });
    await account.selectOption({ label: `BCA ${ACCOUNT.name} ${ACCOUNT.number} (DEPO)` });
    await dialog.getByLabel('Nama Feed').fill(feedName);
    await dialog.getByLabel('Secret (minimal 16 karakter)').fill('rahasia-layanan-mutasi-2026');
    await expectAccessible(page, 'feed-add');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await notice(page, 'Feed berhasil dibuat.').waitFor({ timeout: 30_000 });

    const row = rowWith(page, 'Table Feed', feedName);
    await row.waitFor();
    await row.getByText('Terakhir masuk: belum ada').waitFor();
    // The push address is shown for the service; the secret is never shown again.
    await row.getByText(/\/api\/feed\/push\/\d+$/).waitFor();
    expect(await page.content()).not.toContain('rahasia-layanan-mutasi-2026');

    await row.getByRole('button', { name: `Tes kiriman ${feedName}` }).click();
    await notice(
      page,
      'Kiriman tes diterima: tanda tangan dan format benar (tidak ada yang disimpan).',
    ).waitFor({
      timeout: 30_000,
    });
    await row.getByText(/Terakhir masuk: .+ \(0 baris\)/).waitFor({ timeout: 30_000 });
    await row.getByText('Hari ini: 0 mutasi, 0 cocok').waitFor();
    await expectAccessible(page, 'feed-health');
  });
});
