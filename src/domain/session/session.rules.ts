import type { DecodedSessionInfo, SessionInfo, SessionUser, SessionUserFields } from './session';

/** A visitor counts as signed in when the session carries a user. */
export const isSignedIn = (session: SessionInfo): boolean => session.user !== null;

/**
 * Craft sends id and uid only for signed-in visitors, so both must be there for a user to exist;
 * a missing username or e-mail is kept as an empty text rather than dropping the user.
 */
export const sessionUserFrom = ({
  id,
  uid,
  username,
  email,
}: SessionUserFields): SessionUser | null =>
  typeof id === 'number' && typeof uid === 'string' && uid !== ''
    ? { id, uid, username: username ?? '', email: email ?? '' }
    : null;

/** The user decides: `isGuest` alone cannot make a visitor signed in without one. */
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
