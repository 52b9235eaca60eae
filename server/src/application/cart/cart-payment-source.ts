import { isOwnedBy } from '../../domain/payments/payment-source.ts';
import type { PaymentSourceRepository } from '../../ports/payments/payment-source-repository.ts';
import type { CartCustomer } from './current-cart.ts';

/**
 * Commerce's paymentSourceId: a falsy value clears it; otherwise it is applied only when the source is
 * the signed-in customer's (undefined: leave the cart's as it is).
 */
export async function checkedPaymentSourceId(
  deps: { readonly paymentSources: Pick<PaymentSourceRepository, 'find'> },
  requested: number | null | undefined,
  customer: CartCustomer | null,
): Promise<number | null | undefined> {
  if (requested === undefined || requested === null) return requested;
  if (customer === null) return undefined;
  const source = await deps.paymentSources.find(requested);
  return isOwnedBy(source, customer.id) ? requested : undefined;
}
