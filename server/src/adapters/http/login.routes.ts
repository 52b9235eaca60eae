import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { User } from '../../domain/users/user.ts';
import { login, type LoginDeps } from '../../application/users/login.ts';
import { asBody, requiredString } from './body-params.ts';
import { restoreCartOnLogin } from '../../application/cart/restore-cart.ts';
import type { CartRepository } from '../../ports/cart-repository.ts';
import { clearCartCookie, readSignedCookie, writeCartCookie } from './cookies.ts';
import { type ControlParams, controlParamsOf } from './craft-control-params.ts';
import { craftRespond, type CraftRespondDeps, withRedirect } from './craft-respond.ts';
import { serializeUser } from './craft-user.serializer.ts';
import { isTruthyParam } from './php-casts.ts';
import { ipRateLimitSubject } from '../../domain/rate-limit/rate-limit.rules.ts';
import { enforceRateLimits, ipCheck, type RateLimitGuardDeps } from './rate-limit.guard.ts';
import { type CsrfDeps, issueCsrfToken } from './csrf-token.ts';
import { endSession, rotateSession, type SessionDeps } from './session.ts';

export interface LoginRoutesDeps extends LoginDeps, SessionDeps, CsrfDeps, CraftRespondDeps {
  readonly rateLimits: RateLimitGuardDeps;
  readonly cartCookieName: string;
  readonly carts: Pick<CartRepository, 'findByNumber' | 'latestOpenCartOf' | 'assignToCustomer'>;
}

export function loginRoutes(deps: LoginRoutesDeps) {
  const hasher = deps.hashedParams;
  const returnUrl = `${deps.publicUrl}/`;
  /**
   * Craft's answer to a successful login: the user, where to go, and the new identity's CSRF token;
   * a client that does not accept JSON is sent to the signed `redirect`, else the return URL.
   */
  const loginAnswer = (
    request: FastifyRequest,
    reply: FastifyReply,
    user: User,
    { redirect }: ControlParams,
  ) => {
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
  };

  return async (app: FastifyInstance) => {
    app.post('/actions/users/login', async (request, reply) => {
      const controls = controlParamsOf(hasher, request.body);
      // Craft: a signed-in session's login answers with its current user and reads no credentials.
      // That is why the CSRF check lets it through without a token (a double submit), so it must never
      // sign in to another account (login CSRF).
      const current = request.auth.user;
      if (current) return loginAnswer(request, reply, current, controls);
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

      const user = result.value;
      await rotateSession(request, reply, deps, {
        userId: user.id,
        rememberMe: isTruthyParam(body.rememberMe),
      });
      request.auth.user = user;
      // Commerce restores or reassigns the customer's cart after every sign-in.
      const cartNumber = await restoreCartOnLogin(
        deps.carts,
        readSignedCookie(request, deps.cartCookieName),
        user.id,
      );
      if (cartNumber !== null) {
        writeCartCookie(reply, deps.cookies, deps.cartCookieName, cartNumber);
      }
      return loginAnswer(request, reply, user, controls);
    });

    app.post('/actions/users/logout', async (request, reply) => {
      await endSession(request, reply, deps);
      // Commerce forgets the session's cart on logout.
      clearCartCookie(reply, deps.cookies, deps.cartCookieName);
      // Non-JSON: Craft's postLogoutRedirect, the site's home page.
      const json = { csrfTokenValue: issueCsrfToken(request, reply, deps, null) };
      return craftRespond(request, reply, deps, { json, redirectTo: '/' });
    });
  };
}
