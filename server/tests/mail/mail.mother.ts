import type { KeyedMail } from '../../src/ports/mail/mailer.ts';

let sequence = 0;

/** A mail as the account use cases send it: one link, in the text and as an HTML button; a new key. */
export function aMail(overrides: Partial<KeyedMail> = {}): KeyedMail {
  const link = 'https://shop.test/account/activate?code=abc123&id=7';
  return {
    key: `test-mail:${++sequence}`,
    to: 'ada@example.com',
    subject: 'Activate your Tool Shop account',
    text: `Hello Ada,\n\nActivate your account:\n${link}\n`,
    html: `<!DOCTYPE html><html lang="en"><body><p>Hello Ada,</p><a href="${link.replace('&', '&amp;')}">Activate</a></body></html>`,
    ...overrides,
  };
}
