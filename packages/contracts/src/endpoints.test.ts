import { describe, expect, it } from 'vitest';
import { allEndpoints, endpoints, pathOf, UPLOAD_ENDPOINTS } from './index';

describe('pathOf', () => {
  it('fills each placeholder with its value', () => {
    expect(pathOf(endpoints.deleteWebsite, { website_id: 7 })).toBe('/api/deletewebsite/7');
    expect(pathOf(endpoints.viewAkunBank, { websiteCode: 'abc', pageSize: 10, page: 2 })).toBe(
      '/api/viewakunbank/abc/10/2',
    );
    expect(
      pathOf(endpoints.searchbo, {
        date: '28-11-2026',
        websiteCode: 'ABC',
        status: 'all',
        kind: 'string',
        term: 'budi',
        pageSize: 50,
        page: 1,
      }),
    ).toBe('/api/searchbo/28-11-2026/ABC/all/string/budi/50/1');
  });

  it('encodes a value so that it stays one path segment', () => {
    expect(
      pathOf(endpoints.searchTracking, { websiteCode: 'A B', search: 'x/y?z#%', pageSize: 10, page: 1 }),
    ).toBe('/api/searchtracking/A%20B/x%2Fy%3Fz%23%25/10/1');
    expect(pathOf(endpoints.riskSettings, { websiteCode: '..' })).toBe('/api/risksettings/..');
  });

  it('takes no parameters for a path without placeholders, and appends a query', () => {
    expect(pathOf(endpoints.me)).toBe('/api/me');
    expect(pathOf(endpoints.templates.templatemutasimanual, {}, { bank: 'bri' })).toBe(
      '/api/templatemutasimanual?bank=bri',
    );
    expect(pathOf(endpoints.templates.templatemutasiqris, {}, { bank: undefined })).toBe(
      '/api/templatemutasiqris',
    );
  });

  it('refuses a missing or empty value rather than building another path', () => {
    const loose = pathOf as (endpoint: unknown, params?: unknown) => string;
    expect(() => loose(endpoints.deleteAccount, {})).toThrow(/:id/);
    expect(() => loose(endpoints.deleteAccount, { id: '' })).toThrow(/:id/);
  });

  it('refuses a wrong parameter name at compile time', () => {
    // @ts-expect-error -- the placeholder is website_id
    expect(() => pathOf(endpoints.deleteWebsite, { id: 1 })).toThrow();
  });
});

describe('the endpoint table', () => {
  const all = allEndpoints();

  it('lists every method and path once', () => {
    const keys = all.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('holds the 18 upload endpoints of the spec', () => {
    expect(Object.values(endpoints.uploads).map((e) => e.path)).toEqual([...UPLOAD_ENDPOINTS]);
  });

  it('names every path parameter in its params schema', () => {
    for (const endpoint of all) {
      const names = [...endpoint.path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]);
      const shape = (endpoint.schema.params as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
      expect(Object.keys(shape).sort(), `${endpoint.method} ${endpoint.path}`).toEqual(names.sort());
    }
  });
});
