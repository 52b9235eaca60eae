import type { SessionInfo } from './session';

/** A visitor counts as signed in when the session carries a user. */
export const isSignedIn = (session: SessionInfo): boolean => session.user !== null;
