import 'server-only';
import { authenticate } from '@/lib/auth/authenticate';
import { knownDeviceAdminId, rememberDevice } from '@/lib/auth/known-device';
import { BOTH_FIELDS_REQUIRED, loginSchema } from '@/lib/auth/login-schema';
import { loginThrottle } from '@/lib/auth/login-throttle-instance';
import { isCrossOriginMutation } from '@/lib/auth/request-guards';
import { clientIp } from '@/lib/rate-limit';
import { startAdminSession } from '@/lib/auth/session';
import { getEnv } from '@/lib/config/env';
import { ValidationError } from '@/lib/errors';
import { getStore } from '@/lib/store';
import { readJsonBody } from './json-body';
import { answer, ok } from './respond';
import { apiRoute } from './route-handlers';

export const NOT_A_LOGIN_OBJECT = 'The request body must be a JSON object with email and password';

/**
 * POST /api/1.0/auth/login: JSON {email, password} with string values. Answers the admin
 * ({_id, email, displayName}, never the hash) and sets the session cookie; 400 for a body that is
 * not JSON or lacks a field, 401 for wrong credentials, 429 with Retry-After while locked out.
 * A login posted from another site is refused, so no page elsewhere can sign a visitor in.
 */
export const login = apiRoute(async (request) => {
  if (isCrossOriginMutation(request, getEnv().API_CORS_ORIGINS)) return answer(403, 'Cross-origin requests are not allowed', null);
  const body = await readJsonBody(request);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ValidationError(NOT_A_LOGIN_OBJECT, { form: [NOT_A_LOGIN_OBJECT] });
  }
  const parsed = loginSchema.safeParse(body);
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (fieldErrors[issue.path.join('.') || 'form'] ??= []).push(issue.message);
    throw new ValidationError(parsed.error.issues[0]?.message ?? BOTH_FIELDS_REQUIRED, fieldErrors);
  }
  const admin = await authenticate(
    { store: await getStore(), throttle: loginThrottle() },
    { ...parsed.data, ip: clientIp(request.headers), knownDeviceAdminId: await knownDeviceAdminId() },
  );
  await startAdminSession(admin);
  await rememberDevice(admin._id);
  return ok({ _id: admin._id, email: admin.email, displayName: admin.displayName }, 'Logged in successfully');
});
