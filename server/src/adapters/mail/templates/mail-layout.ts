// One layout for every account mail: a heading, a few paragraphs, one action. Mail clients ignore
// <style> blocks and external sheets, so styles are inline; there are no images or remote resources,
// so nothing is missing when a client blocks them and nothing tracks the reader.
import { escapeHtml } from '../../../domain/mail/mail-links.rules.ts';
import type { MailContent } from '../../../ports/mail/mailer.ts';

export interface ActionMail {
  readonly shopName: string;
  readonly recipientName: string | null;
  readonly subject: string;
  readonly heading: string;
  /** Paragraphs before the action. */
  readonly intro: readonly string[];
  readonly actionLabel: string;
  readonly link: string;
  /** Paragraphs after the action: how long the link works, what to do if the mail was unexpected. */
  readonly outro: readonly string[];
  /** A second, quiet link after the outro (an unsubscribe link). */
  readonly footerLink?: { readonly label: string; readonly link: string };
}

// Contrast on white: text 14.7:1, muted text 7.5:1, the button and links 6.7:1 (WCAG AA needs 4.5:1).
const TEXT = '#1f2937';
const MUTED = '#4b5563';
const ACCENT = '#1d4ed8';
const FONT = 'Arial, Helvetica, sans-serif';

export function renderActionMail(mail: ActionMail): MailContent {
  assertWebLink(mail.link);
  if (mail.footerLink) assertWebLink(mail.footerLink.link);
  return { subject: mail.subject, text: renderText(mail), html: renderHtml(mail) };
}

/** A link someone would click must be a web address; anything else is a bug in the caller. */
function assertWebLink(link: string): void {
  if (!/^https?:\/\/[^\s/?#]+\S*$/i.test(link)) {
    throw new Error('A mail link must be an absolute http(s) URL without spaces.');
  }
}

/** Names come from sign-up forms: collapse line breaks so a name cannot reshape the mail. */
function greeting(recipientName: string | null): string {
  const name = recipientName?.replace(/\s+/g, ' ').trim();
  return name ? `Hello ${name},` : 'Hello,';
}

function renderText(mail: ActionMail): string {
  return [
    mail.heading,
    '',
    greeting(mail.recipientName),
    '',
    ...mail.intro.flatMap((paragraph) => [paragraph, '']),
    `${mail.actionLabel}:`,
    mail.link,
    '',
    ...mail.outro.flatMap((paragraph) => [paragraph, '']),
    ...(mail.footerLink ? [`${mail.footerLink.label}:`, mail.footerLink.link, ''] : []),
    `${mail.shopName}`,
    '',
  ].join('\n');
}

function paragraph(text: string, color = TEXT): string {
  return `<p style="margin:0 0 16px;color:${color};font-size:16px;line-height:1.5;">${escapeHtml(text)}</p>`;
}

function footerLink({ label, link }: NonNullable<ActionMail['footerLink']>): string {
  return `<p style="margin:0 0 16px;font-size:14px;line-height:1.5;"><a href="${escapeHtml(link)}" style="color:${MUTED};text-decoration:underline;">${escapeHtml(label)}</a></p>`;
}

function renderHtml(mail: ActionMail): string {
  const link = escapeHtml(mail.link);
  return `<!DOCTYPE html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(mail.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f3f4f6;font-family:${FONT};">
<div role="article" aria-label="${escapeHtml(mail.subject)}" lang="en" style="max-width:600px;margin:0 auto;padding:32px 24px;background-color:#ffffff;font-family:${FONT};">
${paragraph(mail.shopName, MUTED)}
<h1 style="margin:0 0 24px;color:${TEXT};font-size:24px;line-height:1.3;">${escapeHtml(mail.heading)}</h1>
${paragraph(greeting(mail.recipientName))}
${mail.intro.map((text) => paragraph(text)).join('\n')}
<p style="margin:24px 0;"><a href="${link}" style="display:inline-block;padding:12px 24px;border-radius:6px;background-color:${ACCENT};color:#ffffff;font-size:16px;font-weight:bold;text-decoration:none;">${escapeHtml(mail.actionLabel)}</a></p>
${paragraph('If the button does not work, copy this address into your browser:')}
<p style="margin:0 0 24px;font-size:16px;line-height:1.5;word-break:break-all;"><a href="${link}" style="color:${ACCENT};text-decoration:underline;">${link}</a></p>
${mail.outro.map((text) => paragraph(text)).join('\n')}
${mail.footerLink ? footerLink(mail.footerLink) : ''}
${paragraph(mail.shopName, MUTED)}
</div>
</body>
</html>
`;
}
