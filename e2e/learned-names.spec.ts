import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN, STRONG_PASSWORD, unique } from './support/accounts';
import { expectAccessible, lookOptions, pageTitle, screenshot, type SessionOptions } from './support/browser';
import { useBrowser } from './support/harness';
import { focusedText, notice, rowWith } from './support/locators';
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
 * Learned names (issue 14, decision 038): a CHECKER approves a request with a credit whose name differs
 * ("BUDI HARTONO" paid from "SITI AMINAH"), which teaches Rekon that name for the player's account. An ADMIN
 * finds it on Data Bank's "Nama Dipelajari" tab and removes it; a CHECKER does not see the tab.
 */
const baseUrl = inject('baseUrl');
const { openAs } = useBrowser(baseUrl);
const suffix = unique();
const code = `LN${suffix}`;
const checker = `chk.ln.${suffix.toLowerCase()}`;
const ACCOUNT: CorporateAccount = { name: 'RIKA AMELIA', number: '1370098765432', bank: 'MANDIRI' };
const day = generatedDay();
const [ticket] = ticketSeries(1) as [string];
const REMOVED = 'Nama "SITI AMINAH" tidak lagi dipakai untuk mencocokkan.';
const EMPTY = 'Belum ada nama yang dipelajari.';

beforeAll(async () => {
  const admin = await StaffApi.signIn(baseUrl);
  const websiteId = await admin.ensureWebsite(code, `Learned ${suffix}`, ACCOUNT);
  await admin.createUser(checker, STRONG_PASSWORD, 'CHECKER', websiteId);
  await uploadManualStatement(admin, code, ACCOUNT, day, [
    { sender: 'SITI AMINAH', amount: 200_000, minute: 5, reference: `L${suffix}` },
  ]);
  await admin.upload(
    '/api/checkdata',
    { groups: code },
    'bo.csv',
    nexusDepositCsv(code, ACCOUNT, day, [
      { ticket, username: `budih${suffix}`, holder: 'BUDI HARTONO', amount: 200_000, minute: 7 },
    ]),
  );
  // The checker's approval with that credit as the counterpart, as View BO sends it.
  const staff = await StaffApi.signIn(baseUrl, checker, STRONG_PASSWORD);
  const [request] = await staff.call<{ bo_id: number; bo_approve: boolean }[]>(
    'GET',
    `/api/viewbo/${unpaddedWireDate(day.isoDate)}/${code}/pending/100/1`,
  );
  const [credit] = await staff.call<{ mutasi_id: number }[]>(
    'GET',
    `/api/viewmutasi/${day.wireDate}/${code}/pending/100/1`,
  );
  const approved = await staff.call<{ results: { ok: boolean; message: string }[] }>(
    'PUT',
    '/api/updatebodepostts',
    {
      bank_statement_date: unpaddedWireDate(day.isoDate),
      arr: [{ bo_id: request!.bo_id, ket_app: 'Dibayar dari rekening istri', mutasi_id: credit!.mutasi_id }],
    },
  );
  expect(approved.results).toEqual([expect.objectContaining({ ok: true })]);
});

const learnedRow = (page: Page) => rowWith(page, 'Nama Dipelajari', 'SITI AMINAH');
const websiteFilter = (page: Page) => page.getByRole('combobox', { name: 'Website', exact: true });

/** Data Bank as the ADMIN, on the learned names of this file's website. */
async function openLearnedNames(options: SessionOptions = {}) {
  const page = await openAs(ADMIN.name, ADMIN.password, '/databank', options);
  await pageTitle(page, 'Data Bank').waitFor();
  await page.getByRole('tab', { name: 'Nama Dipelajari' }).click();
  await page.waitForURL((url) => url.searchParams.get('tab') === 'nama-dipelajari');
  await page.getByRole('heading', { name: 'Nama Dipelajari' }).waitFor();
  expect(await websiteFilter(page).inputValue()).toBe('all');
  await websiteFilter(page).selectOption(code);
  await learnedRow(page).waitFor();
  return page;
}

describe('Nama Dipelajari as ADMIN', () => {
  it('lists the name the approval taught: whose account, who taught it and when', async () => {
    const page = await openLearnedNames();
    expect(await page.getByRole('tab', { name: 'Nama Dipelajari' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(
      await page.getByRole('table', { name: 'Nama Dipelajari' }).getByRole('columnheader').allTextContents(),
    ).toEqual([
      'Website',
      'Rekening pemain',
      'Nama di panel',
      'Nama di mutasi',
      'Skor',
      'Tiket',
      'Diajarkan oleh',
      'Waktu',
      'Aksi',
    ]);
    const cells = await learnedRow(page).getByRole('cell').allTextContents();
    expect(cells.slice(0, 4)).toEqual([code, 'BCA · 5100000000', 'BUDI HARTONO', 'SITI AMINAH']);
    expect(cells[4]).toMatch(/^\d{1,2}%$/);
    expect(cells.slice(5, 7)).toEqual([ticket, checker]);
    expect(cells[7]).toMatch(/^\d{2} \p{L}{3} \d{4}, \d{2}\.\d{2}\.\d{2}$/u);
    await page.getByText('Showing page 1 of 1').waitFor();

    // A reload keeps the tab.
    await page.reload();
    await page.getByRole('heading', { name: 'Nama Dipelajari' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Nama Dipelajari' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it.each([
    [1440, 'light'],
    [1024, 'dark'],
    [390, 'light'],
  ] as const)('reads well and passes axe at %i px in the %s theme', async (width, theme) => {
    const tag = (name: string) => `${name}-${width}-${theme}`;
    const page = await openLearnedNames(lookOptions(width, theme));
    await expectAccessible(page, tag('learned-names'));
    await screenshot(page, tag('learned-names'));
    await learnedRow(page)
      .getByRole('button', { name: /^Hapus SITI AMINAH/ })
      .click();
    await page.getByRole('dialog', { name: 'Hapus Nama Dipelajari' }).waitFor();
    await expectAccessible(page, tag('learned-names-confirm'));
    await screenshot(page, tag('learned-names-confirm'), { fullPage: false });
  });

  it('removes it after the confirmation, says so, and shows the empty list', async () => {
    const page = await openLearnedNames(lookOptions(1440, 'light'));
    const remove = learnedRow(page).getByRole('button', { name: 'Hapus SITI AMINAH untuk BCA · 5100000000' });
    await remove.click();
    const dialog = page.getByRole('dialog', { name: 'Hapus Nama Dipelajari' });
    await dialog
      .getByText(
        'Hapus nama “SITI AMINAH” untuk rekening BCA · 5100000000 (BUDI HARTONO)? Rekon tidak lagi memakainya untuk mencocokkan; pasangan yang sudah ada tetap.',
      )
      .waitFor();
    expect(await focusedText(page)).toBe('Batal');
    // Escape changes nothing.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Radix hands the focus back to the opener once the dialog has gone, a frame or so later.
    await page.waitForFunction(() => document.activeElement?.textContent === 'Hapus', undefined, {
      timeout: 5000,
    });
    expect(await focusedText(page)).toBe('Hapus');
    await learnedRow(page).waitFor();

    await remove.click();
    const sent = page.waitForRequest((request) => request.method() === 'DELETE');
    await dialog.getByRole('button', { name: 'Ya, Hapus' }).click();
    expect(new URL((await sent).url()).pathname).toMatch(/^\/api\/learnedname\/\d+$/);
    await notice(page, REMOVED).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: EMPTY }).waitFor();
    await expectAccessible(page, 'learned-names-empty');
    await screenshot(page, 'learned-names-empty-1440-light');
  });
});

describe('Data Bank as CHECKER', () => {
  it('has no learned names tab, even when a link asks for it', async () => {
    const page = await openAs(checker, STRONG_PASSWORD, '/databank?tab=nama-dipelajari');
    await page.getByRole('heading', { name: 'Table Data Bank' }).waitFor();
    expect(await page.getByRole('tablist').count()).toBe(0);
    expect(await page.getByText('Nama Dipelajari').count()).toBe(0);
  });
});
