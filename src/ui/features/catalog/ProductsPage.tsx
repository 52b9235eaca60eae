import { useDeferredValue } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  changeListing,
  listingFilters,
  parseListingParams,
} from '../../../domain/catalog/listing-params.rules';
import { type ListingParams, listingSearch } from '../../../domain/catalog/listing-search.rules';
import { hasMultiplePages } from '../../../domain/catalog/pagination.rules';
import { useLazyService, useServices } from '../../app/services';
import { useObservable } from '../../app/use-observable';
import { Alert } from '../../components/Alert';
import { DocumentHead } from '../../components/DocumentHead';
import * as pageStyles from '../../components/Page.styles';
import { ListingControls } from './ListingControls';
import { Pager } from './Pager';
import { ProductCard, ProductCardSkeleton } from './ProductCard';
import * as styles from './ProductsPage.styles';
import type { RouteData } from '../../app/routing/app-route';

const SKELETON_CARDS = 6;
/** Cards in the first row or two are above the fold on most screens. */
const PRIORITY_CARDS = 3;

/** The listing the address asks for, the categories, and navigation to another listing. */
const useProductListing = () => {
  const { product } = useServices();
  const productList = useLazyService('productList');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const params = parseListingParams((key) => searchParams.get(key));
  // A page of cards is the costliest render here: React renders a new listing in the background, in
  // slices, so a slow phone's main thread is never blocked for the whole grid.
  const state = useDeferredValue(useObservable(productList.state$));
  const categories = useObservable(product.categories$);
  const search = listingSearch(params);

  const go = (next: ListingParams) => void navigate(`/products${listingSearch(next)}`);
  const busy = state.status === 'idle' || state.status === 'loading';
  const category = categories.data?.find((candidate) => candidate.slug === params.category);
  const heading = category?.title ?? 'Products';
  return { productList, params, state, categories, search, go, busy, heading };
};

const ProductSkeletons = () => (
  <>
    <p role="status" css={styles.hiddenStatus}>
      Loading products…
    </p>
    <ul css={styles.grid} data-testid="product-skeletons">
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
    </ul>
  </>
);

export const ProductsPage = () => {
  const { productList, params, state, categories, search, go, busy, heading } = useProductListing();
  return (
    <div css={pageStyles.page}>
      <DocumentHead
        title={params.page > 1 ? `${heading}, page ${params.page}` : heading}
        description="Workshop tools, fixings and equipment, ready to order."
        canonicalPath={`/products${search}`}
      />
      <h1 css={pageStyles.heading}>{heading}</h1>
      <ListingControls
        params={params}
        categories={categories.data ?? []}
        total={state.status === 'ready' ? (state.pagination?.total ?? null) : null}
        onCategory={(slug) => go(changeListing(params, { category: slug }))}
        onSort={(sort) => go(changeListing(params, { sort }))}
      />
      {state.status === 'failed' && state.error !== null ? (
        <Alert message={state.error} onRetry={() => void productList.retry()} />
      ) : null}
      {busy && state.products.length === 0 ? <ProductSkeletons /> : null}
      {state.status === 'ready' && state.products.length === 0 ? (
        <p css={pageStyles.statusText}>No products found.</p>
      ) : null}
      {state.products.length > 0 ? (
        <ul css={[styles.grid, busy && styles.stale]} aria-busy={busy} data-testid="product-list">
          {state.products.map((item, index) => (
            <ProductCard key={item.id} product={item} priority={index < PRIORITY_CARDS} />
          ))}
        </ul>
      ) : null}
      {state.pagination !== null && hasMultiplePages(state.pagination) ? (
        <Pager
          pagination={state.pagination}
          pageHref={(page) => `/products${listingSearch({ ...params, page })}`}
        />
      ) : null}
    </div>
  );
};

/** The categories (read once) and the page of cards the address asks for (see the route table). */
const productsPageData: RouteData = ({ search }) => {
  const params = parseListingParams((key) => search.get(key));
  return [
    { key: 'categories', run: (services) => services.product.loadCategories() },
    {
      key: `listing:${listingSearch(params)}`,
      run: async (services) =>
        (await services.lazy.productList()).show(listingFilters(params), params.page),
    },
  ];
};
ProductsPage.data = productsPageData;
