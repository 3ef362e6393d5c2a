import 'server-only';
import { recordAudit } from '@/lib/audit/record';
import { authenticate, InvalidCredentialsError, TooManyAttemptsError } from '@/lib/auth/authenticate';
import { knownDeviceAdminId, rememberDevice } from '@/lib/auth/known-device';
import { ACCOUNT_DISABLED, apiLoginSchema, BOTH_FIELDS_REQUIRED, CODE_REQUIRED, WRONG_CODE } from '@/lib/auth/login-schema';
import { loginThrottle } from '@/lib/auth/login-throttle-instance';
import { isCrossOriginMutation } from '@/lib/auth/request-guards';
import { checkSecondFactor, describeProof } from '@/lib/auth/second-factor';
import { clientIp } from '@/lib/client-address';
import { startAdminSession } from '@/lib/auth/session';
import { getEnv } from '@/lib/config/env';
import { ValidationError } from '@/lib/errors';
import { getStore } from '@/lib/store';
import { readJsonBody } from './json-body';
import { answer, ok } from './respond';
import { apiRoute } from './route-handlers';

export const NOT_A_LOGIN_OBJECT = 'The request body must be a JSON object with email and password';

/**
 * POST /api/1.0/auth/login: JSON {email, password} with string values, plus `code` (the
 * authenticator app's code or a backup code) for an account with a second factor. Answers the
 * admin ({_id, email, displayName}, as the old server did; never the hash) and sets the session cookie; 400 for a
 * body that is not JSON or lacks a field, 401 for wrong credentials or a missing or wrong code
 * (`data.secondFactorRequired` tells a client to ask for one), 403 for a disabled account, 429
 * with Retry-After while locked out. A login posted from another site is refused, so no page
 * elsewhere can sign a visitor in.
 */
export const login = apiRoute(async (request) => {
  if (isCrossOriginMutation(request, getEnv().API_CORS_ORIGINS)) return answer(403, 'Cross-origin requests are not allowed', null);
  const body = await readJsonBody(request);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ValidationError(NOT_A_LOGIN_OBJECT, { form: [NOT_A_LOGIN_OBJECT] });
  }
  const parsed = apiLoginSchema.safeParse(body);
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (fieldErrors[issue.path.join('.') || 'form'] ??= []).push(issue.message);
    throw new ValidationError(parsed.error.issues[0]?.message ?? BOTH_FIELDS_REQUIRED, fieldErrors);
  }
  const store = await getStore();
  const ip = clientIp(request.headers);
  const audit = { headers: request.headers };
  const deviceAdminId = await knownDeviceAdminId();
  let admin;
  try {
    admin = await authenticate({ store, throttle: loginThrottle() }, { ...parsed.data, ip, knownDeviceAdminId: deviceAdminId });
  } catch (error) {
    if (error instanceof InvalidCredentialsError || error instanceof TooManyAttemptsError) {
      const detail = error instanceof InvalidCredentialsError ? 'wrong e-mail or password (API)' : 'locked out after repeated failures (API)';
      await recordAudit({ ...audit, action: 'sign-in-failed', actor: { _id: null, email: parsed.data.email.toLowerCase() }, detail });
    }
    throw error;
  }
  if (admin.disabled) {
    await recordAudit({ ...audit, action: 'sign-in-failed', actor: admin, detail: 'account disabled (API)' });
    return answer(403, ACCOUNT_DISABLED, null);
  }
  let proofDetail: string | null = null;
  if (admin.totpSecret) {
    if (!parsed.data.code) return answer(401, CODE_REQUIRED, { secondFactorRequired: true });
    let proof;
    try {
      proof = await checkSecondFactor({ store, throttle: loginThrottle() }, { admin, code: parsed.data.code, ip });
    } catch (error) {
      if (error instanceof TooManyAttemptsError) await recordAudit({ ...audit, action: 'sign-in-failed', actor: admin, detail: 'second-factor code locked out after repeated failures (API)' });
      throw error;
    }
    if (!proof) {
      await recordAudit({ ...audit, action: 'sign-in-failed', actor: admin, detail: 'wrong second-factor code (API)' });
      return answer(401, WRONG_CODE, { secondFactorRequired: true });
    }
    proofDetail = describeProof(proof);
  }
  await startAdminSession(admin);
  await rememberDevice(admin._id);
  await recordAudit({ ...audit, action: 'sign-in', actor: admin, detail: proofDetail ? `API, ${proofDetail}` : 'API' });
  return ok({ _id: admin._id, email: admin.email, displayName: admin.displayName }, 'Logged in successfully');
});
