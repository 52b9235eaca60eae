import { useEffect } from 'react';
import type { Variant } from '../../../domain/catalog/product';
import { isVariantInStock } from '../../../domain/catalog/product.rules';
import { useServices } from '../../app/services';
import { useObservable } from '../../app/use-observable';
import { Button } from '../../components/Button';
import { PriceTag } from './PriceTag';
import * as styles from './ProductStickyBar.styles';

interface ProductStickyBarProps {
  readonly visible: boolean;
  readonly title: string;
  readonly variant: Variant;
  readonly showVariant: boolean;
  readonly callForQuote: boolean;
  readonly onAdd: () => void;
  readonly onQuote: () => void;
}

/**
 * The product's name, price and main action, kept in reach once the purchase panel has scrolled
 * away. While it shows, the layout hides the promo bar.
 */
export const ProductStickyBar = ({
  visible,
  title,
  variant,
  showVariant,
  callForQuote,
  onAdd,
  onQuote,
}: ProductStickyBarProps) => {
  const { menu, cart } = useServices();
  const pending = useObservable(cart.pending$);

  useEffect(() => {
    menu.stickyBarEvent({ type: 'product-bar-visibility-changed', visible });
  }, [menu, visible]);
  useEffect(
    () => () => menu.stickyBarEvent({ type: 'product-bar-visibility-changed', visible: false }),
    [menu],
  );

  if (!visible) return null;
  return (
    <aside css={styles.bar} aria-label="Product summary" data-testid="product-sticky-bar">
      <div css={styles.inner}>
        <div css={styles.text}>
          <p css={styles.title}>{title}</p>
          {showVariant ? <p css={styles.variant}>{variant.title}</p> : null}
        </div>
        {callForQuote ? null : (
          <div css={styles.price}>
            <PriceTag price={variant.price} salePrice={variant.salePrice} />
          </div>
        )}
        {callForQuote ? (
          <Button onClick={onQuote}>Request a quote</Button>
        ) : (
          <Button
            onClick={onAdd}
            disabled={pending || !isVariantInStock(variant)}
            aria-busy={pending}
          >
            Add to cart
          </Button>
        )}
      </div>
    </aside>
  );
};
