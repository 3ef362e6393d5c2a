import { clientAddress, trustedProxiesFrom } from './client-address.mjs';

describe('the visitor address server.mjs passes on as X-Forwarded-For', () => {
  it('with one proxy in front, is the address that proxy appended, whatever the client wrote before it', () => {
    expect(clientAddress('10.0.0.5', '203.0.113.7', 1)).toBe('203.0.113.7');
    expect(clientAddress('10.0.0.5', '1.2.3.4, 5.6.7.8, 203.0.113.7', 1)).toBe('203.0.113.7');
    expect(clientAddress('10.0.0.5', ['1.2.3.4', '203.0.113.7'], 1)).toBe('203.0.113.7');
  });

  it('with two proxies, counts two hops back from the connection', () => {
    expect(clientAddress('10.0.0.5', 'forged, 203.0.113.7, 10.0.0.9', 2)).toBe('203.0.113.7');
  });

  it('with no proxy, is the connection’s peer and ignores the header', () => {
    expect(clientAddress('198.51.100.4', 'forged', 0)).toBe('198.51.100.4');
  });

  it('when the header lists fewer hops than proxies configured, falls back to the leftmost it has', () => {
    expect(clientAddress('10.0.0.5', undefined, 1)).toBe('10.0.0.5');
    expect(clientAddress('10.0.0.5', ' , ', 2)).toBe('10.0.0.5');
    expect(clientAddress('10.0.0.5', '203.0.113.7', 3)).toBe('203.0.113.7');
  });

  it('reads TRUSTED_PROXIES strictly', () => {
    expect(trustedProxiesFrom(undefined)).toBe(0); // no proxy is trusted until one is configured
    expect(trustedProxiesFrom('0')).toBe(0);
    expect(trustedProxiesFrom('2')).toBe(2);
    for (const bad of ['-1', '1.5', 'yes', '11']) expect(() => trustedProxiesFrom(bad)).toThrow(/TRUSTED_PROXIES/);
  });
});
