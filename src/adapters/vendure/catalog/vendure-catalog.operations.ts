// The Shop API documents the catalogue reads. Each is a GET, so a server render can embed its answer.
import type { GraphqlOperation } from '../client/vendure-client';

const ASSET = 'preview name width height';

/** What a product card and its variant picker need. */
const CARD_PRODUCT = `
fragment CardProduct on Product {
  id name slug
  featuredAsset { ${ASSET} }
  assets { ${ASSET} }
  variants { id sku name priceWithTax stockLevel options { name group { name } } }
}`;

export const SEARCH_PRODUCTS: GraphqlOperation = {
  name: 'SearchProducts',
  document: `query SearchProducts($input: SearchInput!) {
  search(input: $input) {
    totalItems
    items { productId priceWithTax { ... on PriceRange { min max } ... on SinglePrice { value } } }
  }
}`,
};

export const PRODUCTS_BY_ID: GraphqlOperation = {
  name: 'ProductsById',
  document: `query ProductsById($options: ProductListOptions) {
  products(options: $options) { totalItems items { ...CardProduct } }
}
${CARD_PRODUCT}`,
};

export const PRODUCT_BY_SLUG: GraphqlOperation = {
  name: 'ProductBySlug',
  document: `query ProductBySlug($slug: String!) {
  product(slug: $slug) { ...CardProduct description collections { id name slug } }
}
${CARD_PRODUCT}`,
};

export const CATEGORIES: GraphqlOperation = {
  name: 'Categories',
  document: `query Categories {
  collections(options: { take: 100 }) {
    items { id name slug description position featuredAsset { ${ASSET} } }
  }
  search(input: { groupByProduct: true, take: 0 }) { collections { collection { id } count } }
}`,
};
