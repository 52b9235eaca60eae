import type { FastifyInstance } from 'fastify';
import {
  CSRF_FAILURE_MESSAGE,
  CSRF_HEADER,
  CSRF_TOKEN_NAME,
  isSubmittedTokenValid,
} from '../../../domain/csrf/csrf-token.rules.ts';
import type { Digest } from '../../../ports/system/digest.ts';
import { readSignedCookie } from '../session/cookies.ts';
import { HttpError } from '../craft/craft-response.ts';
import { isRawTokenFor } from './csrf-identity.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Routes whose non-safe requests carry a CSRF token, as every Craft controller action does. */
const isProtectedRoute = (route: string): boolean =>
  route.startsWith('/actions/') || route.startsWith('/api/') || route === '/shop-api';

/** Craft lets a signed-in user post the login form again without a token (double-submit guard). */
const isExempt = (route: string, signedIn: boolean) =>
  (signedIn && route === '/actions/users/login') ||
  route === '/actions/commerce/payments/complete-payment';

/** The tokens a request submits: the header and the body param, either of which may validate. */
function submittedTokens(headers: Record<string, unknown>, body: unknown): string[] {
  const header = headers[CSRF_HEADER];
  const param =
    body && typeof body === 'object' && Object.hasOwn(body, CSRF_TOKEN_NAME)
      ? (body as Record<string, unknown>)[CSRF_TOKEN_NAME]
      : undefined;
  return [header, param].filter((token): token is string => typeof token === 'string' && !!token);
}

/**
 * Craft/Yii: non-safe methods must carry a token that unmasks to the raw token in the CSRF cookie, and
 * that raw token must belong to the identity making the request. Yii accepts the request when either
 * the CRAFT_CSRF_TOKEN body param or the X-CSRF-Token header validates, so a stale header does not
 * hide a fresh token in the form.
 */
export function registerCsrfCheck(
  app: FastifyInstance,
  deps: { digest: Digest; sessionSecret: string },
): void {
  app.addHook('preHandler', async (request) => {
    // The route the router matched, not the raw URL: `/%61ctions/...` routes to `/actions/...`.
    const route = request.routeOptions.url;
    if (SAFE_METHODS.has(request.method) || route === undefined || !isProtectedRoute(route)) return;
    const userId = request.auth.user?.id ?? null;
    if (isExempt(route, userId !== null)) return;
    const raw = readSignedCookie(request, CSRF_TOKEN_NAME);
    const valid =
      raw !== undefined &&
      isRawTokenFor({ digest: deps.digest, secret: deps.sessionSecret }, raw, userId) &&
      submittedTokens(request.headers, request.body).some((token) =>
        isSubmittedTokenValid(token, raw),
      );
    if (!valid) throw new HttpError(400, CSRF_FAILURE_MESSAGE);
  });
}
