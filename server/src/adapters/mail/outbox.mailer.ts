// The mail table is a transactional outbox: a mail is written in the transaction of its event (on the
// scoped transaction when there is one). Without SMTP a row is delivered when written, and the dev
// mailbox shows it; with SMTP it is queued for the mail worker (outbox.mail-queue.ts).
import { and, desc, eq, sql } from 'drizzle-orm';
import { extractLinks } from '../../domain/mail/mail-links.rules.ts';
import type { Clock } from '../../ports/system/clock.ts';
import type {
  KeyedMail,
  MailOutbox,
  MailOutboxQuery,
  Mailer,
  SentMail,
} from '../../ports/mail/mailer.ts';
import type { Db } from '../db/database.ts';
import { scopedDb } from '../db/transaction-scope.ts';
import { mailOutbox } from '../db/schema.ts';

export const DEFAULT_OUTBOX_LIMIT = 50;
export const MAX_OUTBOX_LIMIT = 500;

type OutboxRow = typeof mailOutbox.$inferSelect;

/** How a written mail leaves: recorded only (delivered at once), or queued for SMTP. */
export type OutboxDelivery = 'recorded' | 'queued-for-smtp';

async function write(db: Db, mail: KeyedMail, delivery: OutboxDelivery, now: Date) {
  await scopedDb(db)
    .insert(mailOutbox)
    .values({
      key: mail.key,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      links: extractLinks(mail.text, mail.html),
      queuedAt: now,
      nextAttemptAt: now,
      ...(delivery === 'recorded'
        ? { transport: 'outbox', status: 'sent', sentAt: now }
        : { transport: 'smtp', status: 'queued' }),
    })
    .onConflictDoNothing({ target: mailOutbox.key });
}

/** The mails delivered so far, for the dev mailbox and end-to-end tests. */
export function drizzleMailOutbox(db: Db): MailOutbox {
  return {
    async list(options: MailOutboxQuery = {}) {
      const rows = await db
        .select()
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.status, 'sent'),
            options.to === undefined
              ? undefined
              : sql`lower(${mailOutbox.to}) = lower(${options.to})`,
          ),
        )
        .orderBy(desc(mailOutbox.sentAt), desc(mailOutbox.id))
        .limit(clampLimit(options.limit));
      return rows.map(toSentMail);
    },
  };
}

/** Writes each mail to the outbox; `afterWrite` tells the worker there is work (SMTP only). */
export function outboxMailer(
  db: Db,
  clock: Clock,
  delivery: OutboxDelivery = 'recorded',
  afterWrite: () => void = () => undefined,
): Mailer {
  return {
    async send(mail) {
      await write(db, mail, delivery, clock.now());
      afterWrite();
    },
  };
}

function clampLimit(limit: number | undefined): number {
  if (limit === undefined || !Number.isFinite(limit)) return DEFAULT_OUTBOX_LIMIT;
  return Math.min(MAX_OUTBOX_LIMIT, Math.max(1, Math.trunc(limit)));
}

function toSentMail(row: OutboxRow): SentMail {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    links: row.links,
    sentAt: row.sentAt ?? row.queuedAt,
    transport: row.transport === 'smtp' ? 'smtp' : 'outbox',
  };
}
