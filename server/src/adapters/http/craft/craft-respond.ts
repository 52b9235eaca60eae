// Craft's success answer (asSuccess/asModelSuccess, redirectToPostedUrl): the Accept header alone decides
// between the JSON body and a 302 to where the client asked to go (a signed `redirect`) or the action's
// default. Failures are not answered here: they keep their JSON body and status for every client.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptsJson } from './accepts-json.ts';
import type { ParamHasher } from './hashed-params.ts';
import { yiiRedirect } from './yii-redirect.ts';

export interface CraftRespondDeps {
  /** The shop's public URL: redirect targets are made absolute under it. */
  readonly publicUrl: string;
  /** Signs and checks the hashed control params (`redirect`, `successMessage`, …). */
  readonly hashedParams: ParamHasher;
}

export interface CraftSuccess {
  /** The body a client that accepts JSON gets. */
  readonly json: object;
  /** Where any other client is sent: the posted `redirect`, else the action's default. */
  readonly redirectTo: string;
}

export function craftRespond(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: Pick<CraftRespondDeps, 'publicUrl'>,
  success: CraftSuccess,
) {
  if (acceptsJson(request)) return reply.send(success.json);
  return yiiRedirect(request, reply, success.redirectTo, deps.publicUrl);
}

/** Craft's default redirect target: the request's own path (`Request::getPathInfo`), no query. */
export const actionPath = (request: FastifyRequest): string => request.url.split('?')[0] ?? '/';

/** Craft's asSuccess adds `redirect` after the data, and only when there is one. */
export const withRedirect = <T extends object>(
  json: T,
  redirect: string | null,
): T | (T & { redirect: string }) => (redirect === null ? json : { ...json, redirect });

/**
 * Craft's asModelSuccess: the JSON echoes a signed `redirect`; any other client is sent there, else to
 * the action's own path (redirectToPostedUrl).
 */
export const craftModelSuccess = (
  request: FastifyRequest,
  reply: FastifyReply,
  deps: Pick<CraftRespondDeps, 'publicUrl'>,
  json: object,
  redirect: string | null,
) =>
  craftRespond(request, reply, deps, {
    json: withRedirect(json, redirect),
    redirectTo: redirect ?? actionPath(request),
  });
