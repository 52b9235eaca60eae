import type { SessionUser } from '../session/session';

export interface AuthState {
  /** the session-info user; null for guests */
  readonly session: SessionUser | null;
  readonly isAuthenticated: boolean;
  readonly isLoading: boolean;
  /** the message shown for the last failed auth action */
  readonly error: string | null;
  readonly token: string | null;
  /** true once the session has been read at least once, whatever it said */
  readonly isSessionChecked: boolean;
}

/** What the account widget needs to compute initials. */
export interface InitialsSource {
  readonly fullName?: string | null;
  readonly email?: string | null;
}
