// Delivery through an SMTP server (SMTP_URL), for the mail worker. Each mail carries a Message-ID made
// from its key, so a mail sent again after a crash is recognisably the same mail to the receiving side.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type * as Nodemailer from 'nodemailer';
import type { MailSender } from '../../ports/mail/mail-queue.ts';

export interface SmtpSenderOptions {
  /** smtp://user:pass@host:port or smtps://…; may hold credentials, so it never appears in errors. */
  readonly smtpUrl: string;
  /** The From header, e.g. `"Shop" <shop@example.com>`. */
  readonly from: string;
}

// Bounded, so that a delivery always ends well within the queue's lease (DEFAULT_MAIL_RETRY).
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** `<hash-of-key@domain-of-From>`: the same for every attempt at one mail. */
export function messageIdFor(key: string, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${createHash('sha256').update(key).digest('hex').slice(0, 32)}@${domain}>`;
}

export function smtpSender(options: SmtpSenderOptions): MailSender & { close(): void } {
  // nodemailer is loaded only when SMTP is configured; the default outbox never needs it.
  const { createTransport } = createRequire(import.meta.url)('nodemailer') as typeof Nodemailer;
  const transporter = createTransport({ url: options.smtpUrl, ...TIMEOUTS });

  return {
    async deliver(mail) {
      try {
        await transporter.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: messageIdFor(mail.key, options.from),
        });
      } catch (cause) {
        throw new Error(`The mail could not be sent: ${describeFailure(cause)}.`, { cause });
      }
    },
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
