import type { PaymentSource } from '../../domain/payments/payment-source.ts';

export interface NewPaymentSource {
  readonly customerId: number;
  readonly gatewayId: number;
  readonly token: string;
  readonly description: string;
  readonly response: string;
  readonly isPrimary: boolean;
}

export interface PaymentSourceRepository {
  find(id: number): Promise<PaymentSource | null>;
  listFor(customerId: number): Promise<readonly PaymentSource[]>;
  /** Stores the source; when primary, the customer's other sources stop being primary. */
  create(source: NewPaymentSource): Promise<PaymentSource>;
  /** Makes the source the customer's only primary one. */
  setPrimary(customerId: number, id: number): Promise<boolean>;
  delete(id: number): Promise<boolean>;
}
