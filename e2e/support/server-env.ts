/**
 * The e2e server's settings, shared by playwright.config.ts (which starts `next start`) and the
 * specs (which log in as this admin).
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
