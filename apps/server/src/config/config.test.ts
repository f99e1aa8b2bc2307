import { describe, expect, it } from 'vitest';
import { loadConfig } from '.';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: undefined,
      whitelistSeed: ['127.0.0.1', '::1'],
      trustProxy: [],
      cookieSecure: false,
      sessionTtlMs: 12 * 3_600_000,
      sessionIdleMs: 30 * 60_000,
    });
    expect(config.dataDir).toMatch(/[/\\]data$/);
  });

  it('reads COOKIE_SECURE, SESSION_TTL_HOURS and TRUST_PROXY lists', () => {
    const config = loadConfig({
      COOKIE_SECURE: '1',
      SESSION_TTL_HOURS: '8',
      TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,loopback',
    });
    expect(config.cookieSecure).toBe(true);
    expect(config.sessionTtlMs).toBe(8 * 3_600_000);
    expect(config.trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8', 'loopback']);
  });

  it('refuses TRUST_PROXY=true, hop counts, mapped subnets and garbage with a clear message', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/never true or a hop count/);
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/never true or a hop count/);
    expect(() => loadConfig({ TRUST_PROXY: '::ffff:10.0.0.0/104' })).toThrow(/not an IP address or CIDR/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(/not an IP address or CIDR/);
  });

  it('refuses a DATABASE_URL that is not PostgreSQL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });
});
