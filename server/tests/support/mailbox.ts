import type { AppDeps } from '../../src/app.ts';
import type { SentMail } from '../../src/ports/mail/mailer.ts';

/** The newest mail to `to`, and the code/uid its link carries. */
export async function lastMailTo(
  deps: AppDeps,
  to: string,
): Promise<SentMail & { code: string; uid: string; link: string }> {
  const [mail] = await deps.outbox.list({ to, limit: 1 });
  if (!mail) throw new Error(`no mail to ${to}`);
  const link = mail.links.find((candidate) => candidate.includes('code='));
  if (!link) throw new Error(`mail to ${to} has no code link: ${mail.links.join(', ')}`);
  const url = new URL(link);
  return {
    ...mail,
    link,
    code: url.searchParams.get('code') ?? '',
    uid: url.searchParams.get('uid') ?? '',
  };
}
