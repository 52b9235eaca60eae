import { totalItems } from '../../../domain/cart/cart.rules';
import { useServices } from '../../app/services';
import { pageTitle } from '../../app/store-settings';
import { useObservable } from '../../app/use-observable';
import { Alert } from '../../components/Alert';
import { ButtonLink } from '../../components/Button';
import * as pageStyles from '../../components/Page.styles';
import { itemsLabel } from './cart-labels';

/** A placeholder until the full cart arrives: it says whether the cart holds anything. */
export const CartPage = () => {
  const { cart: cartService } = useServices();
  const cart = useObservable(cartService.cart$);
  const status = useObservable(cartService.status$);
  const error = useObservable(cartService.error$);

  return (
    <div css={pageStyles.page}>
      <title>{pageTitle('Cart')}</title>
      <h1 css={pageStyles.heading}>Your cart</h1>
      {status === 'failed' && error !== null ? (
        <Alert message={error} onRetry={() => void cartService.load()} />
      ) : null}
      {status === 'idle' || status === 'loading' ? (
        <p role="status" css={pageStyles.statusText}>
          Loading your cart…
        </p>
      ) : null}
      {status === 'ready' && cart.isEmpty ? (
        <>
          <p css={pageStyles.statusText}>Your cart is empty</p>
          <ButtonLink to="/products">Browse products</ButtonLink>
        </>
      ) : null}
      {status === 'ready' && !cart.isEmpty ? (
        <p css={pageStyles.statusText}>Your cart holds {itemsLabel(totalItems(cart))}.</p>
      ) : null}
    </div>
  );
};
