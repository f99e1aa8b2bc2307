import { describe, expect, it, vi } from 'vitest';
import { AccountRow, BulkResponse, endpoints, MSG, WhitelistCheck } from '@rekon/contracts';
import { stubFetch } from '../test/render';
import {
  ApiError,
  BUSY_MSG,
  call,
  downloadFile,
  fileNameFrom,
  getJson,
  getPage,
  retryAfterSeconds,
  retryWhenBusy,
  send,
  sendForAnswer,
  type BusyWait,
} from './api-client';

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
    const page = await getPage(call(endpoints.accountList, { pageSize: 2, page: 1 }), AccountRow);
    expect(page.total).toBe(42);
    expect(page.rows.map((row) => row.account_name)).toEqual(['user1', 'user2']);
    expect(calls).toEqual([{ method: 'GET', url: '/api/alladminacc/2/1', body: undefined }]);
  });

  it('falls back to the first row’s all_data, else reports no total', async () => {
    stubFetch(() => [200, [{ ...account(1), all_data: 7 }]]);
    expect((await getPage(call(endpoints.accountList, { pageSize: 10, page: 1 }), AccountRow)).total).toBe(7);
    stubFetch(() => [200, []]);
    expect(await getPage(call(endpoints.accountList, { pageSize: 10, page: 1 }), AccountRow)).toEqual({
      rows: [],
      total: null,
    });
  });

  it('sends the session cookie', async () => {
    stubFetch(() => [200, []]);
    await getPage(call(endpoints.accountList, { pageSize: 10, page: 1 }), AccountRow);
    const init = vi.mocked(fetch).mock.calls[0]?.[1];
    expect(init?.credentials).toBe('include');
  });
});

describe('send', () => {
  it('returns the server message on success', async () => {
    const calls = stubFetch(() => [201, { status: true, message: 'Website berhasil ditambahkan.' }]);
    expect(await send(call(endpoints.createWebsite), { website_name: 'A' })).toEqual({
      status: true,
      message: 'Website berhasil ditambahkan.',
    });
    expect(calls[0]).toEqual({ method: 'POST', url: '/api/createwebsite', body: { website_name: 'A' } });
  });

  it('throws ApiError with the server’s message and status', async () => {
    stubFetch(() => [409, { status: false, message: 'Username sudah dipakai.' }]);
    const error = await send(call(endpoints.addAccount), {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Username sudah dipakai.', status: 409 });
  });

  it('names a dropped connection in Indonesian', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(send(call(endpoints.deleteWebsite, { website_id: 1 }))).rejects.toMatchObject({
      message: 'Tidak dapat terhubung ke server.',
      status: 0,
    });
  });

  it('does not show a server error page as a message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('<html>Bad gateway</html>', { status: 502 }))),
    );
    await expect(send(call(endpoints.updateWebsite, { website_id: 1 }))).rejects.toMatchObject({
      message: 'Terjadi kesalahan pada server.',
      status: 502,
    });
  });
});

describe('getJson', () => {
  it('reads the IP gate’s 403 answer as an answer, not a failure', async () => {
    stubFetch(() => [403, { message: 'Forbidden', ip: '10.0.0.9' }]);
    expect(await getJson(call(endpoints.whitelist), WhitelistCheck, [403])).toEqual({
      message: 'Forbidden',
      ip: '10.0.0.9',
    });
  });
});

describe('a busy server (503 with Retry-After, decision 039)', () => {
  const busy = () => [503, { status: false, message: MSG.serverBusy }, { 'retry-after': '7' }] as const;

  it('reads Retry-After as seconds or as a date', () => {
    expect(retryAfterSeconds('7')).toBe(7);
    expect(retryAfterSeconds(null)).toBeNull();
    expect(retryAfterSeconds('soon')).toBeNull();
    const inTenSeconds = new Date(Date.now() + 10_000).toUTCString();
    expect(retryAfterSeconds(inTenSeconds)).toBeGreaterThanOrEqual(9);
  });

  it('is tried again after Retry-After, telling each wait, until it answers', async () => {
    let calls = 0;
    stubFetch(() => (++calls < 3 ? [...busy()] : [200, { status: true, message: 'OK' }]));
    const waits: (BusyWait | null)[] = [];
    const slept: number[] = [];
    const answer = await retryWhenBusy(() => send(call(endpoints.createWhitelist)), {
      onWait: (wait) => waits.push(wait),
      wait: (ms) => {
        slept.push(ms);
        return Promise.resolve();
      },
    });
    expect(answer).toEqual({ status: true, message: 'OK' });
    expect(calls).toBe(3);
    expect(waits).toEqual([
      { attempt: 2, attempts: 4, seconds: 7 },
      null,
      { attempt: 3, attempts: 4, seconds: 7 },
      null,
    ]);
    // Retry-After, plus less than a second so refused browsers do not all come back at once.
    for (const ms of slept) {
      expect(ms).toBeGreaterThanOrEqual(7000);
      expect(ms).toBeLessThan(8000);
    }
    expect(BUSY_MSG.waiting(waits[0]!)).toBe(
      'Server sedang sibuk memproses file lain. Mencoba lagi dalam 7 detik (percobaan 2 dari 4)…',
    );
  });

  it('gives up after a few tries and says the server is still busy', async () => {
    let calls = 0;
    stubFetch(() => (++calls, [...busy()]));
    const error = await retryWhenBusy(() => send(call(endpoints.createWhitelist)), {
      wait: () => Promise.resolve(),
    }).catch((caught: unknown) => caught);
    expect(calls).toBe(4);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, message: BUSY_MSG.gaveUp(4) });
    expect(BUSY_MSG.gaveUp(4)).toBe(
      'Server masih sibuk setelah 4 percobaan. File Anda tidak diproses; coba lagi beberapa menit lagi.',
    );
  });

  it('never tries again what is not a busy refusal: a file the server refused, a 503 without Retry-After', async () => {
    let calls = 0;
    stubFetch(() => (++calls, [422, { status: false, message: 'File Excel tidak bisa dibaca.' }]));
    await expect(retryWhenBusy(() => send(call(endpoints.createWhitelist)))).rejects.toMatchObject({
      status: 422,
    });
    expect(calls).toBe(1);
    stubFetch(() => (++calls, [503, { status: false, message: MSG.unavailable }]));
    await expect(retryWhenBusy(() => send(call(endpoints.createWhitelist)))).rejects.toMatchObject({
      status: 503,
      message: MSG.unavailable,
    });
    expect(calls).toBe(2);
  });
});

describe('sendForAnswer (a bulk approve or delete)', () => {
  it('returns a 200 `{status:false}` with its per-row reasons as an answer, not an error', async () => {
    const answer = {
      status: false,
      message: 'Tidak ada baris yang diubah.',
      results: [{ id: 4, ok: false, message: 'Baris sudah diubah orang lain.' }],
    };
    const calls = stubFetch(() => [200, answer]);
    const result = await sendForAnswer(call(endpoints.updatebodepostts), { ids: [4] }, BulkResponse);
    expect(result.status).toBe(false);
    expect(result.results).toHaveLength(1);
    expect(calls[0]).toEqual({ method: 'PUT', url: '/api/updatebodepostts', body: { ids: [4] } });
  });

  it('throws the server’s refusal with its status, as every other call', async () => {
    stubFetch(() => [403, { status: false, message: MSG.forbidden }]);
    await expect(sendForAnswer(call(endpoints.updatebodepostts), {}, BulkResponse)).rejects.toMatchObject({
      status: 403,
      message: MSG.forbidden,
    });
  });
});

describe('downloadFile', () => {
  const saved: string[] = [];
  const stubDownload = (response: () => Response) => {
    saved.length = 0;
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const fetchMock = vi.fn((_path: string, _init?: RequestInit) => Promise.resolve(response()));
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  };

  it('posts a JSON body with the cookie and saves the file under the server’s name', async () => {
    const fetchMock = stubDownload(
      () =>
        new Response('a,b', {
          headers: { 'content-disposition': `attachment; filename*=UTF-8''gamesite_AL01%20x.csv` },
        }),
    );
    const name = await downloadFile(call(endpoints.gameSiteExport.exportcsvtotaldataplayer), {
      json: { group: 'AL01' },
      fallbackName: 'fallback.csv',
    });
    expect(name).toBe('gamesite_AL01 x.csv');
    expect(saved).toEqual(['gamesite_AL01 x.csv']);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"group":"AL01"}' });
    expect(init?.headers).toEqual({ 'content-type': 'application/json' });
  });

  it('uses the fallback name without Content-Disposition, and keeps a refusal’s message', async () => {
    stubDownload(() => new Response('x'));
    expect(
      await downloadFile(call(endpoints.templates.templatemutasibankbca), { fallbackName: 'BO.csv' }),
    ).toBe('BO.csv');
    stubDownload(
      () => new Response(JSON.stringify({ status: false, message: MSG.forbidden }), { status: 403 }),
    );
    await expect(
      downloadFile(call(endpoints.templates.templatemutasibankbca), { fallbackName: 'BO.csv' }),
    ).rejects.toMatchObject({
      status: 403,
      message: MSG.forbidden,
    });
    expect(saved).toEqual([]);
  });

  it('reads the UTF-8 file name first, else the plain one', () => {
    expect(fileNameFrom(`attachment; filename="a.csv"; filename*=UTF-8''b%20c.csv`)).toBe('b c.csv');
    expect(fileNameFrom('attachment; filename="gamesite_ALL.xlsx"')).toBe('gamesite_ALL.xlsx');
    expect(fileNameFrom(null)).toBeNull();
  });
});
