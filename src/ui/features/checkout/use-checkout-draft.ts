import { useState } from 'react';
import type { Address } from '../../../domain/address/address';
import { emptyCardDetails, type CardDetails } from '../../../domain/payment/card-form.rules';
import type { Cart } from '../../../domain/cart/cart';
import type { CheckoutForm } from '../../../domain/checkout/checkout-form';
import type { PaymentGateway } from '../../../domain/payment/payment';
import { addressChoiceOf, initialDraft, type AddressChoiceDraft } from './address-choice-draft';

/** What the checkout form holds while the shopper fills it in. */
export const useCheckoutDraft = (
  cart: Cart,
  savedAddresses: readonly Address[],
  gateways: readonly PaymentGateway[],
) => {
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
  const [card, setCard] = useState<CardDetails>(emptyCardDetails);
  return {
    email,
    setEmail,
    register,
    setRegister,
    shipping,
    setShipping,
    billingSame,
    setBillingSame,
    billing,
    setBilling,
    note,
    setNote,
    /** the shopper's choice, else the cart's gateway, else the first one offered */
    gatewayId: chosenGatewayId ?? cart.gatewayId ?? gateways[0]?.id ?? null,
    setGatewayId,
    card,
    setCard,
  };
};

export type CheckoutDraft = ReturnType<typeof useCheckoutDraft>;

/** The order as the checkout service takes it; a signed-in customer has no e-mail to send. */
export const checkoutFormOf = (
  draft: CheckoutDraft,
  gateway: PaymentGateway,
  signedIn: boolean,
): CheckoutForm => ({
  email: signedIn ? null : draft.email,
  shipping: addressChoiceOf(draft.shipping),
  billing: draft.billingSame ? null : addressChoiceOf(draft.billing),
  customerNote: draft.note,
  registerOnComplete: !signedIn && draft.register,
  gateway,
  card: draft.card,
});
