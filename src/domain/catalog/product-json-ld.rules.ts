import { absoluteImageUrl } from '../seo/preview-image.rules';
import type { SiteIdentity } from '../seo/document-head';
import { stripHtml } from '../text/text.rules';
import { priceDisplay } from './price.rules';
import type { Variant } from './product';
import type { ProductDetail } from './product-detail';
import { isVariantInStock } from './product.rules';

/**
 * schema.org Product data for a product page, like the server writes it into the first HTML:
 * quote-only products carry no offer, since an offer without a price is invalid structured data.
 */
export const productJsonLd = (
  product: ProductDetail,
  variant: Variant | undefined,
  site: SiteIdentity & { readonly path: string; readonly currency: string },
): Record<string, unknown> => {
  const image = product.images[0];
  const imageUrl = image === undefined ? null : absoluteImageUrl(image.url, site.origin);
  const description = stripHtml(product.description);
  const url = `${site.origin}${site.path}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    ...(variant?.sku ? { sku: variant.sku } : {}),
    ...(imageUrl === null ? {} : { image: [imageUrl] }),
    ...(description === '' ? {} : { description }),
    brand: { '@type': 'Brand', name: site.shopName },
    ...(product.callForQuote || variant === undefined
      ? {}
      : {
          offers: {
            '@type': 'Offer',
            url,
            price: priceDisplay(variant).current.toFixed(2),
            priceCurrency: site.currency,
            availability: isVariantInStock(variant)
              ? 'https://schema.org/InStock'
              : 'https://schema.org/OutOfStock',
          },
        }),
  };
};
