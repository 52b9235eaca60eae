import { http, HttpResponse } from 'msw';
import type { setupServer } from 'msw/node';
import { CraftClient } from '../../src/adapters/http/client/craft-client';
import { aGuestSessionJson } from './session.mother';

export const ORIGIN = 'http://craft.test';

/** A client of the stand-in back-end; `fetch` may add what a browser tab would (its cookies). */
export const craftClient = (
  fetch: typeof globalThis.fetch = (input, init) => globalThis.fetch(input, init),
): CraftClient => new CraftClient({ baseUrl: ORIGIN, fetch });

export interface SeenRequest {
  readonly url: URL;
  readonly method: string;
  readonly headers: Headers;
  /** parsed JSON, or the raw text ('' when there was none) */
  readonly body: unknown;
}

type Method = 'get' | 'post' | 'delete';

const bodyOf = async (request: Request): Promise<unknown> => {
  const text = await request.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/**
 * Answers one endpoint with `respond` and records every request it gets. POSTs get a session-info
 * to fetch their CSRF token from, so each test only describes the call it is about.
 */
export const answer = (
  server: ReturnType<typeof setupServer>,
  method: Method,
  path: string,
  respond: (request: SeenRequest) => Response,
): SeenRequest[] => {
  const seen: SeenRequest[] = [];
  // The endpoint's own handler goes first, so a test about session-info itself wins.
  server.use(
    http[method](`${ORIGIN}/${path}`, async ({ request }) => {
      const entry: SeenRequest = {
        url: new URL(request.url),
        method: request.method,
        headers: request.headers,
        body: await bodyOf(request),
      };
      seen.push(entry);
      return respond(entry);
    }),
    http.get(`${ORIGIN}/actions/users/session-info`, () =>
      HttpResponse.json(aGuestSessionJson({ csrfTokenValue: 'csrf-msw' })),
    ),
  );
  return seen;
};

export const json =
  (body: unknown, status = 200) =>
  (): Response =>
    HttpResponse.json(body as Record<string, unknown>, { status });

/** Craft's exception JSON, as our back-end sends it (with `error` duplicating the message). */
export const craftError = (status: number, message: string) =>
  json({ name: 'Error', message, code: 0, status, error: message }, status);

/** The Element API's and the storefront API's error JSON. */
export const apiError = (status: number, message: string) =>
  json({ error: { code: status, message } }, status);

export const unreachable = () => (): Response => HttpResponse.error();
