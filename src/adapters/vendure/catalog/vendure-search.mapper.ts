import type { SearchHit, SearchResults } from '../../../domain/content/content';
import { markedSnippet } from '../../../domain/search/search-snippet.rules';
import { stripHtml } from '../../../domain/text/text.rules';
import { idOf } from '../client/vendure-id';
import { productUri } from './vendure-catalog.mapper';
import type { SearchHits } from './vendure-search.schema';

/** One half of a search's answer: how many match, and the first of them. */
export type FoundHits = Pick<SearchResults, 'total' | 'hits'>;

type Item = SearchHits['search']['items'][number];

/**
 * A product's hit. Its snippet quotes the description as text (Vendure's HTML is never passed on),
 * with the query's words marked; suggestions (`query` null) have none, as our own back-end's.
 */
const productHit = (item: Item, query: string | null): SearchHit => ({
  type: 'product',
  id: idOf(item.productId),
  title: item.productName,
  uri: productUri(item.slug),
  url: `/${productUri(item.slug)}`,
  snippet: query === null ? '' : markedSnippet(stripHtml(item.description), query),
  // The featured asset's preview, as the catalogue shows it.
  imageUrl: item.productAsset?.preview ?? null,
});

/** Vendure's matching products (one per product: the search groups variants). */
export const mapProductHits = ({ search }: SearchHits, query: string | null): FoundHits => ({
  total: search.totalItems,
  hits: search.items.map((item) => productHit(item, query)),
});
