import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type Client, type TestApp } from '../../test/app';
import { fixture, multipart } from '../../test/multipart';
import { UploadProgressBoard } from './upload-progress';

describe('UploadProgressBoard', () => {
  it("keeps each account's uploads apart and forgets them after ten minutes", () => {
    let now = 0;
    const board = new UploadProgressBoard(() => now);
    board.report(1, 'abcd-1234', 'storing', 60_011);
    expect(board.read(1, 'abcd-1234')).toEqual({ phase: 'storing', rows: 60_011 });
    expect(board.read(2, 'abcd-1234')).toBeNull();
    now = 10 * 60_000 + 1;
    expect(board.read(1, 'abcd-1234')).toBeNull();
  });
});

describe('GET /api/uploadprogress/{id}', () => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await testApp();
    admin = await t.admin();
  });
  afterAll(() => t?.close());

  it('reads "receiving" before the server knows the upload, "done" with the new rows after, for its uploader only', async () => {
    const site = await t.make.website({ code: `PG${Date.now() % 100000}` });
    const id = `upl-${Date.now()}`;
    expect((await admin.get(`/api/uploadprogress/${id}`)).json()).toEqual({ phase: 'receiving', rows: null });
    const { body, headers } = multipart(
      { groups: site.website_code },
      { name: 'qris.csv', content: fixture('day-abc-2026-06-05/qris.csv') },
    );
    const res = await admin.post('/api/mutasiupdepoqris', body, { ...headers, 'x-upload-id': id });
    expect(res.statusCode).toBe(200);
    expect((await admin.get(`/api/uploadprogress/${id}`)).json()).toEqual({ phase: 'done', rows: 5 });
    const checker = await t.as('CHECKER', site.website_id);
    expect((await checker.get(`/api/uploadprogress/${id}`)).json()).toEqual({
      phase: 'receiving',
      rows: null,
    });
    // An id outside 8..64 letters, digits and dashes is refused, not stored.
    expect((await admin.get('/api/uploadprogress/x')).statusCode).toBe(400);
  });
});
