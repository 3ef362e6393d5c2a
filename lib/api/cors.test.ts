import { corsFor, isPublicApiPath, parseCorsOrigins } from './cors';

const LISTED = 'https://admin.example.ae';
const request = (method: string, pathname: string, origin: string | null, requestMethod: string | null = null) => ({
  method,
  pathname,
  origin,
  requestMethod,
});

describe('parseCorsOrigins', () => {
  test('reads exact origins, trimmed, without duplicates; unset or blank is none', () => {
    expect(parseCorsOrigins(undefined)).toEqual([]);
    expect(parseCorsOrigins(' ')).toEqual([]);
    expect(parseCorsOrigins(`${LISTED}, http://localhost:5173/,${LISTED}`)).toEqual([LISTED, 'http://localhost:5173']);
  });

  test.each(['*', 'admin.example.ae', 'https://admin.example.ae/app', 'ftp://files.example.ae', 'https://admin.example.ae?x=1', 'null'])(
    '%s is refused',
    (entry) => {
      expect(() => parseCorsOrigins(entry)).toThrow(`"${entry}" is not an origin`);
    },
  );
});

describe('public reads answer every origin, without credentials', () => {
  test.each(['/api/1.0/user/testimonial/testimonials', '/api/1.0/user/blog/blog/x', '/api/1.0/health', '/api/1.0/user/testimonial/get-visa-slug', '/api/1.0/testimonial/get-visa-slug', '/api/1.0/blog/get-blog-slug'])(
    '%s',
    (path) => {
      expect(isPublicApiPath(path)).toBe(true);
      for (const allowed of [[], [LISTED]]) {
        expect(corsFor(request('GET', path, 'https://anyone.example'), allowed)).toEqual({ kind: 'call', headers: { 'Access-Control-Allow-Origin': '*' } });
        expect(corsFor(request('GET', path, null), allowed)).toEqual({ kind: 'call', headers: { 'Access-Control-Allow-Origin': '*' } });
        const preflight = corsFor(request('OPTIONS', path, 'https://anyone.example', 'GET'), allowed);
        expect(preflight).toMatchObject({ kind: 'preflight', status: 204, headers: { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' } });
        expect(preflight.headers).not.toHaveProperty('Access-Control-Allow-Credentials');
      }
    },
  );
});

describe('admin and auth calls', () => {
  const admin = '/api/1.0/admin/testimonial/create-testimonial';

  test('without API_CORS_ORIGINS: no CORS headers, and a preflight is refused', () => {
    expect(isPublicApiPath(admin)).toBe(false);
    expect(corsFor(request('POST', admin, LISTED), [])).toEqual({ kind: 'call', headers: {} });
    expect(corsFor(request('OPTIONS', admin, LISTED, 'POST'), [])).toEqual({ kind: 'preflight', status: 403, headers: {} });
    expect(corsFor(request('OPTIONS', '/api/1.0/auth/logout', LISTED, 'POST'), [])).toMatchObject({ status: 403 });
  });

  test('a listed origin gets its own origin back, with credentials, and Vary: Origin', () => {
    expect(corsFor(request('POST', admin, LISTED), [LISTED])).toEqual({
      kind: 'call',
      headers: { 'Access-Control-Allow-Origin': LISTED, 'Access-Control-Allow-Credentials': 'true', Vary: 'Origin' },
    });
    expect(corsFor(request('OPTIONS', admin, LISTED, 'PUT'), [LISTED])).toEqual({
      kind: 'preflight',
      status: 204,
      headers: {
        'Access-Control-Allow-Origin': LISTED,
        'Access-Control-Allow-Credentials': 'true',
        'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, DELETE, OPTIONS',
        'Access-Control-Allow-Headers': 'Content-Type, Accept, X-Requested-With',
        'Access-Control-Max-Age': '600',
        Vary: 'Origin',
      },
    });
  });

  test.each(['https://evil.example', 'http://admin.example.ae', 'https://admin.example.ae.evil.example', 'null'])(
    'another origin (%s) gets no CORS headers, and its preflight is refused',
    (origin) => {
      expect(corsFor(request('DELETE', admin, origin), [LISTED])).toEqual({ kind: 'call', headers: { Vary: 'Origin' } });
      expect(corsFor(request('OPTIONS', admin, origin, 'DELETE'), [LISTED])).toEqual({ kind: 'preflight', status: 403, headers: { Vary: 'Origin' } });
    },
  );

  test('an OPTIONS request that is not a preflight is answered 204 with Allow, on any path', () => {
    expect(corsFor(request('OPTIONS', admin, null), [])).toEqual({ kind: 'preflight', status: 204, headers: { Allow: 'GET, HEAD, POST, PUT, DELETE, OPTIONS' } });
    expect(corsFor(request('OPTIONS', '/api/1.0/no/such/call', null), [])).toMatchObject({ kind: 'preflight', status: 204 });
    expect(corsFor(request('OPTIONS', '/api/1.0/user/blog/blogs', null), [])).toEqual({
      kind: 'preflight',
      status: 204,
      headers: { Allow: 'GET, HEAD, OPTIONS', 'Access-Control-Allow-Origin': '*' },
    });
  });
});
