import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CatalogVariant } from '../../src/domain/catalog/catalog-product.ts';
import {
  effectivePrice,
  productSalePrice,
  salePriceOf,
} from '../../src/domain/catalog/product-price.rules.ts';
import { isProductInStock, isVariantInStock } from '../../src/domain/catalog/stock.rules.ts';
import { money } from '../../src/domain/money/money.rules.ts';

const variant = (
  id: number,
  priceMinor: number,
  saleMinor: number | null,
  extra: Partial<CatalogVariant> = {},
): CatalogVariant => ({
  id,
  sku: `S${id}`,
  title: `V${id}`,
  price: money(priceMinor, 'USD'),
  salePrice: saleMinor === null ? null : money(saleMinor, 'USD'),
  options: {},
  stock: null,
  isDefault: false,
  ...extra,
});

describe('sale prices', () => {
  it('count only below the price; the effective price is never above the price', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.option(fc.nat(1_000_000)), (price, sale) => {
        const v = variant(1, price, sale);
        const onSale = sale !== null && sale < price;
        expect(salePriceOf(v)?.minor ?? null).toBe(onSale ? sale : null);
        expect(effectivePrice(v).minor).toBe(onSale ? sale : price);
        expect(effectivePrice(v).minor).toBeLessThanOrEqual(price);
      }),
    );
  });

  it('a product’s sale price is its default variant’s', () => {
    const product = {
      variants: [variant(1, 1000, 500), variant(2, 2000, 1500, { isDefault: true })],
    };
    expect(productSalePrice(product)).toEqual(money(1500, 'USD'));
    expect(productSalePrice({ variants: [] })).toBeNull();
  });
});

describe('stock', () => {
  it('untracked stock is in stock; a product is while any variant is', () => {
    expect(isVariantInStock({ stock: null })).toBe(true);
    expect(isVariantInStock({ stock: 0 })).toBe(false);
    expect(isVariantInStock({ stock: -1 })).toBe(false);
    expect(isVariantInStock({ stock: 1 })).toBe(true);
    expect(isProductInStock({ variants: [{ stock: 0 }, { stock: null }] })).toBe(true);
    expect(isProductInStock({ variants: [{ stock: 0 }] })).toBe(false);
    expect(isProductInStock({ variants: [] })).toBe(false);
  });
});
