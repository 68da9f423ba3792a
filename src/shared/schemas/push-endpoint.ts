// Where the server may send Web Push messages: it POSTs to the endpoint a browser hands us, so an
// endpoint must not point into the server's own network (server-side request forgery).

export const PUSH_ENDPOINT_MAX_LENGTH = 1000;

// IPv4 ranges that are not publicly routable (RFC 6890 and friends): [first octets as a number, bits].
const PRIVATE_V4: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

// Names that only mean something inside a network, never a public push service.
const INTERNAL_SUFFIXES = ['localhost', 'local', 'internal', 'intranet', 'lan', 'home', 'corp', 'private', 'arpa', 'test', 'invalid', 'example'];

const v4ToNumber = (ip: string) => ip.split('.').reduce((n, octet) => n * 256 + Number(octet), 0);

function isPrivateV4(ip: string): boolean {
  const n = v4ToNumber(ip);
  return PRIVATE_V4.some(([base, bits]) => Math.floor(n / 2 ** (32 - bits)) === Math.floor(v4ToNumber(base) / 2 ** (32 - bits)));
}

/** IPv6: only global unicast (2000::/3), without documentation, 6to4 and Teredo (they embed IPv4). */
function isPublicV6(bracketed: string): boolean {
  const first = bracketed.slice(1).split(':')[0];
  const hextet = parseInt(first || '0', 16);
  if (hextet < 0x2000 || hextet > 0x3fff || hextet === 0x2002) return false;
  const second = parseInt(bracketed.slice(1).split(':')[1] || '0', 16);
  return !(hextet === 0x2001 && (second === 0x0db8 || second === 0));
}

/** Whether a resolved address (as dns.lookup gives it, without brackets) is publicly routable. */
export function isPublicAddress(address: string): boolean {
  return address.includes(':') ? isPublicV6(`[${address}]`) : !isPrivateV4(address);
}

function isPublicHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host.startsWith('[')) return isPublicV6(host);
  if (/^\d+\.\d+\.\d+\.\d+$/.test(host)) return !isPrivateV4(host);
  const labels = host.split('.');
  // A single label (`redis`, `metadata`) resolves only inside a network.
  return labels.length > 1 && !INTERNAL_SUFFIXES.includes(labels[labels.length - 1]);
}

/**
 * An endpoint the server may call: `https`, default port, no credentials, and a host that is no
 * private, loopback, link-local or otherwise internal address (the URL parser already turns forms
 * such as `0x7f.1` or `2130706433` into dotted quads, so literals are judged by their range).
 * `allowOrigins` names exact origins let through besides (a local test push service, configured
 * explicitly by the operator; empty by default).
 */
export function isAllowedPushEndpoint(endpoint: string, allowOrigins: readonly string[] = []): boolean {
  if (endpoint.length > PUSH_ENDPOINT_MAX_LENGTH) return false;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (allowOrigins.includes(url.origin) && !url.username && !url.password) return true;
  if (url.protocol !== 'https:' || url.port !== '' || url.username || url.password) return false;
  return isPublicHost(url.hostname);
}
