import { priceDisplay } from '../../../domain/catalog/price.rules';
import { formatMoney } from '../../../domain/money/money.rules';
import { STORE_MONEY_FORMAT } from '../../app/store-settings';
import * as styles from './PriceTag.styles';

interface PriceTagProps {
  readonly price: number;
  readonly salePrice: number | null;
  readonly size?: keyof typeof styles.sizes;
}

/** The price a shopper pays; on sale, the regular price struck through beside it. */
export const PriceTag = ({ price, salePrice, size = 'normal' }: PriceTagProps) => {
  const shown = priceDisplay({ price, salePrice });
  return (
    <p css={[styles.price, styles.sizes[size]]} data-testid="price">
      {shown.original === null ? (
        <span css={styles.current}>{formatMoney(shown.current, STORE_MONEY_FORMAT)}</span>
      ) : (
        <>
          <span css={[styles.current, styles.onSale]}>
            <span css={styles.visuallyHidden}>Sale price </span>
            {formatMoney(shown.current, STORE_MONEY_FORMAT)}
          </span>
          <s css={styles.original}>
            <span css={styles.visuallyHidden}>Regular price </span>
            {formatMoney(shown.original, STORE_MONEY_FORMAT)}
          </s>
        </>
      )}
    </p>
  );
};
