import { sealData } from 'iron-session';
import { isSessionData } from './session-options';

/**
 * getAdminSession with the cookie store and the store replaced: what a sealed cookie must hold
 * before its admin id reaches a query.
 */
const SECRET = 'x'.repeat(40);
let sealed = '';
const findById = jest.fn(async (id: unknown) => {
  // Like SQLite's binding: an object where a string belongs throws (a 500 before this fix).
  if (typeof id !== 'string') throw new RangeError('Too few parameter values were provided');
  return { _id: id, email: 'a@b.test', displayName: 'Admin', role: 'editor', disabled: false, sessionVersion: 3, totpSecret: 'JBSWY3DPEHPK3PXP' };
});

jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (name === 'zv_admin' && sealed ? { name, value: sealed } : undefined),
    set: () => undefined,
  }),
}));
jest.mock('@/lib/config/env', () => ({
  getEnv: () => ({ NODE_ENV: 'test', SITE_URL: 'http://localhost:3000', SESSION_SECRET: SECRET, SESSION_MAX_AGE_HOURS: 12, DATA_DIR: '/tmp', API_CORS_ORIGINS: [] }),
}));
jest.mock('@/lib/store', () => ({ getStore: async () => ({ admins: { findById } }) }));

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { getAdminSession } = require('./session') as typeof import('./session');

const seal = (data: Record<string, unknown>) => sealData(data, { password: SECRET, ttl: 3600 });
const ADMIN_ID = 'a'.repeat(24);

beforeEach(() => findById.mockClear());

test('a cookie with the admin id and current version is a session', async () => {
  sealed = await seal({ adminId: ADMIN_ID, sessionVersion: 3 });
  await expect(getAdminSession()).resolves.toEqual({ admin: { _id: ADMIN_ID, email: 'a@b.test', displayName: 'Admin', role: 'editor' }, mustEnrolSecondFactor: false });
});

test.each([
  ['an operator object as admin id', { adminId: { $ne: null }, sessionVersion: 3 }],
  ['an array as admin id', { adminId: [ADMIN_ID], sessionVersion: 3 }],
  ['an admin id that is no id', { adminId: "' OR 1=1 --", sessionVersion: 3 }],
  ['a string version', { adminId: ADMIN_ID, sessionVersion: '3' }],
  ['an operator object as version', { adminId: ADMIN_ID, sessionVersion: { $gt: 0 } }],
  ['no version', { adminId: ADMIN_ID }],
])('a sealed cookie with %s is no session, and never reaches the store', async (_name, payload) => {
  sealed = await seal(payload);
  await expect(getAdminSession()).resolves.toBeNull();
  expect(findById).not.toHaveBeenCalled();
});

test('isSessionData accepts only what startAdminSession writes', () => {
  expect(isSessionData({ adminId: ADMIN_ID, sessionVersion: 0 })).toBe(true);
  expect(isSessionData({ adminId: ADMIN_ID.toUpperCase(), sessionVersion: 1 })).toBe(false);
  expect(isSessionData({ adminId: ADMIN_ID, sessionVersion: 1.5 })).toBe(false);
});
