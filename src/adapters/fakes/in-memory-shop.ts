import type { Address } from '../../domain/address/address';
import type { Cart } from '../../domain/cart/cart';
import type { PaidOrder } from '../../domain/payment/payment';
import { emptyCart } from '../../domain/cart/cart.rules';
import type { PaymentSource } from '../../domain/payment/payment-source';
import type { Product } from '../../domain/catalog/product';
import type { OrderDetail, OrderSummary } from '../../domain/orders/order';
import type { AppSessionUser } from '../../domain/session/app-session';
import type { User } from '../../domain/user/user';
import { offlineError } from './offline-error';

export interface ShopCustomer {
  user: User;
  password: string;
  addresses: Address[];
  orders: { readonly summary: OrderSummary; readonly detail: OrderDetail }[];
  paymentSources: PaymentSource[];
}

export interface NewCustomer {
  readonly email: string;
  readonly password: string;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly status?: User['status'];
  /** staff: the back office's calls answer them */
  readonly admin?: boolean;
  readonly addresses?: readonly Omit<Address, 'id'>[];
}

export interface InMemoryShopOptions {
  /** what can be added to the cart */
  readonly catalog?: readonly Product[];
  readonly customers?: readonly NewCustomer[];
  readonly currency?: string;
  /** ms since the epoch; cooldowns are measured with it */
  readonly now?: () => number;
}

const randomHex32 = (): string => crypto.randomUUID().replaceAll('-', '');

export const newUser = (id: number, customer: NewCustomer): User => {
  const status = customer.status ?? 'active';
  const firstName = customer.firstName ?? null;
  const lastName = customer.lastName ?? null;
  const fullName = [firstName, lastName].filter(Boolean).join(' ') || null;
  return {
    id,
    uid: crypto.randomUUID(),
    email: customer.email,
    username: customer.email,
    firstName,
    lastName,
    fullName,
    status,
    photoId: null,
    preferredLanguage: null,
    primaryBillingAddressId: null,
    primaryShippingAddressId: null,
    active: status === 'active',
    pending: status === 'pending',
    locked: false,
    suspended: status === 'suspended',
    admin: customer.admin ?? false,
    enabled: true,
    archived: false,
    lastLoginDate: null,
    invalidLoginCount: null,
    lastInvalidLoginDate: null,
    lockoutDate: null,
  };
};

/**
 * One visitor's view of a commerce back-end, held in memory: the customers it knows, who is signed
 * in, the carts by number and the one the session holds. Every in-memory gateway of a container
 * shares one shop, so that signing in changes what the cart and address book answer.
 */
export class InMemoryShop {
  readonly catalog: readonly Product[];
  readonly currency: string;
  readonly now: () => number;
  readonly customers = new Map<number, ShopCustomer>();
  /** incomplete carts by number, with the customer they belong to (null for a guest's) */
  readonly carts = new Map<string, { cart: Cart; ownerId: number | null }>();
  /** one-time codes by user uid, as the e-mails would carry them */
  readonly verificationCodes = new Map<string, string>();
  readonly resetCodes = new Map<string, string>();
  readonly lastVerificationMail = new Map<number, number>();
  /** successful transactions by hash, with the order each one paid */
  readonly transactions = new Map<string, PaidOrder>();
  /** paid orders by number, with their reference */
  readonly completed = new Map<string, { cart: Cart; ownerId: number | null }>();
  signedInUserId: number | null = null;
  appSessionUser: AppSessionUser | null = null;
  appSessionId: string = crypto.randomUUID();
  sessionCartNumber: string = randomHex32();
  csrfToken: string = randomHex32();
  offline = false;
  #nextId = 1000;

  constructor(options: InMemoryShopOptions = {}) {
    this.catalog = options.catalog ?? [];
    this.currency = options.currency ?? 'USD';
    this.now = options.now ?? (() => Date.now());
    for (const customer of options.customers ?? []) this.addCustomer(customer);
  }

  nextId(): number {
    this.#nextId += 1;
    return this.#nextId;
  }

  newCode(): string {
    return randomHex32();
  }

  addCustomer(customer: NewCustomer): ShopCustomer {
    const user = newUser(this.nextId(), customer);
    const record: ShopCustomer = {
      user,
      password: customer.password,
      addresses: [],
      orders: [],
      paymentSources: [],
    };
    record.addresses = (customer.addresses ?? []).map((address) => ({
      ...address,
      id: this.nextId(),
    }));
    this.customers.set(user.id, record);
    return record;
  }

  findByLogin(loginName: string): ShopCustomer | undefined {
    const wanted = loginName.trim().toLowerCase();
    return [...this.customers.values()].find(
      ({ user }) => user.email.toLowerCase() === wanted || user.username.toLowerCase() === wanted,
    );
  }

  findByUid(uid: string): ShopCustomer | undefined {
    return [...this.customers.values()].find(({ user }) => user.uid === uid);
  }

  signedIn(): ShopCustomer | undefined {
    return this.signedInUserId === null ? undefined : this.customers.get(this.signedInUserId);
  }

  updateUser(id: number, change: Partial<User>): User | undefined {
    const customer = this.customers.get(id);
    if (customer === undefined) return undefined;
    customer.user = { ...customer.user, ...change };
    return customer.user;
  }

  /** The session's cart; an unsaved one (no id) until something is put in it. */
  sessionCart(): Cart {
    return (
      this.carts.get(this.sessionCartNumber)?.cart ?? {
        ...emptyCart(this.currency),
        number: this.sessionCartNumber,
        email: this.signedIn()?.user.email ?? null,
      }
    );
  }

  saveCart(cart: Cart): Cart {
    const saved = cart.id === null ? { ...cart, id: this.nextId() } : cart;
    const ownerId = this.carts.get(saved.number)?.ownerId ?? this.signedInUserId;
    this.carts.set(saved.number, { cart: saved, ownerId });
    return saved;
  }

  /**
   * A sign-in: a new identity (so a new CSRF token), and the cart Craft gives the customer: the
   * guest's cart if it holds something, else the customer's last filled one.
   */
  signIn(user: User): void {
    const sessionCart = this.sessionCart();
    this.signedInUserId = user.id;
    this.rotateCsrfToken();
    const previous = [...this.carts.entries()].find(
      ([, entry]) => entry.ownerId === user.id && entry.cart.totalQty > 0,
    );
    if (sessionCart.totalQty > 0 || previous === undefined) {
      this.carts.set(sessionCart.number, {
        cart: { ...sessionCart, email: user.email },
        ownerId: user.id,
      });
    } else {
      this.sessionCartNumber = previous[0];
    }
  }

  /** Craft forgets the cart: the next access starts a new one. */
  forgetSessionCart(): void {
    this.sessionCartNumber = randomHex32();
  }

  /** A new identity gets a new CSRF token (Craft binds tokens to who is signed in). */
  rotateCsrfToken(): string {
    this.csrfToken = randomHex32();
    return this.csrfToken;
  }

  /** Everything fails like an unreachable back-end while offline. */
  guard(endpoint: string, method: 'GET' | 'POST' | 'DELETE' = 'GET') {
    return this.offline ? offlineError(endpoint, method) : null;
  }
}
