import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { StaffProduct, StaffProductPage } from '../../../domain/back-office/staff-catalog';
import { useLazyService } from '../../app/services';
import { useObservable } from '../../app/use-observable';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/form/Checkbox';
import { TextField } from '../../components/form/TextField';
import * as pageStyles from '../account/AccountPage.styles';
import * as styles from './BackOfficeApp.styles';
import { StaffPager } from './StaffPager';
import { StaffVariantRow } from './StaffVariantRow';

const ProductPanel = ({ product }: { readonly product: StaffProduct }) => {
  const catalog = useLazyService('backOffice').catalog;
  const [failed, setFailed] = useState(false);
  const toggle = async (enabled: boolean) =>
    setFailed(!(await catalog.setProductEnabled(product.id, enabled)).ok);
  return (
    <li css={pageStyles.panel}>
      <h2 css={pageStyles.panelHeading}>{product.title}</h2>
      <Checkbox
        label="For sale in the shop"
        checked={product.enabled}
        onChange={(enabled) => void toggle(enabled)}
        {...(failed ? { error: 'The change was not saved. Please try again.' } : {})}
      />
      {product.variants.map((variant) => (
        <StaffVariantRow key={variant.id} variant={variant} />
      ))}
    </li>
  );
};

const ProductSearch = ({
  initial,
  onSearch,
}: {
  readonly initial: string;
  readonly onSearch: (q: string) => void;
}) => {
  const [typed, setTyped] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(typed.trim());
  };
  return (
    <form role="search" aria-label="Products" css={styles.productSearch} onSubmit={submit}>
      <TextField
        label="Search"
        type="search"
        hint="Title or SKU"
        maxLength={100}
        value={typed}
        onChange={setTyped}
      />
      <Button type="submit">Find products</Button>
    </form>
  );
};

const ProductList = ({
  page,
  onPage,
}: {
  readonly page: StaffProductPage;
  readonly onPage: (page: number) => void;
}) => {
  if (page.products.length === 0) return <p css={pageStyles.statusText}>No products match.</p>;
  return (
    <>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {page.products.map((product) => (
          <ProductPanel key={product.id} product={product} />
        ))}
      </ul>
      <StaffPager at={page} counted={null} onPage={onPage} />
    </>
  );
};

/** The catalogue: find a product by title or SKU, set stock and prices, take it off sale. */
export const StaffProductsPage = () => {
  const catalog = useLazyService('backOffice').catalog;
  const products = useObservable(catalog.products$);
  const [params, setParams] = useSearchParams();
  const query = useMemo(
    () => ({
      q: (params.get('q') ?? '').slice(0, 100),
      page: Math.max(1, Math.min(10_000, Math.floor(Number(params.get('page'))) || 1)),
    }),
    [params],
  );
  const show = (q: string, page: number) =>
    setParams({ ...(q === '' ? {} : { q }), ...(page > 1 ? { page: String(page) } : {}) });

  useEffect(() => {
    void catalog.loadProducts(query);
  }, [catalog, query]);

  return (
    <>
      <h1 css={pageStyles.heading}>Products</h1>
      <ProductSearch key={query.q} initial={query.q} onSearch={(q) => show(q, 1)} />
      {products.status === 'failed' ? (
        <Alert message={products.error ?? ''} onRetry={() => void catalog.loadProducts(query)} />
      ) : null}
      {products.data === null ? null : (
        <ProductList page={products.data} onPage={(page) => show(query.q, page)} />
      )}
    </>
  );
};
