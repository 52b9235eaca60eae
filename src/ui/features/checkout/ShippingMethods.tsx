import type { Cart } from '../../../domain/cart/cart';
import { useLazyService } from '../../app/services';
import { cartMoney } from '../cart/cart-money';
import * as styles from './CheckoutPage.styles';

interface ShippingMethodsProps {
  readonly cart: Cart;
  readonly disabled: boolean;
}

/** The cart's shipping options; choosing one updates the cart (and its totals) at once. */
export const ShippingMethods = ({ cart, disabled }: ShippingMethodsProps) => {
  const checkout = useLazyService('checkout');
  const options = cart.availableShippingMethodOptions.filter((option) => option.enabled);
  if (options.length === 0)
    return <p css={styles.muted}>No shipping method is needed for this order.</p>;
  return (
    <fieldset css={styles.choices}>
      <legend css={styles.visuallyHidden}>Shipping method</legend>
      {options.map((option) => (
        <label key={option.handle} css={styles.choice}>
          <input
            type="radio"
            name="shipping-method"
            value={option.handle}
            checked={cart.shippingMethodHandle === option.handle}
            disabled={disabled}
            onChange={() => void checkout.chooseShippingMethod(option.handle)}
          />
          <span css={styles.choiceRow}>
            <span>{option.name}</span>
            <span>{cartMoney(option.price, cart.currency)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
};
