import type { Cart } from '../../../domain/cart/cart';
import { cartMoney } from '../cart/cart-money';
import { CartTotals } from '../cart/CartTotals';
import { CouponForm } from '../cart/CouponForm';
import * as styles from './CheckoutPage.styles';

/** The order being paid for: its lines, the coupon and the totals. */
export const OrderSummary = ({ cart }: { readonly cart: Cart }) => (
  <aside css={styles.summary} aria-labelledby="checkout-summary-heading">
    <h2 id="checkout-summary-heading" css={styles.sectionHeading}>
      Order summary
    </h2>
    <ul css={styles.summaryLines}>
      {cart.lineItems.map((line) => (
        <li key={line.id} css={styles.summaryLine}>
          <span>
            {line.description === '' ? line.sku : line.description} × {line.qty}
          </span>
          <span>{cartMoney(line.total, cart.currency)}</span>
        </li>
      ))}
    </ul>
    <CouponForm cart={cart} />
    <CartTotals totals={cart} currency={cart.currency} />
  </aside>
);
