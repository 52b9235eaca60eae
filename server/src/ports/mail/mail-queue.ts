import type { KeyedMail } from './mailer.ts';

/** A queued mail taken by one worker until `leaseUntil`; `attempt` is this claim's number. */
export interface ClaimedMail extends KeyedMail {
  readonly id: number;
  readonly attempt: number;
}

/** The queued mails as the delivery worker sees them; shared by every server process. */
export interface MailQueue {
  /**
   * Takes up to `limit` mails due at `now` that nobody holds (or whose holder's lease ran out), for
   * this worker until `leaseUntil`. Two workers never take the same mail at once.
   */
  claimDue(now: Date, leaseUntil: Date, limit: number): Promise<readonly ClaimedMail[]>;
  /** Records the delivery; nothing happens when the claim was lost to another worker meanwhile. */
  markSent(mail: ClaimedMail, at: Date): Promise<void>;
  /** Records a failed attempt: tried again from `retryAt`, or never again when it is null. */
  markFailed(mail: ClaimedMail, error: string, retryAt: Date | null): Promise<void>;
}

/** Hands a mail to the world outside (the SMTP server); rejects when it was not accepted. */
export interface MailSender {
  deliver(mail: ClaimedMail): Promise<void>;
}
