import type { FastifyInstance } from 'fastify';
import {
  CSRF_FAILURE_MESSAGE,
  CSRF_HEADER,
  CSRF_TOKEN_NAME,
  isSubmittedTokenValid,
} from '../../domain/csrf/csrf-token.rules.ts';
import { readSignedCookie } from './cookies.ts';
import { HttpError } from './craft-response.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Paths whose non-safe requests carry a CSRF token, as every Craft controller action does. */
const isProtectedPath = (url: string): boolean =>
  url.startsWith('/actions/') || url.startsWith('/api/');

function submittedToken(headers: Record<string, unknown>, body: unknown): string | undefined {
  const header = headers[CSRF_HEADER];
  if (typeof header === 'string' && header) return header;
  if (body && typeof body === 'object' && CSRF_TOKEN_NAME in body) {
    const value = (body as Record<string, unknown>)[CSRF_TOKEN_NAME];
    return typeof value === 'string' ? value : undefined;
  }
  return undefined;
}

/** Craft/Yii: non-safe methods must carry a token (header or body param) matching the CSRF cookie. */
export function registerCsrfCheck(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    if (SAFE_METHODS.has(request.method) || !isProtectedPath(request.url)) return;
    const raw = readSignedCookie(request, CSRF_TOKEN_NAME);
    if (!isSubmittedTokenValid(submittedToken(request.headers, request.body), raw)) {
      throw new HttpError(400, CSRF_FAILURE_MESSAGE);
    }
  });
}
