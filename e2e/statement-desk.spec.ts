import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { STRONG_PASSWORD, unique } from './support/accounts';
import { expectAccessible } from './support/browser';
import { useBrowser } from './support/harness';
import { button, notice, rowWith, tablesSettled } from './support/locators';
import { generatedDay, StaffApi, ticketSeries, uploadGeneratedDay } from './support/review-data';

/**
 * Issue 29: the statement side of the desk. A checker starts from a credit on View Mutasi: explains a refund
 * without a BO row and pairs a credit whose amount was typed wrong with its request, by keyboard alone; then
 * undoes a wrong automatic pairing, after which the pair is offered last, never first.
 */
const baseUrl = inject('baseUrl');
const { openAs } = useBrowser(baseUrl);
const suffix = unique().toLowerCase();
const code = `SD${suffix.toUpperCase()}`;
const checker = `chk.desk.${suffix}`;
const account = { name: 'RATNA SARI', number: '8812345671' };
const day = generatedDay();
const [typoTicket, budiTicket] = ticketSeries(2) as [string, string];

beforeAll(async () => {
  const admin = await StaffApi.signIn(baseUrl);
  const websiteId = await admin.ensureWebsite(code, `Meja ${suffix}`, account);
  await admin.createUser(checker, STRONG_PASSWORD, 'CHECKER', websiteId);
  await uploadGeneratedDay(
    admin,
    code,
    account,
    day,
    [
      { ticket: typoTicket, username: `ani${suffix}`, holder: 'Ani Lestari', amount: 150_000, minute: 1 },
      { ticket: budiTicket, username: `budi${suffix}`, holder: 'Budi Santoso', amount: 80_000, minute: 2 },
    ],
    [
      // No request at all: a refund to a player.
      { sender: 'TOKO MAJU JAYA', amount: 250_000 },
      // The request says 150.000: never paired automatically.
      { sender: 'ANI LESTARI', amount: 149_000 },
      // Paired automatically with its request.
      { sender: 'BUDI SANTOSO', amount: 80_000 },
    ],
  );
});

const TABLE = 'Mutasi Deposit';

async function openMutasi(status: string) {
  const page = await openAs(
    checker,
    STRONG_PASSWORD,
    `/view-mutasi?type=deposit&website=${code}&date=${day.wireDate}&status=${status}`,
    // The axe checks of the dialogs inject a script.
    { bypassCSP: true },
  );
  await page.getByRole('table', { name: TABLE }).waitFor();
  await tablesSettled(page);
  return page;
}

const dialog = (page: Page) => page.getByRole('dialog');
const statusOf = (page: Page, amount: string) =>
  rowWith(page, TABLE, amount).getByRole('cell').nth(1).textContent();

describe('View Mutasi: the statement side of the desk, by keyboard', () => {
  it('explains a refund without a BO row: settled, with its category', async () => {
    const page = await openMutasi('all');
    await page.getByRole('button', { name: 'Saran mutasi Rp 250.000 TOKO MAJU JAYA' }).focus();
    await page.keyboard.press('Enter');
    await dialog(page)
      .getByText(/^Alasan: Tidak ada BO pending/)
      .waitFor();
    await expectAccessible(page, 'statement-desk-saran');
    await dialog(page).getByRole('combobox', { name: 'Jelaskan tanpa BO: kategori' }).focus();
    await page.keyboard.type('Refund');
    await page.keyboard.press('Tab');
    await page.keyboard.type('refund ke pemain lama');
    // Tab past Cancel to Jelaskan.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Jelaskan');
    await page.keyboard.press('Enter');
    await notice(page, '1 mutasi berhasil dijelaskan.').waitFor();
    await dialog(page).waitFor({ state: 'detached' });
    await tablesSettled(page);
    expect(await statusOf(page, 'Rp 250.000')).toBe('Approve');
    expect(await rowWith(page, TABLE, 'Rp 250.000').getByRole('cell').nth(2).textContent()).toBe(
      'Refund / pengembalian: refund ke pemain lama',
    );
  });

  it('pairs a credit with its suggested request; the wrong amount is named', async () => {
    const page = await openMutasi('pending');
    await page.getByRole('button', { name: 'Saran mutasi Rp 149.000 ANI LESTARI' }).focus();
    await page.keyboard.press('Enter');
    const choose = dialog(page).getByRole('button', { name: `Pilih ${typoTicket} sebagai pasangan` });
    await choose.waitFor();
    await dialog(page)
      .getByText('nominal BO lebih Rp1.000, rekening sama, tanggal sama, nama 100%', { exact: true })
      .waitFor();
    await choose.focus();
    await page.keyboard.press('Space');
    expect(await choose.getAttribute('aria-pressed')).toBe('true');
    await dialog(page).getByRole('textbox', { name: 'Keterangan' }).focus();
    await page.keyboard.type('salah ketik nominal, sudah konfirmasi');
    // Past Cancel; Jelaskan is off without a category.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Pasangkan');
    await page.keyboard.press('Enter');
    await notice(page, '1 data berhasil di-approve.').waitFor();
    await tablesSettled(page);
    expect(await rowWith(page, TABLE, 'Rp 149.000').count()).toBe(0);
    const all = await openMutasi('all');
    const paired = rowWith(all, TABLE, 'Rp 149.000');
    expect(await paired.getByRole('cell').nth(1).textContent()).toBe('Approve');
    expect(await paired.getByRole('cell', { name: typoTicket, exact: true }).count()).toBe(1);
  });

  it('undoes a wrong automatic pairing: both Pending, the pair offered last', async () => {
    const page = await openMutasi('all');
    expect(await statusOf(page, 'Rp 80.000')).toBe('Approve');
    await page.getByRole('button', { name: 'Batalkan mutasi Rp 80.000 BUDI SANTOSO' }).focus();
    await page.keyboard.press('Enter');
    await dialog(page).getByRole('textbox', { name: 'Keterangan' }).waitFor();
    await expectAccessible(page, 'statement-desk-undo');
    // The Keterangan is the first field: the focus is there.
    await page.keyboard.type('bukan pemain ini');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Batalkan');
    await page.keyboard.press('Enter');
    await notice(page, '1 data dikembalikan ke Pending.').waitFor();
    await tablesSettled(page);
    expect(await statusOf(page, 'Rp 80.000')).toBe('Pending');
    // The row's Batalkan is gone: the focus is on its Saran, not on the page body.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Saran mutasi Rp 80.000 BUDI SANTOSO');

    await page.getByRole('button', { name: 'Saran mutasi Rp 80.000 BUDI SANTOSO' }).focus();
    await page.keyboard.press('Enter');
    const suggestion = dialog(page).getByRole('list', { name: 'Saran BO' }).getByRole('listitem');
    await suggestion.first().waitFor();
    expect(await suggestion.last().textContent()).toContain('pernah dibatalkan');
    await button(page, 'Cancel').click();
  });

  it("undoes the pairing from View BO's side by keyboard: the Keterangan is asked first", async () => {
    const page = await openAs(
      checker,
      STRONG_PASSWORD,
      `/view-bo?type=deposit&website=${code}&date=${day.wireDate}&status=all`,
      { bypassCSP: true },
    );
    await page.getByRole('table', { name: 'BO Deposit' }).waitFor();
    await tablesSettled(page);
    const undo = button(page, `Batalkan ${typoTicket}`);
    await undo.focus();
    await page.keyboard.press('Enter');
    const undoDialog = page.getByRole('dialog', { name: `Batalkan ${typoTicket}` });
    await undoDialog.waitFor();
    await expectAccessible(page, 'view-bo-undo');
    // Enter with no Keterangan: refused in the dialog, the focus stays in the field.
    await page.keyboard.press('Enter');
    await undoDialog.getByText('Keterangan tidak boleh kosong.').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
    await page.keyboard.type('tiket salah, bukan transfer ini');
    await page.keyboard.press('Enter');
    await notice(page, '1 data dikembalikan ke Pending.').waitFor();
    await undoDialog.waitFor({ state: 'detached' });
    await tablesSettled(page);
    expect(await button(page, `Batalkan ${typoTicket}`).count()).toBe(0);
    // The focus waits in the row's Ket, Pending again.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(`Ket ${typoTicket}`);
    expect(await rowWith(page, 'BO Deposit', typoTicket).getByRole('cell').nth(2).textContent()).toMatch(
      /^Pending/,
    );
  });
});
