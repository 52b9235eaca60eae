// A `productGrid` block names its products in any of three ways (all optional, combined in this order):
//   productIds: [12, 34]      productSlugs: ['hex-bolts-m8']      categorySlug: 'fasteners'
// plus `limit` (default 8, at most 24), which caps the whole grid. Products that are missing or
// disabled are skipped, so a stale reference shrinks the grid instead of breaking the page.
import type { CatalogProduct } from '../catalog/catalog-product.ts';
import type { ContentBlock, ProductGridQuery, ResolvedBlock } from './page.ts';

export const PRODUCT_GRID = 'productGrid';
export const DEFAULT_GRID_LIMIT = 8;
export const MAX_GRID_LIMIT = 24;

interface GridSpec {
  readonly ids: readonly number[];
  readonly slugs: readonly string[];
  readonly categorySlug: string | null;
  readonly limit: number;
}

const isProductGrid = (block: ContentBlock): boolean => block.type === PRODUCT_GRID;

/** Block fields are content, not code: anything of the wrong type is ignored. */
export function gridSpecOf(block: ContentBlock): GridSpec {
  const list = <T>(value: unknown, guard: (item: unknown) => item is T): T[] =>
    Array.isArray(value) ? value.filter(guard) : [];
  const isId = (item: unknown): item is number => Number.isSafeInteger(item) && Number(item) > 0;
  const isText = (item: unknown): item is string => typeof item === 'string' && item !== '';
  const limit = block.limit;
  return {
    ids: list(block.productIds, isId).slice(0, MAX_GRID_LIMIT),
    slugs: list(block.productSlugs, isText).slice(0, MAX_GRID_LIMIT),
    categorySlug: isText(block.categorySlug) ? block.categorySlug : null,
    limit:
      typeof limit === 'number' && Number.isInteger(limit)
        ? Math.min(Math.max(limit, 1), MAX_GRID_LIMIT)
        : DEFAULT_GRID_LIMIT,
  };
}

export function productGridQuery(blocks: readonly ContentBlock[]): ProductGridQuery {
  const specs = blocks.filter(isProductGrid).map(gridSpecOf);
  const categories = new Map<string, number>();
  for (const spec of specs) {
    if (spec.categorySlug === null) continue;
    categories.set(spec.categorySlug, Math.max(spec.limit, categories.get(spec.categorySlug) ?? 0));
  }
  return {
    ids: [...new Set(specs.flatMap((spec) => spec.ids))],
    slugs: [...new Set(specs.flatMap((spec) => spec.slugs))],
    categories: [...categories].map(([slug, limit]) => ({ slug, limit })),
  };
}

export const isEmptyGridQuery = (query: ProductGridQuery): boolean =>
  query.ids.length === 0 && query.slugs.length === 0 && query.categories.length === 0;

/** `available`: every enabled product the grids could need, in catalog order. */
export function resolveBlocks(
  blocks: readonly ContentBlock[],
  available: readonly CatalogProduct[],
): ResolvedBlock[] {
  const byId = new Map(available.map((product) => [product.id, product]));
  const bySlug = new Map(available.map((product) => [product.slug, product]));
  return blocks.map((block): ResolvedBlock => {
    if (!isProductGrid(block)) return { kind: 'plain', block };
    const spec = gridSpecOf(block);
    const picked = [
      ...spec.ids.map((id) => byId.get(id)),
      ...spec.slugs.map((slug) => bySlug.get(slug)),
      ...available.filter(
        (product) => spec.categorySlug !== null && product.category?.slug === spec.categorySlug,
      ),
    ].filter((product): product is CatalogProduct => product !== undefined);
    const unique = [...new Map(picked.map((product) => [product.id, product])).values()];
    return { kind: 'product-grid', block, products: unique.slice(0, spec.limit) };
  });
}
