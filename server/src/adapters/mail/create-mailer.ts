import type { MailOutbox, Mailer } from '../../ports/mailer.ts';
import type { Db } from '../db/database.ts';
import { outboxMailer } from './outbox.mailer.ts';
import { smtpMailer } from './smtp.mailer.ts';

export interface CreateMailerOptions {
  /** Unset (or empty) means no SMTP: mail is only recorded for the dev mailbox. */
  readonly smtpUrl: string | undefined;
  readonly from: string;
  readonly db: Db;
}

export type ShopMailer = Mailer & MailOutbox & { close(): void };

export function createMailer(options: CreateMailerOptions): ShopMailer {
  if (options.smtpUrl) {
    return smtpMailer({ smtpUrl: options.smtpUrl, from: options.from, db: options.db });
  }
  // Nothing to close: the outbox only uses the database, which its owner closes.
  return { ...outboxMailer(options.db), close: () => undefined };
}
