import type { FastifyRequest } from 'fastify';
import type { CartCustomer } from '../../../application/cart/current-cart.ts';
import type { Cart } from '../../../domain/cart/cart.ts';
import type { Clock } from '../../../ports/system/clock.ts';
import type { UserRepository } from '../../../ports/users/user-repository.ts';
import { type CraftUserJson, serializeUser } from '../users/craft-user.serializer.ts';

/** The signed-in user as the cart use cases see them; null for a guest. */
export const cartCustomerOf = (request: FastifyRequest): CartCustomer | null =>
  request.auth.user ? { id: request.auth.user.id, email: request.auth.user.email } : null;

export interface CartCustomerJsonDeps {
  readonly users: Pick<UserRepository, 'findById'>;
  readonly clock: Clock;
}

/**
 * The cart JSON's `customer` (Commerce's Order::getCustomer()): Craft's serialized user of the cart's
 * own customer, null for a guest's cart. Cart answers go to the cart's holder only (the ownership
 * rules): the signed-in customer is already loaded; any other customer (an account the checkout just
 * registered, a return from an off-site payment outside the session) is one read.
 */
export async function cartCustomerJson(
  deps: CartCustomerJsonDeps,
  request: FastifyRequest,
  cart: Pick<Cart, 'customerId'>,
): Promise<CraftUserJson | null> {
  if (cart.customerId === null) return null;
  const signedIn = request.auth.user;
  const user =
    signedIn?.id === cart.customerId ? signedIn : await deps.users.findById(cart.customerId);
  return user ? serializeUser(user, deps.clock.now(), signedIn?.id ?? null) : null;
}
