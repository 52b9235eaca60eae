// payments/pay's savePaymentSource: a signed-in customer paying with a gateway that keeps payment
// sources has the card stored as one of theirs. The card is tokenised before the charge (a refusal
// leaves nothing behind) and stored in the payment's transaction only once the charge went through.
import type { Result } from '../../domain/shared/result.ts';
import { ok } from '../../domain/shared/result.ts';
import type {
  FormErrors,
  PaymentFormInput,
  PaymentGateway,
} from '../../ports/payments/payment-gateway.ts';
import type { NewPaymentSource } from '../../ports/payments/payment-source-repository.ts';
import { tokenisedSource } from '../payments/payment-sources.ts';
import type { CartCustomer } from '../cart/current-cart.ts';

export const SOURCE_NOT_CREATED = 'Could not create the payment source.';

export interface SourceRequest {
  readonly wanted: boolean;
  /** The signed-in customer; a guest's request is ignored. */
  readonly customer: CartCustomer | null;
  readonly gateway: PaymentGateway;
  readonly gatewayId: number;
  readonly form: PaymentFormInput;
  /** Paying with a stored source, or nothing to charge: there is no card to keep. */
  readonly charged: boolean;
  readonly now: Date;
}

/** The source to store after a successful charge, null when none is asked for or possible. */
export async function sourceToSave(
  request: SourceRequest,
): Promise<Result<NewPaymentSource | null, FormErrors>> {
  const support = request.gateway.paymentSources;
  if (!request.wanted || !request.charged || request.customer === null || support === null) {
    return ok(null);
  }
  const owner = {
    customerId: request.customer.id,
    gatewayId: request.gatewayId,
    description: undefined,
    isPrimary: false,
  };
  return tokenisedSource(support, request.form, owner, request.now);
}
