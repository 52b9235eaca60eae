import type { FastifyRequest } from 'fastify';
import { HttpError } from './craft-response.ts';

/** Craft only answers JSON when Accept explicitly lists application/json; a bare wildcard does not count. */
export function acceptsJson(request: FastifyRequest): boolean {
  return /(^|,)\s*application\/json\s*(;|,|$)/i.test(request.headers.accept ?? '');
}

export function requireAcceptsJson(request: FastifyRequest): void {
  if (!acceptsJson(request)) throw new HttpError(400, 'Request must accept JSON in response');
}
