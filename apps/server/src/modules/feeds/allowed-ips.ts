import { BlockList, isIP } from 'node:net';
import { MSG } from '@rekon/contracts';
import { badRequest } from '../../http/errors';

/** Checks and normalises a feed's allowed sender addresses (addresses or CIDRs); refuses one node:net cannot read. */
export function normaliseAllowedIps(values: readonly string[] | undefined): string[] {
  const out: string[] = [];
  for (const raw of values ?? []) {
    const value = raw.trim();
    const [address = '', bits] = value.split('/');
    const family = isIP(address);
    const max = family === 4 ? 32 : 128;
    if (!family || (bits !== undefined && !(/^[0-9]{1,3}$/.test(bits) && Number(bits) <= max)))
      throw badRequest(MSG.feedAddressInvalid(value), [
        { field: 'feed_allowed_ips', message: MSG.feedAddressInvalid(value) },
      ]);
    if (!out.includes(value)) out.push(value);
  }
  return out;
}

/** Whether `ip` is one of `allowed` (empty: any address). IPv4-mapped IPv6 is compared as IPv4. */
export function isAllowedSender(ip: string, allowed: readonly string[]): boolean {
  if (allowed.length === 0) return true;
  const list = new BlockList();
  for (const entry of allowed) {
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  const plain = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  const family = isIP(plain);
  if (!family) return false;
  return list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
}
