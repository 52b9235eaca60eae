import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useLazyService, useServices } from '../../app/services';
import { useObservable } from '../../app/use-observable';
import { Alert } from '../../components/Alert';
import { ButtonLink } from '../../components/Button';
import { DocumentHead } from '../../components/DocumentHead';
import * as pageStyles from '../../components/Page.styles';
import { CheckoutForm } from './CheckoutForm';
import { OrderConfirmation } from './OrderConfirmation';

const NO_ADDRESSES: readonly never[] = [];

/** Loads what the checkout needs, finishes an off-site payment, and forgets the confirmation. */
const useCheckoutLoad = (transactionHash: string | null, signedIn: boolean) => {
  const { auth } = useServices();
  const checkout = useLazyService('checkout');
  const addressBook = useLazyService('addressBook');

  useEffect(() => {
    void auth.afterMount();
    void checkout.loadGateways();
  }, [auth, checkout]);

  useEffect(() => {
    if (signedIn) void addressBook.loadAddresses();
  }, [addressBook, signedIn]);

  // Back from an off-site gateway: finish the payment it started.
  useEffect(() => {
    if (transactionHash !== null && transactionHash !== '')
      void checkout.completePayment(transactionHash);
  }, [checkout, transactionHash]);

  // The confirmation is shown once; leaving the page forgets it.
  useEffect(() => () => checkout.resetPayment(), [checkout]);
};

/** Why the payment could not be completed, the cart not loaded or the gateways not listed. */
const CheckoutAlerts = ({ transactionHash }: { readonly transactionHash: string | null }) => {
  const { cart: cartService } = useServices();
  const checkout = useLazyService('checkout');
  const cartStatus = useObservable(cartService.status$);
  const cartError = useObservable(cartService.error$);
  const gateways = useObservable(checkout.gateways$);
  const completionError = useObservable(checkout.error$);
  return (
    <>
      {transactionHash !== null && completionError !== null ? (
        <Alert message={completionError} />
      ) : null}
      {cartStatus === 'failed' && cartError !== null ? (
        <Alert message={cartError} onRetry={() => void cartService.load()} />
      ) : null}
      {gateways.error === null ? null : (
        <Alert message={gateways.error} onRetry={() => void checkout.loadGateways()} />
      )}
    </>
  );
};

export const CheckoutPage = () => {
  const { auth, cart: cartService } = useServices();
  const checkout = useLazyService('checkout');
  const addressBook = useLazyService('addressBook');
  const cart = useObservable(cartService.cart$);
  const cartStatus = useObservable(cartService.status$);
  const payment = useObservable(checkout.payment$);
  const gateways = useObservable(checkout.gateways$);
  const authState = useObservable(auth.state$);
  const signedIn = useObservable(auth.isLoggedIn$);
  const addresses = useObservable(addressBook.addresses$);
  const [searchParams] = useSearchParams();
  const transactionHash = searchParams.get('commerceTransactionHash');
  useCheckoutLoad(transactionHash, signedIn);

  if (payment.paymentCompleted) {
    return (
      <div css={pageStyles.page}>
        <DocumentHead title="Order confirmed" canonicalPath="/checkout" noindex />
        <OrderConfirmation payment={payment} signedIn={signedIn} />
      </div>
    );
  }

  const savedAddresses = signedIn ? (addresses.data ?? NO_ADDRESSES) : NO_ADDRESSES;
  const loading =
    cartStatus === 'idle' || cartStatus === 'loading' || gateways.status === 'loading';

  return (
    <div css={pageStyles.page}>
      <DocumentHead title="Checkout" canonicalPath="/checkout" noindex />
      <h1 css={pageStyles.heading}>Checkout</h1>
      <CheckoutAlerts transactionHash={transactionHash} />
      {loading && cart.lineItems.length === 0 ? (
        <p role="status" css={pageStyles.statusText}>
          Loading checkout…
        </p>
      ) : null}
      {!loading && cart.isEmpty ? (
        <>
          <p css={pageStyles.statusText}>Your cart is empty</p>
          <ButtonLink to="/products">Browse products</ButtonLink>
        </>
      ) : null}
      {!cart.isEmpty ? (
        <CheckoutForm
          key={savedAddresses.map((address) => address.id).join(',')}
          cart={cart}
          customerEmail={signedIn ? (authState.session?.email ?? null) : null}
          savedAddresses={savedAddresses}
          gateways={gateways.data ?? NO_ADDRESSES}
        />
      ) : null}
    </div>
  );
};
