import { lazy, Suspense, useDeferredValue } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { ProductDetail } from '../../../domain/catalog/product-detail';
import type { Variant } from '../../../domain/catalog/product';
import { productPath } from '../../../domain/catalog/product.rules';
import { offersStockAlert } from '../../../domain/catalog/stock-alert.rules';
import { parseVariantId } from '../../../domain/catalog/variant-picker.rules';
import { DEFAULT_SORT, listingSearch } from '../../../domain/catalog/listing-search.rules';
import { isNotFound } from '../../../application/shared/loadable';
import { lazyAfterFirstPage } from '../../app/first-page';
import { useServices } from '../../app/services';
import { useObservable } from '../../app/use-observable';
import { Alert } from '../../components/Alert';
import { sanitizeCmsHtml } from '../../components/cms-html.dom';
import * as pageStyles from '../../components/Page.styles';
import { NotFoundPage } from '../errors/NotFoundPage';
import { PriceTag } from './PriceTag';
import { ProductGallery } from './ProductGallery';
import * as styles from './ProductPage.styles';
import { PurchasePanel } from './PurchasePanel';
import { useProductView } from './use-product-view';
import { NoScriptVariantLinks } from './NoScriptVariantLinks';
import { VariantPicker } from './VariantPicker';
import type { RouteData } from '../../app/routing/app-route';

// Opened on demand, so not part of the page's first paint.
const CallQuoteModal = lazy(async () => ({
  default: (await import('./CallQuoteModal')).CallQuoteModal,
}));
// Not part of the first paint either, so their code loads once the first page is on screen: the
// sticky bar shows only once the purchase panel has scrolled away, and the server already wrote
// the first page's head (the head follows the page from the second screen on).
const ProductStickyBar = lazyAfterFirstPage(
  async () => (await import('./ProductStickyBar')).ProductStickyBar,
);
const ProductHead = lazyAfterFirstPage(async () => (await import('./ProductHead')).ProductHead);
// For a sold-out variant only; it draws nothing until the page has hydrated.
const StockAlertControl = lazy(async () => ({
  default: (await import('./StockAlertControl')).StockAlertControl,
}));

const ProductSkeleton = () => (
  <div css={styles.layout} aria-hidden="true" data-testid="product-skeleton">
    <div css={styles.skeletonImage} />
    <div css={styles.info}>
      <div css={styles.skeletonLine('70%', '2.25rem')} />
      <div css={styles.skeletonLine('30%')} />
      <div css={styles.skeletonLine('100%', '6rem')} />
    </div>
  </div>
);

/** /products/{slug...} and /product/{slug}/{variantId}. */
export const ProductPage = () => {
  const params = useParams();
  const slug = params.slug ?? params['*'] ?? '';
  const variantId = parseVariantId(params.variantId);
  const { product: products } = useServices();
  // The page's biggest render: React renders a newly arrived product in the background, in slices,
  // so a slow phone's main thread is not blocked for the whole page at once.
  const loadable = useDeferredValue(useObservable(products.product$));

  // A product already shown stays while it reloads (e.g. when a variant's link is opened).
  const product = loadable.data !== null && matchesSlug(loadable.data, slug) ? loadable.data : null;

  if (loadable.status === 'failed' && isNotFound(loadable)) return <NotFoundPage />;
  return (
    <div css={pageStyles.page}>
      {loadable.status === 'failed' && loadable.error !== null ? (
        <Alert message={loadable.error} onRetry={() => void products.loadProduct(slug)} />
      ) : null}
      {product === null && loadable.status !== 'failed' ? (
        <>
          <p role="status" css={pageStyles.statusText}>
            Loading product…
          </p>
          <ProductSkeleton />
        </>
      ) : null}
      {product === null ? null : (
        <ProductView key={product.id} product={product} variantId={variantId} />
      )}
    </div>
  );
};

/** The slug in the address may be the product's slug or its whole uri after /products/. */
const matchesSlug = (product: ProductDetail, slug: string): boolean =>
  product.slug === slug || productPath(product) === `/products/${slug}`;

interface ProductViewProps {
  readonly product: ProductDetail;
  readonly variantId: number | null;
}

const ProductBreadcrumb = ({ category }: { readonly category: ProductDetail['category'] }) => (
  <p css={styles.breadcrumb}>
    <Link to="/products">Products</Link>
    {category === null ? null : (
      <>
        {' / '}
        <Link
          to={`/products${listingSearch({ page: 1, category: category.slug, sort: DEFAULT_SORT })}`}
        >
          {category.title}
        </Link>
      </>
    )}
  </p>
);

const ProductDescription = ({ html }: { readonly html: string }) => (
  <section css={styles.description} aria-labelledby="product-description">
    <h2 id="product-description">Description</h2>
    {/* The content API sends the description already sanitised. */}
    <div dangerouslySetInnerHTML={{ __html: sanitizeCmsHtml(html) }} />
  </section>
);

/** "Notify me when available" for a sold-out variant; cancelling an alert from its mail's link. */
const StockAlertSlot = ({
  variant,
  callForQuote,
}: {
  readonly variant: Variant | undefined;
  readonly callForQuote: boolean;
}) => {
  const token = useSearchParams()[0].get('unsubscribe');
  return variant !== undefined && (token !== null || offersStockAlert(variant, callForQuote)) ? (
    <Suspense fallback={null}>
      <StockAlertControl key={variant.id} purchasableId={variant.id} unsubscribeToken={token} />
    </Suspense>
  ) : null;
};

// Long: the product page is a first render the 150 KB budget (tests/e2e/bundle-budget.e2e.ts) weighs;
// its title, price and quote dialog stay inline here, as parts they cost ~100 B gzip more.
const ProductView = ({ product, variantId }: ProductViewProps) => {
  const { variant, picker, pick, addToCart, askForQuote, panel, pending, ...state } =
    useProductView(product, variantId);

  return (
    <>
      <Suspense fallback={null}>
        <ProductHead product={product} variant={variant} />
      </Suspense>
      <div css={styles.layout}>
        <ProductGallery images={product.images} title={product.title} />
        <div css={styles.info}>
          <ProductBreadcrumb category={product.category} />
          <h1 css={styles.title}>{product.title}</h1>
          {variant === undefined ? null : <p css={styles.sku}>SKU {variant.sku}</p>}
          {product.callForQuote || variant === undefined ? null : (
            <PriceTag price={variant.price} salePrice={variant.salePrice} size="large" />
          )}
          {picker === null ? null : (
            <>
              <VariantPicker picker={picker} selectedId={variant?.id ?? null} onSelect={pick} />
              <noscript>
                {import.meta.env.SSR ? (
                  <NoScriptVariantLinks
                    product={product}
                    picker={picker}
                    selectedId={variant?.id ?? null}
                  />
                ) : null}
              </noscript>
            </>
          )}
          <div ref={panel}>
            {variant === undefined ? (
              <p css={pageStyles.statusText}>This product is not available right now.</p>
            ) : (
              <PurchasePanel
                key={variant.id}
                variant={variant}
                callForQuote={product.callForQuote}
                pending={pending}
                onAdd={addToCart}
                onQuote={askForQuote}
              />
            )}
            <StockAlertSlot variant={variant} callForQuote={product.callForQuote} />
          </div>
        </div>
      </div>
      {product.description === '' ? null : <ProductDescription html={product.description} />}
      {variant === undefined ? null : (
        <Suspense fallback={null}>
          <ProductStickyBar
            visible={state.scrolledPast}
            title={product.title}
            variant={variant}
            showVariant={picker !== null}
            callForQuote={product.callForQuote}
            onAdd={() => addToCart(1)}
            onQuote={() => askForQuote(1)}
          />
        </Suspense>
      )}
      {state.quoteOpen ? (
        <Suspense fallback={null}>
          <CallQuoteModal
            productId={product.id}
            variantId={variant?.id ?? null}
            productTitle={
              variant === undefined || picker === null
                ? product.title
                : `${product.title} – ${variant.title}`
            }
            quantity={state.quoteQuantity}
          />
        </Suspense>
      ) : null}
    </>
  );
};

/** The product; both of its addresses read the same one, so moving between them reads nothing. */
const productPageData: RouteData = ({ params }) => {
  const slug = params.slug ?? params['*'] ?? '';
  return [{ key: `product:${slug}`, run: (services) => services.product.loadProduct(slug) }];
};
ProductPage.data = productPageData;
