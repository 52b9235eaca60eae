import { Link } from 'react-router';
import type { Product } from '../../../domain/catalog/product';
import { variantPath, type VariantPicker } from '../../../domain/catalog/variant-picker.rules';
import { noScriptLink, noScriptLinkList } from '../../components/no-script-links.styles';
import { colors, space } from '../../components/theme';

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
  <ul css={noScriptLinkList({ margin: `${space(2)} 0 0` })} aria-label={`${picker.label}: pages`}>
    {picker.choices.map((choice) => (
      <li key={choice.variantId}>
        <Link
          to={variantPath(product, choice.variantId)}
          css={noScriptLink(colors.brand)}
          aria-current={choice.variantId === selectedId ? 'page' : undefined}
        >
          {choice.label}
        </Link>
      </li>
    ))}
  </ul>
);
