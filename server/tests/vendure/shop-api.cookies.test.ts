import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { type Answer, type FakeVendure, fakeVendure, vendureAt } from './fake-vendure.ts';

const EXPIRED = 'Thu, 01 Jan 1970 00:00:00 GMT';

/** Vendure's session as its cookie-session sets it, beside cookies that are not the shop session's. */
const setsCookies =
  (setCookie: readonly string[]): Answer =>
  (request, response) => {
    const type = request.url?.startsWith('/vendure-assets/') ? 'image/png' : 'application/json';
    response.writeHead(200, { 'content-type': type, 'set-cookie': [...setCookie] }).end('{}');
  };

const VENDURE_SET_COOKIES = [
  'vendure-shop-session=abc; path=/shop-api; expires=Wed, 01 Jan 2031 00:00:00 GMT; domain=vendure.internal; samesite=none; httponly',
  'vendure-shop-session.sig=xyz; path=/shop-api; expires=Wed, 01 Jan 2031 00:00:00 GMT; domain=vendure.internal; samesite=none; httponly',
  'vendure-admin-session=root; path=/; httponly',
  'vendure-shop-session-tracker=1; path=/',
  'tracker=1; path=/',
];

describe("Vendure's session cookie through /shop-api", () => {
  let vendure: FakeVendure;
  let shop: TestApp;

  beforeAll(async () => {
    vendure = await fakeVendure();
    shop = await startTestApp({ overrides: vendureAt(vendure.url) });
  });

  afterAll(async () => {
    await shop.close();
    vendure.close();
  });

  it("sends Vendure only the shop session and its signature from the shopper's cookies", async () => {
    await shop.app.inject({
      url: '/shop-api?query=%7Bx%7D',
      headers: {
        cookie:
          'CraftSessionId=ours; vendure-shop-session=s; vendure-admin-session=a; ' +
          'vendure-shop-session.sig=g; vendure-shop-session-tracker=t; vendure-x=1',
      },
    });

    expect(vendure.seen.at(-1)?.cookie).toBe('vendure-shop-session=s; vendure-shop-session.sig=g');
  });

  it('relays only those two, for the whole site of our host, out of scripts and other sites', async () => {
    vendure.answerWith(setsCookies(VENDURE_SET_COOKIES));

    const answer = await shop.app.inject({ url: '/shop-api?query=%7Bx%7D' });

    expect(answer.headers['set-cookie']).toEqual([
      'vendure-shop-session=abc; expires=Wed, 01 Jan 2031 00:00:00 GMT; Path=/; HttpOnly; SameSite=Lax',
      'vendure-shop-session.sig=xyz; expires=Wed, 01 Jan 2031 00:00:00 GMT; Path=/; HttpOnly; SameSite=Lax',
    ]);
  });

  it('keeps the expiry of a sign-out, which ends the session in the browser', async () => {
    vendure.answerWith(
      setsCookies([
        `vendure-shop-session=; path=/; expires=${EXPIRED}; max-age=0; httponly`,
        `vendure-shop-session.sig=; path=/; expires=${EXPIRED}; max-age=0; httponly`,
      ]),
    );

    const answer = await shop.app.inject({ url: '/shop-api?query=%7Bx%7D' });

    expect(answer.cookies.map(({ name, maxAge, expires }) => ({ name, maxAge, expires }))).toEqual([
      { name: 'vendure-shop-session', maxAge: 0, expires: new Date(0) },
      { name: 'vendure-shop-session.sig', maxAge: 0, expires: new Date(0) },
    ]);
  });

  it('sends no cookie with a picture, and relays none from it', async () => {
    vendure.answerWith(setsCookies(VENDURE_SET_COOKIES));

    const picture = await shop.app.inject({
      url: '/vendure-assets/hammer.png',
      headers: { cookie: 'vendure-shop-session=s; vendure-shop-session.sig=g' },
    });

    expect(picture.statusCode).toBe(200);
    expect(vendure.seen.at(-1)?.cookie).toBeUndefined();
    expect(picture.headers['set-cookie']).toBeUndefined();
  });
});

describe("Vendure's session cookie on an https shop, under another name", () => {
  it('is Secure as our own cookies are, and only the named one goes either way', async () => {
    const vendure = await fakeVendure();
    const shop = await startTestApp({
      publicUrl: 'https://shop.test',
      overrides: vendureAt(vendure.url, 'shop-session'),
    });
    try {
      vendure.answerWith(
        setsCookies(['shop-session=abc; path=/', 'vendure-shop-session=old; path=/']),
      );

      const answer = await shop.app.inject({
        url: '/shop-api?query=%7Bx%7D',
        headers: { cookie: 'shop-session=mine; vendure-shop-session=old' },
      });

      expect(vendure.seen.at(-1)?.cookie).toBe('shop-session=mine');
      expect(answer.headers['set-cookie']).toEqual([
        'shop-session=abc; Path=/; HttpOnly; SameSite=Lax; Secure',
      ]);
    } finally {
      await shop.close();
      vendure.close();
    }
  });
});
