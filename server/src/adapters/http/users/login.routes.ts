import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { User } from '../../../domain/users/user.ts';
import { login, type LoginDeps } from '../../../application/users/login.ts';
import { asBody, requiredString } from '../body/body-params.ts';
import { restoreCartOnLogin } from '../../../application/cart/restore-cart.ts';
import type { CartRepository } from '../../../ports/cart/cart-repository.ts';
import { clearCartCookie, readSignedCookie, writeCartCookie } from '../session/cookies.ts';
import { type ControlParams, controlParamsOf } from '../craft/craft-control-params.ts';
import { craftRespond, type CraftRespondDeps, withRedirect } from '../craft/craft-respond.ts';
import { serializeUser } from './craft-user.serializer.ts';
import { isTruthyParam } from '../craft/php-casts.ts';
import { ipRateLimitSubject } from '../../../domain/rate-limit/rate-limit.rules.ts';
import { enforceRateLimits, ipCheck, type RateLimitGuardDeps } from '../hooks/rate-limit.guard.ts';
import { type CsrfDeps, issueCsrfToken } from '../csrf/csrf-token.ts';
import { endSession, rotateSession, type SessionDeps } from '../session/session.ts';

export interface LoginRoutesDeps extends LoginDeps, SessionDeps, CsrfDeps, CraftRespondDeps {
  readonly rateLimits: RateLimitGuardDeps;
  readonly cartCookieName: string;
  readonly carts: Pick<CartRepository, 'findByNumber' | 'latestOpenCartOf' | 'assignToCustomer'>;
}

/**
 * Craft's answer to a successful login: the user, where to go, and the new identity's CSRF token;
 * a client that does not accept JSON is sent to the signed `redirect`, else the return URL.
 */
function loginAnswer(
  deps: LoginRoutesDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  user: User,
  { redirect }: ControlParams,
) {
  const returnUrl = `${deps.publicUrl}/`;
  const json = {
    returnUrl,
    csrfTokenValue: issueCsrfToken(request, reply, deps, user.id),
    modelName: 'user',
    user: serializeUser(user, deps.clock.now(), user.id),
  };
  return craftRespond(request, reply, deps, {
    json: withRedirect(json, redirect),
    redirectTo: redirect ?? returnUrl,
  });
}

/** Signs the user in: a new session, and the customer's cart restored or reassigned as Commerce does. */
async function startSession(
  deps: LoginRoutesDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  user: User,
  rememberMe: boolean,
) {
  await rotateSession(request, reply, deps, { userId: user.id, rememberMe });
  request.auth.user = user;
  const cartNumber = await restoreCartOnLogin(
    deps.carts,
    readSignedCookie(request, deps.cartCookieName),
    user.id,
  );
  if (cartNumber !== null) {
    writeCartCookie(reply, deps.cookies, deps.cartCookieName, cartNumber);
  }
}

async function logIn(deps: LoginRoutesDeps, request: FastifyRequest, reply: FastifyReply) {
  const controls = controlParamsOf(deps.hashedParams, request.body);
  // Craft: a signed-in session's login answers with its current user and reads no credentials.
  // That is why the CSRF check lets it through without a token (a double submit), so it must never
  // sign in to another account (login CSRF).
  const current = request.auth.user;
  if (current) return loginAnswer(deps, request, reply, current, controls);
  const body = asBody(request.body);
  const loginName = requiredString(body, 'loginName');
  const password = requiredString(body, 'password');
  await enforceRateLimits(deps.rateLimits, request, reply, [ipCheck('login-ip', request)]);
  const result = await login(deps, {
    loginName,
    password,
    ip: request.ip,
    client: ipRateLimitSubject(request.ip),
  });
  if (!result.ok) return reply.code(400).send(result.error);
  await startSession(deps, request, reply, result.value, isTruthyParam(body.rememberMe));
  return loginAnswer(deps, request, reply, result.value, controls);
}

async function logOut(deps: LoginRoutesDeps, request: FastifyRequest, reply: FastifyReply) {
  await endSession(request, reply, deps);
  // Commerce forgets the session's cart on logout.
  clearCartCookie(reply, deps.cookies, deps.cartCookieName);
  // Non-JSON: Craft's postLogoutRedirect, the site's home page.
  const json = { csrfTokenValue: issueCsrfToken(request, reply, deps, null) };
  return craftRespond(request, reply, deps, { json, redirectTo: '/' });
}

export function loginRoutes(deps: LoginRoutesDeps) {
  return async (app: FastifyInstance) => {
    app.post('/actions/users/login', (request, reply) => logIn(deps, request, reply));
    app.post('/actions/users/logout', (request, reply) => logOut(deps, request, reply));
  };
}
