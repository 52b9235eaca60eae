// How the server's render reaches a back-end: only reads (GET), only the endpoint its URL names under
// the back-end's origin. A path with dot segments or a backslash (which a URL parser would resolve to
// another endpoint) is refused, since the render embeds what it read in a page anyone may ask for.

/** A path with a `.` or `..` segment (plain or percent-encoded). */
const hasDotSegment = (raw: string): boolean =>
  (raw.split(/[?#]/)[0] ?? '').split('/').some((segment) => /^(?:\.|%2e){1,2}$/i.test(segment));

const refused = (status: number, message: string) =>
  Response.json({ error: { code: status, message } }, { status });

export const urlOf = (input: Parameters<typeof fetch>[0]): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** The answer refusing a read the render may not make, or null when it may. */
export function refusedRead(raw: string, init: RequestInit | undefined, origin: string) {
  if ((init?.method ?? 'GET').toUpperCase() !== 'GET')
    return refused(405, 'The render only reads.');
  if (!raw.startsWith(`${origin}/`) || raw.includes('\\') || hasDotSegment(raw))
    return refused(400, 'The render reads only the endpoint its URL names.');
  return null;
}
