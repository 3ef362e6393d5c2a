import { expect, type Page } from '@playwright/test';
import { randomBytes, randomInt } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import { hashPassword } from '../../lib/auth/password';
import { createMongoStore } from '../../lib/store/mongo-store';
import { createSqliteStore } from '../../lib/store/store';
import type { AdminRole } from '../../lib/staff/admin-repository';
import type { Store } from '../../lib/store/store';
import { logInAsAdmin } from './api';
import { waitForHydration } from './public';
import { e2eAdmin } from './server-env';

/**
 * Helpers of the admin specs: the e2e server's store (the SQLite file or the MongoDB database the
 * server uses), throwaway admins, logging in through the login page, and test images.
 */

/** The admin session cookie's name (lib/auth/session-options.ts, which is server-only). */
export const SESSION_COOKIE = 'zv_admin';

export interface AdminCredentials {
  email: string;
  password: string;
}

/**
 * A fresh address per worker for the x-forwarded-for header: login failures are counted per IP,
 * and every request from this machine would otherwise share one key with the other suites.
 */
export const workerIp = () => `10.${randomInt(1, 250)}.${randomInt(1, 250)}.${randomInt(1, 250)}`;

let store: Promise<Store> | undefined;

/**
 * The store of the server under test, opened beside it through the store interface: the MongoDB
 * database when MONGODB_URI is set (playwright.config.ts hands the server the same one), else the
 * SQLite file in E2E_DATA_DIR (SQLite's WAL lets both work at once). One per worker process.
 */
export function e2eStore(): Promise<Store> {
  store ??= openE2eStore();
  return store;
}

async function openE2eStore(): Promise<Store> {
  const mongodbUri = process.env.MONGODB_URI;
  if (mongodbUri) return createMongoStore(mongodbUri);
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the suite through playwright.config.ts');
  return createSqliteStore(path.resolve(dataDir, 'site.db'));
}

/**
 * An admin of its own for a test that signs out: signing out ends every session of that admin,
 * so doing it as the shared e2e admin would sign out every test running beside it. An owner
 * unless `role` says otherwise (the role matrix signs in as an editor and as sales).
 */
export async function createThrowawayAdmin(role: AdminRole = 'owner'): Promise<AdminCredentials> {
  const credentials = { email: `throwaway-${randomBytes(5).toString('hex')}@ztartvisa.test`, password: randomBytes(12).toString('hex') };
  await (await e2eStore()).admins.create({ email: credentials.email, passwordHash: await hashPassword(credentials.password), displayName: 'Admin', role });
  return credentials;
}

/**
 * Signs in through the API and opens the dashboard: the same session and known-browser cookies
 * as the login page sets, without rendering and hydrating that page for every test that only
 * needs to be signed in. The login page's own specs (and the few where signing in on the page is
 * the subject) use logInThroughPage.
 */
export async function logIn(page: Page, credentials: AdminCredentials = e2eAdmin): Promise<void> {
  await logInAsAdmin(page.request, credentials);
  await page.goto('/admin');
  await expectDashboard(page);
}

/** Logs in through the login page and waits for the dashboard. */
export async function logInThroughPage(page: Page, credentials: AdminCredentials = e2eAdmin): Promise<void> {
  await page.goto('/login');
  await waitForHydration(page); // typed before React takes the form over, the words are lost
  await page.getByLabel('E-mail').fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expectDashboard(page);
}

async function expectDashboard(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/admin$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Welcome to the Blog Admin Panel!' })).toBeVisible();
}

/** A small PNG of one colour, made in the test (the server re-encodes uploads as WebP). */
export function pngImage(colour: string, width = 240, height = 160): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();
}

/** A unique slug for a record a test creates, so parallel runs never collide. */
export const uniqueSlug = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;

/** The stored image file behind a next/image element (its src is /_next/image?url=...). */
export function storedImageOf(src: string | null): string | null {
  if (!src) return null;
  const url = new URL(src, 'http://x');
  return url.pathname === '/_next/image' ? url.searchParams.get('url') : url.pathname;
}
