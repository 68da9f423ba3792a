import { describe, expect, it } from 'vitest';
import { resolveClientIp } from '@/server/request/client-ip';

const ip = (socketAddress: string | null, forwardedFor: string | null, trustProxy: boolean) => resolveClientIp({ socketAddress, forwardedFor, trustProxy });

describe('the client address', () => {
  it('is the socket address without TRUST_PROXY, whatever X-Forwarded-For claims', () => {
    expect(ip('198.51.100.7', '203.0.113.1', false)).toBe('198.51.100.7');
    expect(ip('::ffff:198.51.100.7', null, false)).toBe('198.51.100.7');
    expect(ip(null, '203.0.113.1', false)).toBeNull();
  });

  it('is the right-most hop that is not one of our proxies behind a trusted proxy', () => {
    // The client wrote "1.1.1.1"; our load balancer appended the real peer 203.0.113.5.
    expect(ip('10.0.0.2', '1.1.1.1, 203.0.113.5', true)).toBe('203.0.113.5');
    expect(ip('127.0.0.1', '1.1.1.1, 203.0.113.5, 10.0.0.3', true)).toBe('203.0.113.5');
  });

  it('never takes the left-most value a client can forge', () => {
    expect(ip('10.0.0.2', 'spoofed, 203.0.113.5', true)).toBe('203.0.113.5');
    expect(ip('10.0.0.2', '203.0.113.5, not-an-ip', true)).toBe('10.0.0.2');
  });

  it('ignores the header when the peer is not a proxy of ours', () => {
    expect(ip('198.51.100.7', '203.0.113.5', true)).toBe('198.51.100.7');
  });

  it('falls back to the left-most address when the whole chain is internal', () => {
    expect(ip('10.0.0.2', '192.168.1.20, 10.0.0.3', true)).toBe('192.168.1.20');
    expect(ip('10.0.0.2', null, true)).toBe('10.0.0.2');
  });
});
