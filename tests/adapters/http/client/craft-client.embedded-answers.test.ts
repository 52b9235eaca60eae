import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CraftClient } from '../../../../src/adapters/http/client/craft-client';
import {
  EMBEDDED_ANSWERS_TTL_MS,
  embeddedAnswersFrom,
} from '../../../../src/adapters/http/client/embedded-answers';
import { ElementApiSiteNavigation } from '../../../../src/adapters/http/navigation/element-api.site-navigation';
import { useMswServer } from '../../../support/msw-server';

const ORIGIN = 'http://craft.test';
const server = useMswServer();

const BAR = {
  isEnabled: true,
  stickyBarRichTextContent: '<p>Free delivery</p>',
  stickyBarRichTextContentSecondary: '<p>Call us</p>',
};

/** Counts the requests that reached the back-end, per path. */
const backEnd = () => {
  const hits = new Map<string, number>();
  server.use(
    http.get(`${ORIGIN}/*`, ({ request }) => {
      const { pathname } = new URL(request.url);
      hits.set(pathname, (hits.get(pathname) ?? 0) + 1);
      return HttpResponse.json({ ...BAR, stickyBarRichTextContent: '<p>From the network</p>' });
    }),
  );
  return hits;
};

const clientWith = (answers: Record<string, unknown>) =>
  new CraftClient({
    baseUrl: ORIGIN,
    fetch: (input, init) => globalThis.fetch(input, init),
    embeddedAnswers: embeddedAnswersFrom(answers),
  });

describe('CraftClient with answers embedded in the page', () => {
  it('answers the first GET of an endpoint from the page, every later one from the network', async () => {
    const hits = backEnd();
    const client = clientWith({ 'api/v1/singles/sticky-bar-cta': BAR });

    expect(await client.get('api/v1/singles/sticky-bar-cta')).toEqual({ ok: true, value: BAR });
    expect(hits.size).toBe(0);
    const second = await client.get('api/v1/singles/sticky-bar-cta');
    expect(second.ok && (second.value as typeof BAR).stickyBarRichTextContent).toBe(
      '<p>From the network</p>',
    );
    expect(hits.get('/api/v1/singles/sticky-bar-cta')).toBe(1);
  });

  it('matches by URL: with or without a leading slash, the query included', async () => {
    const hits = backEnd();
    const client = clientWith({
      'api/v1/singles/sticky-bar-cta': BAR,
      'api/v1/pages?uri=about': BAR,
    });

    expect(await client.get('/api/v1/singles/sticky-bar-cta')).toEqual({ ok: true, value: BAR });
    expect(await client.get('api/v1/pages', { uri: 'about' })).toEqual({ ok: true, value: BAR });
    await client.get('api/v1/pages', { uri: 'team' });
    expect(hits.get('/api/v1/pages')).toBe(1);
    expect(hits.has('/api/v1/singles/sticky-bar-cta')).toBe(false);
  });

  it('answers nothing from the page once its answers are no longer fresh', async () => {
    const hits = backEnd();
    let now = 0;
    const client = new CraftClient({
      baseUrl: ORIGIN,
      fetch: (input, init) => globalThis.fetch(input, init),
      embeddedAnswers: embeddedAnswersFrom(
        { 'api/v1/singles/sticky-bar-cta': BAR, 'api/v1/menus/main-navigation-menu': {} },
        () => now,
      ),
    });
    now = EMBEDDED_ANSWERS_TTL_MS - 1;
    expect(await client.get('api/v1/singles/sticky-bar-cta')).toEqual({ ok: true, value: BAR });
    now = EMBEDDED_ANSWERS_TTL_MS;
    await client.get('api/v1/menus/main-navigation-menu');
    expect(hits.get('/api/v1/menus/main-navigation-menu')).toBe(1);
  });

  it('answers remembered later (a page payload) answer the next GET, fresh from when they came', async () => {
    const hits = backEnd();
    let now = 0;
    const client = new CraftClient({
      baseUrl: ORIGIN,
      fetch: (input, init) => globalThis.fetch(input, init),
      embeddedAnswers: embeddedAnswersFrom({}, () => now),
    });
    now = 60_000;
    client.rememberAnswers({ 'api/v1/pages?uri=about': BAR, 'api/v1/pages?uri=team': BAR });
    now += EMBEDDED_ANSWERS_TTL_MS - 1;
    expect(await client.get('api/v1/pages', { uri: 'about' })).toEqual({ ok: true, value: BAR });
    expect(hits.size).toBe(0);
    now += 1;
    await client.get('api/v1/pages', { uri: 'team' });
    await client.get('api/v1/pages', { uri: 'about' });
    expect(hits.get('/api/v1/pages')).toBe(2);
  });

  it('a client given no answers still remembers a payload', async () => {
    const hits = backEnd();
    const client = new CraftClient({
      baseUrl: ORIGIN,
      fetch: (input, init) => globalThis.fetch(input, init),
    });
    client.rememberAnswers({ 'api/v1/singles/sticky-bar-cta': BAR });
    expect(await client.get('api/v1/singles/sticky-bar-cta')).toEqual({ ok: true, value: BAR });
    expect(hits.size).toBe(0);
  });

  it('gives the site navigation the promo bar and main menu without a request', async () => {
    const hits = backEnd();
    const node = {
      id: 1,
      title: 'Products',
      nodeUri: 'products',
      newWindow: false,
      displayAsButton: false,
      displayInRed: false,
      displayAsGrid: true,
      typeLabel: 'Custom URL',
      svgIcon: [],
      featuredImage: [],
      element: null,
      children: [],
    };
    const navigation = new ElementApiSiteNavigation(
      clientWith({
        'api/v1/singles/sticky-bar-cta': BAR,
        'api/v1/menus/main-navigation-menu': { data: [node] },
      }),
    );
    expect(await navigation.stickyBar()).toEqual({ ok: true, value: BAR });
    const menu = await navigation.mainMenu();
    expect(menu.ok && menu.value.map((item) => item.title)).toEqual(['Products']);
    expect(hits.size).toBe(0);
  });

  it('an embedded answer of the wrong shape fails like a bad network answer would', async () => {
    backEnd();
    const navigation = new ElementApiSiteNavigation(
      clientWith({ 'api/v1/menus/main-navigation-menu': { data: 'not a list' } }),
    );
    const menu = await navigation.mainMenu();
    expect(menu.ok).toBe(false);
  });

  it('every embedded answer is used exactly once', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ minLength: 1 }), fc.jsonValue()),
        fc.array(fc.string({ minLength: 1 })),
        (answers, asked) => {
          const embedded = embeddedAnswersFrom(answers);
          const given = new Set<string>();
          for (const endpoint of [...asked, ...Object.keys(answers), ...Object.keys(answers)]) {
            const answer = embedded.take(endpoint);
            const known = Object.hasOwn(answers, endpoint) && !given.has(endpoint);
            expect(answer).toEqual(known ? answers[endpoint] : undefined);
            given.add(endpoint);
          }
        },
      ),
    );
  });
});
