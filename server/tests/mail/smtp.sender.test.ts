import { afterEach, describe, expect, it } from 'vitest';
import { passwordResetMail } from '../../src/adapters/mail/mail-templates.ts';
import { messageIdFor, smtpSender } from '../../src/adapters/mail/smtp.sender.ts';
import type { ClaimedMail } from '../../src/ports/mail/mail-queue.ts';
import { closedPort, startSmtpSink } from '../support/smtp-sink.ts';
import { aMail } from './mail.mother.ts';

const claimed = (overrides: Partial<ClaimedMail> = {}): ClaimedMail => ({
  id: 1,
  attempt: 1,
  ...aMail(),
  ...overrides,
});

describe('SMTP sender', () => {
  const cleanups: (() => unknown)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('delivers a real mail through SMTP, with a Message-ID made from its key', async () => {
    const smtp = await startSmtpSink();
    cleanups.push(smtp.close);
    const sender = smtpSender({ smtpUrl: smtp.url, from: '"Tool Shop" <shop@shop.test>' });
    cleanups.push(() => sender.close());
    // Long enough to be wrapped by quoted-printable encoding, with an & to be escaped in HTML.
    const link = `https://shop.test/account/set-password?code=${'x'.repeat(90)}&id=42`;
    const content = passwordResetMail({ shopName: 'Tool Shop', recipientName: 'Ada', link });

    await sender.deliver(claimed({ to: 'ada@example.com', key: 'password-reset:1', ...content }));
    await sender.deliver(claimed({ to: 'ada@example.com', key: 'password-reset:1', ...content }));

    expect(smtp.received).toHaveLength(2);
    const [mail, again] = smtp.received;
    expect(mail?.subject).toBe('Reset your Tool Shop password');
    expect(mail?.to && !Array.isArray(mail.to) ? mail.to.text : undefined).toBe('ada@example.com');
    expect(mail?.from?.value[0]).toEqual({ address: 'shop@shop.test', name: 'Tool Shop' });
    expect(mail?.text?.trim()).toBe(content.text.trim());
    expect(mail?.html).toBe(content.html);
    expect(mail?.text).toContain(link);
    expect(mail?.html).toContain(`href="${link.replace('&', '&amp;')}"`);
    // A mail sent again (after a crash) says it is the same mail.
    expect(mail?.messageId).toBe(messageIdFor('password-reset:1', 'shop@shop.test'));
    expect(again?.messageId).toBe(mail?.messageId);
    expect(mail?.messageId).toMatch(/^<[0-9a-f]{32}@shop\.test>$/);
  });

  it('rejects clearly when the SMTP server cannot be reached, without secrets', async () => {
    const port = await closedPort();
    const sender = smtpSender({
      smtpUrl: `smtp://mailer:very-secret-password@127.0.0.1:${port}`,
      from: 'shop@shop.test',
    });
    cleanups.push(() => sender.close());

    const failure = sender.deliver(claimed({ to: 'unreachable@example.com' }));

    await expect(failure).rejects.toThrow(
      'The mail could not be sent: the SMTP server could not be reached (ECONNREFUSED).',
    );
    const error: unknown = await failure.catch((e: unknown) => e);
    expect(String((error as Error).message)).not.toMatch(/secret|mailer:|127\.0\.0\.1/);
  });

  it('rejects when the SMTP server refuses the recipient', async () => {
    const smtp = await startSmtpSink({ refuseRecipients: true });
    cleanups.push(smtp.close);
    const sender = smtpSender({ smtpUrl: smtp.url, from: 'shop@shop.test' });
    cleanups.push(() => sender.close());

    await expect(sender.deliver(claimed({ to: 'refused@example.com' }))).rejects.toThrow(
      'The mail could not be sent: the SMTP server refused the sender or recipient (EENVELOPE).',
    );
    expect(smtp.received).toEqual([]);
  });
});
