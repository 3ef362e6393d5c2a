import { EnvError, parseEnv } from './env-schema';

const secret = 'x'.repeat(32);

describe('parseEnv', () => {
  test('gives the documented defaults for an empty environment', () => {
    expect(parseEnv({})).toMatchObject({
      NODE_ENV: 'development',
      SITE_URL: 'http://localhost:3000',
      DATA_DIR: '.data',
      RETENTION_DAYS: 30,
      AUDIT_RETENTION_DAYS: 365,
      CASE_RETENTION_DAYS: 730,
      SESSION_MAX_AGE_HOURS: 12,
      LEAD_API_TIMEOUT_MS: 5000,
    });
  });

  test('API_CORS_ORIGINS is a list of exact origins, empty when unset', () => {
    expect(parseEnv({}).API_CORS_ORIGINS).toEqual([]);
    expect(parseEnv({ API_CORS_ORIGINS: ' https://admin.example.ae, http://localhost:5173/ ,' }).API_CORS_ORIGINS).toEqual([
      'https://admin.example.ae',
      'http://localhost:5173',
    ]);
  });

  test('ADMIN_NAME names the first admin, the spec\'s "Admin" when unset or empty, at most 80 characters', () => {
    expect(parseEnv({}).ADMIN_NAME).toBe('Admin');
    expect(parseEnv({ ADMIN_NAME: '   ' }).ADMIN_NAME).toBe('Admin');
    expect(parseEnv({ ADMIN_NAME: ' Sara Khan ' }).ADMIN_NAME).toBe('Sara Khan');
    expect(() => parseEnv({ ADMIN_NAME: 'x'.repeat(81) })).toThrow(/ADMIN_NAME/);
  });

  test('treats empty strings as unset', () => {
    expect(parseEnv({ MONGODB_URI: '', SMTP_URL: '  ' })).toMatchObject({ MONGODB_URI: undefined, SMTP_URL: undefined });
  });

  test.each([
    [{ MONGODB_URI: 'postgres://db' }, 'MONGODB_URI must be a URL like mongodb://localhost:27017/visas'],
    [{ SITE_URL: 'not a url' }, 'SITE_URL must be the public URL of the site'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET must be at least 32 characters long'],
    [{ RETENTION_DAYS: '-3' }, 'RETENTION_DAYS'],
    [{ CASE_RETENTION_DAYS: '0' }, 'CASE_RETENTION_DAYS'],
    [{ COMPANY_WHATSAPP: '+971 50 123' }, 'COMPANY_WHATSAPP must be the international number in digits only'],
    [{ ADMIN_EMAIL: 'admin@example.ae' }, 'ADMIN_PASSWORD must be set as well'],
    [{ LEAD_API_URL: 'https://crm.example.com' }, 'LEAD_API_CLIENT_ID is required when LEAD_API_URL is set'],
    [{ NODE_ENV: 'production' }, 'SESSION_SECRET is required in production'],
    [{ NODE_ENV: 'production', SESSION_SECRET: secret }, 'DOCUMENTS_KEY is required in production'],
    [{ DOCUMENTS_KEY: 'too-short' }, 'DOCUMENTS_KEY must be 32 random bytes'],
    [{ DOCUMENTS_OLD_KEYS: `${'a'.repeat(64)},nope` }, 'DOCUMENTS_OLD_KEYS must list keys like DOCUMENTS_KEY'],
    [{ API_CORS_ORIGINS: 'https://admin.example.ae/path' }, 'API_CORS_ORIGINS must list origins separated by commas: "https://admin.example.ae/path"'],
    [{ API_CORS_ORIGINS: '*' }, 'API_CORS_ORIGINS must list origins'],
  ])('names the bad variable: %j', (source, message) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(message);
  });

  test('does not ask for production secrets while `next build` prerenders', () => {
    expect(parseEnv({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' }).SESSION_SECRET).toBeUndefined();
    expect(parseEnv({ NODE_ENV: 'production', SESSION_SECRET: secret, DOCUMENTS_KEY: 'a'.repeat(64) }).SESSION_SECRET).toBe(secret);
  });

  test('lists every problem at once', () => {
    try {
      parseEnv({ SITE_URL: 'nope', SESSION_SECRET: 'short' });
      throw new Error('expected an EnvError');
    } catch (error) {
      expect((error as EnvError).problems).toHaveLength(2);
    }
  });
});
