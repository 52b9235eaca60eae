// The site search's product half: a document of its own (not SearchProducts with more fields), so
// the listing's requests stay as they are, and this code loads with the search, on first use.
import type { GraphqlOperation } from '../client/vendure-client';

/** A product's hit: its name and link, its description for the snippet, its featured picture. */
export const SEARCH_HITS: GraphqlOperation = {
  name: 'SearchHits',
  document: `query SearchHits($input: SearchInput!) {
  search(input: $input) {
    totalItems
    items { productId productName slug description productAsset { preview } }
  }
}`,
};
