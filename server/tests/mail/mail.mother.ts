import type { MailMessage } from '../../src/ports/mailer.ts';

/** A mail as the account use cases send it: one link, in the text and as an HTML button. */
export function aMail(overrides: Partial<MailMessage> = {}): MailMessage {
  const link = 'https://shop.test/account/activate?code=abc123&id=7';
  return {
    to: 'ada@example.com',
    subject: 'Activate your Tool Shop account',
    text: `Hello Ada,\n\nActivate your account:\n${link}\n`,
    html: `<!DOCTYPE html><html lang="en"><body><p>Hello Ada,</p><a href="${link.replace('&', '&amp;')}">Activate</a></body></html>`,
    ...overrides,
  };
}
