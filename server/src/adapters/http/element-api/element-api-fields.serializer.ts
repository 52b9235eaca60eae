// Field shapes shared by every content serializer.
import type { Seo } from '../../../domain/catalog/catalog-product.ts';
import type { MediaAsset } from '../../../domain/content/media.ts';
import { mediaUrl } from '../../../domain/content/media.rules.ts';

/** An image as the storefront draws it; width and height (null when unknown) avoid layout shifts. */
export const serializeImage = (asset: MediaAsset) => ({
  url: mediaUrl(asset.path),
  alt: asset.alt,
  width: asset.width,
  height: asset.height,
});

/** The page title is the SEO title unless an editor wrote one. */
export const serializeSeo = (seo: Seo, title: string) => ({
  title: seo.title ?? title,
  description: seo.description,
});
