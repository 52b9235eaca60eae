// How a Vendure shop's two search halves become one answer: Vendure's products and the content
// back-end's pages, posts and case studies.
import type { SearchHit, SearchResults, SearchType } from '../../../domain/content/content';
import type { GatewayError } from '../../../domain/http/gateway.errors';
import { ok, type Result } from '../../../domain/shared/result';
import type { FoundHits } from './vendure-search.mapper';

type Half = Result<FoundHits, GatewayError>;

/** A half not asked: the type filter wants the other's hits, or Vendure cannot search the text. */
export const NOT_ASKED: Half = ok({ total: 0, hits: [] });

/**
 * Each half's best first, taking turns (a product first): the two back-ends' scores cannot be
 * compared, and this way a limit cut keeps the best of both where our own back-end's one ranking
 * would have mixed them. The pages show the hits grouped by type anyway.
 */
const takingTurns = (products: readonly SearchHit[], others: readonly SearchHit[]): SearchHit[] =>
  Array.from({ length: Math.max(products.length, others.length) }, (_, index) => [
    ...products.slice(index, index + 1),
    ...others.slice(index, index + 1),
  ]).flat();

/**
 * The merged answer, or the first half's failure (the products' first): a shopper shown only pages
 * for "drill" would read that the shop sells none, so a search with a half missing fails whole and
 * the page offers to try again.
 *
 * `total` is Vendure's count plus the content back-end's count of other hits. With a type filter
 * that count is its total; without one it counts the other hits it answered, as its total also
 * counts our own server's products, which are dropped: then the sum is a lower bound (exact when
 * the content back-end answered every match it has).
 */
export const mergedResults = (
  query: string,
  { type, limit }: { readonly type: SearchType | undefined; readonly limit: number },
  products: Half,
  content: Half,
): Result<SearchResults, GatewayError> => {
  if (!products.ok) return products;
  if (!content.ok) return content;
  const others = content.value.hits.filter((hit) => hit.type !== 'product');
  const othersTotal = type === undefined ? others.length : content.value.total;
  return ok({
    query,
    total: products.value.total + othersTotal,
    hits: takingTurns(products.value.hits, others).slice(0, limit),
  });
};
