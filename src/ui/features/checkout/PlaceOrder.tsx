import { useLazyService } from '../../app/services';
import { useObservable } from '../../app/use-observable';
import { FormError } from '../../components/form/FormError';
import { SubmitButton } from '../../components/form/SubmitButton';
import * as styles from './CheckoutPage.styles';

/** Why the last order failed, and the button that places it (checking the addresses first). */
export const PlaceOrder = ({ disabled }: { readonly disabled: boolean }) => {
  const checkout = useLazyService('checkout');
  const paying = useObservable(checkout.paying$);
  const checking = useObservable(checkout.checkingAddresses$);
  const error = useObservable(checkout.error$);
  const gatewayMessage = useObservable(checkout.gatewayMessage$);
  const errors = useObservable(checkout.paymentErrors$);
  return (
    <div css={styles.submit}>
      {error === null ? null : (
        <div role="alert" css={styles.paymentError} data-testid="checkout-error">
          <p>{error}</p>
          {gatewayMessage === null ? null : <p>{gatewayMessage}</p>}
        </div>
      )}
      <FormError details={errors.general} />
      <SubmitButton
        pending={paying || checking}
        pendingLabel={checking ? 'Checking your address…' : 'Placing your order…'}
        disabled={disabled}
      >
        Place order
      </SubmitButton>
    </div>
  );
};
