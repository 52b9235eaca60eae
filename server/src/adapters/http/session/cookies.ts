import { createHash } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_TOKEN_NAME } from '../../../domain/csrf/csrf-token.rules.ts';

export const CART_COOKIE_MAX_AGE_SECONDS = 31_536_000;

/** Craft names the cart cookie md5("Craft.craft\commerce\services\Carts.<appId>.<storeHandle>")_commerce_cart. */
export const cartCookieName = (appId: string, storeHandle: string): string =>
  `${createHash('md5').update(`Craft.craft\\commerce\\services\\Carts.${appId}.${storeHandle}`).digest('hex')}_commerce_cart`;

export interface CookieSettings {
  readonly secure: boolean;
}

const baseOptions = (settings: CookieSettings): CookieSerializeOptions => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  secure: settings.secure,
  signed: true,
});

/** The value of a signed cookie, or undefined when it is missing or its signature does not verify. */
export function readSignedCookie(request: FastifyRequest, name: string): string | undefined {
  const raw = request.cookies[name];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value !== null ? unsigned.value : undefined;
}

export function writeCsrfCookie(
  reply: FastifyReply,
  settings: CookieSettings,
  rawToken: string,
): void {
  // A session cookie, as Craft's: it lives as long as the browser session.
  reply.setCookie(CSRF_TOKEN_NAME, rawToken, baseOptions(settings));
}

export function writeCartCookie(
  reply: FastifyReply,
  settings: CookieSettings,
  name: string,
  number: string,
): void {
  reply.setCookie(name, number, { ...baseOptions(settings), maxAge: CART_COOKIE_MAX_AGE_SECONDS });
}

export function clearCartCookie(reply: FastifyReply, settings: CookieSettings, name: string): void {
  reply.clearCookie(name, { ...baseOptions(settings), signed: false });
}
