import type { FastifyRequest } from 'fastify';
import type { CartCustomer } from '../../application/cart/current-cart.ts';

/** The signed-in user as the cart use cases see them; null for a guest. */
export const cartCustomerOf = (request: FastifyRequest): CartCustomer | null =>
  request.auth.user ? { id: request.auth.user.id, email: request.auth.user.email } : null;
