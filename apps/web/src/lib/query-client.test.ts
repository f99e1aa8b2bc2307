import { describe, expect, it } from 'vitest';
import { MSG, endpoints } from '@rekon/contracts';
import { stubFetch } from '../test/render';
import { call, getJson, send } from './api-client';
import { createQueryClient, ME_KEY } from './query-client';

const me = { account_id: 1, account_name: 'admin', account_role: 'ADMIN', website_code: null };

describe('the app’s one query client', () => {
  it('forgets the claims when any query answers 401 (the session ended): the guards then go to /signin', async () => {
    const client = createQueryClient();
    client.setQueryData(ME_KEY, me);
    stubFetch(() => [401, { status: false, message: MSG.notSignedIn }]);
    await client
      .fetchQuery({
        queryKey: ['users'],
        queryFn: () => getJson(call(endpoints.accountList, { pageSize: 10, page: 1 }), { parse: (x) => x }),
      })
      .catch(() => undefined);
    expect(client.getQueryData(ME_KEY)).toBeNull();
  });

  it('does the same for a mutation, and keeps the session on a 403 (the message is shown instead)', async () => {
    const client = createQueryClient();
    client.setQueryData(ME_KEY, me);
    stubFetch(() => [403, { status: false, message: MSG.forbidden }]);
    const forbidden = client
      .getMutationCache()
      .build(client, { mutationFn: () => send(call(endpoints.logout)) });
    await expect(forbidden.execute(undefined)).rejects.toMatchObject({ status: 403, message: MSG.forbidden });
    expect(client.getQueryData(ME_KEY)).toEqual(me);

    stubFetch(() => [401, { status: false, message: MSG.notSignedIn }]);
    const expired = client
      .getMutationCache()
      .build(client, { mutationFn: () => send(call(endpoints.logout)) });
    await expect(expired.execute(undefined)).rejects.toMatchObject({ status: 401 });
    expect(client.getQueryData(ME_KEY)).toBeNull();
  });

  it('does not retry a refusal (4xx), but retries a dropped connection', async () => {
    const client = createQueryClient();
    let calls = 0;
    stubFetch(() => (++calls, [404, { status: false, message: 'x' }]));
    await client
      .fetchQuery({ queryKey: ['a'], queryFn: () => getJson(call(endpoints.me), { parse: (x) => x }) })
      .catch(() => undefined);
    expect(calls).toBe(1);
  });
});
