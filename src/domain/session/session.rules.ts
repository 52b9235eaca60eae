import type { DecodedSessionInfo, SessionInfo } from './session';

/**
 * A visitor counts as signed in when the session carries a user: the user decides, and `isGuest`
 * alone cannot make a visitor signed in without one.
 */
export const decodeSessionInfo = (session: SessionInfo): DecodedSessionInfo => {
  const base = {
    timeout: session.timeout,
    csrfTokenName: session.csrfTokenName,
    csrfTokenValue: session.csrfTokenValue,
  };
  return session.user === null
    ? { kind: 'guest', ...base }
    : { kind: 'signed-in', user: session.user, ...base };
};
