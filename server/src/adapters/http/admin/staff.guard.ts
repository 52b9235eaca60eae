import type { FastifyRequest } from 'fastify';
import type { User } from '../../../domain/users/user.ts';
import { ORDER_FLOW_MESSAGES } from '../../../domain/fulfilment/order-flow.rules.ts';
import { HttpError } from '../craft/craft-response.ts';
import { NOT_AUTHENTICATED } from '../orders/customer-api.routes.ts';

/** The signed-in staff member: 401 for a visitor, 403 for a customer, who learns nothing more. */
export function requireStaff(request: FastifyRequest): User {
  const user = request.auth.user;
  if (!user) throw new HttpError(401, NOT_AUTHENTICATED);
  if (!user.admin) throw new HttpError(403, ORDER_FLOW_MESSAGES.staffOnly);
  return user;
}
