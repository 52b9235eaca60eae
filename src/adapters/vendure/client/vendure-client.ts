import type * as z from 'zod/mini';
import type { BackendError } from '../../../domain/http/backend-error';
import type { DataSubject, GatewayError } from '../../../domain/http/gateway.errors';
import { fieldOf } from '../../../domain/shared/guards';
import { err, type Result } from '../../../domain/shared/result';
import { bodyOf, type CraftClient, type QueryParams } from '../../http/client/craft-client';
import type { ResponseBody } from '../../http/client/craft-response-body';
import { decodeAnswer, requestFailed } from '../../http/client/gateway-result';
import { UnreadableId } from './vendure-id';
import { graphqlErrorOf, graphqlFailure, type VendureCall } from './vendure-failure';

/** A named GraphQL document: its name is what a failure reports as the endpoint. */
export interface GraphqlOperation {
  readonly name: string;
  readonly document: string;
}

export type Variables = Readonly<Record<string, unknown>>;

/** A GET's query string: the document, and the variables as JSON when there are any. */
const queryParams = (operation: GraphqlOperation, variables: Variables): QueryParams => ({
  query: operation.document,
  ...(Object.keys(variables).length > 0 ? { variables: JSON.stringify(variables) } : {}),
});

/** Where our server forwards Vendure's Shop API (the same origin as the page). */
export const SHOP_API_PATH = 'shop-api';

/**
 * Vendure's Shop API over the storefront's http client, which brings its retries, cookies, CSRF
 * and the answers a server render embeds. Queries are GETs (so a server render can embed them and a
 * failed one is retried once), mutations POSTs. Every answer is decoded: GraphQL errors become
 * failed requests, `data` is checked with the operation's schema.
 */
export class VendureClient {
  readonly #http: CraftClient;
  readonly #path: string;

  constructor(http: CraftClient, path: string = SHOP_API_PATH) {
    this.#http = http;
    this.#path = path;
  }

  async query<T, U>(
    operation: GraphqlOperation,
    variables: Variables,
    schema: z.ZodMiniType<T>,
    map: (data: T) => U,
    subject: DataSubject = 'response',
  ): Promise<Result<U, GatewayError>> {
    const answer = await this.#http.get(this.#path, queryParams(operation, variables));
    return this.#read({ operation: operation.name, method: 'GET' }, answer, schema, map, subject);
  }

  /**
   * A query Vendure answers now: never from the answers the page embedded (a guest's render read
   * them), never retried. For the session read at start-up, which must fail fast: a failure there
   * means "nobody signed in".
   */
  async queryNow<T, U>(
    operation: GraphqlOperation,
    variables: Variables,
    schema: z.ZodMiniType<T>,
    map: (data: T) => U,
    subject: DataSubject = 'response',
  ): Promise<Result<U, GatewayError>> {
    const query = queryParams(operation, variables);
    const answer = bodyOf(
      await this.#http.send({ method: 'GET', endpoint: this.#path, query, retry: false }),
    );
    return this.#read({ operation: operation.name, method: 'GET' }, answer, schema, map, subject);
  }

  async mutate<T, U>(
    operation: GraphqlOperation,
    variables: Variables,
    schema: z.ZodMiniType<T>,
    map: (data: T) => U,
    subject: DataSubject = 'response',
  ): Promise<Result<U, GatewayError>> {
    const answer = await this.#http.post(this.#path, { query: operation.document, variables });
    return this.#read({ operation: operation.name, method: 'POST' }, answer, schema, map, subject);
  }

  #read<T, U>(
    call: VendureCall,
    answer: Result<ResponseBody, BackendError>,
    schema: z.ZodMiniType<T>,
    map: (data: T) => U,
    subject: DataSubject,
  ): Result<U, GatewayError> {
    const body = answer.ok ? answer.value : answer.error.data;
    const error = graphqlErrorOf(body);
    if (error !== undefined) return err(graphqlFailure(call, error, body));
    if (!answer.ok) return err(requestFailed(answer.error));
    const endpoint = `${this.#path}#${call.operation}`;
    try {
      return decodeAnswer(schema, subject, endpoint, fieldOf(body, 'data'), map);
    } catch (error) {
      if (!(error instanceof UnreadableId)) throw error;
      return err({ kind: 'invalid-data', subject, endpoint, issues: [error.message] });
    }
  }
}
