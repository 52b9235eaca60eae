// Real delivery through an SMTP server (SMTP_URL). Each mail is also recorded in the outbox after the
// server accepted it, so the dev mailbox and support can still see what went out.
import { createRequire } from 'node:module';
import type * as Nodemailer from 'nodemailer';
import type { MailOutbox, Mailer } from '../../ports/mailer.ts';
import type { Db } from '../db/database.ts';
import { drizzleOutboxStore } from './outbox.mailer.ts';

export interface SmtpMailerOptions {
  /** smtp://user:pass@host:port or smtps://…; may hold credentials, so it never appears in errors. */
  readonly smtpUrl: string;
  /** The From header, e.g. `"Shop" <shop@example.com>`. */
  readonly from: string;
  readonly db: Db;
}

// A request that sends mail waits for it; nodemailer's defaults (2 min to connect, 10 min idle) would
// hold it far longer than anyone waits for a page.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function smtpMailer(options: SmtpMailerOptions): Mailer & MailOutbox & { close(): void } {
  // nodemailer is loaded only when SMTP is configured; the default outbox never needs it.
  const { createTransport } = createRequire(import.meta.url)('nodemailer') as typeof Nodemailer;
  const transporter = createTransport({ url: options.smtpUrl, ...TIMEOUTS });
  const store = drizzleOutboxStore(options.db);

  return {
    async send(message) {
      try {
        await transporter.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
      } catch (cause) {
        throw new Error(`The mail could not be sent: ${describeFailure(cause)}.`, { cause });
      }
      await store.record(message, 'smtp');
    },
    list: (query) => store.list(query),
    close: () => transporter.close(),
  };
}

const FAILURES: Readonly<Record<string, string>> = {
  ECONNECTION: 'the SMTP server could not be reached',
  ECONNREFUSED: 'the SMTP server could not be reached',
  ETIMEDOUT: 'the SMTP server did not answer in time',
  EDNS: 'the SMTP server name could not be resolved',
  ENOTFOUND: 'the SMTP server name could not be resolved',
  ESOCKET: 'the connection to the SMTP server failed',
  EAUTH: 'the SMTP server refused the login',
  EENVELOPE: 'the SMTP server refused the sender or recipient',
  EMESSAGE: 'the SMTP server refused the message',
};

/**
 * Nodemailer's error codes say what went wrong without echoing the connection URL, its credentials
 * or the server's address; socket errors carry the system's code (ECONNREFUSED) as originalCode.
 */
function describeFailure(cause: unknown): string {
  const code = stringProperty(cause, 'originalCode') ?? stringProperty(cause, 'code');
  if (!code) return 'the SMTP server did not accept it';
  return `${FAILURES[code] ?? 'the SMTP server did not accept it'} (${code})`;
}

function stringProperty(value: unknown, key: string): string | undefined {
  if (typeof value !== 'object' || value === null || !(key in value)) return undefined;
  const property: unknown = (value as Record<string, unknown>)[key];
  return typeof property === 'string' && /^[A-Z0-9_]{1,32}$/.test(property) ? property : undefined;
}
