// The catalog as the shop shows it: products with their category, images and sale prices. `Product`
// and `Variant` (product.ts) stay the minimal shapes the pricing rules need; these extend them.
import type { MediaAsset } from '../content/media.ts';
import type { Money } from '../money/money.ts';
import type { Product, Variant } from './product.ts';

export interface CatalogVariant extends Variant {
  /** The promotional price as stored; see product-price.rules.ts for when it counts. */
  readonly salePrice: Money | null;
  /** Purchasable options such as `{ size: '40 mm', pack: '100' }`. */
  readonly options: Readonly<Record<string, string>>;
}

export interface CategoryRef {
  readonly id: number;
  readonly title: string;
  readonly slug: string;
}

export interface CatalogProduct extends Product {
  readonly variants: readonly CatalogVariant[];
  readonly category: CategoryRef | null;
  /** Quote-only: not sold online, the shopper asks for a quote. */
  readonly callForQuote: boolean;
  /** In display order; the first is the product's main image. */
  readonly images: readonly MediaAsset[];
}

export interface Seo {
  readonly title: string | null;
  readonly description: string | null;
}

export interface ProductDetail extends CatalogProduct {
  /** Sanitised HTML, as stored. */
  readonly descriptionHtml: string;
  readonly seo: Seo;
}

/** A variant with the product it belongs to, for the variant page and quote requests. */
export interface VariantDetail extends CatalogVariant {
  readonly product: Pick<Product, 'id' | 'title' | 'slug'>;
}

export interface Category extends CategoryRef {
  readonly descriptionHtml: string;
  readonly image: MediaAsset | null;
  /** Enabled products in the category. */
  readonly productCount: number;
}
