import { createServer, type AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/adapters/mail/create-mailer.ts';
import { passwordResetMail } from '../../src/adapters/mail/mail-templates.ts';
import { outboxMailer } from '../../src/adapters/mail/outbox.mailer.ts';
import { smtpMailer } from '../../src/adapters/mail/smtp.mailer.ts';
import { openTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { aMail } from './mail.mother.ts';

/** A local SMTP server that keeps every mail it receives, parsed. */
async function startSmtpServer(options: { refuseRecipients?: boolean } = {}) {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(options.refuseRecipients ? new Error('Mailbox unavailable') : null);
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
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port on which nothing listens: opened, noted and closed again. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe('SMTP mailer', () => {
  let testDb: TestDatabase;
  const cleanups: (() => unknown)[] = [];
  beforeAll(async () => {
    testDb = await openTestDatabase();
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });
  afterAll(() => testDb.cleanup());

  const outbox = () => outboxMailer(testDb.database.db);

  it('delivers a real mail through SMTP and records it with the smtp transport', async () => {
    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    const mailer = smtpMailer({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: '"Tool Shop" <shop@shop.test>',
      db: testDb.database.db,
    });
    cleanups.push(() => mailer.close());
    // Long enough to be wrapped by quoted-printable encoding, with an & to be escaped in HTML.
    const link = `https://shop.test/account/set-password?code=${'x'.repeat(90)}&id=42`;
    const content = passwordResetMail({ shopName: 'Tool Shop', recipientName: 'Ada', link });

    await mailer.send({ to: 'ada@example.com', ...content });

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.subject).toBe('Reset your Tool Shop password');
    expect(mail?.to && !Array.isArray(mail.to) ? mail.to.text : undefined).toBe('ada@example.com');
    expect(mail?.from?.value[0]).toEqual({ address: 'shop@shop.test', name: 'Tool Shop' });
    expect(mail?.text?.trim()).toBe(content.text.trim());
    expect(mail?.html).toBe(content.html);
    expect(mail?.text).toContain(link);
    expect(mail?.html).toContain(`href="${link.replace('&', '&amp;')}"`);

    const [recorded] = await outbox().list({ to: 'ada@example.com' });
    expect(recorded).toMatchObject({
      to: 'ada@example.com',
      subject: content.subject,
      text: content.text,
      html: content.html,
      links: [link],
      transport: 'smtp',
    });
  });

  it('rejects clearly when the SMTP server cannot be reached, without secrets, and records nothing', async () => {
    const port = await closedPort();
    const mailer = smtpMailer({
      smtpUrl: `smtp://mailer:very-secret-password@127.0.0.1:${port}`,
      from: 'shop@shop.test',
      db: testDb.database.db,
    });
    cleanups.push(() => mailer.close());

    const failure = mailer.send(aMail({ to: 'unreachable@example.com' }));

    await expect(failure).rejects.toThrow(
      'The mail could not be sent: the SMTP server could not be reached (ECONNREFUSED).',
    );
    const error: unknown = await failure.catch((e: unknown) => e);
    expect(String((error as Error).message)).not.toMatch(/secret|mailer:|127\.0\.0\.1/);
    expect(await outbox().list({ to: 'unreachable@example.com' })).toEqual([]);
  });

  it('rejects when the SMTP server refuses the recipient, and records nothing', async () => {
    const smtp = await startSmtpServer({ refuseRecipients: true });
    cleanups.push(smtp.close);
    const mailer = smtpMailer({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: 'shop@shop.test',
      db: testDb.database.db,
    });
    cleanups.push(() => mailer.close());

    await expect(mailer.send(aMail({ to: 'refused@example.com' }))).rejects.toThrow(
      'The mail could not be sent: the SMTP server refused the sender or recipient (EENVELOPE).',
    );
    expect(smtp.received).toEqual([]);
    expect(await outbox().list({ to: 'refused@example.com' })).toEqual([]);
  });

  it('is what createMailer gives with an SMTP URL', async () => {
    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: 'shop@shop.test',
      db: testDb.database.db,
    });
    cleanups.push(() => mailer.close());

    await mailer.send(aMail({ to: 'factory-smtp@example.com' }));

    expect(smtp.received).toHaveLength(1);
    const [recorded] = await mailer.list({ to: 'factory-smtp@example.com' });
    expect(recorded?.transport).toBe('smtp');
  });
});
