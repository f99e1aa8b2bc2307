import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { STRONG_PASSWORD, unique } from './support/accounts';
import { expectAccessible, lookOptions, screenshot } from './support/browser';
import { useBrowser } from './support/harness';
import { button, notice, openSuggestions, rowWith, tablesSettled } from './support/locators';
import {
  generatedDay,
  nexusDepositCsv,
  StaffApi,
  ticketSeries,
  uploadManualStatement,
  type CorporateAccount,
} from './support/review-data';

/**
 * Issue 28 item 7 on the screens: a player pays a request of Rp 150.000 in two transfers, Rp 100.000 and
 * Rp 50.000. The engine never pairs them by itself; View BO's "Saran" offers the group, and a CHECKER approves the
 * request with it: both credits are then the request's counterparts on View Mutasi.
 */
const baseUrl = inject('baseUrl');
const { openAs } = useBrowser(baseUrl);
const suffix = unique();
const code = `SP${suffix}`;
const checker = `chk.sp.${suffix.toLowerCase()}`;
const ACCOUNT: CorporateAccount = { name: 'HENDRA KUSNADI', number: '1370012345678', bank: 'MANDIRI' };
const day = generatedDay();
const [ticket] = ticketSeries(1) as [string];
const GROUP = 'Dibayar dalam 2 transfer: Rp 100.000 + Rp 50.000';

beforeAll(async () => {
  const admin = await StaffApi.signIn(baseUrl);
  const websiteId = await admin.ensureWebsite(code, `Split ${suffix}`, ACCOUNT);
  await admin.createUser(checker, STRONG_PASSWORD, 'CHECKER', websiteId);
  await uploadManualStatement(admin, code, ACCOUNT, day, [
    { sender: 'ADI PUTRA', amount: 100_000, minute: 1, reference: `A${suffix}` },
    { sender: 'ADI PUTRA', amount: 50_000, minute: 3, reference: `B${suffix}` },
  ]);
  await admin.upload(
    '/api/checkdata',
    { groups: code },
    'bo.csv',
    nexusDepositCsv(code, ACCOUNT, day, [
      { ticket, username: `adiputra${suffix}`, holder: 'ADI PUTRA', amount: 150_000, minute: 5 },
    ]),
  );
});

const boRow = (page: Page) => rowWith(page, 'BO Deposit', ticket);

async function openReview(screen: 'view-bo' | 'view-mutasi', status: string) {
  const page = await openAs(
    checker,
    STRONG_PASSWORD,
    `/${screen}?type=deposit&website=${code}&date=${day.wireDate}&status=${status}`,
    lookOptions(1440, 'light'),
  );
  await page.getByRole('table', { name: screen === 'view-bo' ? 'BO Deposit' : 'Mutasi Deposit' }).waitFor();
  await tablesSettled(page);
  return page;
}

describe('a split payment, as a CHECKER approves it', () => {
  it('is offered in Saran as one group and approved with it, remark as usual', async () => {
    const page = await openReview('view-bo', 'pending');
    await openSuggestions(page, ticket);
    const group = boRow(page).getByRole('group', { name: `Grup mutasi ${ticket}` });
    await group.getByText(GROUP).waitFor();
    await group.getByText(/^dibayar dalam 2 transfer, Rp100\.000 \+ Rp50\.000, rekening sama/).waitFor();
    await expectAccessible(page, 'view-bo-split');
    await screenshot(page, 'view-bo-split-1440-light');

    const pick = button(page, `Pakai grup 2 transfer sebagai pasangan ${ticket}`);
    await pick.click();
    expect(await pick.getAttribute('aria-pressed')).toBe('true');
    await page
      .getByRole('textbox', { name: `Ket ${ticket}`, exact: true })
      .fill('Dibayar 2x, 100.000 + 50.000');
    await button(page, `Update ${ticket}`).click();
    const dialog = page.getByRole('dialog', { name: `Update ${ticket}` });
    await dialog.getByText(`Pasangan: ${GROUP}`).waitFor();
    await dialog.getByRole('button', { name: 'Yes, Update' }).click();
    await notice(page, '1 data berhasil di-approve.').waitFor();
    await boRow(page).waitFor({ state: 'detached' });
  });

  it('shows both credits approved on View Mutasi with the request’s ticket', async () => {
    const page = await openReview('view-mutasi', 'approve');
    for (const amount of ['Rp 100.000', 'Rp 50.000']) {
      const cells = rowWith(page, 'Mutasi Deposit', amount).getByRole('cell');
      expect(await cells.nth(1).textContent()).toBe('Approve');
      expect(await cells.nth(4).textContent()).toBe(ticket);
    }
  });
});
