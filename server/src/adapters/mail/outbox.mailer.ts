// Without SMTP the outbox table is the only delivery: mail is "sent" by recording it, and the dev
// mailbox shows it. The SMTP mailer records here too, so the mailbox lists every mail either way.
import { desc, sql } from 'drizzle-orm';
import { extractLinks } from '../../domain/mail/mail-links.rules.ts';
import type {
  MailMessage,
  MailOutbox,
  MailOutboxQuery,
  MailTransport,
  Mailer,
  SentMail,
} from '../../ports/mailer.ts';
import type { Db } from '../db/database.ts';
import { mailOutbox } from '../db/schema.ts';

export const DEFAULT_OUTBOX_LIMIT = 50;
export const MAX_OUTBOX_LIMIT = 500;

type OutboxRow = typeof mailOutbox.$inferSelect;

export interface OutboxStore extends MailOutbox {
  record(message: MailMessage, transport: MailTransport): Promise<void>;
}

export function drizzleOutboxStore(db: Db): OutboxStore {
  return {
    async record(message, transport) {
      await db.insert(mailOutbox).values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        links: extractLinks(message.text, message.html),
        transport,
      });
    },

    async list(options: MailOutboxQuery = {}) {
      const rows = await db
        .select()
        .from(mailOutbox)
        .where(
          options.to === undefined
            ? undefined
            : sql`lower(${mailOutbox.to}) = lower(${options.to})`,
        )
        .orderBy(desc(mailOutbox.sentAt), desc(mailOutbox.id))
        .limit(clampLimit(options.limit));
      return rows.map(toSentMail);
    },
  };
}

export function outboxMailer(db: Db): Mailer & MailOutbox {
  const store = drizzleOutboxStore(db);
  return {
    send: (message) => store.record(message, 'outbox'),
    list: (options) => store.list(options),
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
    sentAt: row.sentAt,
    transport: row.transport === 'smtp' ? 'smtp' : 'outbox',
  };
}
