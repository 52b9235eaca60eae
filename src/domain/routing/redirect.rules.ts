/**
 * A route rule's redirect target leaves the site when it names another origin: an absolute URL
 * (any scheme) or a protocol-relative "//host" one. A target on the site's own origin stays.
 */
export const isExternalRedirect = (target: string, siteOrigin: string): boolean => {
  const trimmed = target.trim();
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(trimmed);
  const protocolRelative = /^[/\\]{2}/.test(trimmed);
  if (!absolute && !protocolRelative) return false;
  const origin = siteOrigin.replace(/\/+$/, '').toLowerCase();
  const normalised = protocolRelative
    ? `${origin.split('//')[0]}${trimmed.replace(/\\/g, '/')}`
    : trimmed;
  const lower = normalised.toLowerCase();
  return !(
    lower === origin ||
    lower.startsWith(`${origin}/`) ||
    lower.startsWith(`${origin}?`) ||
    lower.startsWith(`${origin}#`)
  );
};
