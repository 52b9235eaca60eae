export interface SessionUser {
  readonly id: number;
  readonly uid: string;
  readonly username: string;
  readonly email: string;
}

export interface SessionInfo {
  readonly isGuest: boolean;
  readonly timeout: number;
  readonly csrfTokenName: string | null;
  readonly csrfTokenValue: string | null;
  /** present only for signed-in visitors */
  readonly user: SessionUser | null;
}

/** What session-info says beside the user, whoever the visitor is. */
interface SessionInfoBase {
  /** seconds left in the login session (0 for guests); what the storefront should do with it is not specified */
  readonly timeout: number;
  readonly csrfTokenName: string | null;
  readonly csrfTokenValue: string | null;
}

export interface GuestSessionInfo extends SessionInfoBase {
  readonly kind: 'guest';
}

export interface SignedInSessionInfo extends SessionInfoBase {
  readonly kind: 'signed-in';
  readonly user: SessionUser;
}

/** The result of decoding session-info: a session is either guest or authenticated, never both. */
export type DecodedSessionInfo = GuestSessionInfo | SignedInSessionInfo;
