import type {
  CatalogProduct,
  CatalogVariant,
  ProductDetail,
  VariantDetail,
} from '../../../domain/catalog/catalog-product.ts';
import { productSalePrice, salePriceOf } from '../../../domain/catalog/product-price.rules.ts';
import { defaultVariant, productPrice, productUri } from '../../../domain/catalog/product.rules.ts';
import { isProductInStock } from '../../../domain/catalog/stock.rules.ts';
import type { Money } from '../../../domain/money/money.ts';
import { toMajorUnits } from '../../../domain/money/money.rules.ts';
import { serializeImage, serializeSeo } from '../element-api/element-api-fields.serializer.ts';

// Kept here too: the product listing was its first user, and other modules import it from here.
export { serializePagination } from '../element-api/element-api-pagination.ts';

const major = (amount: Money | null | undefined): number | null =>
  amount ? toMajorUnits(amount) : null;

const serializeVariant = (variant: CatalogVariant) => ({
  id: variant.id,
  sku: variant.sku,
  title: variant.title,
  price: toMajorUnits(variant.price),
  /** null when not on sale. */
  salePrice: major(salePriceOf(variant)),
  /** null when the shop does not track stock (always available). */
  stock: variant.stock,
  options: variant.options,
  isDefault: variant.isDefault,
});

export function serializeProduct(product: CatalogProduct) {
  const salePrice = productSalePrice(product);
  return {
    id: product.id,
    title: product.title,
    slug: product.slug,
    uri: productUri(product),
    price: major(productPrice(product)),
    salePrice: major(salePrice),
    onSale: salePrice !== null,
    defaultVariantId: defaultVariant(product)?.id ?? null,
    category: product.category,
    callForQuote: product.callForQuote,
    inStock: isProductInStock(product),
    images: product.images.map(serializeImage),
    variants: product.variants.map(serializeVariant),
  };
}

export function serializeProductDetail(product: ProductDetail) {
  return {
    ...serializeProduct(product),
    description: product.descriptionHtml,
    seo: serializeSeo(product.seo, product.title),
  };
}

export function serializeVariantDetail(variant: VariantDetail) {
  return {
    ...serializeVariant(variant),
    product: { ...variant.product, uri: productUri(variant.product) },
  };
}

/** What a product grid or a menu card shows: enough to draw the card and add to cart. */
export function serializeProductCard(product: CatalogProduct) {
  const salePrice = productSalePrice(product);
  const image = product.images[0];
  return {
    id: product.id,
    title: product.title,
    slug: product.slug,
    uri: productUri(product),
    price: major(productPrice(product)),
    salePrice: major(salePrice),
    onSale: salePrice !== null,
    callForQuote: product.callForQuote,
    inStock: isProductInStock(product),
    defaultVariantId: defaultVariant(product)?.id ?? null,
    image: image ? serializeImage(image) : null,
  };
}
