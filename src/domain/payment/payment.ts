/** The order part of what POST actions/commerce/payments/pay returns. */
export interface PaidOrder {
  readonly number: string;
  readonly email: string | null;
  readonly totalPrice: number;
  readonly currency: string;
  readonly totalPriceAsCurrency: string;
  readonly totalQty: number;
  readonly reference: string | null;
  readonly orderCompletedEmail: string | null;
}

export interface PaymentResult {
  readonly order: PaidOrder;
}

/** What GET actions/commerce/payments/complete-payment returns after an off-site gateway. */
export interface PaymentCompletion {
  /** where the gateway sends the shopper next, when it has another step */
  readonly url: string | null;
  /** the completed order, when the return completed it */
  readonly order: PaidOrder | null;
}

/** Kept after payment so the confirmation can be shown once the cart is gone. */
export interface PaymentState {
  readonly paymentCompleted: boolean;
  readonly orderReference: string | null;
  readonly orderCompletedEmail: string | null;
}

export interface PaymentGateway {
  readonly id: number;
  readonly name: string;
  readonly handle: string;
  readonly paymentType: string;
  readonly sortOrder: number;
  readonly isArchived: boolean;
}
