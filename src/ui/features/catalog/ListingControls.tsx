import type { ProductSort } from '../../../domain/catalog/catalog-query';
import type { Category } from '../../../domain/catalog/product-detail';
import { PRODUCT_SORTS } from '../../../domain/catalog/listing-params.rules';
import type { ListingParams } from '../../../domain/catalog/listing-search.rules';
import { buttonVariants } from '../../components/Button.styles';
import { Select } from '../../components/form/Select';
import * as pageStyles from '../../components/Page.styles';
import * as styles from './ListingControls.styles';

interface ListingControlsProps {
  readonly params: ListingParams;
  readonly categories: readonly Category[];
  readonly total: number | null;
  readonly onCategory: (category: string | null) => void;
  readonly onSort: (sort: ProductSort) => void;
}

const SORT_OPTIONS = PRODUCT_SORTS.map(({ value, label }) => ({ value, label }));

/**
 * Category filter and sort of the product listing. Without JavaScript they are a plain GET form to
 * the listing, sent with its button (rendered on the server only).
 */
export const ListingControls = ({
  params,
  categories,
  total,
  onCategory,
  onSort,
}: ListingControlsProps) => (
  <form css={styles.controls} method="get" action="/products">
    <Select
      label="Category"
      name="category"
      value={params.category ?? ''}
      placeholder="All categories"
      options={categories.map((category) => ({ value: category.slug, label: category.title }))}
      onChange={(value) => onCategory(value === '' ? null : value)}
    />
    <Select
      label="Sort by"
      name="sort"
      value={params.sort}
      options={SORT_OPTIONS}
      onChange={(value) => {
        const sort = PRODUCT_SORTS.find((candidate) => candidate.value === value);
        if (sort !== undefined) onSort(sort.value);
      }}
    />
    <noscript css={styles.apply}>
      {import.meta.env.SSR ? (
        <button type="submit" css={buttonVariants.secondary}>
          Apply
        </button>
      ) : null}
    </noscript>
    {total === null ? null : (
      <p css={[pageStyles.statusText, styles.count]} aria-live="polite">
        {total === 1 ? '1 product' : `${total} products`}
      </p>
    )}
  </form>
);
