import { sealData } from 'iron-session';
import { getEnv } from '@/lib/config/env';
import { ANONYMOUS_BODY_MAX, bodyRefusal } from './body-guard';
import { sessionOptions } from './session-options';

const post = (pathname: string, headers: Record<string, string>, sessionCookie?: string) =>
  bodyRefusal({ method: 'POST', headers: new Headers(headers), pathname, sessionCookie });
const large = { 'content-length': String(ANONYMOUS_BODY_MAX + 1) };

describe('bodyRefusal', () => {
  test('a large body to /login, an admin page without a session or any other page: 413 from its length, the connection closed', async () => {
    // Next runs a server action posted to any page's address, not only to the page it belongs to.
    for (const pathname of ['/login', '/admin/add-visas', '/about', '/ar/contact', '/case/some-link', '/privacy/my-data']) {
      const refusal = await post(pathname, large);
      expect(refusal?.status).toBe(413);
      expect(refusal?.headers.get('connection')).toBe('close');
      expect(await refusal?.text()).toBe('Request body too large: at most 64 KB without a session.\n');
    }
  });

  test('a body of unknown length there: 411', async () => {
    expect((await post('/login', { 'transfer-encoding': 'chunked' }))?.status).toBe(411);
  });

  test('small bodies, reads, other paths and a session sealed by this site go on', async () => {
    expect(await post('/login', { 'content-length': String(ANONYMOUS_BODY_MAX) })).toBeNull();
    expect(await post('/login', {})).toBeNull();
    expect(await post('/api/forms/contact', large)).toBeNull();
    expect(await post('/api', large)).toBeNull();
    expect(await bodyRefusal({ method: 'GET', headers: new Headers(large), pathname: '/admin', sessionCookie: undefined })).toBeNull();
    const sealed = await sealData({ adminId: 'a1', sessionVersion: 1 }, { password: sessionOptions(getEnv()).password });
    expect(await post('/admin/add-visas', large, sealed)).toBeNull();
    const forged = await sealData({ adminId: 'a1', sessionVersion: 1 }, { password: 'another-secret-'.repeat(3) });
    expect((await post('/admin/add-visas', large, forged))?.status).toBe(413);
    // A session opens the admin's large forms only, not a large body to a public page.
    expect((await post('/about', large, sealed))?.status).toBe(413);
    // The sign-in page takes no large body, session or not.
    expect((await post('/login', large, sealed))?.status).toBe(413);
  });
});
