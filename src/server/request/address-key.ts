import 'server-only';
import { isIP } from 'node:net';

/** IPv6 hextets kept in a limit key: one subscriber is handed a whole /64 (RFC 6177). */
const IPV6_PREFIX_GROUPS = 4;

/** '2001:db8::1.2.3.4' → '2001:db8::102:304', so every spelling has eight hextets after expansion. */
function embeddedV4AsHextets(address: string): string {
  const match = address.match(/^(.*:)(\d+\.\d+\.\d+\.\d+)$/);
  if (!match) return address;
  const [a, b, c, d] = match[2].split('.').map(Number);
  return `${match[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
}

/** The eight hextets of an IPv6 address, '::' filled in, each without leading zeros. */
function hextets(address: string): string[] {
  const [head, tail] = embeddedV4AsHextets(address).split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) => parseInt(group, 16).toString(16));
}

/**
 * The key under which an address is counted by every per-address limit: an IPv4 address as it is,
 * an IPv6 address as its /64 network. A home or phone gets a whole /64 and may use any address in
 * it, so counting single IPv6 addresses would give one visitor 2^64 fresh budgets. Anything that is
 * no address at all (no socket, in-process calls) shares one bucket.
 */
export function addressKey(ip: string | null | undefined): string {
  const address = (ip ?? '').split('%')[0].toLowerCase();
  const version = isIP(address);
  if (version === 4) return address;
  if (version !== 6) return 'unknown';
  return `${hextets(address).slice(0, IPV6_PREFIX_GROUPS).join(':')}::/64`;
}
