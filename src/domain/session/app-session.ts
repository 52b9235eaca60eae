import type { SessionUser } from './session';

/** The user kept in the storefront's own session after a login sync. */
export interface AppSessionUser extends SessionUser {
  readonly fullName: string | null;
}

/**
 * GET /api/_auth/session: the storefront's session. A visitor counts as logged in when it carries
 * a user; a brand-new visitor has only an id.
 */
export interface AppSession {
  readonly id: string | null;
  readonly user: AppSessionUser | null;
}

/** What POST /api/v1/{commerce-cms-segment}/session is asked to do. */
export type SessionSyncAction = 'login' | 'logout';
