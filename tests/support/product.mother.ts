import type { Product, Variant } from '../../src/domain/catalog/product';
import type { Json } from './craft-cart-json.mother';

export const aVariant = (overrides: Partial<Variant> = {}): Variant => ({
  id: 4,
  sku: 'oak-chair-std',
  title: 'Standard',
  price: 12.5,
  salePrice: null,
  stock: 10,
  options: {},
  ...overrides,
});

export const aProduct = (overrides: Partial<Product> = {}): Product => ({
  id: 3,
  title: 'Oak Chair',
  slug: 'oak-chair',
  uri: 'products/oak-chair',
  price: 12.5,
  salePrice: null,
  callForQuote: false,
  images: [],
  defaultVariantId: 4,
  variants: [aVariant()],
  ...overrides,
});

/** `count` distinct products with ids 1..count and one or two variants each. */
export const someProducts = (count: number): Product[] =>
  Array.from({ length: count }, (_, index) => {
    const id = index + 1;
    const price = 10 + index;
    const slug = `product-${id}`;
    const variants = [aVariant({ id: 1000 + id * 2, sku: `${slug}-a`, price, stock: null })];
    if (id % 2 === 0) variants.push(aVariant({ id: 1001 + id * 2, sku: `${slug}-b`, price }));
    return {
      id,
      title: `Product ${id}`,
      slug,
      uri: `products/${slug}`,
      price,
      salePrice: null,
      callForQuote: false,
      images: [],
      defaultVariantId: variants[variants.length - 1]?.id ?? null,
      variants,
    };
  });

/** The Element API item for a product, with a key the storefront ignores. */
export const anElementApiProductJson = (product: Product = aProduct()): Json => ({
  ...product,
  variants: product.variants.map((variant) => ({ ...variant })),
  url: `https://shop.test/${product.uri}`,
});

/** The Element API's answer for one page of `products`, paginated the way Fractal does it. */
export const anElementApiPageJson = (
  products: readonly Product[],
  page: number,
  perPage: number,
): Json => {
  const totalPages = Math.ceil(products.length / perPage);
  const data = page >= 1 ? products.slice((page - 1) * perPage, page * perPage) : [];
  const links: Json = {};
  if (page > 1) links.previous = `https://shop.test/api/v1/products?page=${page - 1}`;
  if (page < totalPages) links.next = `https://shop.test/api/v1/products?page=${page + 1}`;
  return {
    data: data.map(anElementApiProductJson),
    meta: {
      pagination: {
        total: products.length,
        count: data.length,
        per_page: perPage,
        current_page: page,
        total_pages: totalPages,
        // PHP encodes an empty links map as a list.
        links: Object.keys(links).length === 0 ? [] : links,
      },
    },
  };
};
