import { cartTotalLines, type CartTotals as Totals } from '../../../domain/cart/cart-totals.rules';
import { cartMoney } from './cart-money';
import * as styles from './CartTotals.styles';

interface CartTotalsProps {
  readonly totals: Totals;
  readonly currency: string;
}

/** Subtotal, the discount as its own line, shipping, tax and total (the rules pick the lines). */
export const CartTotals = ({ totals, currency }: CartTotalsProps) => (
  <dl css={styles.list} data-testid="cart-totals">
    {cartTotalLines(totals).map((line) => (
      <div
        key={line.key}
        css={[
          styles.row,
          line.key === 'discount' && styles.discount,
          line.key === 'total' && styles.total,
        ]}
        data-testid={`total-${line.key}`}
      >
        <dt>{line.label}</dt>
        <dd>{cartMoney(line.amount, currency)}</dd>
      </div>
    ))}
  </dl>
);
