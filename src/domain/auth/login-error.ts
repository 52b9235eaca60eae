/** The errorCode values Craft's login sends with a 400. */
export type LoginErrorCode =
  | 'invalid_credentials'
  | 'pending_verification'
  | 'account_suspended'
  | 'account_cooldown'
  | 'account_locked'
  | 'password_reset_required'
  | 'no_site_offline_access';

export interface LoginFailure {
  readonly kind: 'login-failed';
  /** null when Craft sent no code or one the storefront does not know */
  readonly errorCode: LoginErrorCode | null;
  /** Craft's own text */
  readonly message: string | null;
}

/** What the custom resend-verification endpoint answers while its cooldown runs. */
export interface ResendCooldownFailure {
  readonly kind: 'resend-cooldown';
  readonly error: string;
  readonly message: string;
  /** seconds until another e-mail may be requested */
  readonly timeRemaining?: number;
}
