import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  documentTitle,
  DESCRIPTION_LENGTH,
  headTags,
  MANAGED_META,
  metaDescription,
  scriptSafeJson,
} from '../../../src/domain/seo/document-head.rules';
import { absoluteImageUrl } from '../../../src/domain/seo/preview-image.rules';
import { shopNameFromTitle } from '../../../src/domain/seo/shop-name.rules';

const shopName = fc.stringMatching(/^[A-Z][a-z]{1,8}( [A-Z][a-z]{1,8})?$/);
const title = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ,'-]{0,40}[A-Za-z0-9]$/);
const origin = fc.constantFrom('http://localhost:3105', 'https://shop.example.test');
const path = fc
  .array(fc.stringMatching(/^[a-z0-9-]{1,12}$/), { minLength: 0, maxLength: 3 })
  .map((segments) => `/${segments.join('/')}`);

const content = (tags: ReturnType<typeof headTags>, key: string) =>
  tags.metas.find((tag) => tag.key === key)?.content;

describe('document titles', () => {
  it('end with the shop name, once', () => {
    fc.assert(
      fc.property(title, shopName, (t, shop) => {
        fc.pre(t !== shop);
        const full = documentTitle(t, shop);
        expect(full).toBe(`${t} | ${shop}`);
        expect(documentTitle(full, shop)).toBe(full);
        expect(shopNameFromTitle(full)).toBe(shop);
      }),
    );
  });

  it('are the shop alone for an empty title or the shop itself', () => {
    fc.assert(
      fc.property(shopName, fc.constantFrom('', '  '), (shop, blank) => {
        expect(documentTitle(blank, shop)).toBe(shop);
        expect(documentTitle(shop, shop)).toBe(shop);
        expect(shopNameFromTitle(shop)).toBe(shop);
      }),
    );
  });
});

describe('preview images', () => {
  it('turn uploads into an absolute 1280 px JPEG, keep http(s) and make site paths absolute', () => {
    expect(absoluteImageUrl('/img/blog/a b.jpg', 'https://s.test')).toBe(
      'https://s.test/img/blog/a%20b.jpg?w=1280&fmt=jpeg',
    );
    expect(absoluteImageUrl('https://cdn.test/a.png', 'https://s.test')).toBe(
      'https://cdn.test/a.png',
    );
    expect(absoluteImageUrl('/favicon.svg', 'https://s.test')).toBe('https://s.test/favicon.svg');
    expect(absoluteImageUrl('//evil.test/a.png', 'https://s.test')).toBeNull();
    expect(absoluteImageUrl('javascript:alert(1)', 'https://s.test')).toBeNull();
  });
});

describe('structured data', () => {
  it('cannot close its script element and reads back the same', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const json = scriptSafeJson({ name: `${text}</script><!--` });
        expect(json).not.toMatch(/[<>&\u2028\u2029]/);
        expect(JSON.parse(json)).toEqual({ name: `${text}</script><!--` });
      }),
    );
  });
});

describe('head tags', () => {
  it('give an indexable screen its canonical URL and preview tags', () => {
    fc.assert(
      fc.property(title, fc.option(title), path, origin, shopName, (t, description, p, o, shop) => {
        const tags = headTags(
          { title: t, canonicalPath: p, ...(description === null ? {} : { description }) },
          { origin: o, shopName: shop },
        );
        expect(tags.title).toBe(documentTitle(t, shop));
        expect(tags.canonical).toBe(`${o}${p}`);
        expect(content(tags, 'og:url')).toBe(`${o}${p}`);
        expect(content(tags, 'og:title')).toBe(t);
        expect(content(tags, 'og:site_name')).toBe(shop);
        expect(content(tags, 'og:type')).toBe('website');
        const described = description === null ? undefined : metaDescription(description);
        expect(content(tags, 'description')).toBe(described);
        expect(content(tags, 'og:description')).toBe(described);
        expect(content(tags, 'robots')).toBeUndefined();
        expect(content(tags, 'twitter:card')).toBe('summary');
      }),
    );
  });

  it('keep a noindex screen out of search and previews', () => {
    fc.assert(
      fc.property(title, path, origin, shopName, (t, p, o, shop) => {
        const tags = headTags(
          { title: t, canonicalPath: p, noindex: true },
          { origin: o, shopName: shop },
        );
        expect(tags.canonical).toBeNull();
        expect(content(tags, 'robots')).toBe('noindex');
        expect(tags.metas.some((tag) => tag.key.startsWith('og:'))).toBe(false);
      }),
    );
  });

  it('describe articles with their image and dates', () => {
    const tags = headTags(
      {
        title: 'Post',
        canonicalPath: '/blog/post',
        image: '/img/blog/post.jpg',
        type: 'article',
        publishedAt: '2026-01-02T00:00:00.000Z',
        modifiedAt: '2026-01-03T00:00:00.000Z',
        jsonLd: { '@type': 'Article' },
      },
      { origin: 'https://s.test', shopName: 'Shop' },
    );
    expect(content(tags, 'og:type')).toBe('article');
    expect(content(tags, 'og:image')).toBe('https://s.test/img/blog/post.jpg?w=1280&fmt=jpeg');
    expect(content(tags, 'twitter:card')).toBe('summary_large_image');
    expect(content(tags, 'article:published_time')).toBe('2026-01-02T00:00:00.000Z');
    expect(content(tags, 'article:modified_time')).toBe('2026-01-03T00:00:00.000Z');
    expect(tags.jsonLd).toBe('{"@type":"Article"}');
  });

  it('only ever write tags that a screen change manages', () => {
    fc.assert(
      fc.property(
        title,
        fc.boolean(),
        fc.constantFrom('website', 'article', 'product' as const),
        (t, noindex, type) => {
          const tags = headTags(
            {
              title: t,
              description: t,
              canonicalPath: '/x',
              image: '/img/x.jpg',
              noindex,
              type,
              publishedAt: 'p',
              modifiedAt: 'm',
            },
            { origin: 'https://s.test', shopName: 'Shop' },
          );
          for (const tag of tags.metas)
            expect(MANAGED_META).toContainEqual({ attribute: tag.attribute, key: tag.key });
        },
      ),
    );
  });
});

describe('meta descriptions', () => {
  const words = fc
    .array(fc.stringMatching(/^[A-Za-z0-9,.'-]{1,14}$/), { minLength: 1, maxLength: 60 })
    .map((list) => list.join(' '));

  it('keep a short text whole, single-spaced', () => {
    fc.assert(
      fc.property(words, (text) => {
        fc.pre(text.length <= DESCRIPTION_LENGTH);
        expect(metaDescription(`  ${text.replace(/ /g, ' \n ')}  `)).toBe(text);
      }),
    );
  });

  it("cut a long text at a word, within the limit, ending in '…'", () => {
    fc.assert(
      fc.property(words, words, (start, more) => {
        const text = `${start} ${'lorem ipsum '.repeat(14)}${more}`;
        const cut = metaDescription(text);
        expect(Array.from(cut).length).toBeLessThanOrEqual(DESCRIPTION_LENGTH);
        expect(cut.endsWith('…')).toBe(true);
        const kept = cut.slice(0, -1);
        expect(text.startsWith(kept)).toBe(true);
        // Whole words only, unless one word filled more than half the room.
        const next = text.slice(kept.length).replace(/^[,;:.'-]+/, '');
        if (kept.length > DESCRIPTION_LENGTH / 2)
          expect(next.startsWith(' ') || next === '').toBe(true);
      }),
    );
  });

  it('are what every head writes, as the description and its preview copies', () => {
    const long = 'Sturdy workshop drill with two batteries. '.repeat(8);
    const tags = headTags(
      { title: 'Drill', description: long, canonicalPath: '/products/drill' },
      { origin: 'https://s.test', shopName: 'Shop' },
    );
    expect(content(tags, 'description')).toBe(metaDescription(long));
    expect(content(tags, 'og:description')).toBe(metaDescription(long));
    expect(content(tags, 'twitter:description')).toBe(metaDescription(long));
  });

  it("preview titles leave out the shop's name an editor ended the title with", () => {
    const tags = headTags(
      { title: 'Cordless drill | Shop', canonicalPath: '/products/drill' },
      { origin: 'https://s.test', shopName: 'Shop' },
    );
    expect(tags.title).toBe('Cordless drill | Shop');
    expect(content(tags, 'og:title')).toBe('Cordless drill');
    expect(content(tags, 'twitter:title')).toBe('Cordless drill');
  });
});
