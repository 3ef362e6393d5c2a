import 'server-only';
import { Readable } from 'node:stream';
import { isCrossOriginMutation } from '@/lib/auth/request-guards';
import { requireAdminForApi } from '@/lib/auth/require-admin';
import { getEnv } from '@/lib/config/env';
import { AppError, httpStatusOf, ValidationError } from '@/lib/errors';
import { getStore } from '@/lib/store';
import type { Store } from '@/lib/store/store';
import { documentVault, getCaseConfig } from './case-config';
import type { Case } from './case-repository';
import { uploadTargetSchema } from './case-schemas';
import { MAX_DOCUMENT_BYTES } from './constants';
import { documentResponse } from './read-document';
import { TOO_LARGE } from './seal-document';
import { resolvePortalLink } from './portal-access';
import { isTrustedDevice } from './portal-device';
import { LINK_CLOSED } from './portal-result';
import { uploadDocument } from './upload-document';

/**
 * The route handlers of documents: the applicant's upload and view through the portal, and staff's
 * view. One refusal for everything that is not theirs: a file id of another case, a guessed one,
 * and an unknown one all answer the same 404, so nothing tells them apart.
 */

const json = (status: number, message: string, extra: Record<string, unknown> = {}) =>
  Response.json({ ok: status < 300, message, ...extra }, { status, headers: { 'cache-control': 'no-store' } });
const NOT_FOUND = 'Not found.';
const ID = /^[0-9a-f]{24}$/;

/** The case a request's portal link and device open, or the answer to send instead. */
async function portalCase(store: Store, token: string, now: Date): Promise<Case | Response> {
  const opened = await resolvePortalLink(store, token, now);
  if (!opened) return json(404, LINK_CLOSED);
  if (!(await isTrustedDevice(opened.link._id, now))) return json(403, 'Open the page and type the code we e-mail you first.');
  return opened.record;
}

/**
 * The site's one cross-origin rule (SITE_URL allowed, as for the forms), and an Origin required
 * besides: uploads come only from the portal page's fetch, which always sends one, so a request
 * without it is not the page's.
 */
function fromThisSite(request: Request): boolean {
  return request.headers.get('origin') !== null && !isCrossOriginMutation(request, [getEnv().SITE_URL]);
}

/** POST /case/{token}/upload?traveller=…&item=…: the file as the request body, its name in `x-file-name`. */
export async function handlePortalUpload(request: Request, token: string): Promise<Response> {
  if (!fromThisSite(request)) return json(403, 'Uploads are taken from the application page only.');
  const store = await getStore();
  const now = new Date();
  const record = await portalCase(store, token, now);
  if (record instanceof Response) return record;
  const url = new URL(request.url);
  const target = uploadTargetSchema.safeParse({ travellerId: url.searchParams.get('traveller'), itemId: url.searchParams.get('item') });
  if (!target.success) return json(400, 'Which document is this for? Choose it on the checklist.');
  const declared = Number(request.headers.get('content-length') ?? 'NaN');
  if (Number.isFinite(declared) && declared > MAX_DOCUMENT_BYTES) return json(413, TOO_LARGE);
  if (!request.body) return json(400, 'The file is empty.');
  const rawName = request.headers.get('x-file-name');
  let fileName: string | null = null;
  try {
    fileName = rawName ? decodeURIComponent(rawName) : null;
  } catch {
    fileName = null;
  }
  const config = getCaseConfig();
  try {
    const { file } = await uploadDocument(
      { store, keyring: config.keyring, vault: await documentVault(store), siteUrl: config.siteUrl, now: () => new Date() },
      record,
      target.data,
      { bytes: Readable.fromWeb(request.body as import('node:stream/web').ReadableStream), fileName },
    );
    return json(201, 'Received. We will check it and tell you if anything is missing.', { fileId: file._id });
  } catch (error) {
    if (error instanceof ValidationError) return json(error.message === TOO_LARGE ? 413 : 400, error.message);
    if (error instanceof AppError) return json(httpStatusOf(error), error.message);
    console.error('[cases] upload failed', error);
    return json(500, 'The upload failed on our side. Please try again in a moment.');
  }
}

async function documentOf(store: Store, caseId: string, fileId: string) {
  if (!ID.test(fileId)) return null;
  const file = await store.caseFiles.get(fileId);
  return file && file.caseId === caseId ? file : null;
}

const dispositionOf = (request: Request) => (new URL(request.url).searchParams.get('download') === '1' ? 'attachment' : 'inline');

/** GET /case/{token}/files/{fileId}: a document of this link's case, to the device that typed the code. */
export async function handlePortalFile(request: Request, token: string, fileId: string): Promise<Response> {
  const store = await getStore();
  const record = await portalCase(store, token, new Date());
  if (record instanceof Response) return record;
  const file = await documentOf(store, record._id, fileId);
  if (!file) return json(404, NOT_FOUND);
  const config = getCaseConfig();
  return documentResponse({ store, keyring: config.keyring, vault: await documentVault(store) }, file, { kind: 'applicant', name: record.applicant.name }, dispositionOf(request));
}

/** GET /admin/cases/{id}/files/{fileId}: a document, to staff whose role works cases. */
export async function handleStaffFile(request: Request, caseId: string, fileId: string): Promise<Response> {
  const session = await requireAdminForApi(request, { capability: 'cases' });
  if (session instanceof Response) return session;
  const store = await getStore();
  const file = ID.test(caseId) ? await documentOf(store, caseId, fileId) : null;
  if (!file) return json(404, NOT_FOUND);
  const config = getCaseConfig();
  return documentResponse(
    { store, keyring: config.keyring, vault: await documentVault(store) },
    file,
    { kind: 'staff', id: session.admin._id, email: session.admin.email },
    dispositionOf(request),
  );
}
