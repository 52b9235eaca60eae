import type { ImageAsset } from '../../../domain/content/content';
import type { Product, Variant } from '../../../domain/catalog/product';
import type { Category, ProductDetail } from '../../../domain/catalog/product-detail';
import { idOf } from '../client/vendure-id';
import type {
  Categories,
  SearchProducts,
  VendureAsset,
  VendureCardProduct,
  VendureProductDetail,
  VendureVariant,
} from './vendure-catalog.schema';

/** Vendure counts money in minor units; the catalogue's prices are major units. */
export const toMajor = (minor: number): number => minor / 100;

/** A count when the shop's stock display strategy gives one; a label says only "none left". */
const stockOf = (stockLevel: string): number | null => {
  if (/^\d+$/.test(stockLevel)) return Number(stockLevel);
  return stockLevel === 'OUT_OF_STOCK' ? 0 : null;
};

const mapVariant = (variant: VendureVariant): Variant => ({
  id: idOf(variant.id),
  sku: variant.sku,
  title: variant.name,
  price: toMajor(variant.priceWithTax),
  // Vendure's discounts are promotions worked out on the order: a variant has no sale price.
  salePrice: null,
  stock: stockOf(variant.stockLevel),
  options: Object.fromEntries(variant.options.map((option) => [option.group.name, option.name])),
});

/** An asset's name is its file's name: the product's name describes the picture better. */
const mapAsset = (asset: VendureAsset, alt: string): ImageAsset => ({
  url: asset.preview,
  alt,
  width: asset.width > 0 ? asset.width : null,
  height: asset.height > 0 ? asset.height : null,
});

/** The featured asset first, then the others, each once. */
const imagesOf = (product: VendureCardProduct): ImageAsset[] => {
  const assets = [...(product.featuredAsset ? [product.featuredAsset] : []), ...product.assets];
  const seen = new Set<string>();
  return assets
    .filter((asset) => !seen.has(asset.preview) && seen.add(asset.preview))
    .map((asset) => mapAsset(asset, product.name));
};

/** The product page's path, as the storefront's routes name it. */
export const productUri = (slug: string): string => `products/${slug}`;

export const mapCardProduct = (product: VendureCardProduct): Product => {
  const variants = product.variants.map(mapVariant);
  const first = variants[0];
  return {
    id: idOf(product.id),
    title: product.name,
    slug: product.slug,
    uri: productUri(product.slug),
    price: first?.price ?? 0,
    salePrice: null,
    callForQuote: false,
    images: imagesOf(product),
    defaultVariantId: first?.id ?? null,
    variants,
  };
};

export const mapProductDetail = (product: VendureProductDetail): ProductDetail => {
  const collection = product.collections[0];
  return {
    ...mapCardProduct(product),
    category: collection
      ? { id: idOf(collection.id), title: collection.name, slug: collection.slug }
      : null,
    description: product.description,
    seo: { title: product.name, description: null },
  };
};

/** Collections in the shop's order, each with how many products it holds. */
export const mapCategories = ({ collections, search }: Categories): Category[] => {
  const counts = new Map(search.collections.map((entry) => [entry.collection.id, entry.count]));
  return [...collections.items]
    .sort((a, b) => a.position - b.position)
    .map((collection) => ({
      id: idOf(collection.id),
      title: collection.name,
      slug: collection.slug,
      description: collection.description,
      image: collection.featuredAsset ? mapAsset(collection.featuredAsset, collection.name) : null,
      productCount: counts.get(collection.id) ?? 0,
    }));
};

/** A search match: the product, and the least a shopper pays for it (its cheapest variant). */
export interface SearchMatch {
  readonly productId: number;
  readonly lowestPrice: number;
}

export interface SearchMatches {
  readonly totalItems: number;
  readonly items: readonly SearchMatch[];
}

export const mapSearchMatches = ({ search }: SearchProducts): SearchMatches => ({
  totalItems: search.totalItems,
  items: search.items.map(({ productId, priceWithTax }) => ({
    productId: idOf(productId),
    lowestPrice: toMajor('value' in priceWithTax ? priceWithTax.value : priceWithTax.min),
  })),
});
