/** Where a menu node points: an absolute URL leaves the site, anything else is a path on it. */
export type NodeLink =
  | { readonly kind: 'internal'; readonly to: string }
  | { readonly kind: 'external'; readonly href: string };

const ABSOLUTE = /^[a-z][a-z0-9+.-]*:/i;
const PROTOCOL_RELATIVE = /^[/\\]{2}/;

/**
 * The CMS stores node URIs without a leading slash ("products?category=saws"); the site root is
 * "" or "__home__". Absolute and protocol-relative URLs are external. No URI: no link (null).
 */
export const nodeLink = (nodeUri: string | null | undefined): NodeLink | null => {
  const uri = (nodeUri ?? '').trim();
  if (uri === '') return null;
  if (ABSOLUTE.test(uri) || PROTOCOL_RELATIVE.test(uri)) return { kind: 'external', href: uri };
  if (uri === '__home__') return { kind: 'internal', to: '/' };
  return { kind: 'internal', to: `/${uri.replace(/^[/\\]+/, '')}` };
};
