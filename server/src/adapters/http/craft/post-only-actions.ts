// Craft's requirePostRequest: a POST-only action asked for with GET or HEAD answers 400
// `Post request required` (Ref §1.3), not the 404 page. The POST routes under /actions/ are noted as
// they are registered; the not-found handler asks whether a GET or HEAD it received names one of them.
// An action that also has a GET route (load-cart's deliberate 405, session-info) never gets there.
import type { FastifyInstance } from 'fastify';

export const POST_REQUIRED = 'Post request required';

const pathOf = (url: string): string => {
  const path = url.split('?', 1)[0] ?? url;
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
};

/** Call before the routes are registered; the answer is whether a request needs POST to get a route. */
export function trackPostOnlyActions(
  app: FastifyInstance,
): (request: { method: string; url: string }) => boolean {
  const postActions = new Set<string>();
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (route.url.startsWith('/actions/') && methods.includes('POST')) postActions.add(route.url);
  });
  return (request) =>
    (request.method === 'GET' || request.method === 'HEAD') && postActions.has(pathOf(request.url));
}
