import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { defaultConfig } from '../config';
import { Client, testApp, type TestApp } from '../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t?.close());

const directives = (policy: string | undefined) =>
  Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values.join(' ')]),
  );

describe('Content-Security-Policy', () => {
  it('allows no inline style anywhere on the API: no <style> element, no style attribute', async () => {
    for (const res of [await t.anonymous().get('/api/me'), await (await t.admin()).get('/api/me')]) {
      const policy = res.headers['content-security-policy'] as string;
      expect(policy).not.toContain('unsafe-inline');
      expect(policy).not.toContain('nonce-');
      expect(directives(policy)).toMatchObject({
        'default-src': "'self'",
        'script-src': "'self'",
        'style-src': "'self'",
        'style-src-elem': "'self'",
        'style-src-attr': "'none'",
        'font-src': "'self'",
        'object-src': "'none'",
        'base-uri': "'none'",
        'frame-ancestors': "'none'",
      });
    }
  });

  it("gives each load of the app's page a fresh nonce for its <style> elements, in the header and the page", async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'rekon-web-'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html>\n<html><head><title>Rekon</title></head><body><div id="root"></div></body></html>',
    );
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', 'index-abc.css'), 'body{}');
    const app = await buildApp({
      database: t.database,
      config: defaultConfig({ webDist: dist }),
      logger: false,
    });
    try {
      const client = new Client(app, undefined);
      const nonces = new Set<string>();
      for (const url of ['/', '/index.html', '/view-bo', '/user', '/']) {
        const res = await client.get(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control'], url).toBe('no-cache');
        const policy = res.headers['content-security-policy'] as string;
        expect(policy, url).not.toContain('unsafe-inline');
        const elem = directives(policy)['style-src-elem'] as string;
        const nonce = /^'self' 'nonce-([A-Za-z0-9+/]{24})'$/.exec(elem)?.[1];
        expect(nonce, `${url}: ${elem}`).toBeDefined();
        expect(res.body, url).toContain(`<head><meta name="csp-nonce" content="${nonce}" /><title>`);
        expect(res.body.startsWith('<!doctype html>'), url).toBe(true);
        nonces.add(nonce!);
      }
      expect(nonces.size).toBe(5);
      const css = await client.get('/assets/index-abc.css');
      expect(css.statusCode).toBe(200);
      expect(css.headers['cache-control']).toContain('immutable');
      expect(css.headers['content-security-policy']).not.toContain('nonce-');
    } finally {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
