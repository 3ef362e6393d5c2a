import { isCrossOriginMutation } from './request-guards';

const request = (method: string, headers: Record<string, string>) =>
  new Request('http://site.test/api/1.0/admin/blog/delete-blog/x', { method, headers: { host: 'site.test', ...headers } });

describe('isCrossOriginMutation', () => {
  test.each([
    ['a POST from this site', 'POST', { origin: 'http://site.test' }, false],
    ['a DELETE from a script without Origin', 'DELETE', {}, false],
    ['a GET from anywhere', 'GET', { origin: 'https://evil.test' }, false],
    ['a POST from another site', 'POST', { origin: 'https://evil.test' }, true],
    ['a PUT marked cross-site by the browser', 'PUT', { 'sec-fetch-site': 'cross-site' }, true],
    ['a POST from a sibling subdomain', 'POST', { 'sec-fetch-site': 'same-site' }, true],
    ['a POST with Origin "null" (sandboxed frame)', 'POST', { origin: 'null' }, true],
    ['a POST from this host on https, to http', 'POST', { origin: 'https://site.test' }, true],
    ['a POST from this host on http, behind a proxy that took https', 'POST', { origin: 'http://site.test', 'x-forwarded-proto': 'https' }, true],
    ['a POST from this site on https, behind a proxy that took https', 'POST', { origin: 'https://site.test', 'x-forwarded-proto': 'https' }, false],
  ])('%s', (_name, method, headers, expected) => {
    expect(isCrossOriginMutation(request(method, headers))).toBe(expected);
  });
});

describe('isCrossOriginMutation with origins allowed to call the API (API_CORS_ORIGINS)', () => {
  const allowed = ['https://admin.example.ae'];
  test.each([
    ['a listed origin, marked cross-site by the browser', { origin: 'https://admin.example.ae', 'sec-fetch-site': 'cross-site' }, false],
    ['another site', { origin: 'https://evil.test', 'sec-fetch-site': 'cross-site' }, true],
    ['a listed origin on another scheme', { origin: 'http://admin.example.ae' }, true],
    ['a listed origin with a path trick', { origin: 'https://admin.example.ae.evil.test' }, true],
    ['no Origin but Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }, true],
    ['this site', { origin: 'http://site.test' }, false],
  ])('%s', (_name, headers, expected) => {
    expect(isCrossOriginMutation(request('POST', headers), allowed)).toBe(expected);
  });
});

describe('isCrossOriginMutation behind a proxy, with the site\'s public address allowed (SITE_URL, the forms)', () => {
  const siteUrl = ['https://www.ztartvisa.ae/'];
  const proxied = (host: string) => ({ 'x-forwarded-host': host, 'x-forwarded-proto': 'https' });
  test.each([
    ['the public address, reaching the instance by its own host', { origin: 'https://www.ztartvisa.ae', host: '10.0.0.5:3000' }, false],
    ['the host the proxy names first, on its scheme', { origin: 'https://ztartvisa.ae', ...proxied('ztartvisa.ae, internal') }, false],
    ['the host the proxy names, on http while the proxy took https', { origin: 'http://ztartvisa.ae', ...proxied('ztartvisa.ae') }, true],
    ['another host', { origin: 'https://ztartvisa.ae.evil.test', ...proxied('ztartvisa.ae') }, true],
  ])('%s', (_name, headers, expected) => {
    expect(isCrossOriginMutation(request('POST', headers), siteUrl)).toBe(expected);
  });
});
