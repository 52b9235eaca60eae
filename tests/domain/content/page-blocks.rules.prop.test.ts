import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isSafeHref,
  leadImageIndex,
  readBlock,
  readBlocks,
  readGridProduct,
  telHref,
} from '../../../src/domain/content/page-blocks.rules';

const word = fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,20}[a-z]$/);
const image = fc.record({
  path: fc.constant('pages/a.png'),
  alt: word,
  url: fc.constant('/img/pages/a.png'),
});
const gridProduct = fc.record({
  id: fc.nat(),
  title: word,
  slug: fc.constant('a'),
  uri: fc.constant('products/a'),
  price: fc.double({ min: 0, max: 1e5, noNaN: true }),
  salePrice: fc.option(fc.double({ min: 0, max: 1e5, noNaN: true })),
  onSale: fc.boolean(),
  callForQuote: fc.boolean(),
  inStock: fc.boolean(),
  defaultVariantId: fc.option(fc.nat()),
  image: fc.option(image),
});

/** One stored block of every type, as the content API sends them. */
const storedBlock = fc.oneof(
  fc.record({
    type: fc.constant('hero'),
    heading: word,
    text: word,
    image,
    cta: fc.record({ label: word, url: fc.constant('/products') }),
  }),
  fc.record({ type: fc.constant('richText'), html: word.map((w) => `<p>${w}</p>`) }),
  fc.record({
    type: fc.constant('image'),
    path: fc.constant('a.png'),
    alt: word,
    url: fc.constant('/img/a.png'),
    caption: word,
  }),
  fc.record({
    type: fc.constant('cta'),
    heading: word,
    text: word,
    label: word,
    url: fc.constant('/contact'),
  }),
  fc.record({
    type: fc.constant('productGrid'),
    heading: word,
    products: fc.array(gridProduct, { minLength: 1, maxLength: 4 }),
  }),
  fc.record({
    type: fc.constant('faq'),
    heading: word,
    items: fc.array(fc.record({ question: word, answerHtml: word }), {
      minLength: 1,
      maxLength: 3,
    }),
  }),
  fc.record({
    type: fc.constant('features'),
    heading: word,
    items: fc.array(fc.record({ title: word, text: word, icon: image }), {
      minLength: 1,
      maxLength: 3,
    }),
  }),
  fc.record({
    type: fc.constant('logos'),
    heading: word,
    images: fc.array(image, { minLength: 1, maxLength: 6 }),
  }),
  fc.record({ type: fc.constant('quote'), text: word, author: word }),
  fc.record({
    type: fc.constant('contactDetails'),
    heading: word,
    email: fc.constant('a@b.test'),
    phone: fc.constant('+1 (555) 010-4400'),
    addressLines: fc.array(word, { minLength: 1 }),
    openingHours: fc.array(word),
  }),
);

describe('page blocks', () => {
  it('reads every stored block type, keeping its type and order', () => {
    fc.assert(
      fc.property(fc.array(storedBlock, { maxLength: 8 }), (stored) => {
        const blocks = readBlocks(stored);
        expect(blocks.map((block) => block.type)).toEqual(stored.map((block) => block.type));
      }),
    );
  });

  it('leaves out unknown types and blocks missing what they need, keeping the rest', () => {
    fc.assert(
      fc.property(
        fc.array(storedBlock, { maxLength: 5 }),
        fc.constantFrom<Record<string, unknown>>(
          { type: 'carousel', items: [] },
          { type: 'hero', text: 'no heading' },
          { type: 'richText', html: '   ' },
          { type: 'image', alt: 'no url' },
          { type: 'cta', heading: 'x', label: 'Go', url: 'javascript:alert(1)' },
          { type: 'productGrid', heading: 'Empty', products: [] },
          { type: 'faq', heading: 'x', items: [{ question: 'no answer' }] },
          { type: 'logos', heading: 'x', images: 'nope' },
          { type: 'quote', author: 'nobody' },
          { type: 'contactDetails', heading: 'Nothing' },
          { heading: 'no type' },
        ),
        (stored, broken) => {
          const blocks = readBlocks([broken, ...stored, broken]);
          expect(blocks.map((block) => block.type)).toEqual(stored.map((block) => block.type));
        },
      ),
    );
  });

  it('keeps the fields of a block', () => {
    expect(
      readBlock({
        type: 'hero',
        heading: ' Built ',
        text: 'Tools',
        image: { path: 'a.png', alt: 'A', url: '/img/a.png' },
        cta: { label: 'Shop', url: '/products' },
      }),
    ).toEqual({
      type: 'hero',
      heading: 'Built',
      text: 'Tools',
      image: { url: '/img/a.png', alt: 'A', width: null, height: null },
      cta: { label: 'Shop', url: '/products' },
    });
    expect(
      readBlock({ type: 'hero', heading: 'H', cta: { label: 'x', url: 'javascript:void(0)' } }),
    ).toMatchObject({ cta: null, image: null, text: '' });
  });

  it('reads grid products with their prices and stock', () => {
    fc.assert(
      fc.property(gridProduct, (stored) => {
        const product = readGridProduct(stored);
        expect(product).toMatchObject({
          id: stored.id,
          title: stored.title.trim(),
          uri: stored.uri,
          price: stored.price,
          salePrice: stored.salePrice,
          callForQuote: stored.callForQuote,
          inStock: stored.inStock,
        });
        expect(product?.image?.url ?? null).toBe(stored.image?.url ?? null);
      }),
    );
    expect(readGridProduct({ id: 1, title: 'No price', uri: 'products/x' })).toBeNull();
  });

  it('finds the lead image: the first hero with an image, or image block', () => {
    const blocks = readBlocks([
      { type: 'richText', html: '<p>a</p>' },
      { type: 'hero', heading: 'No image' },
      { type: 'image', url: '/img/a.png', alt: '' },
      { type: 'hero', heading: 'Later', image: { url: '/img/b.png', alt: '' } },
    ]);
    expect(leadImageIndex(blocks)).toBe(2);
    expect(leadImageIndex(readBlocks([{ type: 'quote', text: 'q', author: 'a' }]))).toBeNull();
  });
});

describe('links', () => {
  it('allow site paths and http(s), mailto and tel URLs only', () => {
    for (const href of [
      '/',
      '/contact',
      'https://a.test/x',
      'http://a.test',
      'mailto:a@b.test',
      'tel:+1555',
    ])
      expect(isSafeHref(href)).toBe(true);
    for (const href of [
      '//evil.test',
      'javascript:alert(1)',
      'JAVASCRIPT:x',
      'data:text/html,x',
      'contact',
      '',
    ])
      expect(isSafeHref(href)).toBe(false);
  });

  it('dial phone numbers by their digits', () => {
    expect(telHref('+1 (555) 010-4400')).toBe('tel:+15550104400');
    fc.assert(
      fc.property(fc.string(), (phone) => {
        expect(telHref(phone)).toMatch(/^tel:\+?\d*$/);
      }),
    );
  });
});
