import type { Address } from '../address/address';
import type { CardDetails } from '../payment/card-form.rules';
import type { PaymentGateway } from '../payment/payment';

/** Where one of the order's addresses comes from: the customer's book, or typed in at checkout. */
export type AddressChoice =
  | { readonly kind: 'saved'; readonly addressId: number; readonly makePrimary: boolean }
  | { readonly kind: 'new'; readonly address: Address; readonly saveOnComplete: boolean };

/** Everything the checkout form collects before paying. */
export interface CheckoutForm {
  /** the guest's e-mail; null for a signed-in customer (Craft uses the customer's) */
  readonly email: string | null;
  readonly shipping: AddressChoice;
  /** null: the billing address is the shipping address */
  readonly billing: AddressChoice | null;
  readonly customerNote: string;
  /** guests only: create an account from the order once it completes */
  readonly registerOnComplete: boolean;
  readonly gateway: PaymentGateway;
  readonly card: CardDetails;
}
