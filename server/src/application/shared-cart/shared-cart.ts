import { sharedCartStatus } from '../../domain/shared-cart/shared-cart.rules.ts';
import type { SharedCartStatus } from '../../domain/shared-cart/shared-cart.ts';
import type { CartCustomer, CurrentCartDeps } from '../cart/current-cart.ts';
import { cartLoadOutcomeFor } from '../cart/load-cart.ts';

/** The shared cart as this visitor sees it; a malformed number is simply no cart. */
export async function statusOfSharedCart(
  deps: Pick<CurrentCartDeps, 'carts'>,
  number: string,
  customer: CartCustomer | null,
  rememberedNumber: string | undefined,
): Promise<SharedCartStatus> {
  const { outcome } = await cartLoadOutcomeFor(deps, number, customer, rememberedNumber);
  return sharedCartStatus(outcome, customer !== null);
}
