import type { ResolvedPage } from '../../domain/content/page.ts';
import {
  isEmptyGridQuery,
  productGridQuery,
  resolveBlocks,
} from '../../domain/content/product-grid.rules.ts';
import { normalizePageUri } from '../../domain/content/content-uri.rules.ts';
import type { ContentReader } from '../../ports/content/content-reader.ts';
import type { ProductRepository } from '../../ports/catalog/product-repository.ts';

export interface ShowPageDeps {
  readonly content: ContentReader;
  readonly products: ProductRepository;
}

/** A page with its product grids filled in, so the storefront renders it from one call. */
export async function showPage(deps: ShowPageDeps, uri: string): Promise<ResolvedPage | null> {
  const page = await deps.content.findPage(normalizePageUri(uri));
  if (!page) return null;
  const query = productGridQuery(page.blocks);
  const products = isEmptyGridQuery(query) ? [] : await deps.products.listForGrids(query);
  return { ...page, blocks: resolveBlocks(page.blocks, products) };
}
