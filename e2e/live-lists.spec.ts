import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { STRONG_PASSWORD, unique } from './support/accounts';
import { useBrowser } from './support/harness';
import { rowWith, tablesSettled } from './support/locators';
import { generatedDay, StaffApi, ticketSeries, uploadGeneratedDay } from './support/review-data';

/**
 * Issue 29, item 5: lists stay current. While a checker types a remark on View BO, another session approves a
 * different row; within 15 seconds this list shows it, and the remark being typed keeps its text and the focus.
 */
const baseUrl = inject('baseUrl');
const { openAs } = useBrowser(baseUrl);
const suffix = unique().toLowerCase();
const code = `LV${suffix.toUpperCase()}`;
const checker = `chk.live.${suffix}`;
const account = { name: 'SARI WULANDARI', number: '8812345673' };
const day = generatedDay();
const [mine, theirs] = ticketSeries(2) as [string, string];
let admin: StaffApi;
let theirsId: number;

beforeAll(async () => {
  admin = await StaffApi.signIn(baseUrl);
  const websiteId = await admin.ensureWebsite(code, `Langsung ${suffix}`, account);
  await admin.createUser(checker, STRONG_PASSWORD, 'CHECKER', websiteId);
  await uploadGeneratedDay(
    admin,
    code,
    account,
    day,
    [
      { ticket: mine, username: `indah${suffix}`, holder: 'Indah Sari', amount: 90_000, minute: 1 },
      { ticket: theirs, username: `joko${suffix}`, holder: 'Joko Susilo', amount: 95_000, minute: 2 },
    ],
    [],
  );
  const rows = await admin.call<{ bo_id: number; ticket_no: string }[]>(
    'GET',
    `/api/viewbo/${day.wireDate}/${code}/all/100/1`,
  );
  theirsId = rows.find((row) => row.ticket_no === theirs)!.bo_id;
});

const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));

describe('View BO stays current', () => {
  it("shows another session's approval within 15 seconds, keeping the remark being typed and its focus", async () => {
    const page = await openAs(
      checker,
      STRONG_PASSWORD,
      `/view-bo?type=deposit&website=${code}&date=${day.wireDate}&status=all`,
    );
    await page.getByRole('table', { name: 'BO Deposit' }).waitFor();
    await tablesSettled(page);
    const remark = page.getByRole('textbox', { name: `Ket ${mine}`, exact: true });
    await remark.focus();
    await page.keyboard.type('Sudah dicek', { delay: 40 });

    const answer = await admin.call<{ status: boolean }>('PUT', '/api/updatebodepostts', {
      arr: [{ bo_id: theirsId, ket_app: 'dicek siti' }],
    });
    expect(answer.status).toBe(true);
    const theirRow = rowWith(page, 'BO Deposit', theirs);
    await page.waitForFunction(
      (ticket) =>
        [...document.querySelectorAll('tr')].some(
          (row) => row.textContent?.includes(ticket) && row.textContent.includes('Approve'),
        ),
      theirs,
      { timeout: 20_000 },
    );
    expect(await theirRow.getByRole('cell').nth(2).textContent()).toContain('Approve');
    // Typing goes on where it was.
    await page.keyboard.type(' di mutasi');
    expect(await remark.inputValue()).toBe('Sudah dicek di mutasi');
    expect(await focusedName(page)).toBe(`Ket ${mine}`);

    // Approving it with no statement row asks again.
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Belum ada mutasi untuk tiket ini. Approve tanpa mutasi?').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  }, 60_000);
});
