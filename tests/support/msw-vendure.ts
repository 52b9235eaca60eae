// A Shop API stand-in for msw: each GraphQL operation, by name, is answered by a function of its
// variables. msw's own GraphQL handlers need the `graphql` package, which the storefront does not use.
import { http, HttpResponse } from 'msw';
import type { setupServer } from 'msw/node';
import { ORIGIN } from './msw-craft';
import { aGuestSessionJson } from './session.mother';

export type Variables = Record<string, unknown>;
/** An operation's answer; the request tells, say, whose session asks (its cookies). */
export type Resolver = (variables: Variables, request: Request) => unknown;

export interface GraphqlRequest {
  readonly operationName: string;
  readonly variables: Variables;
  /** the document sent */
  readonly query: string;
}

const OPERATION_NAME = /\b(?:query|mutation)\s+(\w+)/;

const nameOf = (document: string): string => OPERATION_NAME.exec(document)?.[1] ?? '';

/** The operation a GET (query string) or POST (JSON body) carries. */
export const graphqlRequestOf = async (request: Request): Promise<GraphqlRequest> => {
  if (request.method === 'GET') {
    const params = new URL(request.url).searchParams;
    const variables = params.get('variables');
    const query = params.get('query') ?? '';
    return {
      operationName: nameOf(query),
      variables: variables ? (JSON.parse(variables) as Variables) : {},
      query,
    };
  }
  const body = (await request.clone().json()) as { query?: string; variables?: Variables };
  const query = body.query ?? '';
  return { operationName: nameOf(query), variables: body.variables ?? {}, query };
};

/**
 * Answers the operations named in `resolvers` with `{ data: resolver(variables) }` (a resolver may
 * return a whole Response instead), and records each request. Others get a GraphQL error. POSTs
 * get a session-info to fetch our CSRF token from, as the storefront's server gives it.
 */
export const answerShopApi = (
  server: ReturnType<typeof setupServer>,
  resolvers: Readonly<Record<string, Resolver>>,
): GraphqlRequest[] => {
  const seen: GraphqlRequest[] = [];
  const respond = async ({ request }: { request: Request }) => {
    const operation = await graphqlRequestOf(request);
    seen.push(operation);
    const resolver = resolvers[operation.operationName];
    if (!resolver) {
      const message = `no answer for ${operation.operationName}`;
      return HttpResponse.json({ errors: [{ message, extensions: { code: 'INTERNAL' } }] });
    }
    const answer = resolver(operation.variables, request);
    return answer instanceof Response ? answer : HttpResponse.json({ data: answer });
  };
  server.use(
    http.get(`${ORIGIN}/shop-api`, respond),
    http.post(`${ORIGIN}/shop-api`, respond),
    // Mutations are POSTs, which carry our server's CSRF token: fetched from its session-info.
    http.get(`${ORIGIN}/actions/users/session-info`, () =>
      HttpResponse.json(aGuestSessionJson({ csrfTokenValue: 'csrf-msw' })),
    ),
  );
  return seen;
};

/** What a request asked, without its document: for tests about the operation and its variables. */
export const asked = ({ operationName, variables }: GraphqlRequest) => ({
  operationName,
  variables,
});
