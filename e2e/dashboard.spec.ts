import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN, STRONG_PASSWORD, unique } from './support/accounts';
import { ApiSession } from './support/api';
import { expectAccessible, lookOptions, pageTitle, screenshot } from './support/browser';
import { useBrowser } from './support/harness';
import { ABC_DAY, prepareAbcDay, prepareSecondSite } from './support/report-data';
import { generatedDay, StaffApi, ticketSeries, uploadGeneratedDay } from './support/review-data';
import { dayMonthYear, openDetails, pageSettled } from './support/locators';

const baseUrl = inject('baseUrl');
const { openAs } = useBrowser(baseUrl);
let admin: ApiSession;
let abcName: string;
let secondCode: string;
let secondName: string;
let checkerName: string;
let csName: string;

interface Side {
  bo_count: number;
  bo_sum: number;
  auto: number;
  manual: number;
  remark_only: number;
  pending: number;
  pending_sum: number;
  contested: number;
  mutasi_count: number;
  mutasi_pending: number;
  mutasi_pending_sum: number;
}
interface DashboardWebsite {
  website_code: string;
  matched_percent: number | null;
  deposit: Side;
  withdraw: Side;
  oldest_pending: { ticket: string; side: 'DEPO' | 'WD'; age_hours: number } | null;
  series: { date: string; bo_count: number; matched: number; pending: number; mutasi_pending: number }[];
}

beforeAll(async () => {
  admin = await ApiSession.signIn(baseUrl, ADMIN.name, ADMIN.password);
  const suffix = unique();
  const abc = await prepareAbcDay(baseUrl, admin);
  abcName = abc.website_name;
  secondCode = `NX${suffix}`;
  secondName = `Nexus Dua ${suffix}`;
  const secondId = await prepareSecondSite(baseUrl, admin, secondCode, secondName);
  checkerName = `chk.dash.${suffix.toLowerCase()}`;
  csName = `cs.dash.${suffix.toLowerCase()}`;
  await admin.createUser(checkerName, STRONG_PASSWORD, 'CHECKER', abc.website_id);
  await admin.createUser(csName, STRONG_PASSWORD, 'CS', secondId);
});

/** What the server says about a website's day: the screen must show the same. */
async function figuresOf(code: string, date: string): Promise<DashboardWebsite> {
  const body = await admin.call<{ websites: DashboardWebsite[] }>('GET', `/api/dashboard/${code}/${date}`);
  return body.websites[0]!;
}

const jakartaToday = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
const money = (value: number) => `Rp ${new Intl.NumberFormat('id-ID').format(value)}`;
const count = (value: number) => new Intl.NumberFormat('id-ID').format(value);

const card = (page: Page, name: string, code: string) =>
  page.getByRole('article', { name: `${name} (${code})`, exact: true });

/** The text of one figure: the cell of `row` (BO, Approve, Pending BO…) on the Deposit or Withdraw side. */
async function figure(cardLocator: Locator, row: string, side: 'Deposit' | 'Withdraw') {
  const cells = cardLocator
    .getByRole('table', { name: /per sisi/ })
    .getByRole('row')
    .filter({ has: cardLocator.page().getByRole('rowheader', { name: row, exact: true }) })
    .getByRole('cell');
  // What the eye sees: the words read only to screen readers (the link's context) left out.
  const text = await cells.nth(side === 'Deposit' ? 0 : 1).evaluate((cell) => {
    const copy = cell.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('.sr-only').forEach((hidden) => hidden.remove());
    return Array.from(copy.querySelectorAll('span:not(:has(span))'), (part) => part.textContent).join(' ');
  });
  return text.replace(/\s+/g, ' ').trim();
}

async function openDashboard(name: string, password: string, options = {}) {
  const page = await openAs(name, password, '/', options);
  await pageTitle(page, 'Dashboard').waitFor();
  return page;
}

const dayLabel = new Intl.DateTimeFormat('id-ID', {
  timeZone: 'UTC',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});

async function chooseDate(page: Page, isoDate: string) {
  await page.getByLabel('Tanggal', { exact: true }).fill(isoDate);
  const label = dayLabel.format(new Date(`${isoDate}T00:00:00Z`));
  await page.getByText(`Ringkasan rekonsiliasi ${label}`, { exact: true }).waitFor();
  await pageSettled(page);
}

describe('Dashboard as ADMIN', () => {
  it('opens on today, then shows every website of the chosen date with the figures of the server', async () => {
    const page = await openDashboard(ADMIN.name, ADMIN.password);
    expect(await page.getByLabel('Tanggal', { exact: true }).inputValue()).toBe(dayMonthYear(jakartaToday()));
    await card(page, abcName, 'ABC').waitFor();
    await chooseDate(page, ABC_DAY.isoDate);

    const abc = card(page, abcName, 'ABC');
    await abc.getByText('BO export: sudah masuk').waitFor();
    await abc.getByText('Mutasi: sudah masuk').waitFor();
    const server = await figuresOf('ABC', ABC_DAY.date);
    const deposit = server.deposit;
    expect(await figure(abc, 'BO', 'Deposit')).toBe(`${count(deposit.bo_count)} ${money(deposit.bo_sum)}`);
    // The dashboard counts a BO row on its bank statement date: the 23:58 transfer goes with its 06/06
    // credit to 6 June (reports.test.ts). The two days together hold the export: 39 deposits, Rp 7.275.000.
    const nextDay = (await figuresOf('ABC', '06-Jun-2026')).deposit;
    expect(deposit.bo_count + nextDay.bo_count).toBe(ABC_DAY.depositCount);
    expect(deposit.bo_sum + nextDay.bo_sum).toBe(ABC_DAY.depositTotal);
    expect(await figure(abc, 'Approve', 'Deposit')).toBe(
      `${count(deposit.auto + deposit.manual + deposit.remark_only)} otomatis ${count(deposit.auto)} · manual ${count(deposit.manual)} · tanpa mutasi ${count(deposit.remark_only)}`,
    );
    expect(await figure(abc, 'Pending BO', 'Deposit')).toBe(
      `${count(deposit.pending)} ${money(deposit.pending_sum)}`,
    );
    expect(await figure(abc, 'Contested', 'Deposit')).toBe(count(deposit.contested));
    expect(await figure(abc, 'Mutasi', 'Deposit')).toBe(count(deposit.mutasi_count));
    expect(await figure(abc, 'Mutasi pending', 'Deposit')).toBe(
      `${count(deposit.mutasi_pending)} ${money(deposit.mutasi_pending_sum)}`,
    );
    const withdraw = server.withdraw;
    expect(await figure(abc, 'BO', 'Withdraw')).toBe(`${count(withdraw.bo_count)} ${money(withdraw.bo_sum)}`);
    const percent = new Intl.NumberFormat('id-ID', { style: 'percent', maximumFractionDigits: 1 });
    await abc.getByText(percent.format((server.matched_percent ?? 0) / 100), { exact: true }).waitFor();
    await openDetails(abc);
    const oldest = server.oldest_pending;
    if (oldest) {
      await abc.getByText(`${oldest.ticket} (${oldest.side === 'DEPO' ? 'Deposit' : 'Withdraw'})`).waitFor();
    }

    // The 14-day chart says the same in a table for screen readers, the chosen day last.
    const trend = abc.getByRole('table', { name: /^14 hari terakhir/ });
    // The chart loads once "Rincian" shows it.
    await trend.waitFor({ state: 'attached' });
    const days = trend.locator('tbody tr');
    expect(await days.count()).toBe(14);
    const today = server.series.at(-1)!;
    expect(await days.nth(13).locator('th, td').allTextContents()).toEqual([
      '05 Jun 2026',
      count(today.bo_count),
      count(today.matched),
      count(today.pending),
      count(today.mutasi_pending),
    ]);
    expect(await days.nth(0).locator('th').textContent()).toBe('23 Mei 2026');
    await abc.locator('.recharts-wrapper').waitFor();

    // The second website: its BO export is in, no statement yet, so every deposit waits.
    const second = card(page, secondName, secondCode);
    await second.getByText('BO export: sudah masuk').waitFor();
    await second.getByText('Mutasi: belum masuk').waitFor();
    expect(await figure(second, 'BO', 'Deposit')).toBe('3 Rp 400.000');
    expect(await figure(second, 'Pending BO', 'Deposit')).toBe('3 Rp 400.000');
    await second.getByText('0%', { exact: true }).waitFor();
  });

  it('counts an approval with a remark alone as approved, not matched, and forgets a deleted day', async () => {
    const staff = await StaffApi.signIn(baseUrl);
    const suffix = unique();
    const code = `RM${suffix}`;
    const name = `Remark ${suffix}`;
    const account = { name: 'DINA MARLINA', number: '6612345000' };
    await staff.ensureWebsite(code, name, account);
    const day = generatedDay();
    const [paired, alone] = ticketSeries(2) as [string, string];
    await uploadGeneratedDay(
      staff,
      code,
      account,
      day,
      [
        { ticket: paired, username: `dina${suffix}`, holder: 'Dina Marlina', amount: 60_000, minute: 1 },
        { ticket: alone, username: `eko${suffix}`, holder: 'Eko Prasetyo', amount: 85_000, minute: 2 },
      ],
      [{ sender: 'DINA MARLINA', amount: 60_000 }],
    );
    const [pending] = await staff.call<{ bo_id: number }[]>(
      'GET',
      `/api/searchbo/${day.wireDate}/${code}/pending/id/${alone.slice(1)}/100/1`,
    );
    await staff.call('PUT', '/api/updatebodepostts', {
      arr: [{ bo_id: pending!.bo_id, ket_app: 'Dicek manual, tidak ada di mutasi' }],
    });

    const page = await openDashboard(ADMIN.name, ADMIN.password);
    // The generated day is an hour back: in Jakarta's first hour that is yesterday, not the dashboard's today.
    await chooseDate(page, day.isoDate);
    const site = card(page, name, code);
    await site.getByText('BO export: sudah masuk').waitFor();
    expect(await figure(site, 'Approve', 'Deposit')).toBe('2 otomatis 1 · manual 0 · tanpa mutasi 1');
    // One of two rows is paired with its credit: 50 %, not 100 %.
    await site.getByText('50%', { exact: true }).waitFor();
    await site.getByText('Approve tanpa mutasi 50%').waitFor();

    await staff.call('DELETE', '/api/deletebomutasi', { date: day.wireDate, group: code });
    await page.reload();
    await chooseDate(page, day.isoDate);
    await site.getByText('BO export: belum masuk').waitFor();
    await site.getByText('Mutasi: belum masuk').waitFor();
  });

  it('shows the next day of the second website with its withdrawals', async () => {
    const page = await openDashboard(ADMIN.name, ADMIN.password);
    await chooseDate(page, '2026-06-06');
    const second = card(page, secondName, secondCode);
    await second.getByRole('table', { name: /per sisi/ }).waitFor();
    expect(await figure(second, 'BO', 'Deposit')).toBe('2 Rp 300.000');
    expect(await figure(second, 'BO', 'Withdraw')).toBe('2 Rp 225.000');
    expect(await figure(second, 'Pending BO', 'Withdraw')).toBe('2 Rp 225.000');
  });

  it('shows the last Tracking chain verification, as the server tells it', async () => {
    const page = await openDashboard(ADMIN.name, ADMIN.password);
    await card(page, abcName, 'ABC').waitFor();
    const body = await admin.call<{ chain_verification: { ok: boolean } | null }>(
      'GET',
      `/api/dashboard/all/${ABC_DAY.date}`,
    );
    const line = page.getByTestId('chain-verification');
    await line.waitFor();
    const text = await line.textContent();
    expect(text).toMatch(/^Verifikasi rantai Tracking terakhir: /);
    if (body.chain_verification === null) expect(text).toContain('belum pernah dijalankan');
    else expect(text).toContain(body.chain_verification.ok ? ', OK.' : ', RUSAK');
  });

  it('opens View BO and View Mutasi filtered to the figure', async () => {
    const page = await openDashboard(ADMIN.name, ADMIN.password);
    await chooseDate(page, ABC_DAY.isoDate);
    const abc = card(page, abcName, 'ABC');
    expect(await abc.getByRole('link', { name: /^Mutasi pending Deposit:/ }).getAttribute('href')).toBe(
      '/view-mutasi?type=deposit&website=ABC&date=05-Jun-2026&status=pending',
    );
    expect(await abc.getByRole('link', { name: /^Approve Deposit:/ }).getAttribute('href')).toBe(
      '/view-bo?type=deposit&website=ABC&date=05-Jun-2026&status=approve',
    );
    // A zero opens nothing: the figure stays plain text.
    const withdraw = (await figuresOf('ABC', ABC_DAY.date)).withdraw;
    if (withdraw.bo_count === 0) {
      expect(await abc.getByRole('link', { name: /^BO Withdraw:/ }).count()).toBe(0);
    } else {
      expect(await abc.getByRole('link', { name: /^BO Withdraw:/ }).getAttribute('href')).toBe(
        '/view-bo?type=withdraw&website=ABC&date=05-Jun-2026&status=all',
      );
    }
    expect(await abc.getByRole('link', { name: /^BO Deposit:/ }).getAttribute('href')).toBe(
      '/view-bo?type=deposit&website=ABC&date=05-Jun-2026&status=all',
    );
    await abc.getByRole('link', { name: /^Pending BO Deposit:/ }).click();
    await page.waitForURL((url) => url.pathname === '/view-bo');
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      type: 'deposit',
      website: 'ABC',
      date: '05-Jun-2026',
      status: 'pending',
    });
    await pageTitle(page, 'View BO').waitFor();
  });
});

describe('Dashboard as CHECKER and CS', () => {
  it('CHECKER: its own website, with links to the review screens', async () => {
    const page = await openDashboard(checkerName, STRONG_PASSWORD);
    await chooseDate(page, ABC_DAY.isoDate);
    expect(await page.getByRole('article').count()).toBe(1);
    const abc = card(page, abcName, 'ABC');
    const deposit = (await figuresOf('ABC', ABC_DAY.date)).deposit;
    expect(await figure(abc, 'BO', 'Deposit')).toBe(`${count(deposit.bo_count)} ${money(deposit.bo_sum)}`);
    expect(await abc.getByRole('link', { name: /^Pending BO Deposit:/ }).getAttribute('href')).toBe(
      '/view-bo?type=deposit&website=ABC&date=05-Jun-2026&status=pending',
    );
    // The chain's verification is ADMIN's alone.
    expect(await page.getByTestId('chain-verification').count()).toBe(0);
  });

  it('CS: its own website only, the figures without review links', async () => {
    const page = await openDashboard(csName, STRONG_PASSWORD);
    await chooseDate(page, ABC_DAY.isoDate);
    expect(await page.getByRole('article').count()).toBe(1);
    const second = card(page, secondName, secondCode);
    expect(await figure(second, 'BO', 'Deposit')).toBe('3 Rp 400.000');
    expect(await figure(second, 'Pending BO', 'Deposit')).toBe('3 Rp 400.000');
    const main = page.getByRole('main');
    expect(await main.locator('a[href^="/view-bo"], a[href^="/view-mutasi"]').count()).toBe(0);
    expect(await second.getByRole('link').count()).toBe(0);
  });
});

describe.each(['light', 'dark'] as const)('looks and accessibility, %s theme', (theme) => {
  describe.each([1440, 1024, 390])('%i px wide', (width) => {
    const options = lookOptions(width, theme);
    const tag = (name: string) => `dashboard-${name}-${width}-${theme}`;

    // Accounts and websites exist only once beforeAll has run: read them inside the test.
    const accounts = {
      admin: () => ({ name: ADMIN.name, password: ADMIN.password, siteName: abcName, code: 'ABC' }),
      cs: () => ({ name: csName, password: STRONG_PASSWORD, siteName: secondName, code: secondCode }),
    };

    it.each(['admin', 'cs'] as const)('%s', async (role) => {
      const { name, password, siteName, code } = accounts[role]();
      const page = await openDashboard(name, password, options);
      await chooseDate(page, ABC_DAY.isoDate);
      await openDetails(card(page, siteName, code));
      await card(page, siteName, code).locator('.recharts-wrapper').waitFor();
      if (width !== 1024) await expectAccessible(page, tag(role));
      await screenshot(page, tag(role));
    });
  });
});
