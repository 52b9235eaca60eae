import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { hasMultiplePages, parsePageNumber } from '../../../domain/catalog/pagination.rules';
import { useServices } from '../../app/services';
import { pageTitle } from '../../app/store-settings';
import { useObservable } from '../../app/use-observable';
import { Alert } from '../../components/Alert';
import * as pageStyles from '../../components/Page.styles';
import { Pager } from './Pager';
import { ProductCard } from './ProductCard';
import * as styles from './ProductsPage.styles';

export const ProductsPage = () => {
  const { productList } = useServices();
  const [searchParams] = useSearchParams();
  const page = parsePageNumber(searchParams.get('page'));
  const state = useObservable(productList.state$);

  useEffect(() => {
    void productList.loadPage(page);
  }, [productList, page]);

  const busy = state.status === 'idle' || state.status === 'loading';

  return (
    <div css={pageStyles.page}>
      <title>{pageTitle(page > 1 ? `Products, page ${page}` : 'Products')}</title>
      <h1 css={pageStyles.heading}>Products</h1>
      {state.status === 'failed' && state.error !== null ? (
        <Alert message={state.error} onRetry={() => void productList.retry()} />
      ) : null}
      {busy && state.products.length === 0 ? (
        <p role="status" css={pageStyles.statusText}>
          Loading products…
        </p>
      ) : null}
      {state.status === 'ready' && state.products.length === 0 ? (
        <p css={pageStyles.statusText}>No products found.</p>
      ) : null}
      {state.products.length > 0 ? (
        <ul css={[styles.grid, busy && styles.stale]} aria-busy={busy}>
          {state.products.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </ul>
      ) : null}
      {state.pagination !== null && hasMultiplePages(state.pagination) ? (
        <Pager pagination={state.pagination} />
      ) : null}
    </div>
  );
};
