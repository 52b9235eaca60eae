import type { Cart } from '../../domain/cart/cart.ts';
import { canContinueCart, isCartNumber, newCart } from '../../domain/cart/cart.rules.ts';
import { pricingInputOf, settleCart } from '../../domain/cart/cart-pricing.rules.ts';
import type { PricedCart } from '../../domain/pricing/pricing.ts';
import { recalculate } from '../../domain/pricing/recalculate.rules.ts';
import type { CartRepository } from '../../ports/cart-repository.ts';
import type { Clock } from '../../ports/clock.ts';
import type { PurchasableCatalog, PurchasablesById } from '../../ports/purchasable-catalog.ts';
import type { RandomSource } from '../../ports/random-source.ts';
import type { StoreRulesReader } from '../../ports/store-rules-reader.ts';

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
 * The visitor's cart, from the number their cart cookie remembers. A missing, malformed, unknown or
 * completed number starts a new in-memory cart under a fresh number (Craft Commerce's getCart()): an
 * empty cart that was never saved has nothing worth keeping a number for.
 */
export async function sessionCart(
  deps: Pick<CurrentCartDeps, 'carts' | 'random' | 'currency'>,
  rememberedNumber: string | undefined,
): Promise<Cart> {
  if (rememberedNumber && isCartNumber(rememberedNumber)) {
    const stored = await deps.carts.findByNumber(rememberedNumber);
    if (canContinueCart(stored)) return stored;
  }
  return newCart(deps.random.hex(32), deps.currency);
}

/** get-cart: the session cart, recalculated as Craft does on access, but not saved. */
export async function currentCart(
  deps: CurrentCartDeps,
  rememberedNumber: string | undefined,
  customer: CartCustomer | null,
): Promise<CartView> {
  const cart = withCustomer(await sessionCart(deps, rememberedNumber), customer);
  const priced = await priceCart(deps, cart, customer, { forDisplay: true });
  return { cart: settleCart(cart, priced), priced };
}
