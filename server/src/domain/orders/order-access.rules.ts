/** A signed-in customer's id, or null for a guest. */
export type OrderViewer = number | null;

/**
 * Whether a viewer may see an order reached by its number: a customer's order only by that customer,
 * signed in; a guest's order by anyone holding its number (32 random hex characters, the same secret
 * that shares a guest's cart).
 */
export const mayViewOrder = (order: { readonly customerId: number | null }, viewer: OrderViewer) =>
  order.customerId === null || order.customerId === viewer;
