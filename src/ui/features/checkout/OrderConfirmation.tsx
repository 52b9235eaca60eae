import { useEffect, useRef } from 'react';
import type { PaymentState } from '../../../domain/payment/payment';
import { ButtonLink } from '../../components/Button';
import * as styles from './CheckoutPage.styles';

interface OrderConfirmationProps {
  readonly payment: PaymentState;
  readonly signedIn: boolean;
}

/**
 * Shown once paid: the order reference and where the confirmation went. It replaces the long checkout
 * form the shopper scrolled down to "Place order", so, as the address book does after its form, the
 * page goes back to the top, where the confirmation is, and its heading takes the focus, so a screen
 * reader announces it. The scroll is explicit rather than left to focus(), which scrolls only as far
 * as the nearest edge.
 */
export const OrderConfirmation = ({ payment, signedIn }: OrderConfirmationProps) => {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section
      css={styles.confirmation}
      aria-labelledby="confirmation-heading"
      data-testid="order-confirmation"
    >
      <h1 id="confirmation-heading" css={styles.confirmationHeading} ref={heading} tabIndex={-1}>
        Thank you for your order
      </h1>
      {payment.orderReference === null ? null : (
        <p>
          Your order reference is{' '}
          <strong data-testid="order-reference">{payment.orderReference}</strong>.
        </p>
      )}
      {payment.orderCompletedEmail === null ? null : (
        <p>
          A confirmation has been sent to <strong>{payment.orderCompletedEmail}</strong>.
        </p>
      )}
      <div css={styles.actions}>
        {signedIn ? <ButtonLink to="/my-account/orders">View your orders</ButtonLink> : null}
        <ButtonLink to="/products" variant={signedIn ? 'secondary' : 'primary'}>
          Continue shopping
        </ButtonLink>
      </div>
    </section>
  );
};
