// A request as a cassette keeps it: method, path and query without the origin, and the body parsed.
// A GraphQL operation (a GET's `query` and `variables` parameters, or a POST's `{ query, variables }`)
// is kept as its document's key and its variables; the key changes with the document's text.
import { createHash } from 'node:crypto';
import { graphqlRequestOf } from '../msw-vendure';
import type { RecordedRequest } from './cassette';

export interface SentRequest {
  readonly request: RecordedRequest;
  /** the GraphQL document the request carries, by its key; empty for any other request */
  readonly documents: Readonly<Record<string, string>>;
}

/** `<operation> <first 8 hex digits of the document's SHA-256>` */
const documentKey = (operationName: string, document: string): string =>
  `${operationName} ${createHash('sha256').update(document).digest('hex').slice(0, 8)}`;

const parsedBody = async (request: Request): Promise<unknown> => {
  const text = await request.clone().text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

const isGraphql = (url: URL, body: unknown): boolean =>
  url.searchParams.has('query') ||
  (typeof body === 'object' && body !== null && 'query' in body && typeof body.query === 'string');

const graphqlSentRequest = async (request: Request, url: URL): Promise<SentRequest> => {
  const { operationName, variables, query } = await graphqlRequestOf(request);
  url.searchParams.delete('query');
  url.searchParams.delete('variables');
  const document = documentKey(operationName, query);
  return {
    request: {
      method: request.method,
      path: `${url.pathname}${url.search}`,
      graphql: { document, variables },
    },
    documents: { [document]: query },
  };
};

export const sentRequestOf = async (request: Request): Promise<SentRequest> => {
  const url = new URL(request.url);
  const body = await parsedBody(request);
  if (isGraphql(url, body)) return graphqlSentRequest(request, url);
  const path = `${url.pathname}${url.search}`;
  return {
    request: { method: request.method, path, ...(body === undefined ? {} : { body }) },
    documents: {},
  };
};

const askedOf = ({ graphql, body }: RecordedRequest): string => {
  if (graphql) return ` ${graphql.document} ${JSON.stringify(graphql.variables)}`;
  return body === undefined ? '' : ` ${JSON.stringify(body)}`;
};

/** What a request asked, in a line: for the messages of a replay that does not match. */
export const describeRequest = (request: RecordedRequest): string =>
  `${request.method} ${request.path}${askedOf(request)}`;
