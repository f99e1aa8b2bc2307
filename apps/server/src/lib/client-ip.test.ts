import { describe, expect, it } from 'vitest';
import { normalizeIp, parseWhitelistIp } from './client-ip';

describe('normalizeIp', () => {
  it('turns IPv4-mapped IPv6 into IPv4 and compresses IPv6', () => {
    expect(normalizeIp('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(normalizeIp('127.0.0.1')).toBe('127.0.0.1');
    expect(normalizeIp('0:0:0:0:0:0:0:1')).toBe('::1');
    expect(normalizeIp('2001:0DB8::0001')).toBe('2001:db8::1');
  });
});

describe('parseWhitelistIp', () => {
  it.each([
    ['192.168.1.1', '192.168.1.1'],
    ['10.0.0.255', '10.0.0.255'],
    ['::1', '::1'],
    ['2001:DB8:0::1', '2001:db8::1'],
  ])('accepts %s as %s', (input, stored) => {
    expect(parseWhitelistIp(input)).toBe(stored);
  });

  it.each([
    '0.0.0.0',
    '127.1',
    '0127.0.0.1',
    '256.1.1.1',
    '1.2.3.4 ',
    ' 1.2.3.4',
    '1.2.3',
    '1.2.3.4.5',
    '10.0.0.0/8',
    '::',
    '::ffff:1.2.3.4',
    '::ffff:10.0.0.0/8',
    'fe80::1%eth0',
    'localhost',
    '',
  ])('refuses %j', (input) => {
    expect(parseWhitelistIp(input)).toBeNull();
  });
});
