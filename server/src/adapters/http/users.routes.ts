import type { FastifyInstance } from 'fastify';
import { guestSessionInfo } from '../../application/session/session-info.ts';
import { CSRF_TOKEN_NAME } from '../../domain/csrf/csrf-token.rules.ts';
import type { RandomSource } from '../../ports/random-source.ts';
import { requireAcceptsJson } from './accepts-json.ts';
import { type CookieSettings, readSignedCookie, writeCsrfCookie } from './cookies.ts';

export interface UsersRoutesDeps {
  readonly random: RandomSource;
  readonly cookies: CookieSettings;
}

export function usersRoutes(deps: UsersRoutesDeps) {
  return async (app: FastifyInstance) => {
    // Craft answers session-info to any method; GET is the one that needs no CSRF token.
    app.route({
      method: ['GET', 'POST'],
      url: '/actions/users/session-info',
      handler: async (request, reply) => {
        requireAcceptsJson(request);
        const result = guestSessionInfo(deps, readSignedCookie(request, CSRF_TOKEN_NAME));
        if (result.issuedNewToken) writeCsrfCookie(reply, deps.cookies, result.rawCsrfToken);
        reply.header('cache-control', 'no-store');
        return result.info;
      },
    });
  };
}
