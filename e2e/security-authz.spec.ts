import { expect, test } from '@playwright/test';
import { createHash, randomBytes } from 'node:crypto';
import { hashPassword } from '../lib/auth/password';
import { REQUIRE_SECOND_FACTOR } from '../lib/auth/second-factor-policy';
import { COUNTRY_PAGE_SLUGS } from '../content/country-pages/slugs.mjs';
import { seedBlogs } from '../content/seed/blogs';
import { seedVisas } from '../content/seed/visas';
import { createThrowawayAdmin, e2eStore, uniqueSlug } from './support/admin';
import { seedPortalCase } from './support/cases';
import { API, blogForm, pngFile, runOnDesktopOnly, uniqueIp, uniqueSuffix, visaForm } from './support/api';
import { multipartBody, type MultipartValue, type RawAnswer, rawRequest } from './support/raw-http';
import { type DiscoveredAction, discoverRoutes, discoverServerActions, fillPattern, isAdminPattern } from './support/route-tree';
import { CaseLog, specTotals, writeFigures } from './support/security-figures';
import { e2eAdmin } from './support/server-env';
import { consentFor } from '../test/leads/forms';
import {
  cookieHeader,
  expiredSeal,
  sealWithServerSecret,
  sessionFromSetCookie,
  tamperedSeals,
  wrongSecretSeal,
} from './support/session-cookies';

/**
 * The authorisation matrix: every admin page, admin route handler, admin API call and
 * server action, found from the route tree on disk and the build's action manifest, tried with
 * every kind of missing or bad session and with the known proxy bypasses. Nothing may answer
 * other than 401/403/404 or a redirect to /login, and the store must not change. The role matrix
 * tries the same surface as an editor and as sales: whatever their role lacks is
 * refused with 403 (a page with the status 403 and the 403 page, not a 200 streaming the
 * refusal), the pages it allows open.
 */

runOnDesktopOnly();
test.describe.configure({ mode: 'default' }); // one worker, in order: the setup is shared

const SPEC = 'authorisation';
const marker = `authz${uniqueSuffix()}`;

/** The roles and what each may do, written out here rather than read from lib/auth/roles.ts. */
type Role = 'owner' | 'editor' | 'sales';
type Capability = 'content' | 'leads' | 'cases' | 'accounts' | 'audit';
const ROLE_CAPABILITIES: Record<Role, readonly Capability[]> = {
  owner: ['content', 'leads', 'cases', 'accounts', 'audit'],
  editor: ['content'],
  sales: ['leads', 'cases'],
};
/** The roles the role matrix signs in as (the owner's reach is the control test's). */
const MATRIX_ROLES = ['editor', 'sales'] as const satisfies readonly Role[];

interface Setup {
  adminSeal: string;
  visaSlug: string;
  blogSlug: string;
  leadId: string;
  /** A draft of the visa, the target of the draft pages, the preview and the draft actions, and a kept version of it. */
  visaId: string;
  draftId: string;
  revisionId: string;
  variants: { name: string; headers: Record<string, string> }[];
  /** A session of an account of its own per role of the matrix. */
  roleSeals: Record<(typeof MATRIX_ROLES)[number], string>;
  /** The account the refused staff actions aim at (role change, disabling, removal), and an open invitation. */
  victimId: string;
  invitationId: string;
  /** A case with a document: the target of the case pages, its file route and the refused case actions. */
  caseId: string;
  caseFileId: string;
  caseRef: { travellerId: string; itemId: string };
}
let setup: Setup;

/** Signs in through the API from an address of its own and returns the session seal. */
async function logInRaw(email: string, password: string): Promise<string> {
  const answer = await rawRequest('POST', `${API}/auth/login`, { 'content-type': 'application/json', 'x-forwarded-for': uniqueIp() }, JSON.stringify({ email, password }));
  expect(answer.status, answer.body).toBe(200);
  const seal = sessionFromSetCookie(answer.headers['set-cookie']);
  expect(seal).toBeTruthy();
  return seal!;
}

const asAdmin = () => ({ cookie: cookieHeader(setup.adminSeal), 'x-forwarded-for': '10.8.8.8' });

function multipart(fields: Record<string, MultipartValue> | [string, MultipartValue][]) {
  const { contentType, body } = multipartBody(fields);
  return { headers: { 'content-type': contentType }, body };
}

/** The content kind a path or action name is about. */
const kindOf = (text: string): 'visa' | 'blog' => (/blog/i.test(text) ? 'blog' : 'visa');
const targetSlug = (text: string) => (kindOf(text) === 'blog' ? setup.blogSlug : setup.visaSlug);
/** The preview of a draft: outside /admin, for staff with the content capability only. */
const isPreviewPattern = (pattern: string) => /^\/preview(\/|$)/.test(pattern);
/**
 * A dynamic segment of a route filled with something that exists, so an allowed page really opens
 * and a refused one had something to leak: the spec's draft, its visa or post, a stored list.
 */
function segmentValue(segment: string, pattern: string): string {
  if (segment === 'id' && /^\/(admin\/drafts|preview)\//.test(pattern)) return setup.draftId;
  if (segment === 'slug' && pattern.startsWith('/admin/country-pages/')) return COUNTRY_PAGE_SLUGS[0]!;
  if (segment === 'id' && pattern.startsWith('/admin/cases/')) return setup.caseId;
  if (segment === 'fileId') return setup.caseFileId;
  if (segment === 'slug' || segment === 'id') return targetSlug(pattern);
  if (segment === 'name' && pattern.startsWith('/admin/site-content/')) return 'testimonials';
  return 'x';
}

/** Slugs that refused create calls used: none of them may exist afterwards. */
const refusedSlugs: string[] = [];
const refusedSlug = () => {
  const slug = uniqueSlug(`${marker}-refused`);
  refusedSlugs.push(slug);
  return slug;
};

/** A create form of the kind with a slug that must never be stored. */
async function createForm(kind: 'visa' | 'blog'): Promise<Record<string, MultipartValue>> {
  const form = kind === 'blog' ? await blogForm({ slug: refusedSlug() }) : await visaForm({ slug: refusedSlug() });
  return form as unknown as Record<string, MultipartValue>;
}

/**
 * What a request needs: a capability of the person's role, or 'session' for what only needs a
 * signed-in person (the dashboard, one's own account, sign-out). Undefined for a request these
 * lists do not know yet: the role matrix fails on it until it is added here.
 */
type Need = Capability | 'session';

/** Admin pages and route handlers by URL pattern, first match wins. */
const PATH_NEEDS: [RegExp, Need][] = [
  [/^\/api\/1\.0\/admin(\/|$)/, 'content'],
  [/^\/preview(\/|$)/, 'content'],
  [/^\/admin\/(add-visas|add-blog|manage-visas|manage-blogs|country-pages|visa-facts|redirects|site-content|translations|drafts)(\/|$)/, 'content'],
  [/^\/admin\/leads(\/|$)/, 'leads'],
  [/^\/admin\/cases(\/|$)/, 'cases'],
  [/^\/admin\/staff(\/|$)/, 'accounts'],
  [/^\/admin\/audit(\/|$)/, 'audit'],
  [/^\/admin\/privacy\/retention(\/|$)/, 'audit'],
  [/^\/admin\/data-requests(\/|$)/, 'leads'],
  [/^\/admin\/account(\/|$)/, 'session'],
  [/^\/admin$/, 'session'],
];

/** Server actions by the file that declares them, then by name for one declared elsewhere. */
const ACTION_FILE_NEEDS: [RegExp, Need][] = [
  [/^lib\/staff\/(sign-out-action|account-actions)\.ts$/, 'session'],
  [/^lib\/(content|country-pages|visa-facts|redirects|site-lists|publishing)\/[\w-]*actions\.ts$/, 'content'],
  [/^lib\/leads\/actions\.ts$/, 'leads'],
  [/^lib\/cases\/actions\.ts$/, 'cases'],
  [/^lib\/privacy\/staff-actions\.ts$/, 'leads'],
  [/^lib\/staff\/staff-actions\.ts$/, 'accounts'],
];
const ACTION_NAME_NEEDS: Record<string, Need> = {
  createVisa: 'content',
  updateVisa: 'content',
  deleteVisa: 'content',
  createBlog: 'content',
  updateBlog: 'content',
  deleteBlog: 'content',
  updateCountryPage: 'content',
  retryDeliveryAction: 'leads',
  updateLeadAction: 'leads',
  signOut: 'session',
  saveMyProfile: 'session',
  setAboutListing: 'accounts',
};

/** An action of the admin: declared in a feature's admin actions file, or run only by admin pages. */
const isAdminAction = (action: DiscoveredAction) =>
  ACTION_FILE_NEEDS.some(([match]) => match.test(action.file)) || (action.pages.length > 0 && action.pages.every((page) => isAdminPattern(page)));
const needOfPattern = (pattern: string): Need | undefined => PATH_NEEDS.find(([match]) => match.test(pattern))?.[1];
const needOfAction = (file: string, name: string): Need | undefined => ACTION_FILE_NEEDS.find(([match]) => match.test(file))?.[1] ?? ACTION_NAME_NEEDS[name];
const roleMay = (role: Role, need: Need) => need === 'session' || ROLE_CAPABILITIES[role].includes(need);

/** A request that would change or read admin data if the guard let it through. */
interface AdminRequest {
  target: string;
  kind: 'page' | 'route' | 'action';
  need: Need | undefined;
  method: string;
  path: string;
  build: () => Promise<{ headers: Record<string, string>; body?: Buffer | string }>;
}

/** Admin pages and route handlers, from app/**\/page.tsx and route.ts. */
function routeRequests(): AdminRequest[] {
  const requests: AdminRequest[] = [];
  for (const route of discoverRoutes().filter((found) => isAdminPattern(found.pattern) || isPreviewPattern(found.pattern))) {
    const path = fillPattern(route.pattern, segmentValue);
    const need = needOfPattern(route.pattern);
    if (route.kind === 'page') {
      requests.push({ target: `page ${route.pattern}`, kind: 'page', need, method: 'GET', path, build: async () => ({ headers: { accept: 'text/html' } }) });
      // The same page as the client router fetches it (the RSC payload, no HTML), and prefetches it.
      requests.push({ target: `page ${route.pattern} (RSC)`, kind: 'page', need, method: 'GET', path, build: async () => ({ headers: { rsc: '1', accept: 'text/x-component' } }) });
      requests.push({
        target: `page ${route.pattern} (RSC prefetch)`,
        kind: 'page',
        need,
        method: 'GET',
        path,
        build: async () => ({ headers: { rsc: '1', 'next-router-prefetch': '1', accept: 'text/x-component' } }),
      });
      continue;
    }
    for (const method of route.methods) {
      requests.push({
        target: `${method} ${route.pattern}`,
        kind: 'route',
        need,
        method,
        path,
        build: async (): Promise<{ headers: Record<string, string>; body?: Buffer | string }> => {
          if (method === 'POST' && route.pattern.startsWith('/api/')) return multipart(await createForm(kindOf(route.pattern)));
          if (method === 'PUT' || method === 'PATCH') {
            return multipart({ data: JSON.stringify({ title: `Hijacked ${marker}` }), file: await pngFile('#000000') });
          }
          if (method === 'POST') return { headers: { 'content-type': 'application/json' }, body: '{}' };
          return { headers: { accept: route.pattern.startsWith('/api/') ? 'application/json' : 'text/csv' } };
        },
      });
    }
  }
  return requests;
}

/** A page asked for as a browser loads it (HTML), not as the client router fetches or prefetches it. */
const isPageDocument = (request: AdminRequest) => request.kind === 'page' && !/\((RSC|RSC prefetch)\)$/.test(request.target);

/** Admin server actions, from the build's manifest, each posted to a page that can run it. */
function actionRequests(): AdminRequest[] {
  const actions = discoverServerActions().filter(
    (action) => isAdminAction(action),
  );
  return actions.map((action) => {
    const page = action.pages.find((candidate) => isAdminPattern(candidate)) ?? '/admin';
    const path = fillPattern(page, segmentValue);
    return {
      target: `action ${action.exportedName} (${action.file})`,
      kind: 'action' as const,
      need: needOfAction(action.file, action.exportedName),
      method: 'POST',
      path,
      build: () => actionBody(action.exportedName, action.id),
    };
  });
}

/**
 * The body React sends for the action's arguments: JSON text of the argument list, or multipart
 * where a FormData argument is "$K1" and its entries are the parts named "_1_<field>".
 */
async function actionBody(name: string, id: string, extra: Record<string, string> = {}) {
  const headers = { 'next-action': id, accept: 'text/x-component' };
  const asJson = (args: unknown[]) => ({ headers: { ...headers, 'content-type': 'text/plain;charset=UTF-8' }, body: JSON.stringify(args) });
  const asForm = (args: unknown[], fields: Record<string, MultipartValue>) => {
    // The FormData's entries come first and the argument list last, as React writes them: the
    // server collects "$K1"'s entries from the parts before the root.
    const form = multipart([...Object.entries(fields).map(([key, value]): [string, MultipartValue] => [`_1_${key}`, value]), ['0', JSON.stringify(args)]]);
    return { headers: { ...headers, ...form.headers }, body: form.body };
  };
  if (/^delete/.test(name)) return asJson([targetSlug(name)]);
  if (/^update/.test(name)) return asForm([targetSlug(name), '$K1'], { data: JSON.stringify({ title: `Hijacked ${marker}`, ...extra }) });
  if (/^create/.test(name)) {
    const form = await createForm(kindOf(name));
    const { file, ...fields } = form;
    return asForm(['$K1'], { data: JSON.stringify(fields), file: file! });
  }
  if (/retry/i.test(name)) return asForm(['$K1'], { id: setup.leadId, channel: 'email' });
  // The owner's staff actions (prevState, formData), each aimed at something only the owner may
  // change: an account of this spec's own made owner, disabled, removed or reset, an invitation
  // as owner sent or withdrawn, the second-factor rule set.
  const staffForm = (fields: Record<string, string>) => asForm([null, '$K1'], { ...fields, ...extra });
  if (name === 'inviteStaff') return staffForm({ email: `invited-${marker}-new@ztartvisa.test`, role: 'owner' });
  if (name === 'changeStaffRole') return staffForm({ id: setup.victimId, role: 'owner' });
  if (name === 'setStaffDisabled') return staffForm({ id: setup.victimId, disabled: 'true' });
  if (name === 'removeStaff' || name === 'resetStaffSecondFactor') return staffForm({ id: setup.victimId });
  if (name === 'withdrawInvitation') return staffForm({ id: setup.invitationId, email: `invited-${marker}@ztartvisa.test` });
  if (name === 'setSecondFactorRule') return staffForm({ required: 'off' });
  // The case actions (prevState, formData), each aimed at the spec's case: closed (which would
  // delete its documents), its document accepted or asked again, its checklist changed, its link sent or revoked.
  if (/^(changeStage|reviewItem|addItem|removeItem|sendLink|revokeLinks)Action$/.test(name)) {
    return staffForm({ caseId: setup.caseId, stage: 'closed', verdict: 'resend', reason: `Hijacked ${marker}`, label: `Hijacked ${marker}`, ...setup.caseRef });
  }
  if (name === 'openCaseAction') return staffForm({ visaSlug: setup.visaSlug, applicantName: `Hijacked ${marker}`, applicantEmail: `hijack-${marker}@ztartvisa.test`, travellers: 'X', consultantId: setup.victimId });
  // The redirect actions (prevState, formData): one that would send a page of this spec elsewhere, and a removal.
  if (name === 'addRedirect') return staffForm({ from: `/visa/${marker}-hijacked`, to: `/visa/${setup.visaSlug}` });
  if (name === 'removeRedirect') return staffForm({ id: 'a'.repeat(24) });
  // The draft actions, each aimed at the spec's draft: published, scheduled, discarded,
  // saved over, replaced by a restored version, or a new draft made.
  if (name === 'publishSavedDraft' || name === 'discardDraftForm') return staffForm({ id: setup.draftId });
  if (name === 'scheduleDraftForm') return staffForm({ id: setup.draftId, publishAt: '2030-01-01T10:00' });
  if (name === 'publishDraftById' || name === 'saveDraftById') return asForm([setup.draftId, '$K1'], { data: JSON.stringify({ title: `Hijacked ${marker}` }) });
  if (name === 'saveRecordDraft') return asForm(['visa', setup.visaSlug, '$K1'], { data: JSON.stringify({ title: `Hijacked ${marker}` }) });
  if (name === 'saveNewDraft') {
    const { file, ...fields } = await createForm('visa');
    return asForm(['visa', '$K1'], { data: JSON.stringify({ ...fields, title: `Hijacked ${marker}` }), file: file! });
  }
  if (name === 'restoreRevision') return asJson([setup.revisionId]);
  return asJson([]);
}

/** Every way of asking without a valid admin session. */
async function sessionVariants(): Promise<Setup['variants']> {
  const store = await e2eStore();
  const admin = (await store.admins.findByEmail(e2eAdmin.email))!;
  const cookie = (seal: string) => ({ cookie: cookieHeader(seal) });

  // A throwaway admin signs out through the app's own sign-out action: its old cookie is kept.
  const leaver = await createThrowawayAdmin();
  const leaverSeal = await logInRaw(leaver.email, leaver.password);
  const leaverRecord = (await store.admins.findByEmail(leaver.email))!;
  const signOut = discoverServerActions().find((action) => action.exportedName === 'signOut');
  expect(signOut, 'the sign-out action is in the manifest').toBeDefined();
  const signedOut = await rawRequest('POST', '/admin', { ...cookie(leaverSeal), 'next-action': signOut!.id, accept: 'text/x-component', 'content-type': 'text/plain;charset=UTF-8' }, '[]');
  expect(signedOut.status, signedOut.body.slice(0, 200)).toBeLessThan(400);
  expect((await store.admins.findById(leaverRecord._id))!.sessionVersion).toBeGreaterThan(leaverRecord.sessionVersion);

  // Another changes its password. The app has no page for that (the first admin's password is
  // reset from ADMIN_PASSWORD at start, through the store), so the store's setPassword does it:
  // the same call, which bumps the session version.
  const changer = await createThrowawayAdmin();
  const changerSeal = await logInRaw(changer.email, changer.password);
  const changerRecord = (await store.admins.findByEmail(changer.email))!;
  await store.admins.setPassword(changerRecord._id, await hashPassword(`${changer.password}-new`));
  expect((await store.admins.findById(changerRecord._id))!.sessionVersion).toBeGreaterThan(changerRecord.sessionVersion);

  const current = { adminId: admin._id, sessionVersion: admin.sessionVersion };
  return [
    { name: 'no cookie', headers: {} },
    { name: 'a forged cookie', headers: cookie('Fe26.2**forged**cookie') },
    { name: 'an empty cookie', headers: cookie('') },
    ...tamperedSeals(setup.adminSeal).map(({ name, seal }) => ({ name: `a real cookie, ${name}`, headers: cookie(seal) })),
    { name: 'an expired cookie', headers: cookie(await expiredSeal(current)) },
    { name: 'a cookie sealed with another secret', headers: cookie(await wrongSecretSeal(current)) },
    { name: 'a cookie from before sign-out', headers: cookie(leaverSeal) },
    { name: 'a cookie from before a password change', headers: cookie(changerSeal) },
    { name: 'a cookie of an older session version', headers: cookie(await sealWithServerSecret({ ...current, sessionVersion: current.sessionVersion - 1 })) },
    { name: 'a cookie of a future session version', headers: cookie(await sealWithServerSecret({ ...current, sessionVersion: current.sessionVersion + 1 })) },
    { name: 'a cookie of an unknown admin', headers: cookie(await sealWithServerSecret({ adminId: 'a'.repeat(24), sessionVersion: 1 })) },
    { name: 'a cookie without a session version', headers: cookie(await sealWithServerSecret({ adminId: admin._id })) },
    { name: 'a cookie with an operator object as admin id', headers: cookie(await sealWithServerSecret({ adminId: { $ne: null }, sessionVersion: current.sessionVersion })) },
    { name: 'a cookie with a string session version', headers: cookie(await sealWithServerSecret({ adminId: admin._id, sessionVersion: String(current.sessionVersion) })) },
    ...['middleware', 'proxy', 'src/middleware:middleware:middleware:middleware:middleware', 'middleware:middleware:middleware:middleware:middleware', 'proxy:proxy:proxy:proxy:proxy', 'src/proxy:src/proxy:src/proxy:src/proxy:src/proxy'].map(
      (value) => ({ name: `x-middleware-subrequest: ${value}`, headers: { 'x-middleware-subrequest': value } }),
    ),
  ];
}

/** What only an admin's answer would contain. */
const leakMarkers = () => [`Applicant ${marker}`, `SECRET-${marker}`, `meta-${marker}`, `draft-${marker}`, 'Welcome to the Blog Admin Panel!', `lead-${marker}`, `staff-${marker}@`, `invited-${marker}`];

/** A page whose session check runs behind a Suspense boundary streams its redirect to /login in a 200. */
const streamsLoginRedirect = (body: string) => /NEXT_REDIRECT;[a-z]+;\/login;/.test(body) || /http-equiv="refresh" content="\d+;url=\/login"/.test(body);
/** ... and its forbidden() (a role without the capability) as Next's 403 digest in a 200. */
const streamsForbidden = (body: string) => body.includes('NEXT_HTTP_ERROR_FALLBACK;403');

/** The heading of the 403 page (app/forbidden.tsx). */
const ROLE_REFUSAL = 'Your role does not open this page';

/**
 * Whether a page the role lacks was refused as a 403 page must be: status 403 before anything
 * else was sent (not a 200 whose stream turns into the refusal), the 403 page's text in the
 * HTML asked for, and no admin content. An RSC fetch (after Next's redirect to the URL with its
 * cache-busting `_rsc` parameter) gets the JSON 403, on which the client router loads the document.
 */
async function refusedByRole(request: AdminRequest, headers: Record<string, string>): Promise<{ ok: boolean; why: string }> {
  const answer = await getFollowingOwnRedirects(request.path, headers);
  const leaked = leakMarkers().find((text) => answer.body.includes(text));
  if (leaked) return { ok: false, why: `${answer.status} with admin content (${leaked})` };
  if (answer.status !== 403) return { ok: false, why: `${answer.status} (${streamsForbidden(answer.body) ? 'the 403 streamed in a 200' : answer.body.slice(0, 120).replace(/\s+/g, ' ')})` };
  if (headers.rsc) return { ok: true, why: '403' };
  return answer.body.includes(ROLE_REFUSAL) ? { ok: true, why: '403 page' } : { ok: false, why: '403 without the 403 page' };
}

/** A GET that follows redirects to the same path (Next adds the RSC fetch's `_rsc` parameter that way), not elsewhere. */
async function getFollowingOwnRedirects(path: string, headers: Record<string, string>): Promise<RawAnswer> {
  let answer = await rawRequest('GET', path, headers);
  for (let hops = 0; hops < 3 && answer.status >= 300 && answer.status < 400 && answer.headers.location; hops += 1) {
    const to = new URL(answer.headers.location, 'http://127.0.0.1');
    if (to.pathname !== new URL(path, 'http://127.0.0.1').pathname) break;
    answer = await rawRequest('GET', `${to.pathname}${to.search}`, headers);
  }
  return answer;
}

/**
 * Whether an answer refused: 401, 403 or 404; a redirect to /login (a redirect elsewhere on this
 * site, such as /admin/ → /admin, is followed with the same headers); or, for a page whose
 * redirect or 403 was streamed, a 200 that only carries the redirect to /login or Next's 403
 * digest. Never 5xx, never data.
 */
async function refused(answer: RawAnswer, headers: Record<string, string>, hops = 0): Promise<{ ok: boolean; why: string }> {
  const leaked = leakMarkers().find((text) => answer.body.includes(text));
  if (leaked) return { ok: false, why: `${answer.status} with admin content (${leaked})` };
  if ([401, 403, 404].includes(answer.status)) return { ok: true, why: String(answer.status) };
  if (answer.status >= 300 && answer.status < 400 && answer.headers.location) {
    const to = new URL(answer.headers.location, 'http://127.0.0.1');
    if (to.pathname === '/login') return { ok: true, why: `${answer.status} to /login` };
    if (to.host !== '127.0.0.1' && !to.host.startsWith('127.0.0.1:')) return { ok: false, why: `${answer.status} to ${to.href}` };
    if (hops >= 3) return { ok: false, why: 'redirect loop' };
    return refused(await rawRequest('GET', `${to.pathname}${to.search}`, headers), headers, hops + 1);
  }
  if (answer.status === 200 && !/"statusCode":200/.test(answer.body)) {
    if (streamsLoginRedirect(answer.body)) return { ok: true, why: '200 carrying a redirect to /login' };
    if (streamsForbidden(answer.body)) return { ok: true, why: '200 carrying the 403 digest' };
  }
  return { ok: false, why: `${answer.status}: ${answer.body.slice(0, 160).replace(/\s+/g, ' ')}` };
}

/** The e-mail addresses of the matrix's role accounts and the victim, whose role and sessions must not change. */
const watchedEmails: string[] = [];

/**
 * The visas, blog posts and leads an admin sees, limited to what no other suite changes, and the
 * accounts a refused staff action could have changed (the e2e admin's and the role accounts').
 */
async function storeSnapshot() {
  const read = async (path: string) => {
    const answer = await rawRequest('GET', path, asAdmin());
    expect(answer.status, path).toBe(200);
    return answer.body;
  };
  const ours = new Set([...seedVisas.map((visa) => visa.slug), ...seedBlogs.map((blog) => blog.slug), setup.visaSlug, setup.blogSlug]);
  const pick = (body: string) => (JSON.parse(body) as { data: { slug: string }[] }).data.filter((record) => ours.has(record.slug) || record.slug.startsWith(marker));
  const leads = (await read('/admin/leads/export')).split(/\r?\n/).filter((line) => line.includes(marker));
  const store = await e2eStore();
  const account = async (email: string) => {
    const admin = await store.admins.findByEmail(email);
    return admin && { email: admin.email, role: admin.role, disabled: admin.disabled, secondFactor: admin.totpSecret !== null };
  };
  return {
    visas: pick(await read(`${API}/admin/testimonial/testimonials`)),
    blogs: pick(await read(`${API}/admin/blog/blogs`)),
    // Delivery states change as the worker sends: the lead's reference and fields are what count.
    leads: leads.map((line) => line.split(',').slice(0, 6).join(',')),
    accounts: await Promise.all([e2eAdmin.email, ...watchedEmails].map(account)),
    // Sessions of the watched accounts: a refused action that ended them would show here.
    sessions: await Promise.all(watchedEmails.map(async (email) => (await store.admins.findByEmail(email))?.sessionVersion)),
    // The spec's case: a refused case action would change its stage, checklist or links, or open another.
    case: await store.cases.get(setup.caseId).then((record) => record && { stage: record.stage, revision: record.revision }),
    caseLinks: (await store.portalLinks.listForCase(setup.caseId)).map((link) => `${link._id} ${link.revokedAt}`),
    hijackedCases: (await store.cases.list({ limit: 500 })).filter((record) => record.applicant.name.includes(marker) && record._id !== setup.caseId).length,
    invitations: (await store.invitations.listPending(new Date().toISOString()))
      .filter((invitation) => invitation.email.includes(marker))
      .map((invitation) => `${invitation.email} ${invitation.role}`)
      .sort(),
    secondFactorRule: await store.settings.get(REQUIRE_SECOND_FACTOR),
    // A refused addRedirect would have added one from an address of this run's own.
    redirects: (await store.redirects.list()).filter((redirect) => redirect.from.includes(marker)).map((redirect) => `${redirect.from} ${redirect.to}`),
    // A refused draft action would have published, scheduled, discarded, saved over or replaced the
    // spec's draft, made a new one, or kept another version of the visa.
    drafts: (await store.drafts.list()).filter((draft) => String(draft.fields.title).includes(marker)).map((draft) => `${draft._id} v${draft.version} ${draft.publishAt} ${String(draft.fields.title)}`),
    revisions: (await store.revisions.list('visa', setup.visaId)).length,
  };
}

/** Runs `count` jobs, `width` at a time. */
async function inBatches<T>(jobs: (() => Promise<T>)[], width = 4): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < jobs.length; start += width) results.push(...(await Promise.all(jobs.slice(start, start + width).map((job) => job()))));
  return results;
}

test.beforeAll(async ({}, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'HTTP requests do not depend on the viewport');
  test.setTimeout(120_000);
  const adminSeal = await logInRaw(e2eAdmin.email, e2eAdmin.password);
  const headers = { cookie: cookieHeader(adminSeal), 'x-forwarded-for': '10.8.8.8' };
  // Records of this spec's own: the targets of every refused update and delete.
  const create = async (path: string, form: Record<string, MultipartValue>) => {
    const { contentType, body } = multipartBody(form);
    const answer = await rawRequest('POST', path, { ...headers, 'content-type': contentType }, body);
    expect(answer.status, answer.body).toBe(200);
    return (JSON.parse(answer.body) as { data: { slug: string } }).data.slug;
  };
  const visaSlug = await create(`${API}/admin/testimonial/create-testimonial`, {
    ...((await visaForm({ slug: uniqueSlug(`${marker}-visa`), metaKeywords: `meta-${marker}`, metaDescription: `meta-${marker}` })) as unknown as Record<string, MultipartValue>),
  });
  const blogSlug = await create(`${API}/admin/blog/create-blog`, {
    ...((await blogForm({ slug: uniqueSlug(`${marker}-post`), metaDescription: `meta-${marker}` })) as unknown as Record<string, MultipartValue>),
  });
  // A lead of its own, the target of the refused retry action.
  const lead = await rawRequest('POST', '/api/forms/consultation', { 'content-type': 'application/json', 'x-forwarded-for': uniqueIp() }, JSON.stringify({
    fields: { user_name: `lead-${marker}`, user_mobile: '501234567', user_cnty: 'Chile' },
    idempotencyKey: crypto.randomUUID(),
    startedAt: Date.now() - 10_000,
    website: '',
    consent: consentFor('consultation'),
  }));
  expect(lead.status, lead.body).toBe(201);
  const leadId = (JSON.parse(lead.body) as { data: { id: string } }).data.id;
  // An account of its own per role of the matrix, created through the store and signed in as any
  // person signs in.
  const roleSeals = {} as Setup['roleSeals'];
  for (const role of MATRIX_ROLES) {
    const account = await createThrowawayAdmin(role);
    watchedEmails.push(account.email);
    roleSeals[role] = await logInRaw(account.email, account.password);
  }
  // The target of the refused staff actions: a sales account whose e-mail shows on the staff page
  // and, once it has signed in, in the audit log (both only the owner's to read); and an open
  // invitation, on the staff page too.
  const store = await e2eStore();
  const victim = { email: `staff-${marker}@ztartvisa.test`, password: randomBytes(12).toString('hex') };
  const victimId = (await store.admins.create({ email: victim.email, passwordHash: await hashPassword(victim.password), displayName: 'Victim', role: 'sales' }))._id;
  watchedEmails.push(victim.email);
  await logInRaw(victim.email, victim.password);
  const owner = (await store.admins.findByEmail(e2eAdmin.email))!;
  const invitation = await store.invitations.create({
    email: `invited-${marker}@ztartvisa.test`,
    role: 'sales',
    tokenHash: createHash('sha256').update(`invitation:${randomBytes(32).toString('base64url')}`).digest('hex'),
    invitedBy: { id: owner._id, name: owner.displayName || owner.email },
    expiresAt: new Date(Date.now() + 24 * 3_600_000).toISOString(),
  });
  // The visa's draft, as staff would have saved it from the edit form, and its kept version.
  const visa = (await store.visas.getBySlug(visaSlug))!;
  const { _id: visaId, createdAt: _createdAt, updatedAt: _updatedAt, version: _version, ...visaFields } = visa;
  const draft = await store.drafts.save({ kind: 'visa', recordId: visaId, fields: { ...visaFields, title: `draft-${marker}` }, savedBy: { id: owner._id, name: owner.displayName || owner.email }, savedAt: new Date().toISOString() });
  const [revision] = await store.revisions.list('visa', visaId);
  expect(revision, 'creating the visa kept its first version').toBeTruthy();
  // A case of its own with an uploaded document (opened through the services, as staff would).
  const seeded = await seedPortalCase(visaSlug, ['Traveller'], marker);
  const caseRef = { travellerId: seeded.travellers[0]!.id, itemId: seeded.travellers[0]!.items[0]!.id };
  setup = {
    adminSeal,
    visaSlug,
    blogSlug,
    leadId,
    visaId,
    draftId: draft._id,
    revisionId: revision!._id,
    variants: [],
    roleSeals,
    victimId,
    invitationId: invitation._id,
    caseId: seeded.caseId,
    caseFileId: seeded.fileId,
    caseRef,
  };
  setup.variants = await sessionVariants();
});

test.afterAll(async ({}, testInfo) => {
  if (testInfo.project.name === 'mobile') return;
  // Clean up through the delete actions as the admin (which also shows the action bodies are right).
  if (setup) {
    for (const action of discoverServerActions().filter((found) => /^delete(Visa|Blog)$/.test(found.exportedName))) {
      const page = action.pages[0]!;
      const { headers, body } = await actionBody(action.exportedName, action.id);
      await rawRequest('POST', fillPattern(page, () => targetSlug(page)), { ...asAdmin(), ...headers }, body);
    }
    const store = await e2eStore();
    for (const [slug, repo] of [[setup.visaSlug, store.visas], [setup.blogSlug, store.blogs]] as const) {
      const left = await repo.getBySlug(slug);
      if (left) await repo.delete(left._id);
    }
    await store.invitations.remove(setup.invitationId);
    await store.drafts.remove(setup.draftId);
  }
  const totals = specTotals(SPEC);
  console.log(`authorisation cases tried: ${totals.tried}, let through: ${totals.failed.length}`);
  writeFigures(SPEC, { casesTried: totals.tried, letThrough: totals.failed.length, failures: totals.failed.slice(0, 50) });
});

test('the route tree and the action manifest list the admin surface (the matrix below covers all of it)', () => {
  const routes = discoverRoutes();
  const admin = routes.filter((route) => isAdminPattern(route.pattern));
  // Found on disk, not listed here: these few are only a check that discovery sees the tree.
  expect(admin.map((route) => route.pattern)).toEqual(expect.arrayContaining(['/admin', '/admin/manage-visas/[slug]/edit', '/admin/leads/export', '/api/1.0/admin/blog/create-blog']));
  expect(admin.every((route) => route.methods.length > 0), 'every admin route exports a method').toBe(true);
  const actions = discoverServerActions();
  expect(actions.map((action) => action.exportedName)).toEqual(expect.arrayContaining(['createVisa', 'deleteBlog', 'signOut', 'retryDeliveryAction']));
  // Every action outside the admin area is one a visitor may run: the login form's two steps, the
  // acceptance of an invitation, the applicant's code on a new device (e2e/portal-security.spec.ts),
  // and a person's request about their data with its two ways to confirm (e2e/privacy.spec.ts), nothing else.
  const publicActions = actions.filter((action) => !isAdminAction(action));
  expect(publicActions.map((action) => action.exportedName).sort()).toEqual([
    'acceptInvitation',
    'askAboutMyData',
    'confirmMyRequest',
    'enterMyCode',
    'logIn',
    'requestPortalCode',
    'verifyPortalCode',
    'verifySecondFactor',
  ]);
  console.log(`admin surface: ${admin.filter((r) => r.kind === 'page').length} pages, ${admin.filter((r) => r.kind === 'route').length} route handlers, ${actions.length - publicActions.length} actions`);
});

test('the request bodies are ones an admin succeeds with (so the refusals below mean something)', async () => {
  const update = discoverServerActions().find((action) => action.exportedName === 'updateVisa')!;
  const { headers, body } = await actionBody('updateVisa', update.id, { title: `Control ${marker}` });
  const answer = await rawRequest('POST', `/admin/manage-visas/${setup.visaSlug}/edit`, { ...asAdmin(), ...headers }, body);
  expect(answer.status, answer.body.slice(0, 300)).toBe(200);
  expect((await (await e2eStore()).visas.getBySlug(setup.visaSlug))?.title).toBe(`Control ${marker}`);
  // And the real admin cookie opens every admin page (the refusals are about the session only).
  for (const request of routeRequests().filter(isPageDocument)) {
    const page = await rawRequest('GET', request.path, { ...asAdmin(), accept: 'text/html' });
    expect(page.status, request.target).toBe(200);
    expect(streamsForbidden(page.body) || streamsLoginRedirect(page.body), `${request.target} streams no refusal to the owner`).toBe(false);
  }
  // The staff actions' bodies are read as the form they stand for: the owner "changes" the
  // victim's role to the one it has (nothing changes, nothing is audited) and is told so.
  const roleChange = discoverServerActions().find((action) => action.exportedName === 'changeStaffRole')!;
  const sameRole = await actionBody('changeStaffRole', roleChange.id, { role: 'sales' });
  const changed = await rawRequest('POST', '/admin/staff', { ...asAdmin(), ...sameRole.headers }, sameRole.body);
  expect(changed.status, changed.body.slice(0, 300)).toBe(200);
  expect(changed.body).toContain('is now Sales');
  expect((await (await e2eStore()).admins.findById(setup.victimId))?.role).toBe('sales');
  // The staff page and the audit log show the owner what a refused role must never see.
  const staff = await rawRequest('GET', '/admin/staff', { ...asAdmin(), accept: 'text/html' });
  expect(staff.body).toContain(`staff-${marker}@`);
  expect(staff.body).toContain(`invited-${marker}`);
  expect((await rawRequest('GET', '/admin/audit', { ...asAdmin(), accept: 'text/html' })).body).toContain(`staff-${marker}@`);
  // A cookie sealed here with the server's secret and the admin's version is accepted: the
  // expired and stale ones are refused for what is wrong with them, not for how they were made.
  const admin = (await (await e2eStore()).admins.findByEmail(e2eAdmin.email))!;
  const sealed = await sealWithServerSecret({ adminId: admin._id, sessionVersion: admin.sessionVersion });
  expect((await rawRequest('GET', `${API}/admin/blog/blogs`, { cookie: cookieHeader(sealed) })).status).toBe(200);
});

test('every admin page, handler and action refuses every bad session and the proxy bypasses, and changes nothing', async () => {
  test.setTimeout(600_000);
  const log = new CaseLog(SPEC, 'matrix');
  const before = await storeSnapshot();
  const requests = [...routeRequests(), ...actionRequests()];
  expect(requests.length).toBeGreaterThan(20);
  const jobs = requests.flatMap((request) =>
    setup.variants.map((variant) => async () => {
      const { headers, body } = await request.build();
      const sent = { ...headers, ...variant.headers, 'x-forwarded-for': uniqueIp() };
      const answer = await rawRequest(request.method, request.path, sent, body);
      const verdict = await refused(answer, { ...variant.headers, accept: headers.accept ?? 'text/html' });
      log.record(`${request.target} with ${variant.name}`, !verdict.ok, verdict.why);
    }),
  );
  try {
    await inBatches(jobs);
  } finally {
    log.save();
  }
  expect(log.failures, JSON.stringify(log.failures.slice(0, 20), null, 1)).toEqual([]);
  expect(await storeSnapshot()).toEqual(before);
  for (const slug of refusedSlugs) {
    expect(await (await e2eStore()).visas.getBySlug(slug), slug).toBeNull();
    expect(await (await e2eStore()).blogs.getBySlug(slug), slug).toBeNull();
  }
});

test('every role reaches exactly its part: what the role lacks is refused, the pages it allows open, and nothing changes', async () => {
  test.setTimeout(600_000);
  const log = new CaseLog(SPEC, 'roles');
  const requests = [...routeRequests(), ...actionRequests()];
  expect(requests.filter((request) => request.need === undefined).map((request) => request.target), 'every admin request has a known need (PATH_NEEDS, ACTION_FILE_NEEDS)').toEqual([]);
  const before = await storeSnapshot();

  const wronglyRefused: string[] = [];
  const notTried: string[] = [];
  const refusals = new Map<string, number>();
  let opened = 0;
  const jobs: (() => Promise<void>)[] = [];
  for (const role of MATRIX_ROLES) {
    const roleCookie = { cookie: cookieHeader(setup.roleSeals[role]) };
    for (const request of requests) {
      const id = `${request.target} as ${role}`;
      if (!roleMay(role, request.need!)) {
        // What the role lacks: sent as it is, it must be refused and change nothing; a page,
        // with a 403 and the 403 page.
        jobs.push(async () => {
          const { headers, body } = await request.build();
          if (request.kind === 'page') {
            const verdict = await refusedByRole(request, { ...headers, ...roleCookie, 'x-forwarded-for': uniqueIp() });
            log.record(id, !verdict.ok, verdict.why);
            if (verdict.ok) refusals.set(verdict.why, (refusals.get(verdict.why) ?? 0) + 1);
            return;
          }
          const answer = await rawRequest(request.method, request.path, { ...headers, ...roleCookie, 'x-forwarded-for': uniqueIp() }, body);
          const verdict = await refused(answer, { ...roleCookie, accept: headers.accept ?? 'text/html' });
          log.record(id, !verdict.ok, verdict.why);
          if (verdict.ok) refusals.set(verdict.why, (refusals.get(verdict.why) ?? 0) + 1);
        });
      } else if (request.kind === 'page') {
        // A page the role may open: 200 with the page, not a streamed 403, 404 or sign-in. An RSC
        // fetch without its cache-busting `_rsc` parameter is redirected to the URL with it first.
        jobs.push(async () => {
          const { headers } = await request.build();
          const answer = await getFollowingOwnRedirects(request.path, { ...headers, ...roleCookie, 'x-forwarded-for': uniqueIp() });
          const refusedAnyway = answer.status !== 200 || answer.body.includes('NEXT_HTTP_ERROR_FALLBACK') || streamsLoginRedirect(answer.body);
          if (refusedAnyway) wronglyRefused.push(`${id}: ${answer.status}${answer.headers.location ? ` to ${answer.headers.location}` : ''} ${answer.body.match(/NEXT_HTTP_ERROR_FALLBACK;\d+|NEXT_REDIRECT;[^"]*/)?.[0] ?? ''}`.trim());
          else opened += 1;
        });
      } else {
        // Allowed mutations, exports and API reads are never sent with the role's cookie, nor is
        // sign-out or an action on one's own account (it would end or change the session).
        notTried.push(id);
      }
    }
  }
  try {
    await inBatches(jobs);
  } finally {
    log.save();
  }
  console.log(
    `role matrix: ${log.outcomes.size} refused cases tried (${[...refusals].map(([why, count]) => `${count}× ${why}`).join(', ')}), ${opened} allowed pages opened, ${notTried.length} allowed requests not tried`,
  );
  expect(log.failures, JSON.stringify(log.failures.slice(0, 20), null, 1)).toEqual([]);
  expect(wronglyRefused, 'pages the role may open').toEqual([]);
  expect(await storeSnapshot()).toEqual(before);
  for (const slug of refusedSlugs) {
    expect(await (await e2eStore()).visas.getBySlug(slug), slug).toBeNull();
    expect(await (await e2eStore()).blogs.getBySlug(slug), slug).toBeNull();
  }
  // Each role's session is still good: the refusals were about the role, not a lost session.
  for (const role of MATRIX_ROLES) {
    expect((await rawRequest('GET', '/admin', { cookie: cookieHeader(setup.roleSeals[role]), accept: 'text/html' })).status, role).toBe(200);
  }
});

test('path variants of every admin page reach no admin content without a session', async () => {
  test.setTimeout(300_000);
  const log = new CaseLog(SPEC, 'path-variants');
  // The address variants are of /admin (the preview's own address is tried by the matrix above).
  const pages = routeRequests().filter((request) => isPageDocument(request) && request.path.startsWith('/admin'));
  const variantsOf = (path: string): string[] => {
    const rest = path.slice('/admin'.length); // "" or "/manage-visas/..."
    const variants = ['/ADMIN' + rest, '/Admin' + rest, `${path}/`, '/%61dmin' + rest, '/%41DMIN' + rest, `/${path}`, `/.${path}`, `/admin/.${rest || '/'}`, `/x/..${path}`, '/admin%00' + rest, `${path};`, `${path}%20`];
    if (rest) variants.push(`/admin%2F${rest.slice(1)}`, `/admin%2f${rest.slice(1)}`, `/admin/.${rest}`, `/admin//${rest.slice(1)}`, `/admin/x/..${rest}`, `/admin%5C${rest.slice(1)}`);
    return [...new Set(variants)];
  };
  const jobs = pages.flatMap((page) =>
    variantsOf(page.path).flatMap((variant) =>
      ([{}, { 'x-middleware-subrequest': 'src/middleware:middleware:middleware:middleware:middleware' }, { cookie: 'zv_admin=Fe26.2**forged**cookie' }] as Record<string, string>[]).map((extra) => async () => {
        const headers: Record<string, string> = { accept: 'text/html', ...extra };
        const answer = await rawRequest('GET', variant, { ...headers, 'x-forwarded-for': uniqueIp() });
        // A path the server cannot parse may also be refused with 400.
        const verdict = answer.status === 400 ? { ok: !answer.body.includes(`meta-${marker}`), why: '400' } : await refused(answer, headers);
        log.record(`GET ${variant} (${page.target}) ${Object.keys(extra).join(' ') || 'no cookie'}`, !verdict.ok, verdict.why);
      }),
    ),
  );
  try {
    await inBatches(jobs);
  } finally {
    log.save();
  }
  expect(log.failures, JSON.stringify(log.failures.slice(0, 20), null, 1)).toEqual([]);
});
