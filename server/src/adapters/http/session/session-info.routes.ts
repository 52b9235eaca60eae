import type { FastifyInstance } from 'fastify';
import { remainingSeconds } from '../../../domain/session/session.rules.ts';
import { CSRF_TOKEN_NAME } from '../../../domain/csrf/csrf-token.rules.ts';
import type { Clock } from '../../../ports/system/clock.ts';
import { requireAcceptsJson } from '../craft/accepts-json.ts';
import { type CsrfDeps, issueCsrfToken } from '../csrf/csrf-token.ts';

export interface SessionInfoRoutesDeps extends CsrfDeps {
  readonly clock: Clock;
}

export function sessionInfoRoutes(deps: SessionInfoRoutesDeps) {
  return async (app: FastifyInstance) => {
    // Craft answers session-info to any method; GET is the one that needs no CSRF token.
    app.route({
      method: ['GET', 'POST'],
      url: '/actions/users/session-info',
      handler: async (request, reply) => {
        requireAcceptsJson(request);
        const { user, session } = request.auth;
        reply.header('cache-control', 'no-store');
        const csrf = {
          csrfTokenName: CSRF_TOKEN_NAME,
          csrfTokenValue: issueCsrfToken(request, reply, deps, user?.id ?? null),
        };
        if (!user || !session) return { isGuest: true, timeout: 0, ...csrf };
        return {
          isGuest: false,
          timeout: remainingSeconds(session.expiresAt, deps.clock.now()),
          ...csrf,
          id: user.id,
          uid: user.uid,
          username: user.username,
          email: user.email,
        };
      },
    });
  };
}
