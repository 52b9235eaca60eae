// Content-Security-Policy on every answer, so markup injected into a page cannot run a script from
// elsewhere; HSTS under an https PUBLIC_URL, so a browser never again talks to the shop over http.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const directives = (policy: string | undefined) =>
  new Map(
    (policy ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );

describe('security headers', () => {
  let http: TestApp;
  let https: TestApp;
  beforeAll(async () => {
    http = await startTestApp({ publicUrl: 'http://shop.test' });
    https = await startTestApp({ publicUrl: 'https://shop.example' });
  });
  afterAll(async () => {
    await http.close();
    await https.close();
  });

  it('a CSP that runs scripts from the shop only, on pages and API answers alike', async () => {
    for (const url of ['/', '/actions/commerce/cart/get-cart', '/no-such-page']) {
      const res = await http.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      const csp = directives(res.headers['content-security-policy'] as string | undefined);
      expect(csp.get('script-src'), url).toEqual(["'self'"]);
      expect(csp.get('default-src'), url).toEqual(["'self'"]);
      expect(csp.get('object-src'), url).toEqual(["'none'"]);
      expect(csp.get('img-src'), url).toEqual(["'self'", 'data:', 'https:']);
      expect(csp.get('frame-ancestors'), url).toEqual(["'self'"]);
      expect(csp.get('base-uri'), url).toEqual(["'self'"]);
    }
  });

  it('HSTS only when PUBLIC_URL is https', async () => {
    const plain = await http.app.inject({ method: 'GET', url: '/healthz' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await https.app.inject({ method: 'GET', url: '/healthz' });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000');
  });
});
