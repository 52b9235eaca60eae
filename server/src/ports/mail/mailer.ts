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

/** A mail about one event; `key` names the event (`order-confirmation:<number>`, …). */
export interface KeyedMail extends MailMessage {
  readonly key: string;
}

/** The shop's outgoing mail: a durable queue, delivered at least once and once per key. */
export interface Mailer {
  /**
   * Stores the mail for delivery and resolves once it is stored; a key already stored is ignored.
   * Called on a use case's transaction (checkout) it is written in that transaction: delivered if and
   * only if the transaction commits. Delivery happens later, retried until it succeeds.
   */
  send(mail: KeyedMail): Promise<void>;
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
