import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ContentRef } from '../../src/domain/seo/page-route.ts';
import { classifyPath, contentPath } from '../../src/domain/seo/page-route.rules.ts';

const slug = fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+){0,3}$/);
const APP = [
  '404',
  'cart',
  'login',
  'register',
  'forgot-password',
  'reset-password',
  'search',
  'checkout',
  'verify-email',
  'activate-account',
  'products',
  'my-account',
  'product',
  'blog',
  'case-studies',
];
const pageUri = fc
  .array(slug, { minLength: 1, maxLength: 4 })
  .filter((segments) => !APP.includes(segments[0] ?? ''))
  .map((segments) => segments.join('/'));

const contentRef: fc.Arbitrary<ContentRef> = fc.oneof(
  fc
    .array(slug, { minLength: 1, maxLength: 3 })
    .map((s): ContentRef => ({ kind: 'product', slug: s.join('/'), variantId: null })),
  fc
    .tuple(slug, fc.integer({ min: 1, max: 999_999_999 }))
    .map(([s, id]): ContentRef => ({ kind: 'product', slug: s, variantId: id })),
  slug.map((s): ContentRef => ({ kind: 'post', slug: s })),
  slug.map((s): ContentRef => ({ kind: 'blog-category', slug: s })),
  slug.map((s): ContentRef => ({ kind: 'case-study', slug: s })),
  pageUri.map((uri): ContentRef => ({ kind: 'page', uri })),
);

describe('storefront page routes', () => {
  it('classify every content path back to the content it was made from', () => {
    fc.assert(
      fc.property(contentRef, (ref) => {
        const path = contentPath(ref);
        expect(classifyPath(path)).toEqual({ kind: 'content', path, ref });
        expect(classifyPath(`${path}/`)).toEqual({ kind: 'content', path, ref });
      }),
    );
  });

  it('never throw, whatever the path', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'grapheme', maxLength: 80 }),
          fc.stringMatching(/^[%0-9A-Fa-f/.]{0,40}$/),
        ),
        (path) => {
          const route = classifyPath(`/${path}`);
          expect(['app', 'content', 'not-found']).toContain(route.kind);
        },
      ),
    );
  });

  it('refuse undecodable paths and dot segments', () => {
    for (const path of ['/%E0%A4%A', '/a/%2e%2e/b', '/a/%2F/b', '/x%00y'])
      expect(classifyPath(path), path).toEqual({ kind: 'not-found' });
  });

  it('put app screens before content, and keep account sub-routes on the account screen', () => {
    expect(classifyPath('/cart')).toMatchObject({ kind: 'app', title: 'Cart', noindex: false });
    expect(classifyPath('/my-account/orders/12')).toMatchObject({ kind: 'app', noindex: true });
    expect(classifyPath('/products')).toMatchObject({ kind: 'app', noindex: false, content: null });
    expect(classifyPath('/products', 'drills')).toMatchObject({
      kind: 'app',
      content: { kind: 'category', slug: 'drills' },
    });
    expect(classifyPath('/')).toMatchObject({ kind: 'app', content: { kind: 'page', uri: '' } });
    expect(classifyPath('/cart/extra')).toMatchObject({
      kind: 'content',
      ref: { kind: 'page', uri: 'cart/extra' },
    });
    expect(classifyPath('/product/drill/not-a-number')).toMatchObject({
      ref: { kind: 'page', uri: 'product/drill/not-a-number' },
    });
  });

  it('decode segments for lookups and encode them again in the canonical path', () => {
    expect(classifyPath('/blog/caf%C3%A9')).toEqual({
      kind: 'content',
      path: '/blog/caf%C3%A9',
      ref: { kind: 'post', slug: 'café' },
    });
    expect(contentPath({ kind: 'category', slug: 'a&b' })).toBe('/products?category=a%26b');
  });
});
