// The storefront marks every call with `X-Requested-With: XMLHttpRequest` (as Craft's own JS does). A
// cross-site page cannot send that header (a custom header needs a CORS preflight the shop never grants),
// so a GET that changes state asks for it: a bare link or <img> from another site changes nothing.
import type { FastifyRequest } from 'fastify';
import { HttpError } from './craft-response.ts';

export const XHR_MARKER_MISSING =
  'This request must come from the shop itself: the header X-Requested-With: XMLHttpRequest is missing.';

export const isXhr = (request: FastifyRequest): boolean =>
  request.headers['x-requested-with'] === 'XMLHttpRequest';

/** For a state-changing GET the spec keeps (sign-out): 400 and nothing changed without the marker. */
export function requireXhrMarker(request: FastifyRequest): void {
  if (!isXhr(request)) throw new HttpError(400, XHR_MARKER_MISSING);
}
