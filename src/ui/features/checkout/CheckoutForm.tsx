import { useState, type FormEvent } from 'react';
import type { Address } from '../../../domain/address/address';
import { emptyCardDetails, type CardDetails } from '../../../domain/cart/card-form.rules';
import type { Cart } from '../../../domain/cart/cart';
import type { PaymentGateway } from '../../../domain/cart/payment';
import { useLazyService, useServices } from '../../app/services';
import { useObservable } from '../../app/use-observable';
import { Checkbox } from '../../components/form/Checkbox';
import { FormError } from '../../components/form/FormError';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextArea } from '../../components/form/TextArea';
import { addressChoiceOf, initialDraft, type AddressChoiceDraft } from './address-choice-draft';
import { AddressSection } from './AddressSection';
import * as styles from './CheckoutPage.styles';
import { ContactSection } from './ContactSection';
import { OrderSummary } from './OrderSummary';
import { PaymentSection } from './PaymentSection';
import { ShippingMethods } from './ShippingMethods';
import { useAddressCheck } from './use-address-check';

interface CheckoutFormProps {
  readonly cart: Cart;
  /** the signed-in customer's e-mail; null for a guest */
  readonly customerEmail: string | null;
  readonly savedAddresses: readonly Address[];
  readonly gateways: readonly PaymentGateway[];
}

/**
 * Contact, addresses, shipping, note and payment; one submit updates the cart and pays. The page
 * remounts it when the address book changes (e.g. after signing in through the popup).
 */
export const CheckoutForm = ({
  cart,
  customerEmail,
  savedAddresses,
  gateways,
}: CheckoutFormProps) => {
  const { cart: cartService } = useServices();
  const checkout = useLazyService('checkout');
  const paying = useObservable(checkout.paying$);
  const cartPending = useObservable(cartService.pending$);
  const error = useObservable(checkout.error$);
  const gatewayMessage = useObservable(checkout.gatewayMessage$);
  const errors = useObservable(checkout.paymentErrors$);
  const signedIn = customerEmail !== null;

  const [email, setEmail] = useState(cart.email ?? '');
  const [register, setRegister] = useState(false);
  const [shipping, setShipping] = useState<AddressChoiceDraft>(() =>
    initialDraft('shipping', savedAddresses),
  );
  const [billingSame, setBillingSame] = useState(true);
  const [billing, setBilling] = useState<AddressChoiceDraft>(() =>
    initialDraft('billing', savedAddresses),
  );
  const [note, setNote] = useState('');
  const [chosenGatewayId, setGatewayId] = useState<number | null>(null);
  const gatewayId = chosenGatewayId ?? cart.gatewayId ?? gateways[0]?.id ?? null;
  const [card, setCard] = useState<CardDetails>(emptyCardDetails);

  const gateway = gateways.find((candidate) => candidate.id === gatewayId);
  const addressCheck = useAddressCheck();
  const [checking, setChecking] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (gateway === undefined || paying || checking) return;
    setChecking(true);
    const usable = await addressCheck.check(shipping, billingSame ? null : billing);
    setChecking(false);
    if (!usable) return;
    await checkout.placeOrder({
      email: signedIn ? null : email,
      shipping: addressChoiceOf(shipping),
      billing: billingSame ? null : addressChoiceOf(billing),
      customerNote: note,
      registerOnComplete: !signedIn && register,
      gateway,
      card,
    });
  };

  return (
    <div css={styles.layout}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Checkout">
        <section css={styles.section} aria-labelledby="checkout-contact">
          <h2 id="checkout-contact" css={styles.sectionHeading}>
            Contact
          </h2>
          <ContactSection
            customerEmail={customerEmail}
            email={email}
            onEmail={setEmail}
            register={register}
            onRegister={setRegister}
            errors={errors}
          />
        </section>
        <section css={styles.section} aria-labelledby="checkout-shipping">
          <h2 id="checkout-shipping" css={styles.sectionHeading}>
            Shipping address
          </h2>
          <AddressSection
            role="shipping"
            problems={addressCheck.problems.shipping}
            draft={shipping}
            onChange={setShipping}
            saved={savedAddresses}
            signedIn={signedIn}
            errors={errors}
          />
        </section>
        <section css={styles.section} aria-labelledby="checkout-billing">
          <h2 id="checkout-billing" css={styles.sectionHeading}>
            Billing address
          </h2>
          <Checkbox
            label="Same as shipping address"
            checked={billingSame}
            onChange={setBillingSame}
          />
          {billingSame ? null : (
            <AddressSection
              role="billing"
              problems={addressCheck.problems.billing}
              draft={billing}
              onChange={setBilling}
              saved={savedAddresses}
              signedIn={signedIn}
              errors={errors}
            />
          )}
        </section>
        <section css={styles.section} aria-labelledby="checkout-shipping-method">
          <h2 id="checkout-shipping-method" css={styles.sectionHeading}>
            Shipping method
          </h2>
          <ShippingMethods cart={cart} disabled={cartPending || paying} />
        </section>
        <section css={styles.section} aria-labelledby="checkout-note">
          <h2 id="checkout-note" css={styles.sectionHeading}>
            Order note
          </h2>
          <TextArea
            label="Note for the shop (optional)"
            value={note}
            onChange={setNote}
            maxLength={1000}
            rows={3}
          />
        </section>
        <section css={styles.section} aria-labelledby="checkout-payment">
          <h2 id="checkout-payment" css={styles.sectionHeading}>
            Payment
          </h2>
          <PaymentSection
            gateways={gateways}
            gatewayId={gatewayId}
            onGateway={setGatewayId}
            card={card}
            onCard={setCard}
            errors={errors}
          />
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
              disabled={gateway === undefined || cartPending}
            >
              Place order
            </SubmitButton>
          </div>
        </section>
      </form>
      <OrderSummary cart={cart} />
    </div>
  );
};
