import { useEffect, useRef } from 'react';
import type { PaymentState } from '../../../domain/cart/payment';
import { ButtonLink } from '../../components/Button';
import * as styles from './CheckoutPage.styles';

interface OrderConfirmationProps {
  readonly payment: PaymentState;
  readonly signedIn: boolean;
}

/**
 * Shown once paid: the order reference and where the confirmation went. It replaces the long checkout
 * form, so its heading takes the focus: the page scrolls to it (the shopper clicked "Place order" far
 * below) and a screen reader announces it.
 */
export const OrderConfirmation = ({ payment, signedIn }: OrderConfirmationProps) => {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
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
