import type { AddressFields } from '../../domain/addresses/address.ts';
import type { Money } from '../../domain/money/money.ts';

export interface ConfirmedLine {
  readonly description: string;
  readonly sku: string;
  readonly qty: number;
  readonly subtotal: Money;
}

/** What the order-confirmation mail says: the order as completed. */
export interface OrderConfirmation {
  readonly email: string;
  readonly reference: string;
  readonly number: string;
  readonly lines: readonly ConfirmedLine[];
  readonly itemSubtotal: Money;
  readonly totalDiscount: Money;
  readonly totalShippingCost: Money;
  readonly totalTax: Money;
  readonly totalPrice: Money;
  readonly shippingMethodName: string | null;
  readonly shippingAddress: AddressFields | null;
  readonly billingAddress: AddressFields | null;
  /** placed without an account: the mail says where to follow the order (the order-status page) */
  readonly guest: boolean;
}

/** Tells the customer their order is placed (Commerce's order-completed e-mail). */
export interface OrderNotifier {
  /** Queues the mail (in the completing transaction); one per order, however often it is called. */
  sendOrderConfirmation(order: OrderConfirmation): Promise<void>;
}
