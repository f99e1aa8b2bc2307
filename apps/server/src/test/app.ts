import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Role } from '@rekon/contracts';
import { buildApp } from '../app';
import { defaultConfig, type Config } from '../config';
import type { Database } from '../db/client';
import { bootstrap } from '../modules/accounts/bootstrap';
import { freshDatabase } from './db';
import { Factories, TEST_FEED_KEY } from './factories';

/** The bootstrap ADMIN of every test app. */
export const ADMIN = { name: 'admin', password: 'Bootstrap-Rahasia-Kuat-2026' } as const;
export const LOCALHOST = '127.0.0.1';

export interface TestAppOptions {
  clock?: () => Date;
  config?: Partial<Config>;
  /** Addresses whitelisted at start (default: the loopback addresses). */
  whitelist?: string[];
  whitelistTtlMs?: number;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A browser-like client of the app: one cookie jar, one client address. */
export class Client {
  constructor(
    private readonly app: FastifyInstance,
    public cookie: string | undefined,
    readonly ip: string = LOCALHOST,
  ) {}

  request(method: Method, url: string, body?: unknown, headers: Record<string, string> = {}) {
    const options: InjectOptions = {
      method,
      url,
      remoteAddress: this.ip,
      headers: { ...(this.cookie ? { cookie: `token=${this.cookie}` } : {}), ...headers },
    };
    if (body !== undefined) options.payload = body as InjectOptions['payload'];
    return this.app.inject(options);
  }
  get = (url: string, headers?: Record<string, string>) => this.request('GET', url, undefined, headers);
  post = (url: string, body?: unknown, headers?: Record<string, string>) =>
    this.request('POST', url, body ?? {}, headers);
  put = (url: string, body?: unknown, headers?: Record<string, string>) =>
    this.request('PUT', url, body ?? {}, headers);
  delete = (url: string, body?: unknown, headers?: Record<string, string>) =>
    this.request('DELETE', url, body, headers);
}

/** The `token` cookie a response sets, if any. */
export function tokenFrom(res: LightMyRequestResponse): string | undefined {
  const cookie = res.cookies.find((c) => c.name === 'token');
  return cookie?.value || undefined;
}

export class TestApp {
  readonly make: Factories;
  private adminClient: Client | undefined;

  constructor(
    readonly app: FastifyInstance,
    readonly database: Database,
  ) {
    this.make = new Factories(database.db);
  }

  get db() {
    return this.database.db;
  }

  anonymous(ip: string = LOCALHOST) {
    return new Client(this.app, undefined, ip);
  }

  async signIn(name: string, password: string, ip: string = LOCALHOST): Promise<Client> {
    const res = await this.anonymous(ip).post('/api/login', {
      account_name: name,
      account_password: password,
    });
    const token = tokenFrom(res);
    if (res.statusCode !== 200 || !token)
      throw new Error(`sign-in of ${name} failed: ${res.statusCode} ${res.body}`);
    return new Client(this.app, token, ip);
  }

  /** The bootstrap ADMIN, signed in once per test file. */
  async admin(): Promise<Client> {
    this.adminClient ??= await this.signIn(ADMIN.name, ADMIN.password);
    return this.adminClient;
  }

  /** A new account of `role` (bound to `websiteId` unless ADMIN), signed in. */
  async as(role: Role, websiteId?: number, ip?: string): Promise<Client> {
    const account = await this.make.account({ role, websiteId });
    return this.signIn(account.account_name, account.password, ip);
  }

  async close() {
    await this.app.close();
    await this.database.close();
    rmSync(this.app.config.uploadTmpDir, { recursive: true, force: true });
  }
}

/** The real app on a fresh, migrated database of this run's engine, with the bootstrap ADMIN. */
export async function testApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await freshDatabase();
  const uploadTmpDir = mkdtempSync(path.join(tmpdir(), 'rekon-test-uploads-'));
  const config = defaultConfig({ uploadTmpDir, feedSecretKey: TEST_FEED_KEY, ...options.config });
  const app = await buildApp({
    database,
    config,
    clock: options.clock,
    // REKON_TEST_LOG=debug shows the server's log while a test runs.
    logger: process.env.REKON_TEST_LOG ? { level: process.env.REKON_TEST_LOG } : false,
    whitelistTtlMs: options.whitelistTtlMs,
  });
  await bootstrap(database.db, {
    adminUsername: ADMIN.name,
    adminPassword: ADMIN.password,
    whitelistSeed: options.whitelist ?? [LOCALHOST, '::1'],
    log: app.log,
    now: new Date(),
  });
  await app.ready();
  return new TestApp(app, database);
}
