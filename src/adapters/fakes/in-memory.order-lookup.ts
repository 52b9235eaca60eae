import type { GatewayError } from '../../domain/http/gateway.errors';
import type { OrderLookupOutcome, OrderLookupQuery } from '../../domain/orders/order-lookup';
import { err, ok, type Result } from '../../domain/shared/result';
import type { OrderLookup } from '../../ports/order-lookup';
import { ORDER_LOOKUP_ENDPOINT } from '../http/orders/craft.order-lookup';
import { apiErrorBody, refused } from './fake-failure';
import type { InMemoryShop } from './in-memory-shop';

/** The shop's own back-end's words for every mismatch. */
export const FAKE_ORDER_NOT_FOUND =
  'We found no order with that reference and e-mail address. If you have an account, sign in to see your orders.';

const same = (a: string | null, b: string): boolean =>
  a !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

/** A guest's paid order by its reference and e-mail over an in-memory shop (customers sign in). */
export class InMemoryOrderLookup implements OrderLookup {
  readonly #shop: InMemoryShop;

  constructor(shop: InMemoryShop) {
    this.#shop = shop;
  }

  async lookUp(query: OrderLookupQuery): Promise<Result<OrderLookupOutcome, GatewayError>> {
    const down = this.#shop.guard(ORDER_LOOKUP_ENDPOINT, 'POST');
    if (down) return err(down);
    if (query.reference.trim() === '' || query.email.trim() === '') {
      const body = apiErrorBody(400, 'Give the order reference and the e-mail address.');
      return err(refused(ORDER_LOOKUP_ENDPOINT, 'POST', 400, body));
    }
    const found = [...this.#shop.completed.values()].find(
      ({ cart, ownerId }) =>
        ownerId === null &&
        same(cart.number.slice(0, 7), query.reference) &&
        same(cart.email, query.email),
    );
    if (found === undefined) return ok({ kind: 'not-found', message: FAKE_ORDER_NOT_FOUND });
    const date = new Date(this.#shop.now()).toISOString();
    return ok({
      kind: 'found',
      order: {
        reference: found.cart.number.slice(0, 7),
        dateOrdered: date,
        lineItems: found.cart.lineItems.map(({ description, qty }) => ({ description, qty })),
        fulfilment: {
          status: 'new',
          timeline: [{ status: 'new', date }],
          parcels: [],
          returns: [],
        },
      },
    });
  }
}
