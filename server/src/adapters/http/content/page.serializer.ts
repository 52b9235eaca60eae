import { mediaUrl } from '../../../domain/content/media.rules.ts';
import type { ResolvedBlock, ResolvedPage } from '../../../domain/content/page.ts';
import { serializeSeo } from '../element-api/element-api-fields.serializer.ts';
import { serializeProductCard } from '../catalog/element-api-product.serializer.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Blocks refer to images as the importer stores them, `{path, alt}` (a hero's image, a logo wall, an
 * image block itself); each such object gains its `url`, so the storefront never builds image paths.
 */
function withImageUrls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withImageUrls);
  if (!isRecord(value)) return value;
  const copy = Object.fromEntries(
    Object.entries(value).map(([key, field]) => [key, withImageUrls(field)]),
  );
  return typeof value.path === 'string' && typeof value.alt === 'string'
    ? { ...copy, url: mediaUrl(value.path) }
    : copy;
}

/** Blocks go out as stored (plus image urls); a product grid gains `products`, its cards in order. */
const serializeBlock = (resolved: ResolvedBlock) => {
  const block = withImageUrls(resolved.block) as Record<string, unknown>;
  return resolved.kind === 'product-grid'
    ? { ...block, products: resolved.products.map(serializeProductCard) }
    : block;
};

export const serializePage = (page: ResolvedPage) => ({
  id: page.id,
  title: page.title,
  uri: page.uri,
  blocks: page.blocks.map(serializeBlock),
  seo: serializeSeo(page.seo, page.title),
});
