// One pass of the mail worker: claim the mails that are due, hand each to the sender, record the
// outcome. A mail whose delivery failed is tried again later (backoff); one whose worker died is
// claimed again once its lease has run out.
import {
  leaseEnd,
  type MailRetryPolicy,
  nextAttemptAt,
} from '../../domain/mail/mail-retry.rules.ts';
import type { Clock } from '../../ports/system/clock.ts';
import type { ClaimedMail, MailQueue, MailSender } from '../../ports/mail/mail-queue.ts';

export interface MailDeliveryDeps {
  readonly queue: MailQueue;
  readonly sender: MailSender;
  readonly clock: Clock;
  readonly retry: MailRetryPolicy;
}

export interface DeliveryFailure {
  readonly key: string;
  readonly attempt: number;
  readonly error: string;
  /** False: that was the last attempt; the mail is marked failed. */
  readonly willRetry: boolean;
}

export interface DeliveryPass {
  readonly claimed: number;
  readonly sent: number;
  readonly failures: readonly DeliveryFailure[];
}

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : 'the mail could not be sent';

async function deliverOne(
  deps: MailDeliveryDeps,
  mail: ClaimedMail,
): Promise<DeliveryFailure | null> {
  try {
    await deps.sender.deliver(mail);
  } catch (error) {
    const retryAt = nextAttemptAt(deps.retry, mail.attempt, deps.clock.now());
    await deps.queue.markFailed(mail, messageOf(error), retryAt);
    return { key: mail.key, attempt: mail.attempt, error: messageOf(error), willRetry: !!retryAt };
  }
  await deps.queue.markSent(mail, deps.clock.now());
  return null;
}

/** Delivers up to `limit` due mails, side by side. */
export async function deliverQueuedMail(
  deps: MailDeliveryDeps,
  limit: number,
): Promise<DeliveryPass> {
  const now = deps.clock.now();
  const claimed = await deps.queue.claimDue(now, leaseEnd(deps.retry, now), limit);
  const outcomes = await Promise.all(claimed.map((mail) => deliverOne(deps, mail)));
  const failures = outcomes.filter((outcome): outcome is DeliveryFailure => outcome !== null);
  return { claimed: claimed.length, sent: claimed.length - failures.length, failures };
}
