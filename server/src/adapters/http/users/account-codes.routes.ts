// Links from account mails: e-mail verification / activation and password reset, as Craft's
// users/verify-email, users/send-password-reset-email and users/set-password, plus the storefront's
// JSON verify-email endpoint.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type PasswordResetDeps,
  requestPasswordReset,
  type SetPasswordFailure,
  setPasswordWithCode,
} from '../../../application/users/password-reset.ts';
import { verifyEmail, type VerifyEmailDeps } from '../../../application/users/verify-email.ts';
import { acceptsJson } from '../craft/accepts-json.ts';
import { asBody, optionalString, requiredString } from '../body/body-params.ts';
import { clearCartCookie } from '../session/cookies.ts';
import { controlParamsOf } from '../craft/craft-control-params.ts';
import { actionPath, craftRespond, type CraftRespondDeps } from '../craft/craft-respond.ts';
import { HttpError } from '../craft/craft-response.ts';
import { type CsrfDeps, issueCsrfToken } from '../csrf/csrf-token.ts';
import {
  accountCheck,
  enforceRateLimits,
  ipCheck,
  type RateLimitGuardDeps,
} from '../hooks/rate-limit.guard.ts';
import { endSession, type SessionDeps } from '../session/session.ts';
import { yiiRedirect } from '../craft/yii-redirect.ts';

export interface AccountCodesRoutesDeps
  extends PasswordResetDeps, VerifyEmailDeps, SessionDeps, CsrfDeps, CraftRespondDeps {
  readonly rateLimits: RateLimitGuardDeps;
  readonly commerceCmsSegment: string;
  readonly cartCookieName: string;
}

const INVALID_CODE = 'InvalidVerificationCode';

function param(request: FastifyRequest, name: string): string | undefined {
  const fromBody = optionalString(asBody(request.body), name);
  const query = (request.query ?? {}) as Record<string, unknown>;
  const fromQuery = typeof query[name] === 'string' ? (query[name] as string) : undefined;
  return fromBody || fromQuery || undefined;
}

/**
 * Craft's verify-email (UsersController::_processTokenRequest): a link to another existing account signs
 * out whoever is signed in, before the code is even checked. As users/logout: the session ends, Commerce
 * forgets the cart, and the CSRF token is re-issued as a guest's.
 */
async function signOutOtherUser(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: AccountCodesRoutesDeps,
  uid: string,
): Promise<void> {
  const signedIn = request.auth.user;
  if (!signedIn || signedIn.uid === uid || !(await deps.users.findByUid(uid))) return;
  await endSession(request, reply, deps);
  clearCartCookie(reply, deps.cookies, deps.cartCookieName);
  issueCsrfToken(request, reply, deps, null);
}

const emailTakenMessage = (email: string) => `Email "${email}" has already been taken.`;

/** Craft's users/verify-email: the link from an activation or verification mail. */
async function verifyEmailLink(
  deps: AccountCodesRoutesDeps,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const code = param(request, 'code');
  const uid = param(request, 'id') ?? param(request, 'uid');
  if (!code || !uid) throw new HttpError(400, 'Request missing required param');
  await signOutOtherUser(request, reply, deps, uid);
  const result = await verifyEmail(deps, uid, code);
  if (!result.ok) {
    const message =
      result.error.kind === 'email-taken' ? emailTakenMessage(result.error.email) : INVALID_CODE;
    if (acceptsJson(request)) return reply.code(400).send({ message });
    return yiiRedirect(request, reply, '/verify-email?error=invalid', deps.publicUrl);
  }
  // Craft always answers a valid link with a redirect to the success path (the home page).
  return yiiRedirect(request, reply, '/', deps.publicUrl);
}

/** The storefront's JSON verify-email. */
async function verifyEmailApi(
  deps: AccountCodesRoutesDeps,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const body = asBody(request.body);
  const code = optionalString(body, 'code');
  const uid = optionalString(body, 'uid');
  if (!code || !uid) {
    return reply.code(400).send({ success: false, message: 'Invalid verification parameters' });
  }
  const result = await verifyEmail(deps, uid, code);
  if (!result.ok) {
    const message =
      result.error.kind === 'email-taken'
        ? emailTakenMessage(result.error.email)
        : 'The verification link is invalid or has expired.';
    return reply.code(400).send({ success: false, message });
  }
  return {
    success: true,
    message: 'Your e-mail address has been verified.',
    status: 'active',
    email: result.value.email,
  };
}

async function sendPasswordResetEmail(
  deps: AccountCodesRoutesDeps,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const controls = controlParamsOf(deps.hashedParams, request.body);
  const loginName = optionalString(asBody(request.body), 'loginName')?.trim();
  if (!loginName) {
    return reply.code(400).send({
      errors: ['Username or email is required.'],
      message: 'Username or email is required.',
    });
  }
  await enforceRateLimits(deps.rateLimits, request, reply, [
    ipCheck('password-reset-ip', request),
    accountCheck('password-reset-account', loginName),
  ]);
  const result = await requestPasswordReset(deps, loginName);
  if (!result.ok) {
    return reply
      .code(400)
      .send({ errors: ['Invalid username or email.'], message: 'Invalid username or email.' });
  }
  return craftRespond(request, reply, deps, {
    json: { message: 'Password reset email sent.' },
    redirectTo: controls.redirect ?? actionPath(request),
  });
}

function setPasswordFailure(
  deps: AccountCodesRoutesDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  error: SetPasswordFailure,
) {
  switch (error.kind) {
    case 'unknown-user':
      throw new HttpError(400, `Invalid user UID: ${error.uid}`);
    case 'invalid-code':
      if (!acceptsJson(request)) return yiiRedirect(request, reply, '/', deps.publicUrl);
      return reply.code(400).send({ message: INVALID_CODE });
    case 'invalid-password':
      // Craft merges the password errors in as a list, which JSON-encodes with numeric keys.
      return reply.code(400).send({
        ...Object.assign({}, error.errors),
        message: 'Couldn’t update password.',
      });
  }
}

async function setPassword(
  deps: AccountCodesRoutesDeps,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const controls = controlParamsOf(deps.hashedParams, request.body);
  const body = asBody(request.body);
  const code = requiredString(body, 'code');
  const newPassword = requiredString(body, 'newPassword');
  const uid = param(request, 'id');
  if (!uid) throw new HttpError(400, 'Request missing required param');
  const result = await setPasswordWithCode(deps, { uid, code, newPassword });
  if (!result.ok) return setPasswordFailure(deps, request, reply, result.error);
  // Non-JSON: Craft's setPasswordSuccessPath, and its invalidUserTokenPath for a stale code: the
  // site's home page by default.
  const json = { status: result.value.status };
  return craftRespond(request, reply, deps, { json, redirectTo: controls.redirect ?? '/' });
}

export function accountCodesRoutes(deps: AccountCodesRoutesDeps) {
  return async (app: FastifyInstance) => {
    app.route({
      method: ['GET', 'POST'],
      url: '/actions/users/verify-email',
      handler: (request, reply) => verifyEmailLink(deps, request, reply),
    });
    app.post(`/api/v1/${deps.commerceCmsSegment}/verify-email`, (request, reply) =>
      verifyEmailApi(deps, request, reply),
    );
    app.post('/actions/users/send-password-reset-email', (request, reply) =>
      sendPasswordResetEmail(deps, request, reply),
    );
    app.post('/actions/users/set-password', (request, reply) => setPassword(deps, request, reply));
  };
}
