import { describe, expect, it, vi } from 'vitest';
import { AccountRow, WhitelistCheck } from '@rekon/contracts';
import { stubFetch } from '../test/render';
import { ApiError, getJson, getPage, send } from './api-client';

const account = (id: number) => ({
  account_id: id,
  account_name: `user${id}`,
  account_role: 'CS',
  account_website: 1,
  website_code: 'AL01',
  account_status: true,
  account_created_by: null,
  account_last_edited_at: null,
  account_last_edited_by: null,
  account_last_edited_by_name: null,
});

describe('getPage', () => {
  it('parses the rows and reads the total from x-total-count', async () => {
    const calls = stubFetch(() => [
      200,
      [{ ...account(1), all_data: 7 }, account(2)],
      { 'x-total-count': '42' },
    ]);
    const page = await getPage('/api/alladminacc/2/1', AccountRow);
    expect(page.total).toBe(42);
    expect(page.rows.map((row) => row.account_name)).toEqual(['user1', 'user2']);
    expect(calls).toEqual([{ method: 'GET', url: '/api/alladminacc/2/1', body: undefined }]);
  });

  it('falls back to the first row’s all_data, else reports no total', async () => {
    stubFetch(() => [200, [{ ...account(1), all_data: 7 }]]);
    expect((await getPage('/x', AccountRow)).total).toBe(7);
    stubFetch(() => [200, []]);
    expect(await getPage('/x', AccountRow)).toEqual({ rows: [], total: null });
  });

  it('sends the session cookie', async () => {
    stubFetch(() => [200, []]);
    await getPage('/x', AccountRow);
    const init = vi.mocked(fetch).mock.calls[0]?.[1];
    expect(init?.credentials).toBe('include');
  });
});

describe('send', () => {
  it('returns the server message on success', async () => {
    const calls = stubFetch(() => [201, { status: true, message: 'Website berhasil ditambahkan.' }]);
    expect(await send('POST', '/api/createwebsite', { website_name: 'A' })).toEqual({
      status: true,
      message: 'Website berhasil ditambahkan.',
    });
    expect(calls[0]).toEqual({ method: 'POST', url: '/api/createwebsite', body: { website_name: 'A' } });
  });

  it('throws ApiError with the server’s message and status', async () => {
    stubFetch(() => [409, { status: false, message: 'Username sudah dipakai.' }]);
    const error = await send('POST', '/api/addadminacc', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Username sudah dipakai.', status: 409 });
  });

  it('names a dropped connection in Indonesian', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(send('DELETE', '/x')).rejects.toMatchObject({
      message: 'Tidak dapat terhubung ke server.',
      status: 0,
    });
  });

  it('does not show a server error page as a message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('<html>Bad gateway</html>', { status: 502 }))),
    );
    await expect(send('PUT', '/x')).rejects.toMatchObject({
      message: 'Terjadi kesalahan pada server.',
      status: 502,
    });
  });
});

describe('getJson', () => {
  it('reads the IP gate’s 403 answer as an answer, not a failure', async () => {
    stubFetch(() => [403, { message: 'Forbidden', ip: '10.0.0.9' }]);
    expect(await getJson('/api/whitelist', WhitelistCheck, [403])).toEqual({
      message: 'Forbidden',
      ip: '10.0.0.9',
    });
  });
});
