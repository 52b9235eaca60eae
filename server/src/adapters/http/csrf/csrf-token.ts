import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CSRF_TOKEN_NAME,
  maskToken,
  RAW_TOKEN_LENGTH,
} from '../../../domain/csrf/csrf-token.rules.ts';
import type { Digest } from '../../../ports/system/digest.ts';
import type { RandomSource } from '../../../ports/system/random-source.ts';
import { type CookieSettings, readSignedCookie, writeCsrfCookie } from '../session/cookies.ts';
import { isRawTokenFor, nonceOf, rawTokenFor } from './csrf-identity.ts';

export interface CsrfDeps {
  readonly random: RandomSource;
  readonly digest: Digest;
  readonly cookies: CookieSettings;
  readonly sessionSecret: string;
}

/**
 * A fresh masked token for the identity the request now has (`userId`), re-minting the raw token in the
 * cookie when it belongs to another identity (Craft keeps the nonce across sign-in and sign-out).
 */
export function issueCsrfToken(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: CsrfDeps,
  userId: number | null,
): string {
  const identity = { digest: deps.digest, secret: deps.sessionSecret };
  const current = readSignedCookie(request, CSRF_TOKEN_NAME);
  let raw = current;
  if (!raw || !isRawTokenFor(identity, raw, userId)) {
    const nonce =
      raw && nonceOf(raw).length === RAW_TOKEN_LENGTH
        ? nonceOf(raw)
        : deps.random.token(RAW_TOKEN_LENGTH);
    raw = rawTokenFor(identity, nonce, userId);
  }
  if (raw !== current) writeCsrfCookie(reply, deps.cookies, raw);
  return maskToken(raw, deps.random.bytes(new TextEncoder().encode(raw).length));
}
