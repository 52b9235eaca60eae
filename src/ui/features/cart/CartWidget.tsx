import { Link } from 'react-router';
import { CART_PATH } from '../../../domain/routing/paths';
import { useServices } from '../../app/services';
import { useObservable } from '../../app/use-observable';
import { itemsLabel } from './cart-labels';
import * as styles from './CartWidget.styles';

const CartIcon = () => (
  <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 1.9-1.4L21 8H6.2"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
    <circle cx="10" cy="20.5" r="1.5" fill="currentColor" />
    <circle cx="17" cy="20.5" r="1.5" fill="currentColor" />
  </svg>
);

export const CartWidget = () => {
  const { cart } = useServices();
  const totalItems = useObservable(cart.totalItems$);
  return (
    <Link
      to={CART_PATH}
      css={styles.widget}
      data-testid="cart-widget"
      aria-label={`Cart, ${itemsLabel(totalItems)}`}
    >
      <CartIcon />
      <span css={styles.count}>{totalItems}</span>
    </Link>
  );
};
