// Lets developers and end-to-end tests read the mail the shop sent (activation links, password resets)
// without a real inbox. Mail holds one-time links, so this is registered only outside production.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { MailOutbox, MailOutboxQuery, SentMail } from '../../../ports/mail/mailer.ts';
import { renderMailboxPage } from './dev-mailbox.page.ts';

export interface DevMailboxRoutesDeps {
  readonly outbox: MailOutbox;
}

interface MailboxQuerystring {
  to?: string | string[];
  limit?: string | string[];
}

const MAX_LIMIT = 500;

const sentMailSchema = {
  type: 'object',
  required: ['id', 'to', 'subject', 'text', 'html', 'links', 'sentAt', 'transport'],
  properties: {
    id: { type: 'integer' },
    to: { type: 'string' },
    subject: { type: 'string' },
    text: { type: 'string' },
    html: { type: 'string' },
    links: { type: 'array', items: { type: 'string' } },
    sentAt: { type: 'string', format: 'date-time' },
    transport: { type: 'string', enum: ['outbox', 'smtp'] },
  },
} as const;

const messageSchema = {
  type: 'object',
  required: ['message'],
  properties: { message: { type: 'string' } },
} as const;

export function devMailboxRoutes(deps: DevMailboxRoutesDeps) {
  return async (app: FastifyInstance): Promise<void> => {
    app.get<{ Querystring: MailboxQuerystring }>(
      '/dev/mailbox',
      {
        schema: {
          response: {
            200: {
              type: 'object',
              required: ['messages'],
              properties: { messages: { type: 'array', items: sentMailSchema } },
            },
            400: messageSchema,
          },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const query = parseQuery(request.query);
        if (typeof query === 'string') return reply.code(400).send({ message: query });
        const mails = await deps.outbox.list(query);
        return { messages: mails.map(serializeSentMail) };
      },
    );

    app.get<{ Querystring: MailboxQuerystring }>('/dev/mailbox/view', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const query = parseQuery(request.query);
      if (typeof query === 'string') return reply.code(400).send({ message: query });
      const mails = await deps.outbox.list(query);
      sendPage(reply);
      return renderMailboxPage(mails, query.to);
    });
  };
}

/** The outbox query, or the message explaining why the query string is unusable. */
function parseQuery(raw: MailboxQuerystring): MailOutboxQuery | string {
  if (Array.isArray(raw.to)) return 'Give “to” at most once.';
  if (Array.isArray(raw.limit)) return 'Give “limit” at most once.';
  const to = raw.to?.trim() || undefined;
  if (raw.limit === undefined || raw.limit === '') return { to };
  const limit = /^\d{1,3}$/.test(raw.limit) ? Number(raw.limit) : NaN;
  if (!(limit >= 1 && limit <= MAX_LIMIT)) {
    return `Invalid limit “${raw.limit.slice(0, 20)}”: use a whole number from 1 to ${MAX_LIMIT}.`;
  }
  return { to, limit };
}

function sendPage(reply: FastifyReply): void {
  reply.type('text/html; charset=utf-8');
  // The page needs no script at all; the mail bodies it frames are sandboxed besides.
  reply.header(
    'content-security-policy',
    "script-src 'none'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'",
  );
}

function serializeSentMail(mail: SentMail) {
  return {
    id: mail.id,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    links: mail.links,
    sentAt: mail.sentAt.toISOString(),
    transport: mail.transport,
  };
}
