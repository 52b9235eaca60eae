import type { ImageAsset, Seo } from '../content/content';
import type { Product, Variant } from './product';

export interface CategoryRef {
  readonly id: number;
  readonly title: string;
  readonly slug: string;
}

export interface Category extends CategoryRef {
  /** sanitised HTML */
  readonly description: string;
  readonly image: ImageAsset | null;
  readonly productCount: number;
}

/** A product page: the listing's product plus what only its own page shows. */
export interface ProductDetail extends Product {
  readonly category: CategoryRef | null;
  /** sanitised HTML */
  readonly description: string;
  readonly seo: Seo;
}

/** One variant with the product it belongs to: /product/{slug}/{variantId}. */
export interface VariantDetail extends Variant {
  readonly product: {
    readonly id: number;
    readonly title: string;
    readonly slug: string;
    readonly uri: string;
  };
}
