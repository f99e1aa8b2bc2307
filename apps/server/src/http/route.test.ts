import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '@rekon/contracts';
import { testApp, type TestApp } from '../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t?.close());

const key = (method: string, path: string) => `${method} ${path}`;

describe('the endpoint table (@rekon/contracts, decision 065)', () => {
  it('is what the server registers: every route in the table, every entry registered', () => {
    const registered = t.app.apiRoutes.map((r) => key(r.method, r.url)).sort();
    const table = allEndpoints()
      .map((e) => key(e.method, e.path))
      .sort();
    expect(
      registered.filter((route) => !table.includes(route)),
      'routes missing from packages/contracts/src/endpoints.ts',
    ).toEqual([]);
    expect(
      table.filter((route) => !registered.includes(route)),
      'table entries no route registers',
    ).toEqual([]);
  });

  it('is what the OpenAPI document lists: each entry but the document itself, with its method', async () => {
    const admin = await t.admin();
    const res = await admin.get('/api/docs');
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, Record<string, unknown>> }>();
    const documented = Object.entries(doc.paths)
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => key(method.toUpperCase(), path)),
      )
      .sort();
    const table = allEndpoints()
      .filter((e) => !e.schema.hide)
      .map((e) => key(e.method, e.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}')))
      .sort();
    expect(documented).toEqual(table);
  });
});
