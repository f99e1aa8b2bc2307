import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { STRONG_PASSWORD, unique } from './support/accounts';
import { useBrowser } from './support/harness';
import { alert, button, notice, rowWith, tablesSettled } from './support/locators';
import { generatedDay, StaffApi, ticketSeries, uploadGeneratedDay } from './support/review-data';

/**
 * Issue 17, items 9-11 and 13: a checker's focus on View BO. Every case first failed with the focus on the page
 * body: the list re-rendered (a message came or went, a row was selected) and every cell was mounted anew, or
 * the row acted on left the list and nothing said where the focus should go.
 */
const baseUrl = inject('baseUrl');
const { openAs } = useBrowser(baseUrl);
const suffix = unique().toLowerCase();
const code = `FC${suffix.toUpperCase()}`;
const checker = `chk.focus.${suffix}`;
const account = { name: 'RATNA SARI', number: '8812345670' };
const day = generatedDay();
const tickets = ticketSeries(6);
const [first, second, third, fourth, fifth, sixth] = tickets as [
  string,
  string,
  string,
  string,
  string,
  string,
];

beforeAll(async () => {
  const admin = await StaffApi.signIn(baseUrl);
  const websiteId = await admin.ensureWebsite(code, `Fokus ${suffix}`, account);
  await admin.createUser(checker, STRONG_PASSWORD, 'CHECKER', websiteId);
  // Six requests and no credits: all six stay pending for the checker.
  const holders = ['Ani Lestari', 'Budi Santoso', 'Citra Dewi', 'Dodi Saputra', 'Eka Putri', 'Fajar Nugroho'];
  await uploadGeneratedDay(
    admin,
    code,
    account,
    day,
    tickets.map((ticket, index) => ({
      ticket,
      username: `${holders[index]!.split(' ')[0]!.toLowerCase()}${suffix}`,
      holder: holders[index]!,
      amount: 50_000 + index * 1000,
      minute: index + 1,
    })),
    [],
  );
});

async function openPending() {
  const page = await openAs(
    checker,
    STRONG_PASSWORD,
    `/view-bo?type=deposit&website=${code}&date=${day.wireDate}&status=pending`,
  );
  await page.getByRole('table', { name: 'BO Deposit' }).waitFor();
  await tablesSettled(page);
  return page;
}

const remark = (page: Page, ticket: string) =>
  page.getByRole('textbox', { name: `Ket ${ticket}`, exact: true });
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active === document.body
      ? 'BODY'
      : (active?.getAttribute('aria-label') ?? active?.textContent ?? '');
  });

describe('View BO keeps the focus where the checker works', () => {
  it('keeps typing in a remark while a message appears and goes (item 10)', async () => {
    const page = await openPending();
    // Update with an empty remark: the message appears and the focus goes to the remark.
    await button(page, `Update ${first}`).click();
    await alert(page, 'Keterangan tidak boleh kosong.').waitFor();
    expect(await focusedName(page)).toBe(`Ket ${first}`);
    // Typing on through the moment the message goes: no keystroke lost, the field keeps the focus. An error stays
    // until it is closed (decision 048); it is closed here without moving the focus, as another tab's click would.
    await page.keyboard.type('Sudah dicek', { delay: 60 });
    await alert(page, 'Keterangan tidak boleh kosong.')
      .getByRole('button', { name: 'Tutup pesan' })
      .dispatchEvent('click');
    await alert(page, 'Keterangan tidak boleh kosong.').waitFor({ state: 'detached' });
    await page.keyboard.type(' di mutasi');
    expect(await remark(page, first).inputValue()).toBe('Sudah dicek di mutasi');
    expect(await focusedName(page)).toBe(`Ket ${first}`);
  });

  it('keeps the focus on a row checkbox after Space (item 10)', async () => {
    const page = await openPending();
    const box = page.getByRole('checkbox', { name: `Select ${second}` });
    await box.focus();
    await page.keyboard.press('Space');
    expect(await box.isChecked()).toBe(true);
    expect(await focusedName(page)).toBe(`Select ${second}`);
    await page.getByRole('button', { name: 'Submit 1 data' }).waitFor();
    expect(await focusedName(page)).toBe(`Select ${second}`);
  });

  it('returns the focus to the opener after Cancel and after Escape (items 9 and 10)', async () => {
    const page = await openPending();
    await remark(page, third).fill('Cek manual');
    const update = button(page, `Update ${third}`);
    await update.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Update ${third}` });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Radix gives the focus back just after the dialog is gone.
    await expect.poll(() => focusedName(page)).toBe(`Update ${third}`);
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    // Radix gives the focus back just after the dialog is gone.
    await expect.poll(() => focusedName(page)).toBe(`Update ${third}`);
  });

  it('moves the focus to the next row after "Yes, Update" (its Ket, issue 29) and "Yes, Delete" (item 10)', async () => {
    const page = await openPending();
    await remark(page, fourth).fill('Transfer dicek');
    await remark(page, fourth).press('Enter');
    await page
      .getByRole('dialog', { name: `Update ${fourth}` })
      .getByRole('button', { name: 'Yes, Update' })
      .click();
    await notice(page, '1 data berhasil di-approve.').waitFor();
    await rowWith(page, 'BO Deposit', fourth).waitFor({ state: 'detached' });
    await expect.poll(() => focusedName(page)).toBe(`Ket ${fifth}`);

    await button(page, `Delete ${fifth}`).click();
    await page
      .getByRole('dialog', { name: `Delete ${fifth}` })
      .getByRole('button', { name: 'Yes, Delete' })
      .click();
    await rowWith(page, 'BO Deposit', fifth).waitFor({ state: 'detached' });
    await expect.poll(() => focusedName(page)).toBe(`Select ${sixth}`);
  });

  it("a pending row is five Tab stops, and the arrows walk a column or a row's actions (item 13)", async () => {
    const page = await openPending();
    await page.getByRole('checkbox', { name: `Select ${second}` }).focus();
    const stops = [await focusedName(page)];
    for (let step = 0; step < 5; step++) {
      await page.keyboard.press('Tab');
      stops.push(await focusedName(page));
    }
    // Update and Delete are one toolbar: Tab leaves the row after it.
    expect(stops).toEqual([
      `Select ${second}`,
      `Ket ${second}`,
      `Saran 0 untuk ${second}`,
      `Depo ${second}`,
      `Update ${second}`,
      `Select ${third}`,
    ]);

    // Up and Down move to the same field of the row above or below, as in a spreadsheet. (Only the first three
    // rows: the tests before act on the others, and this one must also pass alone.)
    await remark(page, second).focus();
    await page.keyboard.press('ArrowDown');
    expect(await focusedName(page)).toBe(`Ket ${third}`);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await focusedName(page)).toBe(`Ket ${first}`);
    await page.keyboard.press('ArrowUp');
    expect(await focusedName(page)).toBe(`Ket ${first}`);
    await page.getByRole('textbox', { name: `Depo ${second}`, exact: true }).focus();
    await page.keyboard.press('ArrowDown');
    expect(await focusedName(page)).toBe(`Depo ${third}`);

    // Left and Right move between a row's actions; the one last used is the row's Tab stop. (Radix's roving focus
    // moves the focus a task after the key, and the Tab into the toolbar lands on it and is forwarded.)
    await button(page, `Update ${third}`).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => focusedName(page)).toBe(`Delete ${third}`);
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => focusedName(page)).toBe(`Depo ${third}`);
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedName(page)).toBe(`Delete ${third}`);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => focusedName(page)).toBe(`Update ${third}`);
    const toolbar = page.getByRole('toolbar', { name: `Aksi ${third}` });
    expect(await toolbar.getAttribute('aria-orientation')).toBe('horizontal');
  });

  it('Escape in a remark takes back only what was typed since it took the focus (item 13)', async () => {
    const page = await openPending();
    const field = remark(page, sixth);
    await field.fill('Dana masuk');
    await field.blur();
    await field.focus();
    await page.keyboard.type(' kemarin');
    await page.keyboard.press('Escape');
    expect(await field.inputValue()).toBe('Dana masuk');
  });

  it('shows where the focus is, and where a field is, at 3:1 or more (item 12)', async () => {
    const page = await openPending();
    const looks = (selector: string) =>
      page.evaluate((target) => {
        const element = document.querySelector<HTMLElement>(target)!;
        const border = getComputedStyle(element).borderTopColor;
        element.focus();
        const style = getComputedStyle(element);
        return { outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`, border };
      }, selector);
    // The remark field of a pending row, the Status select of the filters, and the theme's outline brand-600.
    for (const selector of [`input[aria-label="Ket ${sixth}"]`, 'select']) {
      const { outline, border } = await looks(selector);
      expect(outline).toBe('solid 2px rgb(54, 65, 245)');
      // #858fa1: 3.3:1 on white (gray-300 was 1.47:1).
      expect(border).toBe('rgb(133, 143, 161)');
    }
  });
});
