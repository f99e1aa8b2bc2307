import ipaddr from 'ipaddr.js';

/** proxy-addr's named ranges, accepted in TRUST_PROXY as they are. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY is a comma-separated list of addresses, CIDRs or proxy-addr range names. `true` and hop counts
 * are refused: they would trust any direct client to write its own X-Forwarded-For (security.md C19).
 */
export function parseTrustProxy(value: string | undefined): string[] {
  if (value === undefined || value.trim() === '') return [];
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (/^(true|false|yes|no)$/i.test(entry) || /^[0-9]+$/.test(entry)) {
      throw new Error(
        `TRUST_PROXY=${value} is not allowed: list the proxy addresses or CIDRs (for example 127.0.0.1 or 10.0.0.0/8), never true or a hop count.`,
      );
    }
    if (NAMED_RANGES.has(entry)) continue;
    if (!isValidTrustEntry(entry))
      throw new Error(`TRUST_PROXY entry "${entry}" is not an IP address or CIDR.`);
  }
  return entries;
}

function isValidTrustEntry(entry: string): boolean {
  try {
    if (entry.includes('/')) {
      const [address] = ipaddr.parseCIDR(entry);
      // An IPv4-mapped subnet (::ffff:10.0.0.0/8) has trusted every IPv4 address in some proxy-addr versions.
      return !(address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress());
    }
    return ipaddr.isValid(entry);
  } catch {
    return false;
  }
}

/** One spelling per address: IPv4-mapped IPv6 (`::ffff:127.0.0.1`) becomes IPv4; IPv6 is compressed. */
export function normalizeIp(address: string): string {
  try {
    const parsed = ipaddr.process(address.replace(/^\[|\]$/g, '').replace(/%.*$/, ''));
    return parsed.toString();
  } catch {
    return address;
  }
}

const IPV4_OCTET = '(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])';
const STRICT_IPV4 = new RegExp(`^${IPV4_OCTET}(\\.${IPV4_OCTET}){3}$`);

/**
 * A whitelist entry: a strict dotted quad (no leading zeros, no short forms like 127.1) or a plain IPv6
 * address. Unspecified and IPv4-mapped forms are refused as ambiguous. Returns the stored spelling or null.
 */
export function parseWhitelistIp(input: string): string | null {
  if (STRICT_IPV4.test(input)) return input === '0.0.0.0' ? null : input;
  if (!input.includes(':') || input.includes('%') || !ipaddr.IPv6.isValid(input)) return null;
  const address = ipaddr.IPv6.parse(input);
  if (address.isIPv4MappedAddress() || address.range() === 'unspecified') return null;
  return address.toString();
}
