import { InMemoryErrorReporter } from '../../src/adapters/fakes/in-memory.error-reporter';
import { InMemoryLogger } from './in-memory.logger';
import { InMemoryPopupOpener } from './in-memory.popup-opener';
import { InMemorySessionStore, SharedLocalArea } from './in-memory.session-store';
import { ManualClock } from './manual.clock';
import { PatternBotDetector } from './pattern.bot-detector';
import { AccountService } from '../../src/application/account/account.service';
import { AddressBookService } from '../../src/application/account/address-book.service';
import { AccountAccessService } from '../../src/application/auth/account-access.service';
import { AuthService } from '../../src/application/auth/auth.service';
import { CartService } from '../../src/application/cart/cart.service';
import { CheckoutService } from '../../src/application/checkout/checkout.service';
import { FlashService } from '../../src/application/flash/flash.service';
import { ModalService } from '../../src/application/modals/modal.service';
import { ErrorReportingService } from '../../src/application/monitoring/error-reporting.service';
import { OrderService } from '../../src/application/orders/order.service';
import type { Environment } from '../../src/domain/environment/environment';
import { inMemoryBackend, KNOWN_CUSTOMER } from './in-memory.backend';

/**
 * Every service over the in-memory fakes, wired as the container wires them, with a clock the test
 * moves by hand. One harness is one visitor's page.
 */
export const servicesHarness = (options: { readonly environment?: Environment } = {}) => {
  const backend = inMemoryBackend({ now: () => clock.now() });
  const clock = new ManualClock();
  const area = new SharedLocalArea();
  const sessionStore = new InMemorySessionStore({ area });
  const popups = new InMemoryPopupOpener();
  const logger = new InMemoryLogger();
  const reporter = new InMemoryErrorReporter();
  const flash = new FlashService(clock, clock);
  const cart = new CartService({
    carts: backend.carts,
    sharedCarts: backend.sharedCarts,
    flash,
    sessionStore,
  });
  return {
    backend,
    clock,
    area,
    sessionStore,
    popups,
    logger,
    reporter,
    customer: KNOWN_CUSTOMER,
    flash,
    cart,
    auth: new AuthService({
      account: backend.account,
      appSession: backend.appSession,
      cart,
      flash,
      sessionStore,
      popups,
    }),
    access: new AccountAccessService({ account: backend.account, flash, clock }),
    account: new AccountService({ account: backend.account, flash }),
    addressBook: new AddressBookService({
      addresses: backend.addresses,
      taxValidator: backend.taxValidator,
      flash,
      regions: backend.settings,
    }),
    checkout: new CheckoutService({
      cart,
      payments: backend.payments,
      settings: backend.settings,
      taxValidator: backend.taxValidator,
    }),
    orders: new OrderService(backend.orders, { carts: backend.carts, cart }),
    modals: new ModalService(backend.forms, flash),
    errors: new ErrorReportingService({
      logger,
      reporter,
      clock,
      botDetector: new PatternBotDetector(),
      environment: options.environment ?? 'development',
    }),
  };
};

export type ServicesHarness = ReturnType<typeof servicesHarness>;

/** Signs the known customer in on the fakes directly, as if it happened before the page loaded. */
export const signedIn = async (harness: ServicesHarness): Promise<void> => {
  const result = await harness.backend.account.login({
    loginName: harness.customer.email,
    password: harness.customer.password,
    rememberMe: false,
  });
  if (!result.ok) throw new Error('the known customer could not sign in');
  await harness.backend.appSession.sync('login');
};
