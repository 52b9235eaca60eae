// A plain summary for the shop's own inbox: a heading, labelled fields, a closing line. No actions, no
// images; every value is a visitor's input, so it is escaped in HTML and collapsed where it must stay
// on one line (the subject, field values other than long text).
import { escapeHtml } from '../../../domain/mail/mail-links.rules.ts';
import type { MailContent } from '../../../ports/mail/mailer.ts';

export interface SummaryField {
  readonly label: string;
  readonly value: string;
  /** Long text (a message) keeps its line breaks and goes below its label. */
  readonly multiline?: boolean;
}

export interface SummaryMail {
  readonly shopName: string;
  readonly subject: string;
  readonly heading: string;
  readonly fields: readonly SummaryField[];
  readonly footer: string;
}

const TEXT = '#1f2937';
const MUTED = '#4b5563';
const FONT = 'Arial, Helvetica, sans-serif';

export const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

function renderText(mail: SummaryMail): string {
  const fields = mail.fields.flatMap((field) =>
    field.multiline
      ? [`${field.label}:`, field.value.replace(/\r\n?/g, '\n'), '']
      : [`${field.label}: ${oneLine(field.value)}`],
  );
  return [mail.heading, '', ...fields, '', mail.footer, '', mail.shopName, ''].join('\n');
}

function renderField(field: SummaryField): string {
  const value = field.multiline
    ? escapeHtml(field.value.replace(/\r\n?/g, '\n')).replace(/\n/g, '<br>')
    : escapeHtml(oneLine(field.value));
  return `<tr><th align="left" valign="top" style="padding:4px 16px 4px 0;color:${MUTED};font-size:14px;font-weight:normal;white-space:nowrap;">${escapeHtml(field.label)}</th><td style="padding:4px 0;color:${TEXT};font-size:16px;line-height:1.5;">${value}</td></tr>`;
}

function renderHtml(mail: SummaryMail): string {
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
<p style="margin:0 0 16px;color:${MUTED};font-size:16px;">${escapeHtml(mail.shopName)}</p>
<h1 style="margin:0 0 24px;color:${TEXT};font-size:24px;line-height:1.3;">${escapeHtml(mail.heading)}</h1>
<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 24px;">
${mail.fields.map(renderField).join('\n')}
</table>
<p style="margin:0;color:${TEXT};font-size:16px;line-height:1.5;">${escapeHtml(mail.footer)}</p>
</div>
</body>
</html>
`;
}

export function renderSummaryMail(mail: SummaryMail): MailContent {
  const subject = oneLine(mail.subject);
  return {
    subject,
    text: renderText({ ...mail, subject }),
    html: renderHtml({ ...mail, subject }),
  };
}
