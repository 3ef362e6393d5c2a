import { parseEnv } from '@/lib/config/env-schema';
import { sessionOptions } from './session-options';

const SESSION_SECRET = 'x'.repeat(40);
const DOCUMENTS_KEY = 'd'.repeat(64);
const cookieOf = (source: Record<string, string>) => sessionOptions(parseEnv({ SESSION_SECRET, DOCUMENTS_KEY, ...source })).cookieOptions;

describe('the session cookie', () => {
  test('is httpOnly and SameSite=Lax; Secure in production unless the site is on loopback', () => {
    expect(cookieOf({})).toMatchObject({ httpOnly: true, sameSite: 'lax', secure: false, path: '/' });
    expect(cookieOf({ NODE_ENV: 'production', SITE_URL: 'https://www.example.ae' })).toMatchObject({ sameSite: 'lax', secure: true });
    expect(cookieOf({ NODE_ENV: 'production', SITE_URL: 'http://127.0.0.1:3210' })).toMatchObject({ sameSite: 'lax', secure: false });
  });

  test('with API_CORS_ORIGINS it is SameSite=None and Secure, which browsers require together', () => {
    const sources: Record<string, string>[] = [{}, { NODE_ENV: 'production', SITE_URL: 'http://127.0.0.1:3210' }, { NODE_ENV: 'production', SITE_URL: 'https://www.example.ae' }];
    for (const source of sources) {
      expect(cookieOf({ ...source, API_CORS_ORIGINS: 'https://admin.example.ae' })).toMatchObject({ httpOnly: true, sameSite: 'none', secure: true });
    }
  });
});
