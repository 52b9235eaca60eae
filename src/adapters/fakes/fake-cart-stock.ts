import type { Cart, CartNotice, LineItem } from '../../domain/cart/cart';
import type { InMemoryShop } from './in-memory-shop';

const stockOf = (shop: InMemoryShop, purchasableId: number | null): number | null => {
  const variants = shop.catalog.flatMap((product) => product.variants);
  return variants.find((variant) => variant.id === purchasableId)?.stock ?? null;
};

/**
 * Craft's stock rules over every line of the cart: a sold-out variant is an error on its line's
 * quantity; more than the stock is lowered to it, with a `lineItemMaxStockReached` notice.
 */
export const applyStock = (
  shop: InMemoryShop,
  cart: Cart,
  lines: readonly LineItem[],
  errors: Record<string, string[]>,
): { readonly lines: LineItem[]; readonly notices: CartNotice[] } => {
  const notices: CartNotice[] = [];
  const capped = lines.map((line, index) => {
    const stock = stockOf(shop, line.purchasableId);
    if (stock === null || line.qty <= stock) return line;
    if (stock <= 0) {
      errors[`lineItems.${index}.qty`] = [`“${line.description}” is currently out of stock.`];
      return line;
    }
    notices.push({
      id: null,
      type: 'lineItemMaxStockReached',
      attribute: 'lineItems',
      message: `${line.description} only has ${stock} in stock.`,
      orderId: cart.id,
    });
    return { ...line, qty: stock };
  });
  return { lines: capped, notices };
};
