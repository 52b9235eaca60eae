// Craft's hashed body params (`|hash` in Twig, `getValidatedBodyParam`): the value prefixed with the
// hex HMAC-SHA256 of it under the site's key. A tampered or plain value is a 400.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { HttpError } from './craft-response.ts';

const HMAC_HEX_LENGTH = 64;

export interface ParamHasher {
  hash(value: string): string;
  /** The signed value, null when absent; throws Craft's 400 for a value that is not signed by us. */
  validated(body: Record<string, unknown>, name: string): string | null;
}

export function paramHasher(secret: string): ParamHasher {
  // A key of its own, so a hashed param can never double as a cookie signature.
  const key = createHmac('sha256', secret).update('craft-hashed-params').digest();
  const mac = (value: string) => createHmac('sha256', key).update(value).digest('hex');
  return {
    hash: (value) => `${mac(value)}${value}`,
    validated(body, name) {
      const raw = body[name];
      if (raw === undefined || raw === null || raw === '') return null;
      if (typeof raw !== 'string' || raw.length < HMAC_HEX_LENGTH) {
        throw new HttpError(400, 'Request contained an invalid body param');
      }
      const given = Buffer.from(raw.slice(0, HMAC_HEX_LENGTH));
      const value = raw.slice(HMAC_HEX_LENGTH);
      const expected = Buffer.from(mac(value));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new HttpError(400, 'Request contained an invalid body param');
      }
      return value;
    },
  };
}
