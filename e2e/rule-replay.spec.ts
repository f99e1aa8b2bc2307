import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN, STRONG_PASSWORD, unique } from './support/accounts';
import { expectAccessible, lookOptions, pageTitle, screenshot } from './support/browser';
import { useBrowser } from './support/harness';
import { alert, button, combobox, notice, rowWith } from './support/locators';
import {
  generatedDay,
  nexusDepositCsv,
  StaffApi,
  ticketSeries,
  unpaddedWireDate,
  uploadManualStatement,
  type CorporateAccount,
} from './support/review-data';

/**
 * Rule replay (issue 19, decision 045), as an ADMIN uses it. Two players with the same holder name and amount
 * and one credit: the upload leaves the group contested. The second request turns out to be a duplicate and is
 * deleted; a person's delete settles the marks but pairs nothing (reconcile.md: pairs are left to the next run).
 * The ADMIN previews a replay of the day on "Ulang Aturan" (one EXACT pair proposed), applies it after the
 * confirmation, and the request is paired. A CHECKER has no such menu item and no such page.
 */
const baseUrl = inject('baseUrl');
const { openAs } = useBrowser(baseUrl);
const suffix = unique();
const code = `RR${suffix}`;
const checker = `chk.rr.${suffix.toLowerCase()}`;
const ACCOUNT: CorporateAccount = { name: 'DEWI LESTARI', number: '1370055512345', bank: 'MANDIRI' };
const day = generatedDay();
const [kept, duplicate] = ticketSeries(2) as [string, string];
let admin: StaffApi;

const approvedRows = async (website = code) =>
  admin.call<{ ticket_no: string; ket_app: string | null }[]>(
    'GET',
    `/api/viewbo/${unpaddedWireDate(day.isoDate)}/${website}/approve/100/1`,
  );

/**
 * A website whose day leaves one request and its credit Pending for the next run: a contested pair of requests,
 * the duplicate deleted. Answers the pending request's id.
 */
async function dayLeftForTheNextRun(website: string, tickets: [string, string]): Promise<number> {
  const websiteId = await admin.ensureWebsite(website, `Replay ${website}`, ACCOUNT);
  if (website === code) await admin.createUser(checker, STRONG_PASSWORD, 'CHECKER', websiteId);
  await uploadManualStatement(admin, website, ACCOUNT, day, [
    { sender: 'ADI PUTRA', amount: 150_000, minute: 5, reference: `${website}R` },
  ]);
  await admin.upload(
    '/api/checkdata',
    { groups: website },
    'bo.csv',
    nexusDepositCsv(website, ACCOUNT, day, [
      { ticket: tickets[0], username: `adiputra${suffix}`, holder: 'ADI PUTRA', amount: 150_000, minute: 6 },
      { ticket: tickets[1], username: `adi_p77${suffix}`, holder: 'ADI PUTRA', amount: 150_000, minute: 7 },
    ]),
  );
  const pending = await admin.call<{ bo_id: number; ticket_no: string }[]>(
    'GET',
    `/api/viewbo/${unpaddedWireDate(day.isoDate)}/${website}/pending/100/1`,
  );
  expect(pending.map((row) => row.ticket_no).sort()).toEqual([...tickets].sort());
  const second = pending.find((row) => row.ticket_no === tickets[1])!;
  await admin.call('PUT', '/api/deleteboid', { arr: [{ bo_id: second.bo_id }] });
  expect(await approvedRows(website)).toEqual([]);
  return pending.find((row) => row.ticket_no === tickets[0])!.bo_id;
}

beforeAll(async () => {
  admin = await StaffApi.signIn(baseUrl);
  await dayLeftForTheNextRun(code, [kept, duplicate]);
});

async function previewOn(page: Page, website: string) {
  await combobox(page, 'Website').selectOption(website);
  await page.getByLabel('Dari tanggal').fill(day.isoDate);
  await page.getByLabel('Sampai tanggal').fill(day.isoDate);
  await button(page, 'Pratinjau').click();
}

describe('Ulang Aturan', () => {
  it('previews the day, applies after the confirmation, and the request is paired', async () => {
    const page = await openAs(ADMIN.name, ADMIN.password, '/rule-replay', lookOptions(1440, 'light'));
    await pageTitle(page, 'Ulang Aturan').waitFor();
    await page.getByRole('link', { name: 'Ulang Aturan' }).first().waitFor();
    await previewOn(page, code);

    const pair = rowWith(page, 'Pasangan usulan', kept);
    await pair.waitFor({ timeout: 30_000 });
    expect(await pair.getByRole('cell').allTextContents()).toEqual([
      'Deposit',
      kept,
      `adiputra${suffix}`,
      'Rp 150.000',
      `${day.isoDate.slice(8, 10)}/${day.isoDate.slice(5, 7)}/${day.isoDate.slice(0, 4)}`,
      expect.stringContaining('ADI PUTRA'),
      `${day.isoDate.slice(8, 10)}/${day.isoDate.slice(5, 7)}/${day.isoDate.slice(0, 4)}`,
      'EXACT',
      expect.stringMatching(/^AUTO .* \(skor 100%\)$/),
    ]);
    const deposit = rowWith(page, 'Jumlah per pass', 'Deposit');
    expect(await deposit.getByRole('cell').allTextContents()).toEqual([
      'Deposit',
      '0',
      '1',
      '0',
      '1',
      '0',
      '0',
      '0',
      '0',
    ]);
    // The preview wrote nothing.
    expect(await approvedRows()).toEqual([]);
    await expectAccessible(page, 'rule-replay-preview');
    await screenshot(page, 'rule-replay-preview-1440-light');

    await button(page, 'Terapkan').click();
    const dialog = page.getByRole('dialog', { name: 'Terapkan ulang aturan?' });
    await dialog.getByText(`1 pasangan baru akan dibuat untuk ${code}`).waitFor();
    await expectAccessible(page, 'rule-replay-confirm');
    await dialog.getByRole('button', { name: 'Ya, Terapkan' }).click();

    await notice(page, 'Ulang aturan diterapkan: 1 pasangan dibuat.').waitFor({ timeout: 30_000 });
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByRole('table', { name: 'Pasangan usulan' }).count()).toBe(0);
    const approved = await approvedRows();
    expect(approved).toEqual([
      expect.objectContaining({ ticket_no: kept, ket_app: expect.stringMatching(/^AUTO /) }),
    ]);

    // Nothing is left to replay: a new preview proposes nothing and offers nothing to apply.
    await button(page, 'Pratinjau').click();
    await page.getByText('Tidak ada pasangan baru', { exact: false }).waitFor({ timeout: 30_000 });
    expect(await button(page, 'Terapkan').isDisabled()).toBe(true);
  });

  it('refuses to apply a preview the data no longer matches, and says so', async () => {
    const other = `RS${suffix}`;
    const [first, second] = ticketSeries(2) as [string, string];
    const requestId = await dayLeftForTheNextRun(other, [first, second]);
    const page = await openAs(ADMIN.name, ADMIN.password, '/rule-replay');
    await previewOn(page, other);
    await rowWith(page, 'Pasangan usulan', first).waitFor({ timeout: 30_000 });

    // Meanwhile a person approves that request by hand: the previewed pair can no longer be made.
    await admin.call('PUT', '/api/updatebodepostts', {
      arr: [{ bo_id: requestId, ket_app: 'dicek manual', depo_amount: null }],
    });
    await button(page, 'Terapkan').click();
    await page
      .getByRole('dialog', { name: 'Terapkan ulang aturan?' })
      .getByRole('button', { name: 'Ya, Terapkan' })
      .click();
    await alert(page, 'Data berubah sejak pratinjau').waitFor({ timeout: 30_000 });
    expect(await page.getByRole('table', { name: 'Pasangan usulan' }).count()).toBe(0);
    expect(await approvedRows(other)).toEqual([
      expect.objectContaining({ ticket_no: first, ket_app: 'dicek manual' }),
    ]);
  });

  it('is not offered to a CHECKER', async () => {
    const page = await openAs(checker, STRONG_PASSWORD, '/');
    await pageTitle(page, 'Dashboard').waitFor();
    expect(await page.getByRole('link', { name: 'Ulang Aturan' }).count()).toBe(0);
    await page.goto('/rule-replay');
    await page.waitForURL((url) => url.pathname === '/not-found');
  });
});
