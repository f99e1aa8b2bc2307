import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import {
  expectClean,
  launchBrowser,
  openSession,
  signInQuickly,
  type Session,
  type SessionOptions,
} from './browser';

/**
 * One browser per test file, one fresh context per test. After each test the context closes and must have
 * sent nothing to another host and logged no error.
 */
export function useBrowser(baseUrl: string) {
  let browser: Browser | undefined;
  let session: Session | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    if (!session) return;
    const finished = session;
    session = undefined;
    await finished.close();
    expectClean(finished);
  });

  const current = (): Session => {
    if (!session) throw new Error('No page is open in this test.');
    return session;
  };

  /** A signed-out page (on another server when `url` is given). */
  const open = async (options: SessionOptions = {}, url = baseUrl): Promise<Page> => {
    if (!browser) throw new Error('The browser has not started.');
    session = await openSession(browser, url, options);
    return session.page;
  };

  /** A page signed in as the given account, showing `path`. */
  const openAs = async (name: string, password: string, path: string, options: SessionOptions = {}) => {
    const page = await open(options);
    await signInQuickly(current(), name, password);
    await page.goto(path);
    return page;
  };

  return { open, openAs, current };
}
