import type { AccountGateway } from './account-gateway';
import type { AddressBook } from './address-book';
import type { AppSessionGateway } from './app-session-gateway';
import type { CartGateway } from './cart-gateway';
import type { OrderGateway } from './order-gateway';
import type { PaymentsGateway } from './payments-gateway';
import type { SharedCartGateway } from './shared-cart-gateway';
import type { SubscriptionsGateway } from './subscriptions-gateway';

/**
 * The whole commerce back-end, split into one port per capability so that each service asks only
 * for what it uses: accounts, the app session, cart, shared carts, payments, subscriptions,
 * orders and the address book. An adapter may implement any number of them.
 */
export type CommerceGateway = AccountGateway &
  AppSessionGateway &
  CartGateway &
  SharedCartGateway &
  PaymentsGateway &
  SubscriptionsGateway &
  OrderGateway &
  AddressBook;
