import { describe, expect, it } from 'vitest';
import { addressKey, clientAddress, parseTrustProxy } from './client-address.ts';

describe('TRUST_PROXY', () => {
  it('reads none, a hop count, or a list of addresses and CIDR ranges', () => {
    expect(parseTrustProxy('')).toEqual({ kind: 'none' });
    expect(parseTrustProxy('0')).toEqual({ kind: 'none' });
    expect(parseTrustProxy('2')).toEqual({ kind: 'hops', hops: 2 });
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.1, fd00::/8').kind).toBe('list');
  });

  it('refuses anything else, naming the entry', () => {
    for (const bad of ['yes', '10.0.0.0/33', '300.1.1.1', '10.0.0.0/8/1', 'fd00::/129'])
      expect(() => parseTrustProxy(bad), bad).toThrow(/is neither a number of hops nor an IP address or CIDR range/);
  });
});

describe('clientAddress', () => {
  const none = parseTrustProxy('');
  it('is the socket address when no proxy is trusted', () => {
    expect(clientAddress('203.0.113.5', '1.2.3.4', none)).toBe('203.0.113.5');
    expect(clientAddress('::ffff:203.0.113.5', undefined, none)).toBe('203.0.113.5');
  });

  it('walks back the given number of hops, never past the first entry', () => {
    const two = parseTrustProxy('2');
    expect(clientAddress('10.0.0.1', '198.51.100.1, 10.0.0.2', two)).toBe('198.51.100.1');
    expect(clientAddress('10.0.0.1', 'spoofed, 198.51.100.1, 10.0.0.2', two)).toBe('198.51.100.1');
    expect(clientAddress('10.0.0.1', '198.51.100.1', two)).toBe('198.51.100.1');
    expect(clientAddress('10.0.0.1', undefined, two)).toBe('10.0.0.1');
  });

  it('skips trusted proxies from the right and stops at the first address outside the list', () => {
    const list = parseTrustProxy('10.0.0.0/8, 2001:db8::/32');
    expect(clientAddress('10.0.0.1', 'spoofed, 198.51.100.1, 10.5.5.5', list)).toBe('198.51.100.1');
    expect(clientAddress('2001:db8::1', '2001:db9::7', list)).toBe('2001:db9::7');
    expect(clientAddress('203.0.113.9', '198.51.100.1', list)).toBe('203.0.113.9');
    expect(clientAddress('10.0.0.1', 'nie-adres, 10.0.0.3', list)).toBe('nie-adres');
  });
});

describe('addressKey', () => {
  it('keeps an IPv4 address and counts an IPv6 one by its /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:0DB8:0000:0001:ffff:1:2:3')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('unknown')).toBe('unknown');
  });
});
