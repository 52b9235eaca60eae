// Login session lengths (Craft's userSessionDuration and rememberedUserSessionDuration).
export const USER_SESSION_SECONDS = 3600;
export const REMEMBERED_SESSION_SECONDS = 1_209_600;

export const sessionLengthSeconds = (rememberMe: boolean): number =>
  rememberMe ? REMEMBERED_SESSION_SECONDS : USER_SESSION_SECONDS;

export const expiryFrom = (now: Date, seconds: number): Date =>
  new Date(now.getTime() + seconds * 1000);

/** Seconds left in a login session (session-info's `timeout`); 0 for guests. */
export const remainingSeconds = (expiresAt: Date, now: Date): number =>
  Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));

/** Extending a session costs a write: do it at most once a minute per session. */
export const shouldExtend = (lastSeenAt: Date, now: Date): boolean =>
  now.getTime() - lastSeenAt.getTime() >= 60_000;
