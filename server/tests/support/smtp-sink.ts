import { type AddressInfo, createServer } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  readonly port: number;
  readonly url: string;
  /** Every mail accepted, parsed, in order of arrival. */
  readonly received: ParsedMail[];
  /** The next `count` mails are refused with a temporary error (451) at RCPT TO. */
  failNext(count: number): void;
  close(): Promise<void>;
}

/** A local SMTP server that keeps every mail it accepts; it can refuse the next few, as in an outage. */
export async function startSmtpSink(
  options: { refuseRecipients?: boolean } = {},
): Promise<SmtpSink> {
  const received: ParsedMail[] = [];
  let failuresLeft = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (options.refuseRecipients) return callback(new Error('Mailbox unavailable'));
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        return callback(
          Object.assign(new Error('Try again later'), { responseCode: 451 }) as Error,
        );
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    failNext: (count) => {
      failuresLeft = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port on which nothing listens: opened, noted and closed again. */
export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
