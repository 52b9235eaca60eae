/** What a mail says, without its recipient: what the mail templates produce. */
export interface MailContent {
  readonly subject: string;
  /** The full plain-text alternative: everything the HTML says, links printed in full. */
  readonly text: string;
  readonly html: string;
}

export interface MailMessage extends MailContent {
  readonly to: string;
}

export interface Mailer {
  /** Resolves once the mail is delivered to its transport; rejects when it could not be. */
  send(message: MailMessage): Promise<void>;
}

/** 'outbox': only recorded (no SMTP configured); 'smtp': handed to the SMTP server, and recorded. */
export type MailTransport = 'outbox' | 'smtp';

export interface SentMail {
  readonly id: number;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** The absolute http(s) links of the mail, in order of appearance. */
  readonly links: readonly string[];
  readonly sentAt: Date;
  readonly transport: MailTransport;
}

export interface MailOutboxQuery {
  /** Only mail to this address (compared case-insensitively). */
  readonly to?: string;
  /** How many mails at most; 50 when absent, never more than 500. */
  readonly limit?: number;
}

/** Every mail the shop sent, for the dev mailbox and end-to-end tests. */
export interface MailOutbox {
  /** Newest first. */
  list(options?: MailOutboxQuery): Promise<readonly SentMail[]>;
}
