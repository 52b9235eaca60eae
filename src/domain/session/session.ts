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
