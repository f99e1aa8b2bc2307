import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN, STRONG_PASSWORD, unique } from './support/accounts';
import { ApiSession } from './support/api';
import { holdRequests, pageTitle, signInQuickly, signInThroughForm } from './support/browser';
import { useBrowser } from './support/harness';
import { alert, pageSettled } from './support/locators';
import { startServer, type RunningServer } from './support/server';

const baseUrl = inject('baseUrl');
const { open, current } = useBrowser(baseUrl);
let admin: ApiSession;
let csName: string;
let checkerName: string;

beforeAll(async () => {
  admin = await ApiSession.signIn(baseUrl, ADMIN.name, ADMIN.password);
  const suffix = unique();
  const websiteId = await admin.createWebsite(`Auth ${suffix}`, `AU${suffix}`);
  csName = `cs.auth.${suffix.toLowerCase()}`;
  checkerName = `chk.auth.${suffix.toLowerCase()}`;
  await admin.createUser(csName, STRONG_PASSWORD, 'CS', websiteId);
  await admin.createUser(checkerName, STRONG_PASSWORD, 'CHECKER', websiteId);
});

describe('sign-in', () => {
  it('has the product name as its title and signs in to /', async () => {
    const page = await open();
    await page.goto('/signin');
    expect(await page.title()).toBe('Rekon');
    await signInThroughForm(page, ADMIN.name, ADMIN.password);
    await pageTitle(page, 'Dashboard').waitFor();
  });

  it('asks for both fields before calling the server', async () => {
    const page = await open();
    let calls = 0;
    page.on('request', (request) => request.url().endsWith('/api/login') && calls++);
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await alert(page, 'Login failed: Username dan password wajib diisi.').waitFor();
    expect(calls).toBe(0);
  });

  it('shows "Login failed: " with the server message for a wrong password', async () => {
    const page = await open();
    await page.goto('/signin');
    await page.getByRole('textbox', { name: 'Username' }).fill(ADMIN.name);
    await page.getByRole('textbox', { name: 'Password' }).fill('Bukan-Password-Ini-9');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await alert(page, 'Login failed: Username atau password salah.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/signin');
  });

  it('refuses an inactive account with the server message', async () => {
    const suffix = unique().toLowerCase();
    const id = await admin.createUser(`off.${suffix}`, STRONG_PASSWORD, 'ADMIN', null);
    await admin.call('PUT', `/api/updatestatusadminacc/${id}`, { account_status: false });
    const page = await open();
    await page.goto('/signin');
    await page.getByRole('textbox', { name: 'Username' }).fill(`off.${suffix}`);
    await page.getByRole('textbox', { name: 'Password' }).fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await alert(page, 'Login failed: Akun tidak aktif').waitFor();
  });

  it('shows and hides the password', async () => {
    const page = await open();
    await page.goto('/signin');
    const password = page.getByRole('textbox', { name: 'Password' });
    await password.fill('rahasia');
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    expect(await password.getAttribute('type')).toBe('password');
  });

  it('reads "Signing in..." and is disabled while the server answers', async () => {
    const page = await open();
    const release = await holdRequests(page, '**/api/login');
    await page.goto('/signin');
    await page.getByRole('textbox', { name: 'Username' }).fill(ADMIN.name);
    await page.getByRole('textbox', { name: 'Password' }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const busy = page.getByRole('button', { name: 'Signing in...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    release();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('sends a signed-in visitor of /signin home', async () => {
    const page = await open();
    await signInQuickly(current(), ADMIN.name, ADMIN.password);
    await page.goto('/signin');
    await page.waitForURL((url) => url.pathname === '/');
  });
});

describe('guards', () => {
  it('sends a signed-out visitor to /signin, replacing the history entry', async () => {
    const page = await open();
    await page.goto('/not-found');
    await page.goto('/user');
    await page.waitForURL((url) => url.pathname === '/signin');
    // /user was replaced: going back leaves the app's redirect behind.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/not-found');
  });

  it('sends a wrong role to /not-found, replacing the history entry', async () => {
    const page = await open();
    await signInQuickly(current(), csName, STRONG_PASSWORD);
    await page.goto('/dataplayer');
    await pageTitle(page, 'Data Player').waitFor();
    for (const path of ['/user', '/whitelist', '/website', '/databank', '/tracking', '/upload', '/delete']) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/not-found');
      await page.getByText("We can't seem to find the page you are looking for!").waitFor();
    }
    await page.goto('/dataplayer');
    await pageTitle(page, 'Data Player').waitFor();
    await page.goto('/user');
    await page.waitForURL((url) => url.pathname === '/not-found');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/dataplayer');
  });

  it('lets CS open home and Data Player', async () => {
    const page = await open();
    await signInQuickly(current(), csName, STRONG_PASSWORD);
    await page.goto('/');
    await pageTitle(page, 'Dashboard').waitFor();
    await page.goto('/dataplayer');
    await pageTitle(page, 'Data Player').waitFor();
  });

  it('lets CHECKER open every management screen', async () => {
    const page = await open();
    await signInQuickly(current(), checkerName, STRONG_PASSWORD);
    const screens: [string, string][] = [
      ['/upload', 'BO dan Bank Settlement Upload'],
      ['/view-bo', 'View BO'],
      ['/view-mutasi', 'View Mutasi'],
      ['/user', 'User'],
      ['/whitelist', 'Whitelist'],
      ['/convert-mutasi', 'Convert Mutasi'],
      ['/website', 'Website'],
      ['/dataplayer', 'Data Player'],
      ['/databank', 'Data Bank'],
      ['/tracking', 'Tracking'],
      ['/delete', 'Delete'],
    ];
    for (const [path, title] of screens) {
      await page.goto(path);
      await pageTitle(page, title).waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
    }
  });

  it('shows the not-found page for /not-found, /notfound and any unmatched path', async () => {
    const page = await open();
    for (const path of ['/not-found', '/notfound', '/no/such/page']) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'ERROR' }).waitFor();
      await page.getByText("We can't seem to find the page you are looking for!").waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
    }
    await page.getByRole('link', { name: 'Back to Home Page' }).click();
    // Home needs a session: a signed-out visitor ends on the sign-in page.
    await page.waitForURL((url) => url.pathname === '/signin');
  });

  it('returns to /signin when the session ends while the app is open', async () => {
    const page = await open();
    await signInQuickly(current(), ADMIN.name, ADMIN.password);
    await page.goto('/');
    await pageTitle(page, 'Dashboard').waitFor();
    // The dashboard's figures load after its title, and each website card's risk signals after them: a call
    // still on its way when the cookie goes would end the session itself, before the click this test is about.
    // `networkidle` proves nothing here: on a slow machine it fires while the app's code still runs, before
    // those calls start.
    await pageSettled(page);
    await current().context.clearCookies();
    await page.getByRole('link', { name: 'User', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/signin');
  });
});

describe('IP gate', () => {
  it('shows "Checking IP whitelist..." while our own server is asked', async () => {
    const page = await open();
    const asked: string[] = [];
    page.on('request', (request) => request.url().endsWith('/api/whitelist') && asked.push(request.url()));
    const release = await holdRequests(page, '**/api/whitelist');
    await page.goto('/signin');
    await page.getByText('Checking IP whitelist...').waitFor();
    release();
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    expect(asked).toEqual([`${baseUrl}/api/whitelist`]);
  });

  describe('on a server that does not whitelist this client', () => {
    let refusing: RunningServer;
    beforeAll(async () => {
      refusing = await startServer({
        ADMIN_USERNAME: ADMIN.name,
        ADMIN_PASSWORD: ADMIN.password,
        WHITELIST_SEED: '192.0.2.10',
      });
    });
    afterAll(async () => {
      await refusing.stop();
    });

    it('sends the refused client to /notfound', async () => {
      const page = await open({}, refusing.url);
      await page.goto('/signin');
      await page.waitForURL((url) => url.pathname === '/notfound');
      await page.getByRole('heading', { name: 'ERROR' }).waitFor();
      await page.goto('/user');
      await page.waitForURL((url) => url.pathname === '/notfound');
    });
  });
});
