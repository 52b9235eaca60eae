import type { OrderFulfilment } from './order';

/** What a guest types to find their order: both as their confirmation mail shows them. */
export interface OrderLookupQuery {
  readonly reference: string;
  readonly email: string;
}

/** A guest's order as the status page shows it: where it is, and what was in it; nothing else. */
export interface GuestOrderStatus {
  readonly reference: string | null;
  readonly dateOrdered: string | null;
  readonly lineItems: readonly { readonly description: string; readonly qty: number }[];
  readonly fulfilment: OrderFulfilment;
}

/**
 * The lookup's answer: the order; no order for that reference and e-mail (one message for every
 * mismatch); or a back-end that has no lookup (Craft itself).
 */
export type OrderLookupOutcome =
  | { readonly kind: 'found'; readonly order: GuestOrderStatus }
  | { readonly kind: 'not-found'; readonly message: string }
  | { readonly kind: 'unavailable' };
