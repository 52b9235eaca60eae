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
