// A stand-in for Vendure behind our /shop-api: records what reaches it and answers as each test says.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppDeps } from '../../src/app.ts';

export interface Seen {
  readonly method: string;
  readonly url: string;
  readonly cookie: string | undefined;
  readonly body: string;
}

/** How the fake answers one request, given its body as text. */
export type Answer = (request: IncomingMessage, response: ServerResponse, body: string) => void;

/** A picture at an asset's path; elsewhere `{ data: { ok: true } }` with a session cookie of its own. */
export const ordinaryAnswer: Answer = (request, response) => {
  if (request.url?.startsWith('/vendure-assets/')) {
    response.writeHead(200, { 'content-type': 'image/png' }).end('PNG');
    return;
  }
  response
    .writeHead(200, {
      'content-type': 'application/json',
      'set-cookie': ['vendure-shop-session=abc; Path=/; HttpOnly', 'tracker=1; Path=/'],
    })
    .end(JSON.stringify({ data: { ok: true } }));
};

export interface FakeVendure {
  readonly seen: Seen[];
  /** its Shop API's address */
  readonly url: URL;
  /** answers from now on this way */
  answerWith(answer: Answer): void;
  close(): void;
}

const textOf = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

export async function fakeVendure(): Promise<FakeVendure> {
  const seen: Seen[] = [];
  let answer = ordinaryAnswer;
  const server: Server = createServer((request, response) => {
    void textOf(request).then((body) => {
      const { method = '', url = '' } = request;
      seen.push({ method, url, cookie: request.headers.cookie, body });
      answer(request, response, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    seen,
    url: new URL(`http://127.0.0.1:${port}/shop-api`),
    answerWith: (next) => {
      answer = next;
    },
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

/** The app's settings for a Vendure at `url`, by default with the test peer's cookie name. */
export const vendureAt = (url: URL, sessionCookie = 'vendure-shop-session') =>
  ({ commerce: { kind: 'vendure', shopApiUrl: url, sessionCookie } }) satisfies Partial<AppDeps>;
