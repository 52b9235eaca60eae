// The dev mailbox for a person: every recorded mail with its links clickable. A mail's HTML is shown
// in a sandboxed iframe (no scripts, no same-origin access) so a broken or hostile body cannot touch
// this page.
import { escapeHtml } from '../../../domain/mail/mail-links.rules.ts';
import type { SentMail } from '../../../ports/mail/mailer.ts';

export const EMPTY_MAILBOX_TEXT = 'No mail has been sent yet.';

const STYLE = `
body { margin: 0; font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2937; background: #f3f4f6; }
header, main { max-width: 960px; margin: 0 auto; padding: 16px 24px; }
h1 { margin: 8px 0; }
article { margin: 0 0 24px; padding: 16px 24px; background: #fff; border: 1px solid #d1d5db; border-radius: 8px; }
h2 { margin: 0 0 8px; font-size: 1.25rem; }
h3 { margin: 16px 0 4px; font-size: 1rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 16px; margin: 0; }
dt { font-weight: bold; }
dd { margin: 0; }
a { color: #1d4ed8; word-break: break-all; }
a:focus-visible, input:focus-visible, button:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
pre { white-space: pre-wrap; word-break: break-word; background: #f9fafb; padding: 12px; border: 1px solid #e5e7eb; }
iframe { width: 100%; height: 480px; border: 1px solid #d1d5db; background: #fff; }
label { font-weight: bold; margin-right: 8px; }
input, button { font: inherit; padding: 4px 8px; }
`;

export function renderMailboxPage(mails: readonly SentMail[], filter: string | undefined): string {
  const title = filter ? `Dev mailbox: mail to ${filter}` : 'Dev mailbox';
  const body = mails.length
    ? mails.map(renderMail).join('\n')
    : `<p role="status">${escapeHtml(emptyText(filter))}</p>`;
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>${escapeHtml(title)}</h1>
<p>Mail recorded by the shop, newest first. This page exists only outside production.</p>
<form method="get" action="/dev/mailbox/view" role="search">
<label for="mailbox-to">Recipient</label>
<input id="mailbox-to" name="to" type="text" inputmode="email" autocomplete="off" value="${escapeHtml(filter ?? '')}">
<button type="submit">Show</button>
${filter ? '<a href="/dev/mailbox/view">Show all mail</a>' : ''}
</form>
</header>
<main>
${body}
</main>
</body>
</html>
`;
}

function emptyText(filter: string | undefined): string {
  return filter ? `No mail has been sent to ${filter} yet.` : EMPTY_MAILBOX_TEXT;
}

function renderMail(mail: SentMail): string {
  const id = `mail-${mail.id}`;
  const sentAt = mail.sentAt.toISOString();
  const links = mail.links.length
    ? `<ul>${mail.links.map((url) => `<li><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></li>`).join('')}</ul>`
    : '<p>No links.</p>';
  return `<article aria-labelledby="${id}-subject">
<h2 id="${id}-subject">${escapeHtml(mail.subject)}</h2>
<dl>
<dt>To</dt><dd>${escapeHtml(mail.to)}</dd>
<dt>Sent</dt><dd><time datetime="${sentAt}">${sentAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC')}</time></dd>
<dt>Transport</dt><dd>${mail.transport}</dd>
</dl>
<h3>Links</h3>
${links}
<h3>Text</h3>
<pre>${escapeHtml(mail.text)}</pre>
<h3>HTML</h3>
<iframe sandbox="" referrerpolicy="no-referrer" loading="lazy" title="${escapeHtml(`HTML body of “${mail.subject}”`)}" srcdoc="${escapeHtml(mail.html)}"></iframe>
</article>`;
}
