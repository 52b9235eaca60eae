// The unsubscribe link's token: the alert's id signed with the shop's secret, so it cannot be guessed
// or made for another alert, needs no storage, and is the same in every retry of the mail.
import { constantTimeEquals } from '../../domain/csrf/csrf-token.rules.ts';
import { parseRecordId } from '../../domain/shared/record-id.rules.ts';
import type { Digest } from '../../ports/system/digest.ts';

export interface TokenDeps {
  readonly digest: Digest;
  readonly sessionSecret: string;
}

const signature = (deps: TokenDeps, alertId: number) =>
  deps.digest.hmacSha256(deps.sessionSecret, `stock-alert-unsubscribe:${alertId}`);

export const unsubscribeTokenFor = (deps: TokenDeps, alertId: number): string =>
  `${alertId}.${signature(deps, alertId)}`;

/** The alert the token names, or null when it was not made by this shop. */
export function alertIdOfToken(deps: TokenDeps, token: string): number | null {
  const [idText = '', signed = '', ...rest] = token.split('.');
  const alertId = parseRecordId(idText);
  if (alertId === null || rest.length > 0) return null;
  return constantTimeEquals(signed, signature(deps, alertId)) ? alertId : null;
}
