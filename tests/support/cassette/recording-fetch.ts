// A fetch that hands each exchange it makes to `keep`, as a cassette records it, and answers as the
// fetch it wraps. It is one visitor's (the base of its cookie jar): the global fetch is left as it is,
// as our server, in the same process, forwards the Shop API with it.
import type { RecordedResponse } from './cassette';
import { type SentRequest, sentRequestOf } from './cassette-request';

export interface SentExchange {
  readonly sent: SentRequest;
  readonly response: RecordedResponse;
}

/** The headers the storefront's client reads; each set-cookie is kept on its own. */
const KEPT_HEADERS = ['content-type', 'location', 'x-redirect'];

const keptHeaders = (headers: Headers): [string, string][] => [
  ...KEPT_HEADERS.flatMap((name): [string, string][] => {
    const value = headers.get(name);
    return value === null ? [] : [[name, value]];
  }),
  ...headers.getSetCookie().map((line): [string, string] => ['set-cookie', line]),
];

const jsonOf = (text: string): { json: unknown } | undefined => {
  try {
    return { json: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
};

const recordedResponseOf = async (response: Response): Promise<RecordedResponse> => {
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('json') ?? false;
  return {
    status: response.status,
    statusText: response.statusText,
    headers: keptHeaders(response.headers),
    ...((isJson ? jsonOf(text) : undefined) ?? { text }),
  };
};

export const recordingFetch =
  (base: typeof fetch, keep: (exchange: SentExchange) => void): typeof fetch =>
  async (input, init) => {
    const request = new Request(input, init);
    const sent = await sentRequestOf(request);
    const response = await base(request);
    keep({ sent, response: await recordedResponseOf(response.clone()) });
    return response;
  };
