import { css } from '@emotion/react';
import { variantPath, type VariantPicker } from '../../../domain/catalog/variant-picker.rules';
import type { Product } from '../../../domain/catalog/product';
import { colors, space } from '../../components/theme';
import { Link } from 'react-router';

// Styles made here when rendered, not in a .styles.ts of their own: the browser's build drops them
// with the component (a module's top-level css() calls are kept as side effects).
const styles = {
  list: () =>
    css({
      display: 'flex',
      flexWrap: 'wrap',
      gap: `${space(1)} ${space(4)}`,
      margin: `${space(2)} 0 0`,
      padding: 0,
      listStyle: 'none',
    }),
  link: () => css({ color: colors.brand, fontWeight: 600 }),
};

interface NoScriptVariantLinksProps {
  readonly product: Pick<Product, 'slug'>;
  readonly picker: VariantPicker;
  readonly selectedId: number | null;
}

/**
 * The versions as links to their own pages, for a browser that runs no script, where the radio
 * buttons cannot switch the version shown. Rendered on the server only, inside the picker's
 * <noscript>: the browser's build does not carry it.
 */
export const NoScriptVariantLinks = ({
  product,
  picker,
  selectedId,
}: NoScriptVariantLinksProps) => (
  <ul css={styles.list()} aria-label={`${picker.label}: pages`}>
    {picker.choices.map((choice) => (
      <li key={choice.variantId}>
        <Link
          to={variantPath(product, choice.variantId)}
          css={styles.link()}
          aria-current={choice.variantId === selectedId ? 'page' : undefined}
        >
          {choice.label}
        </Link>
      </li>
    ))}
  </ul>
);
