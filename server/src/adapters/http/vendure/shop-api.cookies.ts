// Vendure's shop session between the shopper and Vendure: its cookie and the cookie's signature, and
// nothing else of either side's (our own session, a Vendure admin session, a tracker).

export interface SessionCookieRelay {
  /** Vendure's `cookieOptions.name.shop` (VENDURE_SESSION_COOKIE) */
  readonly name: string;
  /** whether our own cookies are Secure (an https PUBLIC_URL): Vendure's get the same */
  readonly secure: boolean;
}

/** `name=value` -> `name`; a pair without `=` has no name to match. */
const nameOf = (pair: string): string => {
  const equals = pair.indexOf('=');
  return equals === -1 ? '' : pair.slice(0, equals).trim();
};

/** cookie-session sends the session and its signature as two cookies. */
const isSessionCookie = (relay: SessionCookieRelay, pair: string): boolean => {
  const name = nameOf(pair);
  return name === relay.name || name === `${relay.name}.sig`;
};

/** The shopper's Vendure session cookies, as a Cookie header for Vendure (undefined: none). */
export function cookieHeaderForVendure(
  relay: SessionCookieRelay,
  header: string | undefined,
): string | undefined {
  const kept = (header ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => isSessionCookie(relay, pair));
  return kept.length > 0 ? kept.join('; ') : undefined;
}

/** Kept from Vendure's attributes: when the cookie ends (a logout expires it at once). */
const LIFETIME_ATTRIBUTE = /^(?:expires|max-age)=/i;

/**
 * Vendure's Set-Cookies for its session, as our origin sets its own cookies: for the whole site of
 * this host only (no Domain), out of scripts' reach, not sent on other sites' POSTs, and Secure when
 * ours are. Whatever Vendure's own cookie options say.
 */
export function setCookiesForBrowser(
  relay: SessionCookieRelay,
  setCookies: readonly string[],
): string[] {
  return setCookies.flatMap((setCookie) => {
    const [pair = '', ...attributes] = setCookie.split(';').map((part) => part.trim());
    if (!isSessionCookie(relay, pair)) return [];
    const lifetime = attributes.filter((attribute) => LIFETIME_ATTRIBUTE.test(attribute));
    const secure = relay.secure ? ['Secure'] : [];
    return [[pair, ...lifetime, 'Path=/', 'HttpOnly', 'SameSite=Lax', ...secure].join('; ')];
  });
}
