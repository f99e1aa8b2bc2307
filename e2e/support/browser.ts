import { createRequire } from 'node:module';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { repoRoot } from './server';

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve('axe-core/axe.min.js');
export const SCREENSHOT_DIR = path.join(repoRoot, 'e2e', 'screenshots');

/** Debian's Chromium, never a downloaded build (architecture.md). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Requests the app tried to send anywhere but our server (aborted). */
  foreignRequests: string[];
  /** Uncaught exceptions and console errors (CSP refusals among them). */
  errors: string[];
  close(): Promise<void>;
}

export interface SessionOptions {
  width?: number;
  height?: number;
  theme?: 'light' | 'dark';
  /** Only for the axe checks: addScriptTag injects an inline script, which our CSP refuses. */
  bypassCSP?: boolean;
  timezoneId?: string;
  /** The browser's language; the app's own is Indonesian whatever it is. */
  locale?: string;
}

/** A page for screenshots and the axe check: a phone (390 px) 844 px high, wider screens 900 px. */
export const lookOptions = (width: number, theme: 'light' | 'dark'): SessionOptions => ({
  width,
  height: width === 390 ? 844 : 900,
  theme,
  bypassCSP: true,
});

/** A fresh browser context (no cookies) on the server, refusing any request to another host. */
export async function openSession(
  browser: Browser,
  baseUrl: string,
  options: SessionOptions = {},
): Promise<Session> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: options.width ?? 1440, height: options.height ?? 900 },
    locale: options.locale ?? 'id-ID',
    timezoneId: options.timezoneId ?? 'UTC',
    bypassCSP: options.bypassCSP ?? false,
    reducedMotion: 'reduce',
  });
  const origin = new URL(baseUrl).origin;
  const foreignRequests: string[] = [];
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    if (url.startsWith('data:') || new URL(url).origin === origin) return route.continue();
    foreignRequests.push(url);
    return route.abort();
  });
  if (options.theme) {
    await context.addInitScript((theme) => window.localStorage.setItem('theme', theme), options.theme);
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    // A refused call (401, 403, 409…) is logged by the browser as a failed resource: that is the test's point.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(`console: ${message.text()}`);
    }
  });
  return { context, page, foreignRequests, errors, close: () => context.close() };
}

/** The session sent nothing to a third party and logged no error. */
export function expectClean(session: Session) {
  expect(session.foreignRequests, 'requests to other hosts').toEqual([]);
  expect(session.errors, 'page errors').toEqual([]);
}

/** Signs in through the API on the context's cookie jar (fast); the sign-in screen has its own tests. */
export async function signInQuickly(session: Session, name: string, password: string) {
  const response = await session.context.request.post('/api/login', {
    data: { account_name: name, account_password: password },
  });
  expect(response.status(), `sign-in of ${name}`).toBe(200);
}

/** Signs in through the sign-in screen. */
export async function signInThroughForm(page: Page, name: string, password: string) {
  await page.goto('/signin');
  await page.getByRole('textbox', { name: 'Username' }).fill(name);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}
declare const axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> };

/** Runs axe-core (from node_modules) on the page; fails on any serious or critical violation. */
export async function expectAccessible(page: Page, label: string) {
  await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async () => {
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  });
  const serious = violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(serious, `axe: ${label}`).toEqual([]);
}

/**
 * Saves a screenshot under e2e/screenshots/ (git-ignored) for a person to look at: the whole page, or only
 * the viewport when an overlay (dialog, menu) is open, since overlays are fixed to the viewport.
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage });
}

/** The page's own title (its h1), as PageHeader renders it. */
export function pageTitle(page: Page, title: string) {
  return page.getByRole('heading', { level: 1, name: title, exact: true });
}

/**
 * Holds every request to `url` (a route glob) until the returned `release` is called, then lets the held ones and
 * any later ones through: a test sees a busy state for as long as it looks at it, not for a guessed number of
 * milliseconds that a slow machine may outlast.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
