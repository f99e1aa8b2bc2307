import { beforeAll, describe, expect, inject, it } from 'vitest';
import { STRONG_PASSWORD, unique } from './support/accounts';
import { expectAccessible, pageTitle } from './support/browser';
import { useBrowser } from './support/harness';
import { notice, rowWith, tablesSettled } from './support/locators';
import { generatedDay, StaffApi, ticketSeries, uploadGeneratedDay } from './support/review-data';

/**
 * Issue 29: Riwayat Upload. A checker finds the day's statement upload in the history and undoes that one upload:
 * its credits go, the requests they had paired return to Pending, and the BO upload stays.
 */
const baseUrl = inject('baseUrl');
const { openAs } = useBrowser(baseUrl);
const suffix = unique().toLowerCase();
const code = `UH${suffix.toUpperCase()}`;
const checker = `chk.hist.${suffix}`;
const account = { name: 'DEWI ANGGRAINI', number: '8812345672' };
const day = generatedDay();
const tickets = ticketSeries(2);
let admin: StaffApi;
let statementUpload: number;
let boUpload: number;

beforeAll(async () => {
  admin = await StaffApi.signIn(baseUrl);
  const websiteId = await admin.ensureWebsite(code, `Riwayat ${suffix}`, account);
  await admin.createUser(checker, STRONG_PASSWORD, 'CHECKER', websiteId);
  const { bo, statement } = await uploadGeneratedDay(
    admin,
    code,
    account,
    day,
    [
      { ticket: tickets[0]!, username: `gita${suffix}`, holder: 'Gita Permata', amount: 60_000, minute: 1 },
      { ticket: tickets[1]!, username: `hadi${suffix}`, holder: 'Hadi Wijaya', amount: 70_000, minute: 2 },
    ],
    [
      { sender: 'GITA PERMATA', amount: 60_000 },
      { sender: 'HADI WIJAYA', amount: 70_000 },
    ],
  );
  boUpload = bo.summary!.upload_id;
  statementUpload = statement!.summary!.upload_id;
});

interface BoRow {
  ticket_no: string;
  bo_approve: boolean;
}

describe('Riwayat Upload', () => {
  it('undoes one upload: its rows go, the requests it paired are Pending again', async () => {
    const before = await admin.call<BoRow[]>('GET', `/api/viewbo/${day.wireDate}/${code}/all/100/1`);
    expect(before.map((row) => row.bo_approve)).toEqual([true, true]);

    const page = await openAs(checker, STRONG_PASSWORD, '/upload-history', { bypassCSP: true });
    await pageTitle(page, 'Riwayat Upload').waitFor();
    await page.getByRole('table', { name: 'Riwayat Upload' }).waitFor();
    await tablesSettled(page);
    const statementRow = rowWith(page, 'Riwayat Upload', `#${statementUpload}`);
    expect(await statementRow.getByRole('cell').nth(10).textContent()).toBe('2');
    await expectAccessible(page, 'upload-history');

    await page.getByRole('button', { name: `Batalkan upload #${statementUpload}` }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'Keterangan' }).fill('rekening salah');
    await page.getByRole('dialog').getByRole('button', { name: 'Batalkan upload' }).click();
    await notice(page, `Upload #${statementUpload} dibatalkan: 2 baris dihapus.`).waitFor();
    await tablesSettled(page);
    expect(await statementRow.getByRole('cell').nth(12).textContent()).toBe(`Dibatalkan oleh ${checker}`);
    expect(await page.getByRole('button', { name: `Batalkan upload #${statementUpload}` }).count()).toBe(0);
    expect(await page.getByRole('button', { name: `Batalkan upload #${boUpload}` }).count()).toBe(1);

    const after = await admin.call<BoRow[]>('GET', `/api/viewbo/${day.wireDate}/${code}/all/100/1`);
    expect(after.map((row) => [row.ticket_no, row.bo_approve])).toEqual([
      [tickets[0], false],
      [tickets[1], false],
    ]);
    const credits = await admin.call<unknown[]>('GET', `/api/viewmutasi/${day.wireDate}/${code}/all/100/1`);
    expect(credits).toEqual([]);
  });
});
