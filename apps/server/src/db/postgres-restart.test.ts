import { afterAll, describe, expect, it } from 'vitest';
import { MSG } from '@rekon/contracts';
import { buildApp } from '../app';
import { defaultConfig } from '../config';
import { bootstrap } from '../modules/accounts/bootstrap';
import { Client, tokenFrom } from '../test/app';
import { freshDatabase } from '../test/db';
import { testEngine } from '../test/engines';
import { TcpProxy } from '../test/tcp-proxy';
import { openDatabase } from './client';

describe.runIf(testEngine() === 'postgres')('a PostgreSQL restart', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('answers 503 while the database is down and recovers without restarting the app', async () => {
    const target = await freshDatabase();
    cleanups.push(() => target.close());
    const url = new URL(target.url!);
    const proxy = new TcpProxy(url.hostname, Number(url.port || 5432));
    await proxy.up();
    cleanups.push(() => proxy.down());
    url.port = String(proxy.port);
    const database = await openDatabase({ url: url.toString() });
    cleanups.push(() => database.close());
    const app = await buildApp({ database, config: defaultConfig(), logger: false });
    cleanups.push(() => app.close());
    await bootstrap(database.db, {
      adminUsername: 'kepala',
      adminPassword: 'Restart-Tahan-Kuat-9',
      whitelistSeed: ['127.0.0.1'],
      log: app.log,
      now: new Date(),
    });
    const login = await new Client(app, undefined).post('/api/login', {
      account_name: 'kepala',
      account_password: 'Restart-Tahan-Kuat-9',
    });
    const client = new Client(app, tokenFrom(login));
    expect((await client.get('/api/me')).statusCode).toBe(200);

    await proxy.down();
    const started = Date.now();
    const down = await client.get('/api/me');
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: false, message: MSG.unavailable });
    expect(down.headers['retry-after']).toBe('5');
    expect(Date.now() - started).toBeLessThan(6_000);

    await proxy.up();
    const back = Date.now();
    await expect
      .poll(async () => (await client.get('/api/me')).statusCode, { timeout: 5_000, interval: 200 })
      .toBe(200);
    expect(Date.now() - back).toBeLessThan(5_000);
  });
});
