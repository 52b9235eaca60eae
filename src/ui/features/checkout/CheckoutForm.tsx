import type { FormEvent, ReactNode } from 'react';
import type { Address } from '../../../domain/address/address';
import type { Cart } from '../../../domain/cart/cart';
import type { PaymentGateway } from '../../../domain/payment/payment';
import { useLazyService, useServices } from '../../app/services';
import { useObservable } from '../../app/use-observable';
import { Checkbox } from '../../components/form/Checkbox';
import { TextArea } from '../../components/form/TextArea';
import { AddressSection } from './AddressSection';
import * as styles from './CheckoutPage.styles';
import { ContactSection } from './ContactSection';
import { OrderSummary } from './OrderSummary';
import { PaymentSection } from './PaymentSection';
import { PlaceOrder } from './PlaceOrder';
import { ShippingMethods } from './ShippingMethods';
import { checkoutFormOf, useCheckoutDraft, type CheckoutDraft } from './use-checkout-draft';

interface CheckoutFormProps {
  readonly cart: Cart;
  /** the signed-in customer's e-mail; null for a guest */
  readonly customerEmail: string | null;
  readonly savedAddresses: readonly Address[];
  readonly gateways: readonly PaymentGateway[];
}

/** One titled part of the checkout form. */
const CheckoutStep = ({
  id,
  title,
  children,
}: {
  readonly id: string;
  readonly title: string;
  readonly children: ReactNode;
}) => (
  <section css={styles.section} aria-labelledby={id}>
    <h2 id={id} css={styles.sectionHeading}>
      {title}
    </h2>
    {children}
  </section>
);

type AddressStepsProps = Pick<CheckoutFormProps, 'savedAddresses'> & {
  readonly draft: CheckoutDraft;
  readonly signedIn: boolean;
};

/** The shipping address, and the billing address unless it is the same. */
const AddressSteps = ({ draft, savedAddresses, signedIn }: AddressStepsProps) => {
  const checkout = useLazyService('checkout');
  const errors = useObservable(checkout.paymentErrors$);
  const problems = useObservable(checkout.addressProblems$);
  const common = { saved: savedAddresses, signedIn, errors };
  return (
    <>
      <CheckoutStep id="checkout-shipping" title="Shipping address">
        <AddressSection
          role="shipping"
          problems={problems.shipping}
          draft={draft.shipping}
          onChange={draft.setShipping}
          {...common}
        />
      </CheckoutStep>
      <CheckoutStep id="checkout-billing" title="Billing address">
        <Checkbox
          label="Same as shipping address"
          checked={draft.billingSame}
          onChange={draft.setBillingSame}
        />
        {draft.billingSame ? null : (
          <AddressSection
            role="billing"
            problems={problems.billing}
            draft={draft.billing}
            onChange={draft.setBilling}
            {...common}
          />
        )}
      </CheckoutStep>
    </>
  );
};

const NoteStep = ({
  note,
  onNote,
}: {
  readonly note: string;
  readonly onNote: (note: string) => void;
}) => (
  <CheckoutStep id="checkout-note" title="Order note">
    <TextArea
      label="Note for the shop (optional)"
      value={note}
      onChange={onNote}
      maxLength={1000}
      rows={3}
    />
  </CheckoutStep>
);

/**
 * Contact, addresses, shipping, note and payment; one submit checks the typed-in addresses,
 * updates the cart and pays (`CheckoutService.submitOrder`). The page remounts it when the address
 * book changes (e.g. after signing in through the popup).
 */
export const CheckoutForm = ({
  cart,
  customerEmail,
  savedAddresses,
  gateways,
}: CheckoutFormProps) => {
  const { cart: cartService, capabilities } = useServices();
  const checkout = useLazyService('checkout');
  const paying = useObservable(checkout.paying$);
  const cartPending = useObservable(cartService.pending$);
  const errors = useObservable(checkout.paymentErrors$);
  const signedIn = customerEmail !== null;
  const draft = useCheckoutDraft(cart, savedAddresses, gateways);
  const gateway = gateways.find((candidate) => candidate.id === draft.gatewayId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (gateway !== undefined) void checkout.submitOrder(checkoutFormOf(draft, gateway, signedIn));
  };

  return (
    <div css={styles.layout}>
      <form onSubmit={submit} noValidate aria-label="Checkout">
        <CheckoutStep id="checkout-contact" title="Contact">
          <ContactSection
            customerEmail={customerEmail}
            email={draft.email}
            onEmail={draft.setEmail}
            register={draft.register}
            onRegister={draft.setRegister}
            errors={errors}
          />
        </CheckoutStep>
        <AddressSteps draft={draft} savedAddresses={savedAddresses} signedIn={signedIn} />
        <CheckoutStep id="checkout-shipping-method" title="Shipping method">
          <ShippingMethods cart={cart} disabled={cartPending || paying} />
        </CheckoutStep>
        {capabilities.offers('orderNotes') ? (
          <NoteStep note={draft.note} onNote={draft.setNote} />
        ) : null}
        <CheckoutStep id="checkout-payment" title="Payment">
          <PaymentSection
            gateways={gateways}
            gatewayId={draft.gatewayId}
            onGateway={draft.setGatewayId}
            card={draft.card}
            onCard={draft.setCard}
            errors={errors}
          />
          <PlaceOrder disabled={gateway === undefined || cartPending} />
        </CheckoutStep>
      </form>
      <OrderSummary cart={cart} />
    </div>
  );
};
