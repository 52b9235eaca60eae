import {
  CSRF_TOKEN_NAME,
  maskToken,
  RAW_TOKEN_LENGTH,
} from '../../domain/csrf/csrf-token.rules.ts';
import type { RandomSource } from '../../ports/random-source.ts';

export interface SessionInfo {
  readonly isGuest: boolean;
  /** Seconds left in the login session; 0 for guests (Craft). */
  readonly timeout: number;
  readonly csrfTokenName: string;
  readonly csrfTokenValue: string;
}

export interface SessionInfoResult {
  readonly info: SessionInfo;
  /** The raw token the visitor's CSRF cookie must hold (new when they had none). */
  readonly rawCsrfToken: string;
  readonly issuedNewToken: boolean;
}

/** Session info for a guest: identity fields arrive with sign-in. */
export function guestSessionInfo(
  deps: { readonly random: RandomSource },
  currentRawToken: string | undefined,
): SessionInfoResult {
  const valid = currentRawToken !== undefined && currentRawToken.length === RAW_TOKEN_LENGTH;
  const raw = valid ? currentRawToken : deps.random.token(RAW_TOKEN_LENGTH);
  return {
    info: {
      isGuest: true,
      timeout: 0,
      csrfTokenName: CSRF_TOKEN_NAME,
      csrfTokenValue: maskToken(raw, deps.random.bytes(RAW_TOKEN_LENGTH)),
    },
    rawCsrfToken: raw,
    issuedNewToken: !valid,
  };
}
