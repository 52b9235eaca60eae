import { describe, expect, it } from 'vitest';
import {
  accountActivationMail,
  activationRequestMail,
  passwordResetMail,
  verifyNewEmailMail,
} from '../../src/adapters/mail/mail-templates.ts';
import { extractLinks } from '../../src/domain/mail/mail-links.rules.ts';

const templates = {
  accountActivationMail,
  verifyNewEmailMail,
  passwordResetMail,
  activationRequestMail,
};
const link = 'https://shop.test/actions/users/verify-email?code=Ab12&id=7';
const input = { shopName: 'Tool Shop', recipientName: 'Ada Lovelace', link };

describe.each(Object.entries(templates))('%s', (_name, template) => {
  const mail = template(input);

  it('has a subject naming the shop, a plain-text body and an HTML body', () => {
    expect(mail.subject).toContain('Tool Shop');
    expect(mail.text.length).toBeGreaterThan(100);
    expect(mail.html).toMatch(/^<!DOCTYPE html>\n<html lang="en"/);
  });

  it('carries the link in full in both bodies, and nothing else to follow', () => {
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.html).toContain(
      'href="https://shop.test/actions/users/verify-email?code=Ab12&amp;id=7"',
    );
    expect(mail.html).toContain(
      '>https://shop.test/actions/users/verify-email?code=Ab12&amp;id=7</a>',
    );
    expect(extractLinks(mail.text, mail.html)).toEqual([link]);
  });

  it('is plain, self-contained HTML: a title, one heading, no images, scripts or remote resources', () => {
    expect(mail.html).toContain(`<title>${mail.subject}</title>`);
    expect(mail.html.match(/<h1\b/g)).toHaveLength(1);
    expect(mail.html).not.toMatch(/<(img|script|link|iframe|object)\b|\bsrc=|url\(/i);
  });

  it('says in the text everything the HTML says', () => {
    const visibleHtmlText = mail.html
      .replace(/<title>[^<]*<\/title>/, '')
      .replace(/<[^>]+>/g, '\n')
      .replace(/&amp;/g, '&')
      .split('\n')
      .map((line) => line.trim())
      .filter(
        (line) =>
          line && line !== 'If the button does not work, copy this address into your browser:',
      );
    for (const line of visibleHtmlText) expect(mail.text).toContain(line);
  });

  it('greets by name, or neutrally without one', () => {
    expect(mail.text).toContain('Hello Ada Lovelace,');
    const anonymous = template({ ...input, recipientName: null });
    expect(anonymous.text).toContain('Hello,');
    expect(anonymous.html).toContain('>Hello,</p>');
    expect(template({ ...input, recipientName: '  ' }).text).toContain('Hello,');
  });

  it('escapes a hostile recipient name and keeps it on one line', () => {
    const hostile = template({
      ...input,
      recipientName: '<script>alert("x")</script>\n\nClick https://evil.test & "win"',
    });
    expect(hostile.html).not.toContain('<script>');
    expect(hostile.html).toContain(
      'Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Click https://evil.test &amp; &quot;win&quot;,',
    );
    expect(hostile.text).toContain(
      'Hello <script>alert("x")</script> Click https://evil.test & "win",\n',
    );
  });

  it('refuses a link that is not an absolute web address', () => {
    expect(() => template({ ...input, link: 'javascript:alert(1)' })).toThrow(/absolute http/);
    expect(() => template({ ...input, link: '/relative' })).toThrow(/absolute http/);
  });
});

describe('what each mail says', () => {
  it('activation: verify to activate, valid 24 hours', () => {
    const mail = accountActivationMail(input);
    expect(mail.text).toMatch(/verify your e-mail address to activate your account/i);
    expect(mail.text).toContain('valid for 24 hours');
  });

  it('password reset: valid 1 hour, ignore it if you did not ask', () => {
    const mail = passwordResetMail(input);
    expect(mail.subject).toBe('Reset your Tool Shop password');
    expect(mail.text).toContain('valid for 1 hour');
    expect(mail.text).toMatch(/If you did not ask to reset your password, ignore this mail/);
  });

  it('new e-mail: confirm the new address', () => {
    expect(verifyNewEmailMail(input).text).toMatch(/confirm that it is yours/i);
  });

  it('activation request: choose a password, which verifies and activates', () => {
    const mail = activationRequestMail(input);
    expect(mail.text).toMatch(/choose your password: that verifies your e-mail address/);
  });
});
