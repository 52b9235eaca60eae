// When a queued mail is tried again: exponential backoff from the first failure, capped, and given up
// after the last attempt (the row stays, marked failed, for support to see).

export interface MailRetryPolicy {
  /** Wait after the first failed attempt; doubled after each further one. */
  readonly firstRetrySeconds: number;
  readonly maxRetrySeconds: number;
  /** After this many failed attempts the mail is marked failed and not tried again. */
  readonly maxAttempts: number;
  /** How long a claim holds a mail: longer than any delivery can take (SMTP timeouts). */
  readonly leaseSeconds: number;
}

/** 5 s, 10 s, 20 s, … up to an hour between attempts: about 17 hours before giving up. */
export const DEFAULT_MAIL_RETRY: MailRetryPolicy = {
  firstRetrySeconds: 5,
  maxRetrySeconds: 3600,
  maxAttempts: 25,
  leaseSeconds: 120,
};

/** The wait after failed attempt number `attempt` (1 for the first). */
export function retryDelaySeconds(policy: MailRetryPolicy, attempt: number): number {
  const doubled = policy.firstRetrySeconds * 2 ** Math.max(0, attempt - 1);
  return Math.min(policy.maxRetrySeconds, doubled);
}

/** When to try again after failed attempt `attempt` at `failedAt`; null: give up. */
export function nextAttemptAt(
  policy: MailRetryPolicy,
  attempt: number,
  failedAt: Date,
): Date | null {
  if (attempt >= policy.maxAttempts) return null;
  return new Date(failedAt.getTime() + retryDelaySeconds(policy, attempt) * 1000);
}

export const leaseEnd = (policy: MailRetryPolicy, claimedAt: Date): Date =>
  new Date(claimedAt.getTime() + policy.leaseSeconds * 1000);
