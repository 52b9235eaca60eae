import type { Cart } from '../../../domain/cart/cart';
import { CART_PATH } from '../../../domain/routing/paths';
import { useServices } from '../../app/services';
import { useObservable } from '../../app/use-observable';
import { Alert } from '../../components/Alert';
import { Button, ButtonLink } from '../../components/Button';
import * as pageStyles from '../../components/Page.styles';
import { itemsLabel } from './cart-labels';
import { CartLine } from './CartLine';
import * as styles from './CartPage.styles';
import { CartTotals } from './CartTotals';
import { CouponForm } from './CouponForm';
import { useSharedCart } from './use-shared-cart';
import { DocumentHead } from '../../components/DocumentHead';

interface CartItemsProps {
  readonly cart: Cart;
  readonly pending: boolean;
}

/** The lines with their count, 'Clear cart' and any notices about changes to the cart. */
const CartItems = ({ cart, pending }: CartItemsProps) => {
  const { cart: cartService } = useServices();
  return (
    <section aria-labelledby="cart-items-heading">
      <div css={styles.itemsHeader}>
        <h2 id="cart-items-heading" css={styles.sectionHeading}>
          {itemsLabel(cart.totalQty)}
        </h2>
        <Button variant="secondary" disabled={pending} onClick={() => void cartService.clear()}>
          Clear cart
        </Button>
      </div>
      {cart.notices.length > 0 ? (
        <ul css={styles.notices} aria-label="Cart notices">
          {cart.notices.map((notice, index) => (
            <li key={`${notice.type}-${notice.attribute}-${index}`}>{notice.message}</li>
          ))}
        </ul>
      ) : null}
      <ul css={styles.lines} aria-busy={pending}>
        {cart.lineItems.map((line) => (
          <CartLine key={line.id} line={line} currency={cart.currency} pending={pending} />
        ))}
      </ul>
    </section>
  );
};

const CartSummary = ({ cart }: { readonly cart: Cart }) => (
  <aside css={styles.summary} aria-labelledby="cart-summary-heading">
    <h2 id="cart-summary-heading" css={styles.sectionHeading}>
      Order summary
    </h2>
    <CouponForm cart={cart} />
    <CartTotals totals={cart} currency={cart.currency} />
    <div css={styles.checkout}>
      <ButtonLink to="/checkout">Proceed to checkout</ButtonLink>
    </div>
  </aside>
);

export const CartPage = () => {
  const { cart: cartService } = useServices();
  const cart = useObservable(cartService.cart$);
  const status = useObservable(cartService.status$);
  const error = useObservable(cartService.error$);
  const pending = useObservable(cartService.pending$);
  const shared = useSharedCart();
  const loading = status === 'idle' || status === 'loading' || shared.kind === 'loading';

  return (
    <div css={pageStyles.page}>
      <DocumentHead title="Cart" description="Your shopping cart." canonicalPath={CART_PATH} />
      <h1 css={pageStyles.heading}>Your cart</h1>
      {shared.kind === 'failed' ? <Alert message={shared.message} /> : null}
      {shared.kind === 'loaded' ? (
        <p role="status" css={styles.notice}>
          The shared cart has been loaded.
        </p>
      ) : null}
      {error !== null ? (
        <Alert
          message={error}
          onRetry={status === 'failed' ? () => void cartService.load() : undefined}
        />
      ) : null}
      {loading && cart.lineItems.length === 0 ? (
        <p role="status" css={pageStyles.statusText}>
          Loading your cart…
        </p>
      ) : null}
      {!loading && cart.isEmpty ? (
        <div css={styles.empty}>
          <p css={pageStyles.statusText}>Your cart is empty</p>
          <ButtonLink to="/products">Browse products</ButtonLink>
        </div>
      ) : null}
      {!cart.isEmpty ? (
        <div css={styles.layout}>
          <CartItems cart={cart} pending={pending} />
          <CartSummary cart={cart} />
        </div>
      ) : null}
    </div>
  );
};
