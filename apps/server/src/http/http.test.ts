import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@rekon/contracts';
import { buildApp } from '../app';
import { defaultConfig } from '../config';
import { Client, testApp, type TestApp } from '../test/app';
import { lastTrackingId, trackingSince } from '../test/tracking';

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await testApp();
  admin = await t.admin();
});
afterAll(() => t?.close());

describe('response hygiene', () => {
  it('sends no-store, nosniff, a strict CSP, a referrer policy and a charset on /api', async () => {
    for (const res of [
      await admin.get('/api/me'),
      await t.anonymous().get('/api/me'),
      await t.anonymous('127.0.0.9').get('/api/me'),
    ]) {
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain("object-src 'none'");
      expect(res.headers['content-security-policy']).toContain("base-uri 'none'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    }
  });

  it('answers an unknown /api path with 404 in the error envelope', async () => {
    const res = await admin.get('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: false, message: MSG.notFoundRoute });
  });

  it('has no GET route that changes anything', async () => {
    const mutating = t.app.apiRoutes.filter((r) => r.method === 'GET').map((r) => r.url);
    for (const url of ['/api/createwebsite', '/api/addadminacc', '/api/createwhitelist', '/api/logout']) {
      expect(mutating).not.toContain(url);
      expect((await admin.get(url)).statusCode).toBe(404);
    }
  });

  it('serves the single-page app for client routes, with the same headers, when it is built', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'rekon-web-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Rekon</title>');
    const app = await buildApp({
      database: t.database,
      config: defaultConfig({ webDist: dist }),
      logger: false,
    });
    try {
      const client = new Client(app, undefined);
      for (const url of ['/', '/signin', '/view-bo', '/anything/else']) {
        const res = await client.get(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type']).toContain('text/html');
        expect(res.headers['content-security-policy']).toContain("object-src 'none'");
        expect(res.body).toContain('<title>Rekon</title>');
      }
      expect((await client.get('/api/unknown')).statusCode).toBe(404);
    } finally {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('input limits', () => {
  it('refuses prototype-poisoned JSON before any handler runs', async () => {
    const mark = await lastTrackingId(t.db);
    for (const payload of [
      '{"website_name":"P","website_code":"PROTO1","__proto__":{"polluted":true}}',
      '{"website_name":"P","website_code":"PROTO2","constructor":{"prototype":{"polluted":true}}}',
    ]) {
      const res = await admin.post('/api/createwebsite', payload, { 'content-type': 'application/json' });
      expect(res.statusCode).toBe(400);
      expect(res.json().status).toBe(false);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await trackingSince(t.db, mark)).toEqual([]);
  });

  it('refuses bodies over 1 MiB with 413, and other content types with 415', async () => {
    const big = JSON.stringify({ website_name: 'x'.repeat(1_100_000), website_code: 'BIG1' });
    const tooLarge = await admin.post('/api/createwebsite', big, { 'content-type': 'application/json' });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ status: false, message: MSG.bodyTooLarge });
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const res = await admin.post('/api/createwebsite', 'website_code=X1', { 'content-type': type });
      expect(res.statusCode, type).toBe(415);
      expect(res.json()).toEqual({ status: false, message: MSG.unsupportedMediaType });
    }
  });

  it('answers malformed JSON with 400 and no parser details', async () => {
    const res = await admin.post('/api/createwebsite', '{"website_name": ', {
      'content-type': 'application/json',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, message: MSG.invalidInput });
  });
});

describe('cross-site requests', () => {
  it('refuses a state change from another origin or a cross-site fetch, with no side effect', async () => {
    const mark = await lastTrackingId(t.db);
    const refused: Record<string, string>[] = [
      { origin: 'http://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of refused) {
      const res = await admin.post(
        '/api/createwebsite',
        { website_name: 'CSRF', website_code: 'CSRF1' },
        headers,
      );
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toEqual({ status: false, message: MSG.crossSite });
    }
    expect(await trackingSince(t.db, mark)).toEqual([]);
  });

  it('accepts the same origin and same-origin fetches', async () => {
    const res = await admin.post(
      '/api/createwebsite',
      { website_name: 'Asli', website_code: 'ASLI1' },
      { origin: 'http://localhost:80', host: 'localhost:80', 'sec-fetch-site': 'same-origin' },
    );
    expect(res.statusCode).toBe(201);
  });
});

describe('GET /api/docs', () => {
  it('serves an OpenAPI document generated from the contracts', async () => {
    const res = await admin.get('/api/docs');
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/login',
        '/api/createwebsite',
        '/api/tracking/{websiteCode}/{pageSize}/{page}',
      ]),
    );
  });
});
