import 'server-only';
import { type AdminSession, requireAdminForApi } from '@/lib/auth/require-admin';
import { errorAnswer } from './respond';

/** What Next passes to a handler under a dynamic segment named [id]. */
export interface IdContext {
  params: Promise<{ id: string }>;
}

type Handler<Context> = (request: Request, context: Context) => Promise<Response>;

const where = (request: Request) => `${request.method} ${new URL(request.url).pathname}`;

/** A handler whose thrown errors become JSON answers (typed errors keep their status). */
export function apiRoute<Context = unknown>(run: Handler<Context>): Handler<Context> {
  return async (request, context) => {
    try {
      return await run(request, context);
    } catch (error) {
      return errorAnswer(error, where(request));
    }
  };
}

/**
 * An admin handler of /api/1.0 (visas and blog posts: the content capability, lib/auth/roles.ts):
 * the session is checked first, before anything reads the body, so a request without a valid
 * session (401), from a role without the right or a mutation from another site (403) changes
 * nothing.
 */
export function adminRoute<Context = unknown>(
  run: (request: Request, context: Context, session: AdminSession) => Promise<Response>,
): Handler<Context> {
  return apiRoute(async (request, context) => {
    const session = await requireAdminForApi(request, { capability: 'content' });
    if (session instanceof Response) return session;
    return run(request, context, session);
  });
}
