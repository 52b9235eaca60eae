// Every contract suite against the in-memory fakes: the fakes must behave like the back-end.
import { vi } from 'vitest';
import { InMemoryErrorReporter } from '../../src/adapters/fakes/in-memory.error-reporter';
import { InMemoryLogger } from '../support/in-memory.logger';
import { InMemoryPopupOpener } from '../support/in-memory.popup-opener';
import { InMemorySessionStore, SharedLocalArea } from '../support/in-memory.session-store';
import { demoContent } from '../../src/adapters/fakes/demo-content';
import { ManualClock } from '../support/manual.clock';
import { PatternBotDetector } from '../support/pattern.bot-detector';
import { ConsoleLogger } from '../../src/adapters/system/console.logger';
import { FetchErrorReporter } from '../../src/adapters/system/fetch.error-reporter';
import { IsbotBotDetector } from '../../src/adapters/system/isbot.bot-detector';
import { SystemClock } from '../../src/adapters/system/system.clock';
import { WindowPopupOpener } from '../../src/adapters/browser/window.popup-opener';
import { DeferredAccountGateway } from '../../src/adapters/http/account/deferred.account-gateway';
import {
  DeferredCartGateway,
  DeferredSharedCartGateway,
} from '../../src/adapters/http/cart/deferred.cart-gateway';
import { browserWindows } from '../support/browser-windows';
import {
  firstVariantId,
  inMemoryBackend,
  inMemoryContentPorts,
  KNOWN_CUSTOMER,
  KNOWN_STAFF,
} from '../support/in-memory.backend';
import { someProducts } from '../support/product.mother';
import { describeAccountGatewayContract } from './account-gateway.contract';
import { describeAddressBookContract } from './address-book.contract';
import { describeAppSessionGatewayContract } from './app-session-gateway.contract';
import { describeBotDetectorContract } from './bot-detector.contract';
import { describeCartGatewayContract } from './cart-gateway.contract';
import { describeEditorialContentContract } from './editorial-content.contract';
import { describeErrorReporterContract } from './error-reporter.contract';
import { describeLoggerContract } from './logger.contract';
import { describeOrderGatewayContract } from './order-gateway.contract';
import { describeBackOfficeContract } from './back-office.contract';
import { describeOrderLookupContract } from './order-lookup.contract';
import { describePaymentsGatewayContract } from './payments-gateway.contract';
import { describePopupOpenerContract } from './popup-opener.contract';
import { describeProductCatalogContract } from './product-catalog.contract';
import { describeSchedulerContract } from './scheduler.contract';
import { describeSessionStoreContract } from './session-store.contract';
import { describeSharedCartGatewayContract } from './shared-cart-gateway.contract';
import {
  describeAbsentStockAlertsContract,
  describeStockAlertGatewayContract,
} from './stock-alert-gateway.contract';
import { InMemoryStockAlertGateway } from '../../src/adapters/fakes/in-memory.stock-alert-gateway';
import { aProduct, aVariant } from '../support/product.mother';
import { describeSiteFormsContract } from './site-forms.contract';
import { describeSiteNavigationContract } from './site-navigation.contract';
import { describeSiteSearchContract } from './site-search.contract';
import { describeStoreSettingsContract } from './store-settings.contract';
import { describeSubscriptionsGatewayContract } from './subscriptions-gateway.contract';
import { describeTaxValidatorContract } from './tax-validator.contract';

const backend = async () => {
  const ports = inMemoryBackend();
  return {
    ...ports,
    customer: KNOWN_CUSTOMER,
    staff: KNOWN_STAFF,
    purchasableId: firstVariantId(ports.products),
    cardGatewayId: 1,
  };
};

describeAccountGatewayContract('in-memory', backend);
// The wrapper the browser binds (its gateway's code loads on the first call) keeps the contract.
describeAccountGatewayContract('deferred, over in-memory', async () => {
  const subject = await backend();
  const { account } = subject;
  return { ...subject, account: new DeferredAccountGateway(() => Promise.resolve(account)) };
});
describeAppSessionGatewayContract('in-memory', backend);
describeCartGatewayContract('in-memory', backend);
describeSharedCartGatewayContract('in-memory', backend);
// The wrappers the browser binds (the cart's code loads on the first call) keep the contracts.
const deferredCarts = async () => {
  const subject = await backend();
  const { carts, sharedCarts } = subject;
  return {
    ...subject,
    carts: new DeferredCartGateway(() => Promise.resolve(carts)),
    sharedCarts: new DeferredSharedCartGateway(() => Promise.resolve(sharedCarts)),
  };
};
describeCartGatewayContract('deferred, over in-memory', deferredCarts);
describeSharedCartGatewayContract('deferred, over in-memory', deferredCarts);
describePaymentsGatewayContract('in-memory', backend);
describeSubscriptionsGatewayContract('in-memory', backend);
describeOrderGatewayContract('in-memory', backend);
describeBackOfficeContract('in-memory', backend);
describeOrderLookupContract('in-memory', backend);
describeAddressBookContract('in-memory', backend);
describeStockAlertGatewayContract('in-memory', async () => {
  const products = [
    aProduct({ variants: [aVariant({ id: 4, stock: 0 }), aVariant({ id: 5, stock: 3 })] }),
  ];
  const ports = inMemoryBackend({ products });
  return {
    alerts: new InMemoryStockAlertGateway(ports.shop),
    account: ports.account,
    customer: KNOWN_CUSTOMER,
    soldOutId: 4,
    inStockId: 5,
  };
});
describeAbsentStockAlertsContract('in-memory, as Craft', async () => {
  const ports = inMemoryBackend({ products: [aProduct({ variants: [aVariant({ stock: 0 })] })] });
  return { alerts: new InMemoryStockAlertGateway(ports.shop, { supported: false }), soldOutId: 4 };
});
describeTaxValidatorContract('in-memory', async () => ({
  validator: (await backend()).taxValidator,
}));

// One in-memory content system behind every content port, as the fakes binding has it.
const severalPages = async () =>
  inMemoryContentPorts({ ...demoContent(), products: someProducts(12), perPage: 5 });
const onePage = async () => inMemoryContentPorts({ ...demoContent(), products: someProducts(10) });
describeProductCatalogContract('in-memory, several pages', severalPages);
describeProductCatalogContract('in-memory, one page', onePage);
describeSiteSearchContract('in-memory, several pages', severalPages);
describeSiteSearchContract('in-memory, one page', onePage);
describeSiteNavigationContract('in-memory', onePage);
describeEditorialContentContract('in-memory', onePage);
describeStoreSettingsContract('in-memory', onePage);
describeSiteFormsContract('in-memory', onePage);

describeSessionStoreContract('in-memory', () => {
  const area = new SharedLocalArea();
  return {
    openWindow: (cookies) => new InMemorySessionStore({ area, ...(cookies ? { cookies } : {}) }),
  };
});
describeSessionStoreContract('browser storage (stand-in windows)', () => {
  const { open } = browserWindows();
  const cookieLine = (cookies: Readonly<Record<string, string>>) =>
    Object.entries(cookies)
      .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
      .join('; ');
  return { openWindow: (cookies) => open(cookies ? cookieLine(cookies) : '') };
});

describeSchedulerContract('manual clock', () => {
  const clock = new ManualClock();
  return { clock, scheduler: clock, advance: (ms) => clock.advance(ms) };
});
describeSchedulerContract('system clock (fake timers)', () => {
  vi.useFakeTimers({ now: 1_000 });
  const clock = new SystemClock();
  return { clock, scheduler: clock, advance: (ms) => vi.advanceTimersByTime(ms) };
});

describeBotDetectorContract('isbot', () => new IsbotBotDetector());
describeBotDetectorContract('pattern (fake)', () => new PatternBotDetector());
describePopupOpenerContract('in-memory', (blocked) =>
  Object.assign(new InMemoryPopupOpener(), { blocked }),
);
describePopupOpenerContract(
  'window (stand-in)',
  (blocked) =>
    new WindowPopupOpener(() => ({
      screenX: 0,
      screenY: 0,
      outerWidth: 1280,
      outerHeight: 800,
      open: () => (blocked ? null : {}),
    })),
);
describeLoggerContract('in-memory', () => new InMemoryLogger());
describeLoggerContract('console (silenced)', () => new ConsoleLogger({ error: () => undefined }));
describeErrorReporterContract('in-memory', () => new InMemoryErrorReporter());
describeErrorReporterContract(
  'fetch (refusing intake)',
  () =>
    new FetchErrorReporter({
      url: 'http://errors.test',
      fetch: () => Promise.reject(new Error('offline')),
    }),
);
