import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '../../../src/domain/catalog/product-detail';
import { productJsonLd } from '../../../src/domain/catalog/product-json-ld.rules';
import { aProduct, aVariant } from '../../support/product.mother';

const site = {
  origin: 'https://shop.test',
  shopName: 'Hartwell Works',
  path: '/products/oak-chair',
  currency: 'USD',
};

const aDetail = (overrides: Partial<ProductDetail> = {}): ProductDetail => ({
  ...aProduct(),
  category: null,
  description: '<p>Solid <b>oak</b>.</p>',
  seo: { title: 'Oak Chair', description: null },
  images: [{ url: '/img/products/oak.png', alt: 'Oak chair', width: 800, height: 800 }],
  ...overrides,
});

describe('product JSON-LD', () => {
  it('describes the product with an offer at the variant’s price a shopper pays', () => {
    const variant = aVariant({ sku: 'OAK-1', price: 20, salePrice: 15.5, stock: 0 });
    expect(productJsonLd(aDetail(), variant, site)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Oak Chair',
      sku: 'OAK-1',
      image: ['https://shop.test/img/products/oak.png?w=1280&fmt=jpeg'],
      description: 'Solid oak .',
      brand: { '@type': 'Brand', name: 'Hartwell Works' },
      offers: {
        '@type': 'Offer',
        url: 'https://shop.test/products/oak-chair',
        price: '15.50',
        priceCurrency: 'USD',
        availability: 'https://schema.org/OutOfStock',
      },
    });
  });

  it('leaves the offer out for quote-only products and without a variant', () => {
    expect(productJsonLd(aDetail({ callForQuote: true }), aVariant(), site)).not.toHaveProperty(
      'offers',
    );
    const bare = productJsonLd(aDetail({ images: [], description: '' }), undefined, site);
    expect(bare).not.toHaveProperty('offers');
    expect(bare).not.toHaveProperty('image');
    expect(bare).not.toHaveProperty('description');
    expect(bare).not.toHaveProperty('sku');
  });

  it('an untracked variant is in stock', () => {
    const data = productJsonLd(aDetail(), aVariant({ stock: null }), site);
    expect(data.offers).toMatchObject({ availability: 'https://schema.org/InStock' });
  });
});
