import { describe, expect, it } from 'vitest';
import { addressKey } from '@/server/request/address-key';

describe('the key an address is counted under', () => {
  it('is the IPv4 address itself, so neighbours on one network keep their own budgets', () => {
    expect(addressKey('198.51.100.7')).toBe('198.51.100.7');
    expect(addressKey('198.51.100.8')).not.toBe(addressKey('198.51.100.7'));
  });

  it('is the /64 of an IPv6 address: every address a home or phone may pick counts as one', () => {
    const home = addressKey('2001:db8:1234:5678::1');
    expect(home).toBe('2001:db8:1234:5678::/64');
    expect(addressKey('2001:db8:1234:5678:ffff:ffff:ffff:fffe')).toBe(home);
    expect(addressKey('2001:db8:1234:5678:a1b2:c3d4:e5f6:789')).toBe(home);
  });

  it('keeps the neighbouring /64 apart', () => {
    expect(addressKey('2001:db8:1234:5679::1')).not.toBe(addressKey('2001:db8:1234:5678::1'));
  });

  it('reads every spelling of one network the same: zeros, case, compression, zone, embedded IPv4', () => {
    const net = addressKey('2001:db8:0:1::5');
    for (const spelling of ['2001:0DB8:0000:0001:0000:0000:0000:0005', '2001:db8::1:0:0:0:7', '2001:db8:0:1::1.2.3.4', '2001:db8:0:1::5%eth0']) {
      expect(addressKey(spelling), spelling).toBe(net);
    }
    expect(addressKey('::')).toBe('0:0:0:0::/64');
    expect(addressKey('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('puts requests without an address into one shared bucket', () => {
    expect(addressKey(null)).toBe('unknown');
    expect(addressKey('not-an-address')).toBe('unknown');
  });
});
