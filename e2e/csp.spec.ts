import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { ADMIN } from './support/accounts';
import { pageTitle } from './support/browser';
import { useBrowser } from './support/harness';

const baseUrl = inject('baseUrl');
const { openAs, current } = useBrowser(baseUrl);

/** Every screen of the menu, with the title it shows. */
const SCREENS: [string, string][] = [
  ['/', 'Dashboard'],
  ['/upload', 'BO dan Bank Settlement Upload'],
  ['/view-bo', 'View BO'],
  ['/view-mutasi', 'View Mutasi'],
  ['/user', 'User'],
  ['/whitelist', 'Whitelist'],
  ['/convert-mutasi', 'Convert Mutasi'],
  ['/template', 'Template'],
  ['/website', 'Website'],
  ['/dataplayer', 'Data Player'],
  ['/databank', 'Data Bank'],
  ['/tracking', 'Tracking'],
  ['/delete', 'Delete'],
];

/** Records the page's CSP violation events from its first script on (addInitScript runs on each load). */
async function watchViolations(page: Page) {
  await page.context().addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} ${event.blockedURI} ${event.sample} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`.trim(),
      );
    });
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);

describe('Content-Security-Policy (decision 041)', () => {
  it('serves the page with no inline styles allowed but its nonce, and no other host', async () => {
    const page = await openAs(ADMIN.name, ADMIN.password, '/');
    const response = await page.goto('/user');
    const policy = response?.headers()['content-security-policy'] ?? '';
    const directive = (name: string) =>
      policy
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name} `));
    expect(policy).not.toContain('unsafe-inline');
    expect(directive('style-src')).toBe("style-src 'self'");
    expect(directive('style-src-attr')).toBe("style-src-attr 'none'");
    expect(directive('style-src-elem')).toMatch(/^style-src-elem 'self' 'nonce-[A-Za-z0-9+/]{24}'$/);
    // The page carries the same nonce for the scroll lock's <style> element, and a new one at each load.
    const nonce = await page.locator('meta[name="csp-nonce"]').getAttribute('content');
    expect(directive('style-src-elem')).toContain(`'nonce-${nonce}'`);
    const again = await page.goto('/user');
    expect(again?.headers()['content-security-policy']).not.toContain(`'nonce-${nonce}'`);
  });

  it('reports no violation on any screen, with a dialog and the user menu open', async () => {
    const page = await openAs(ADMIN.name, ADMIN.password, '/');
    await watchViolations(page);
    for (const [path, title] of SCREENS) {
      await page.goto(path);
      await pageTitle(page, title).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await violations(page), path).toEqual([]);
    }
    // A Radix dialog locks the page's scroll with a <style> element: allowed by the page's nonce.
    await page.goto('/user');
    await page.getByRole('button', { name: 'New User' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await page.locator('style[nonce]').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'User menu for admin' }).click();
    await page.getByRole('menu').waitFor();
    await page.keyboard.press('Escape');
    expect(await violations(page)).toEqual([]);
    expect(current().errors).toEqual([]);
  });

  it('refuses a <style> element and a style attribute written without the nonce', async () => {
    const page = await openAs(ADMIN.name, ADMIN.password, '/');
    await watchViolations(page);
    await page.goto('/tracking');
    await pageTitle(page, 'Tracking').waitFor();
    try {
      const applied = await page.evaluate(() => {
        const probe = document.createElement('div');
        probe.id = 'csp-probe';
        document.body.append(probe);
        const style = document.createElement('style');
        style.textContent = '#csp-probe { margin-left: 7px; }';
        document.head.append(style);
        const other = document.createElement('div');
        other.setAttribute('style', 'margin-left: 5px');
        document.body.append(other);
        return {
          element: getComputedStyle(probe).marginLeft,
          attribute: getComputedStyle(other).marginLeft,
        };
      });
      expect(applied).toEqual({ element: '0px', attribute: '0px' });
      await expect.poll(() => violations(page)).toHaveLength(2);
    } finally {
      // The refusals are the point of this test: the harness must not count them as the page's errors.
      current().errors.length = 0;
    }
  });
});
