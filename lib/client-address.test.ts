import { clientIp } from './client-address';

const forwardedFor = (value: string) => new Headers({ 'x-forwarded-for': value });

describe('clientIp', () => {
  test('behind one proxy: the address it appended, whatever the client wrote before it', () => {
    expect(clientIp(forwardedFor('203.0.113.7'), 1)).toBe('203.0.113.7');
    expect(clientIp(forwardedFor('6.6.6.6, 1.1.1.1, 203.0.113.7'), 1)).toBe('203.0.113.7');
  });

  test('behind two proxies: the address the outer one saw', () => {
    expect(clientIp(forwardedFor('6.6.6.6, 203.0.113.7, 10.0.0.5'), 2)).toBe('203.0.113.7');
  });

  test('with no proxy: the connection peer, the one entry Next or server.mjs writes', () => {
    expect(clientIp(forwardedFor('::ffff:198.51.100.4'), 0)).toBe('::ffff:198.51.100.4');
  });

  test('fewer entries than proxies, or none: the leftmost, then unknown; X-Real-IP is never read', () => {
    expect(clientIp(forwardedFor('203.0.113.7'), 3)).toBe('203.0.113.7');
    expect(clientIp(new Headers({ 'x-real-ip': '198.51.100.4' }), 1)).toBe('unknown');
  });
});
