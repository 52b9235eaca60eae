import { expect, type APIRequestContext, test } from '@playwright/test';

export type MailPath = '/verify-email' | '/reset-password';

/** Our server's dev mailbox (never in production): the newest mail's link to `path`. */
const devMailboxLink = async (request: APIRequestContext, to: string, path: MailPath) => {
  const response = await request.get(`/dev/mailbox?to=${encodeURIComponent(to)}`);
  const { messages } = (await response.json()) as {
    messages: { links: string[]; sentAt: string }[];
  };
  const link = messages
    .toSorted((a, b) => b.sentAt.localeCompare(a.sentAt))
    .flatMap((mail) => mail.links)
    .find((candidate) => new URL(candidate).pathname === path);
  if (link === undefined) return undefined;
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

const PEER_MAIL_KIND: Readonly<Record<MailPath, string>> = {
  '/verify-email': 'verify',
  '/reset-password': 'password-reset',
};

/**
 * The Vendure test peer's mailbox (its tokens): the link a shop's Vendure mail templates point at,
 * the token as `code` (the pages also want a `uid`, which the Vendure adapter does not read).
 */
const peerMailboxLink = async (
  request: APIRequestContext,
  peerOrigin: string,
  to: string,
  path: MailPath,
) => {
  const response = await request.get(`${peerOrigin}/test-mailbox?to=${encodeURIComponent(to)}`);
  const mails = (await response.json()) as { kind: string; token: string }[];
  const token = mails.filter((mail) => mail.kind === PEER_MAIL_KIND[path]).at(-1)?.token;
  return token === undefined ? undefined : `${path}?code=${encodeURIComponent(token)}&uid=vendure`;
};

/** The link of the newest account mail to `to` for `path`, from the back-end the run is against. */
export const mailLink = async (
  request: APIRequestContext,
  to: string,
  path: MailPath,
): Promise<string> => {
  const { commerce, peerOrigin } = test.info().config.metadata as {
    commerce?: string;
    peerOrigin?: string;
  };
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        link =
          commerce === 'vendure' && peerOrigin
            ? await peerMailboxLink(request, peerOrigin, to, path)
            : await devMailboxLink(request, to, path);
        return link;
      },
      { message: `a mail to ${to} with a ${path} link`, timeout: 10_000 },
    )
    .toBeTruthy();
  return link ?? '';
};
