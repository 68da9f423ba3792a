import 'server-only';
import { BlockList, isIP } from 'node:net';

// Addresses our own proxies use: loopback, private networks, link-local and unique-local IPv6.
const INTERNAL = new BlockList();
INTERNAL.addSubnet('127.0.0.0', 8, 'ipv4');
INTERNAL.addSubnet('10.0.0.0', 8, 'ipv4');
INTERNAL.addSubnet('172.16.0.0', 12, 'ipv4');
INTERNAL.addSubnet('192.168.0.0', 16, 'ipv4');
INTERNAL.addSubnet('169.254.0.0', 16, 'ipv4');
INTERNAL.addSubnet('100.64.0.0', 10, 'ipv4');
INTERNAL.addAddress('::1', 'ipv6');
INTERNAL.addSubnet('fc00::', 7, 'ipv6');
INTERNAL.addSubnet('fe80::', 10, 'ipv6');

/** '::ffff:1.2.3.4' → '1.2.3.4'; anything that is not an IP address → null. */
function normalise(raw: string | null | undefined): string | null {
  const value = raw?.trim().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1') ?? '';
  return isIP(value) ? value : null;
}

function isInternal(ip: string): boolean {
  return INTERNAL.check(ip, isIP(ip) === 6 ? 'ipv6' : 'ipv4');
}

export type ClientIpInput = { socketAddress: string | null | undefined; forwardedFor: string | null | undefined; trustProxy: boolean };

/**
 * The visitor's address. Without TRUST_PROXY only the socket counts: X-Forwarded-For is whatever
 * the client wrote. Behind a trusted proxy the chain is read from the right (the socket, then each
 * hop our proxies appended) and the first address that is not one of our internal proxies is the
 * client; everything left of it was written by the client and is ignored.
 */
export function resolveClientIp({ socketAddress, forwardedFor, trustProxy }: ClientIpInput): string | null {
  const socket = normalise(socketAddress);
  if (!trustProxy || (socket && !isInternal(socket))) return socket;
  const hops = (forwardedFor ?? '').split(',').map(normalise);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i];
    if (!hop) return socket; // a malformed hop: nothing left of it can be trusted
    if (!isInternal(hop)) return hop;
  }
  return hops.find((hop) => hop !== null) ?? socket;
}
