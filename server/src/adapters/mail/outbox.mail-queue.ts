// The worker's side of the outbox: claims with FOR UPDATE SKIP LOCKED and a lease, so any number of
// server processes on one database deliver each mail once, and a crashed worker's mails come back
// when their lease runs out. `attempts` is the fencing token: an update by a worker whose claim was
// taken over meanwhile changes nothing.
import { and, eq, sql } from 'drizzle-orm';
import * as z from 'zod';
import type { ClaimedMail, MailQueue } from '../../ports/mail/mail-queue.ts';
import type { Db } from '../db/database.ts';
import { decodeRows } from '../db/raw-rows.ts';
import { mailOutbox } from '../db/schema.ts';

const claimedRow = z.object({
  id: z.coerce.number().int(),
  key: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  attempts: z.coerce.number().int(),
});

/** Longer texts are cut: a failure reason is for people, not a place for a whole SMTP dialogue. */
const MAX_ERROR_LENGTH = 500;

const heldBy = (mail: ClaimedMail) =>
  and(
    eq(mailOutbox.id, mail.id),
    eq(mailOutbox.status, 'queued'),
    eq(mailOutbox.attempts, mail.attempt),
  );

export function drizzleMailQueue(db: Db): MailQueue {
  return {
    async claimDue(now, leaseUntil, limit) {
      const result = await db.execute(sql`
        update mail_outbox set attempts = attempts + 1, lease_until = ${leaseUntil.toISOString()}::timestamptz
         where id in (
           select id from mail_outbox
            where status = 'queued' and next_attempt_at <= ${now.toISOString()}::timestamptz
              and (lease_until is null or lease_until <= ${now.toISOString()}::timestamptz)
            order by next_attempt_at, id
            limit ${limit}
            for update skip locked)
        returning id, key, "to", subject, text, html, attempts`);
      return decodeRows(result, claimedRow).map(({ attempts, ...mail }) => ({
        ...mail,
        attempt: attempts,
      }));
    },

    async markSent(mail, at) {
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: at, leaseUntil: null, lastError: null })
        .where(heldBy(mail));
    },

    async markFailed(mail, error, retryAt) {
      await db
        .update(mailOutbox)
        .set({
          lastError: error.slice(0, MAX_ERROR_LENGTH),
          leaseUntil: null,
          ...(retryAt ? { nextAttemptAt: retryAt } : { status: 'failed' }),
        })
        .where(heldBy(mail));
    },
  };
}
