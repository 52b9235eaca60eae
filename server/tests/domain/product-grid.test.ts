import { describe, expect, it } from 'vitest';
import type { CatalogProduct } from '../../src/domain/catalog/catalog-product.ts';
import {
  gridSpecOf,
  isEmptyGridQuery,
  productGridQuery,
  resolveBlocks,
} from '../../src/domain/content/product-grid.rules.ts';

const product = (id: number, slug: string, category: string | null): CatalogProduct => ({
  id,
  title: slug,
  slug,
  variants: [],
  category: category ? { id: 1, title: category, slug: category } : null,
  callForQuote: false,
  images: [],
});

describe('product grids', () => {
  it('gathers what all grids need, one query per page', () => {
    const query = productGridQuery([
      { type: 'hero' },
      { type: 'productGrid', productSlugs: ['a', 'b'], productIds: [7] },
      { type: 'productGrid', categorySlug: 'tools', limit: 3 },
      { type: 'productGrid', categorySlug: 'tools', limit: 5, productSlugs: ['b'] },
    ]);
    expect(query).toEqual({
      ids: [7],
      slugs: ['a', 'b'],
      categories: [{ slug: 'tools', limit: 5 }],
    });
    expect(isEmptyGridQuery(productGridQuery([{ type: 'richText' }]))).toBe(true);
  });

  it('ignores fields of the wrong type and keeps limits between 1 and 24', () => {
    expect(
      gridSpecOf({
        type: 'productGrid',
        productSlugs: 'a',
        productIds: [1, -2, 'x', 2.5],
        limit: 99,
      }),
    ).toEqual({
      ids: [1],
      slugs: [],
      categorySlug: null,
      limit: 24,
    });
    expect(gridSpecOf({ type: 'productGrid', limit: 0 }).limit).toBe(1);
    expect(gridSpecOf({ type: 'productGrid', limit: '3' }).limit).toBe(8);
  });

  it('fills each grid in order: ids, slugs, then the category, without repeats, up to its limit', () => {
    const available = [
      product(1, 'drill', 'tools'),
      product(2, 'saw', 'tools'),
      product(3, 'bolt', 'fasteners'),
      product(4, 'wrench', 'tools'),
    ];
    const [plain, picked, byCategory] = resolveBlocks(
      [
        { type: 'richText', html: '' },
        { type: 'productGrid', productIds: [3, 99], productSlugs: ['wrench', 'drill', 'gone'] },
        { type: 'productGrid', productSlugs: ['saw'], categorySlug: 'tools', limit: 3 },
      ],
      available,
    );
    expect(plain).toEqual({ kind: 'plain', block: { type: 'richText', html: '' } });
    expect(picked?.kind === 'product-grid' && picked.products.map((p) => p.slug)).toEqual([
      'bolt',
      'wrench',
      'drill',
    ]);
    expect(byCategory?.kind === 'product-grid' && byCategory.products.map((p) => p.slug)).toEqual([
      'saw',
      'drill',
      'wrench',
    ]);
  });
});
