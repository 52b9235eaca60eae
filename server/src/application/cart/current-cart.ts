import type { Cart } from '../../domain/cart/cart.ts';
import { isCartNumber, newCart, sessionCartChoice } from '../../domain/cart/cart.rules.ts';
import type { Requester } from '../../domain/orders/order-ownership.rules.ts';
import { pricingInputOf, settleCart } from '../../domain/cart/cart-pricing.rules.ts';
import type { PricedCart } from '../../domain/pricing/pricing.ts';
import { recalculate } from '../../domain/pricing/recalculate.rules.ts';
import type { CartRepository } from '../../ports/cart/cart-repository.ts';
import type { Clock } from '../../ports/system/clock.ts';
import type { PurchasableCatalog, PurchasablesById } from '../../ports/cart/purchasable-catalog.ts';
import type { RandomSource } from '../../ports/system/random-source.ts';
import type { StoreRulesReader } from '../../ports/store/store-rules-reader.ts';

export interface CurrentCartDeps {
  readonly carts: CartRepository;
  readonly random: RandomSource;
  readonly currency: string;
  readonly catalog: PurchasableCatalog;
  readonly storeRules: StoreRulesReader;
  readonly clock: Clock;
}

/** The signed-in user a cart belongs to (Craft sets the customer on every cart access). */
export interface CartCustomer {
  readonly id: number;
  readonly email: string;
}

/** A cart with its recalculation: everything the cart JSON shows. */
export interface CartView {
  readonly cart: Cart;
  readonly priced: PricedCart;
}

/** The requester of the ownership rule: the signed-in customer and the number their cookie holds. */
export const requesterOf = (
  customer: CartCustomer | null,
  rememberedNumber: string | undefined,
  email?: string,
): Requester => ({
  customerId: customer?.id ?? null,
  sessionCartNumber: rememberedNumber ?? null,
  ...(email !== undefined ? { email } : {}),
});

export const withCustomer = (cart: Cart, customer: CartCustomer | null): Cart =>
  customer ? { ...cart, customerId: customer.id, email: customer.email } : cart;

/** Where priceCart takes the catalog rows from. */
export interface CatalogReads {
  /** Rows already read in this unit of work (update-cart reads the lines' and the added ones first). */
  readonly known?: PurchasablesById;
  /** Showing a cart (get-cart): rows may be a couple of seconds old. Never for a change or a payment. */
  readonly forDisplay?: boolean;
}

/** Commerce's recalculation of a cart as it stands (nothing is saved). */
export async function priceCart(
  deps: Pick<CurrentCartDeps, 'catalog' | 'storeRules' | 'clock'>,
  cart: Cart,
  customer: CartCustomer | null,
  reads: CatalogReads = {},
): Promise<PricedCart> {
  // One after the other: inside update-cart's transaction these share one connection.
  const catalog = await purchasablesOf(deps.catalog, cart, reads);
  const rules = await deps.storeRules.pricingRules();
  const usage = cart.couponCode
    ? await deps.storeRules.discountUsage(cart.couponCode, customer?.id ?? null, cart.email)
    : { customerUses: 0, emailUses: 0 };
  return recalculate(
    pricingInputOf(cart, customer !== null, usage),
    catalog,
    rules,
    deps.clock.now(),
  );
}

async function purchasablesOf(
  catalog: PurchasableCatalog,
  cart: Cart,
  { known, forDisplay = false }: CatalogReads,
): Promise<PurchasablesById> {
  const ids = cart.lineItems.map((line) => line.purchasableId);
  const missing = known ? ids.filter((id) => !known.has(id)) : ids;
  if (known && missing.length === 0) return known;
  const read = forDisplay
    ? await catalog.recentPurchasables(missing)
    : await catalog.purchasables(missing);
  return known ? new Map([...known, ...read]) : read;
}

/**
 * The visitor's cart, from the number their cart cookie remembers (sessionCartChoice): their open
 * cart, or a new in-memory cart (Craft Commerce's getCart()).
 */
export async function sessionCart(
  deps: Pick<CurrentCartDeps, 'carts' | 'random' | 'currency'>,
  rememberedNumber: string | undefined,
  customer: CartCustomer | null,
): Promise<Cart> {
  const stored =
    rememberedNumber && isCartNumber(rememberedNumber)
      ? await deps.carts.findByNumber(rememberedNumber)
      : null;
  const choice = sessionCartChoice(rememberedNumber, stored, customer?.id ?? null);
  if (choice.kind === 'continue') return choice.cart;
  return newCart(choice.number ?? deps.random.hex(32), deps.currency);
}

/** get-cart: the session cart, recalculated as Craft does on access, but not saved. */
export async function currentCart(
  deps: CurrentCartDeps,
  rememberedNumber: string | undefined,
  customer: CartCustomer | null,
): Promise<CartView> {
  const cart = withCustomer(await sessionCart(deps, rememberedNumber, customer), customer);
  const priced = await priceCart(deps, cart, customer, { forDisplay: true });
  return { cart: settleCart(cart, priced), priced };
}
