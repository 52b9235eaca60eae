import type { FastifyInstance } from 'fastify';
import type { FuzzTransport } from './fuzz-run.ts';

/** Requests through `app.inject`, each from an address of its own so per-IP rate limits stay out of the way. */
export function injectTransport(app: FastifyInstance): FuzzTransport {
  let count = 0;
  return async (request) => {
    count += 1;
    const response = await app.inject({
      method: request.method,
      url: request.url,
      headers: request.headers,
      remoteAddress: `198.51.${(count >> 8) & 255}.${count & 255}`,
      ...(request.body !== undefined ? { payload: request.body } : {}),
    });
    const setCookie = response.headers['set-cookie'];
    return {
      status: response.statusCode,
      setCookies: Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [],
      body: response.body,
    };
  };
}
