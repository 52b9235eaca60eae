import { DEFAULT_MAIL_RETRY, type MailRetryPolicy } from '../../domain/mail/mail-retry.rules.ts';
import type { Clock } from '../../ports/system/clock.ts';
import type { MailSender } from '../../ports/mail/mail-queue.ts';
import type { MailOutbox, Mailer } from '../../ports/mail/mailer.ts';
import type { Db } from '../db/database.ts';
import { DEFAULT_MAIL_WORKER, type MailWorker, mailWorker } from './mail-worker.ts';
import { drizzleMailQueue } from './outbox.mail-queue.ts';
import { drizzleMailOutbox, outboxMailer } from './outbox.mailer.ts';
import { smtpSender } from './smtp.sender.ts';

export interface CreateMailerOptions {
  /** Unset (or empty) means no SMTP: mail is only recorded for the dev mailbox. */
  readonly smtpUrl: string | undefined;
  readonly from: string;
  readonly db: Db;
  readonly clock: Clock;
  /** Tests: another backoff, another way out than SMTP. */
  readonly retry?: MailRetryPolicy;
  readonly sender?: MailSender & { close(): void };
}

/** The shop's mail: the queue use cases write to, the delivered mails, and the worker (SMTP only). */
export interface ShopMail {
  readonly mailer: Mailer;
  readonly outbox: MailOutbox;
  /** Null without SMTP: a mail is delivered when it is written. */
  readonly worker: MailWorker | null;
  /** Stops the worker after its pass in flight and closes the SMTP connection. */
  close(): Promise<void>;
}

export function createMailer(options: CreateMailerOptions): ShopMail {
  const outbox = drizzleMailOutbox(options.db);
  const sender =
    options.sender ??
    (options.smtpUrl ? smtpSender({ smtpUrl: options.smtpUrl, from: options.from }) : null);
  if (!sender) {
    return {
      mailer: outboxMailer(options.db, options.clock),
      outbox,
      worker: null,
      close: () => Promise.resolve(),
    };
  }
  const worker = mailWorker(
    {
      queue: drizzleMailQueue(options.db),
      sender,
      clock: options.clock,
      retry: options.retry ?? DEFAULT_MAIL_RETRY,
    },
    DEFAULT_MAIL_WORKER,
  );
  return {
    mailer: outboxMailer(options.db, options.clock, 'queued-for-smtp', () => worker.nudge()),
    outbox,
    worker,
    async close() {
      await worker.stop();
      sender.close();
    },
  };
}
