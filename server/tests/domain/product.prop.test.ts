import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Product, Variant } from '../../src/domain/catalog/product.ts';
import {
  defaultVariant,
  isValidSlug,
  productPrice,
  productUri,
} from '../../src/domain/catalog/product.rules.ts';
import { money } from '../../src/domain/money/money.rules.ts';

const variant = (id: number, isDefault: boolean): Variant => ({
  id,
  sku: `S${id}`,
  title: `V${id}`,
  price: money(id * 100, 'USD'),
  stock: null,
  isDefault,
});

describe('product rules', () => {
  it('the default variant is the flagged one, else the first', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.option(fc.nat({ max: 7 }), { nil: undefined }),
        (count, flagged) => {
          const variants = Array.from({ length: count }, (_, i) => variant(i + 1, i === flagged));
          const product: Product = { id: 100, title: 'P', slug: 'p', variants };
          const expected =
            flagged !== undefined && flagged < count ? variants[flagged] : variants[0];
          expect(defaultVariant(product)).toBe(expected);
          expect(productPrice(product)).toEqual(expected?.price);
        },
      ),
    );
  });

  it('a product without variants has no default and no price', () => {
    const product: Product = { id: 1, title: 'Empty', slug: 'empty', variants: [] };
    expect(defaultVariant(product)).toBeUndefined();
    expect(productPrice(product)).toBeUndefined();
  });

  it('the product page lives under products/<slug>, slugs may span segments', () => {
    const segment = fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), (segments) => {
        const slug = segments.join('/');
        expect(isValidSlug(slug)).toBe(true);
        expect(productUri({ slug })).toBe(`products/${slug}`);
      }),
    );
    for (const bad of ['', 'A', 'a//b', '/a', 'a/', 'a b', 'a--b', '-a'])
      expect(isValidSlug(bad)).toBe(false);
  });
});
