/**
 * The e2e server's settings, shared by playwright.config.ts (which starts `server.mjs`) and the
 * specs (which log in as this admin, or start more instances of the site on the same store).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

export const e2eAdmin = {
  email: 'e2e-admin@ztartvisa.test',
  password: 'e2e-password-0f3c9a',
} as const;

/**
 * An origin the e2e server lets call the admin API cross-origin (API_CORS_ORIGINS): a page that
 * e2e/api-cors.spec.ts serves on this port, under the loopback's other name (another site).
 */
export const E2E_CORS_ORIGIN = `http://localhost:${E2E_PORT + 18}`;

/**
 * The environment of an instance of the site under test: playwright.config.ts starts the first
 * one with it, and the cluster spec more, on the same store and build. `E2E_DATA_DIR` and
 * `E2E_SESSION_SECRET` are set by playwright.config.ts for the whole run.
 */
export function e2eServerEnv(baseUrl = E2E_BASE_URL): Record<string, string> {
  const { E2E_DATA_DIR: dataDir, E2E_SESSION_SECRET: sessionSecret, MONGODB_URI: mongoUri } = process.env;
  if (!dataDir || !sessionSecret) throw new Error('E2E_DATA_DIR and E2E_SESSION_SECRET are set by playwright.config.ts');
  return {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    SITE_URL: baseUrl,
    SESSION_SECRET: sessionSecret,
    DOCUMENTS_KEY: process.env.E2E_DOCUMENTS_KEY ?? '',
    ADMIN_EMAIL: e2eAdmin.email,
    ADMIN_PASSWORD: e2eAdmin.password,
    // The specs give each test its own visitor address in X-Forwarded-For, as one proxy would.
    TRUSTED_PROXIES: '1',
    // The store the specs read (e2e/support/admin.ts e2eStore()): MongoDB when the run sets it;
    // '' (unset) keeps a developer's own MONGODB_URI from turning a SQLite run into a MongoDB one.
    MONGODB_URI: mongoUri ?? '',
    // The cross-origin mode of /api/1.0 (e2e/api-cors.spec.ts starts a second server without it).
    API_CORS_ORIGINS: E2E_CORS_ORIGIN,
  };
}
