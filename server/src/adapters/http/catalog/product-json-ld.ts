// schema.org Product structured data for a product page, and the only safe way to put JSON inside a
// <script> element: `<`, `>`, `&` and the JavaScript line separators escaped, so no content can end the
// script early (`</script>`) or open a comment (`<!--`).
import type { Money } from '../../../domain/money/money.ts';
import { minorDigits, toMajorUnits } from '../../../domain/money/money.rules.ts';
import type { PageHead } from '../../../domain/seo/page-metadata.ts';

export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** "129.00": a decimal string with the currency's digits, as schema.org recommends. */
const decimalPrice = (price: Money): string =>
  toMajorUnits(price).toFixed(minorDigits(price.currency));

export function productJsonLd(
  product: NonNullable<PageHead['product']>,
  site: { readonly url: string; readonly shopName: string; readonly imageUrl: string | null },
): Record<string, unknown> {
  const offer = product.offer;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(offer?.sku ? { sku: offer.sku } : {}),
    ...(site.imageUrl ? { image: [site.imageUrl] } : {}),
    ...(product.description ? { description: product.description } : {}),
    brand: { '@type': 'Brand', name: site.shopName },
    // Quote-only products have no price, and an offer without one is invalid structured data.
    ...(offer?.price
      ? {
          offers: {
            '@type': 'Offer',
            url: site.url,
            price: decimalPrice(offer.price),
            priceCurrency: offer.price.currency,
            availability: offer.inStock
              ? 'https://schema.org/InStock'
              : 'https://schema.org/OutOfStock',
          },
        }
      : {}),
  };
}
