// Craft binds CSRF tokens to an identity: a guest's raw token is a nonce; a signed-in user's is
// `nonce|HMAC(nonce|userId)`. After sign-in the guest token stops validating; sign-out keeps the nonce.
import type { Digest } from '../../../ports/system/digest.ts';

export interface CsrfIdentity {
  readonly digest: Digest;
  readonly secret: string;
}

export const nonceOf = (raw: string): string => raw.split('|')[0] ?? raw;

export function rawTokenFor(identity: CsrfIdentity, nonce: string, userId: number | null): string {
  return userId === null
    ? nonce
    : `${nonce}|${identity.digest.hmacSha256(identity.secret, `${nonce}|${userId}`)}`;
}

export function isRawTokenFor(identity: CsrfIdentity, raw: string, userId: number | null): boolean {
  return raw === rawTokenFor(identity, nonceOf(raw), userId);
}
