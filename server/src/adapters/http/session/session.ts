// The server-side session behind the opaque `CraftSessionId` cookie: loaded once per request, rotated on
// sign-in and sign-out (a new id every time: no fixation), extended while the user is active.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  expiryFrom,
  REMEMBERED_SESSION_SECONDS,
  sessionLengthSeconds,
  shouldExtend,
} from '../../../domain/session/session.rules.ts';
import type { User } from '../../../domain/users/user.ts';
import type { Clock } from '../../../ports/system/clock.ts';
import type { Digest } from '../../../ports/system/digest.ts';
import type { RandomSource } from '../../../ports/system/random-source.ts';
import type { SessionRepository, StoredSession } from '../../../ports/users/session-repository.ts';
import type { UserRepository } from '../../../ports/users/user-repository.ts';
import type { CookieSettings } from './cookies.ts';
import { readSignedCookie } from './cookies.ts';

export const SESSION_COOKIE = 'CraftSessionId';

export interface SessionDeps {
  readonly sessions: SessionRepository;
  readonly users: UserRepository;
  readonly digest: Digest;
  readonly random: RandomSource;
  readonly clock: Clock;
  readonly cookies: CookieSettings;
}

export interface RequestAuth {
  session: StoredSession | null;
  user: User | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth;
  }
}

/**
 * By the route the router matched (`/%61ctions/...` routes to `/actions/...`; none for a 404): the actions
 * and APIs, and the customer photos only their owners may see.
 */
const needsSession = (route: string | undefined) =>
  route !== undefined &&
  (route.startsWith('/actions/') ||
    route.startsWith('/api/') ||
    route.startsWith('/img/user-photos/'));

export function registerSessions(app: FastifyInstance, deps: SessionDeps): void {
  app.decorateRequest('auth', null as unknown as RequestAuth);
  app.addHook('onRequest', async (request) => {
    request.auth = { session: null, user: null };
    if (!needsSession(request.routeOptions.url)) return;
    const token = readSignedCookie(request, SESSION_COOKIE);
    if (!token) return;
    const now = deps.clock.now();
    const session = await deps.sessions.find(deps.digest.sha256(token), now);
    if (!session) return;
    const user = session.userId === null ? null : await deps.users.findById(session.userId);
    // A session whose user was deleted, disabled or suspended signs nobody in.
    const usable = user && user.enabled && !user.archived && !user.suspended ? user : null;
    request.auth = { session, user: usable };
    if (usable && shouldExtend(session.lastSeenAt, now)) {
      const expiresAt = expiryFrom(now, sessionLengthSeconds(session.rememberMe));
      await deps.sessions.extend(session.idHash, now, expiresAt);
      request.auth.session = { ...session, lastSeenAt: now, expiresAt };
    }
  });
}

function writeSessionCookie(
  reply: FastifyReply,
  deps: SessionDeps,
  token: string,
  persistent: boolean,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: deps.cookies.secure,
    signed: true,
    // Only remembered sign-ins outlive the browser session.
    ...(persistent ? { maxAge: REMEMBERED_SESSION_SECONDS } : {}),
  });
}

/**
 * Replaces the visitor's session with a new one (new id) for a user signing in. Guests have no session
 * row: nothing of theirs needs one (the CSRF token and the cart live in their own cookies).
 */
export async function rotateSession(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: SessionDeps,
  next: { userId: number; rememberMe: boolean },
): Promise<StoredSession> {
  if (request.auth.session) await deps.sessions.delete(request.auth.session.idHash);
  const now = deps.clock.now();
  const token = deps.random.token(43);
  const session: StoredSession = {
    idHash: deps.digest.sha256(token),
    userId: next.userId,
    rememberMe: next.rememberMe,
    // `id`: the app session's public id (a UUID, as h3 sessions have); a new session, a new id.
    data: { id: randomUUID() },
    createdAt: now,
    lastSeenAt: now,
    expiresAt: expiryFrom(now, sessionLengthSeconds(next.rememberMe)),
  };
  await deps.sessions.create({
    ...session,
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
  });
  writeSessionCookie(reply, deps, token, next.rememberMe);
  request.auth = { session, user: null };
  return session;
}

/** Ends the session: the row goes, and so does the cookie. */
export async function endSession(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: SessionDeps,
): Promise<void> {
  if (request.auth.session) await deps.sessions.delete(request.auth.session.idHash);
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  request.auth = { session: null, user: null };
}
