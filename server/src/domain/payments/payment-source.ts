/** Commerce's payment source: a customer's tokenised card at one gateway. */
export interface PaymentSource {
  readonly id: number;
  readonly uid: string;
  readonly customerId: number;
  readonly gatewayId: number;
  readonly token: string;
  readonly description: string;
  readonly response: string;
  readonly isPrimary: boolean;
}

/** A customer may use only their own sources (Commerce's owner check). */
export const isOwnedBy = (source: PaymentSource | null, customerId: number | null): boolean =>
  source !== null && customerId !== null && source.customerId === customerId;
