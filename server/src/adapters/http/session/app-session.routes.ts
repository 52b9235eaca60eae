// The storefront's own app session (the shape of nuxt-auth-utils' /api/_auth/session) kept in the same
// server-side session row, and the login/logout sync the storefront calls after signing in or out.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { User } from '../../../domain/users/user.ts';
import { displayName } from '../../../domain/users/user-status.rules.ts';
import { asBody, optionalString } from '../body/body-params.ts';
import { HttpError } from '../craft/craft-response.ts';
import { NOT_AUTHENTICATED } from '../orders/customer-api.routes.ts';
import { endSession, type SessionDeps } from './session.ts';

export interface AppSessionRoutesDeps extends SessionDeps {
  readonly commerceCmsSegment: string;
}

/** Only what the storefront shows; the rest comes from /api/user. */
const sessionUser = (user: User) => ({
  id: user.id,
  uid: user.uid,
  email: user.email,
  username: user.username,
  fullName: user.fullName,
  name: displayName(user),
});

/** The session data as the client sees it: `user` only while somebody is really signed in. */
function view(request: FastifyRequest) {
  const { session, user } = request.auth;
  const { user: _stored, ...data } = session?.data ?? {};
  return { ...data, ...(user && _stored ? { user: _stored } : {}), id: data.id };
}

export function appSessionRoutes(deps: AppSessionRoutesDeps) {
  return async (app: FastifyInstance) => {
    app.get('/api/_auth/session', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // A visitor without a session has an empty one, as h3's useSession answers; it costs no row (a
      // crawler must not grow the database): one is made when there is something to keep, at sign-in.
      if (!request.auth.session) return { id: randomUUID() };
      return view(request);
    });

    app.delete('/api/_auth/session', async (request, reply) => {
      await endSession(request, reply, deps);
      return { loggedOut: true };
    });

    app.post(`/api/v1/${deps.commerceCmsSegment}/session`, async (request, reply) => {
      const action = optionalString(asBody(request.body), 'action');
      const { session, user } = request.auth;
      if (action === 'login') {
        // Never trust a user object from the client: the session's signed-in user is the truth.
        if (!user || !session) throw new HttpError(401, NOT_AUTHENTICATED);
        const data = {
          ...session.data,
          id: session.data.id ?? randomUUID(),
          user: sessionUser(user),
          loggedInAt: deps.clock.now().toISOString(),
        };
        await deps.sessions.saveData(session.idHash, data);
        request.auth.session = { ...session, data };
        return { success: true, session: view(request) };
      }
      if (action === 'logout') {
        if (session) {
          const { user: _user, loggedInAt: _at, ...rest } = session.data;
          await deps.sessions.saveData(session.idHash, rest);
          request.auth.session = { ...session, data: rest };
        }
        reply.header('cache-control', 'no-store');
        return { success: true, session: view(request) };
      }
      throw new HttpError(400, 'The action must be "login" or "logout".');
    });
  };
}
