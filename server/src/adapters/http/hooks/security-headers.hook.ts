import type { FastifyInstance } from 'fastify';

/**
 * The storefront's shell has no inline script (the embedded answers and JSON-LD are data blocks, never
 * executed), so scripts come from this origin only. Styles allow 'unsafe-inline': emotion injects <style>
 * tags at run time (a nonce would have to reach every one of them); a style cannot run code.
 * Images: this origin (`/img/...`), data: URLs (inline SVG icons) and https: (rich text may show
 * images from another https origin, as the content import allows). The storefront loads no third-party
 * script (Stripe.js included): a page that needs one must be named here.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/** One year; browsers keep using https for the shop's host once they have seen it over https. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/** Headers every response gets; HSTS only when the shop's public address is https. */
export function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'SAMEORIGIN');
    // A route may set a stricter policy of its own (an SVG image is served with default-src 'none').
    if (!reply.hasHeader('content-security-policy'))
      reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    if (options.https) reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  });
}
