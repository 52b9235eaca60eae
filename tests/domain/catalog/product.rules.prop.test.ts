import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Product, Variant } from '../../../src/domain/catalog/product';
import {
  defaultVariant,
  isVariantInStock,
  productPath,
} from '../../../src/domain/catalog/product.rules';
import { aProduct } from '../../support/product.mother';

const anyVariant: fc.Arbitrary<Variant> = fc.record({
  id: fc.nat(),
  sku: fc.string(),
  title: fc.string(),
  price: fc.double({ min: 0, max: 1e5, noNaN: true }),
  salePrice: fc.option(fc.double({ min: 0, max: 1e5, noNaN: true }), { nil: null }),
  stock: fc.option(fc.integer({ min: -5, max: 100 }), { nil: null }),
  options: fc.dictionary(fc.string(), fc.string()),
});

const anyProduct: fc.Arbitrary<Product> = fc
  .tuple(
    fc.uniqueArray(anyVariant, { selector: (variant) => variant.id, maxLength: 5 }),
    fc.option(fc.nat(), { nil: null }),
  )
  .map(([variants, defaultVariantId]) => aProduct({ variants, defaultVariantId }));

describe('product rules', () => {
  it('the default variant is one of the product variants whenever there are any', () => {
    fc.assert(
      fc.property(anyProduct, (product) => {
        const variant = defaultVariant(product);
        if (product.variants.length === 0) expect(variant).toBeUndefined();
        else expect(product.variants).toContain(variant);
      }),
    );
  });

  it('the default variant is the one named by defaultVariantId when it exists', () => {
    fc.assert(
      fc.property(anyProduct, fc.nat(), (product, pick) => {
        const named = product.variants[pick % Math.max(1, product.variants.length)];
        fc.pre(named !== undefined);
        expect(defaultVariant({ ...product, defaultVariantId: named?.id ?? null })).toBe(named);
      }),
    );
  });

  it('falls back to the first variant when the named one is missing', () => {
    fc.assert(
      fc.property(anyProduct, (product) => {
        fc.pre(!product.variants.some((variant) => variant.id === product.defaultVariantId));
        expect(defaultVariant(product)).toBe(product.variants[0]);
      }),
    );
  });

  it('a variant is in stock when stock is untracked or positive', () => {
    fc.assert(
      fc.property(anyVariant, (variant) => {
        expect(isVariantInStock(variant)).toBe(variant.stock === null || variant.stock > 0);
      }),
    );
  });

  it('a product path is the uri behind exactly one slash', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat({ max: 3 }), (uri, slashes) => {
        const path = productPath({ uri: '/'.repeat(slashes) + uri.replace(/^\/+/, '') });
        expect(path).toBe(`/${uri.replace(/^\/+/, '')}`);
      }),
    );
  });
});
