import { describe, expect, it } from 'vitest';
import { demoCatalog } from '../../../src/adapters/fakes/demo-catalog';
import { demoContent } from '../../../src/adapters/fakes/demo-content';
import { InMemoryContent } from '../../../src/adapters/fakes/in-memory-content';
import { ManualClock } from '../../support/manual.clock';
import { errorMessage } from '../../../src/domain/errors/error-messages.rules';
import { inMemoryBackend, inMemoryContentPorts } from '../../support/in-memory.backend';
import { someProducts } from '../../support/product.mother';

const CONNECTION_ADVICE =
  'Unable to communicate with the server. Please check your connection and try again.';

describe('in-memory adapters', () => {
  it('a new shop is a new visitor with their own cart number', async () => {
    const one = await inMemoryBackend().carts.getCart();
    const other = await inMemoryBackend().carts.getCart();

    expect(one.ok && other.ok && one.value.number !== other.value.number).toBe(true);
  });

  it('fails every commerce call like an unreachable back-end while offline', async () => {
    const backend = inMemoryBackend();
    backend.shop.offline = true;

    const answers = await Promise.all([
      backend.account.getSessionInfo(),
      backend.account.login({ loginName: 'a', password: 'b', rememberMe: false }),
      backend.account.logout(),
      backend.account.register({
        email: 'a@b.co',
        username: 'a@b.co',
        password: 'secret1',
        firstName: '',
        lastName: '',
        fullName: '',
        sendVerificationEmail: 1,
      }),
      backend.account.updateProfile({ userId: 1 }),
      backend.account.uploadPhoto({ userId: 1, filename: 'a', dataUrl: 'b' }),
      backend.account.sendPasswordReset('a'),
      backend.account.setPassword({ code: 'a', uid: 'b', newPassword: 'c' }),
      backend.account.verifyEmail({ code: 'a', uid: 'b' }),
      backend.account.requestActivation({
        email: 'a@b.co' as never,
        firstName: 'a',
        lastName: 'b',
      }),
      backend.account.getUserInfo('a@b.co' as never),
      backend.account.getCurrentUser(),
      backend.appSession.read(),
      backend.appSession.remove(),
      backend.appSession.sync('login'),
      backend.carts.getCart(),
      backend.carts.loadCart('x'),
      backend.carts.updateCart({}),
      backend.carts.completeCart(),
      backend.carts.forgetCart(),
      backend.sharedCarts.getStatus('x'),
      backend.sharedCarts.load('x'),
      backend.payments.pay({}),
      backend.payments.completePayment('x'),
      backend.payments.addPaymentSource({ gatewayId: 1, paymentForm: {} }),
      backend.payments.setPrimaryPaymentSource(1),
      backend.payments.deletePaymentSource(1),
      backend.subscriptions.subscribe('p'),
      backend.subscriptions.reactivate('s'),
      backend.orders.listOrders(),
      backend.orders.getOrder(1),
      backend.orders.getInvoicePdf('x'),
      backend.addresses.listAddresses(),
      backend.addresses.saveAddress({} as never),
      backend.addresses.deleteAddress(1),
    ]);

    for (const answer of answers) {
      expect(answer.ok ? null : errorMessage(answer.error)).toBe(CONNECTION_ADVICE);
    }
    const resend = await backend.account.resendVerification('a@b.co' as never);
    expect(resend.ok).toBe(false);
  });

  it('fails every content call like an unreachable back-end while offline', async () => {
    const { content, navigation, catalog, editorial, search, settings, forms } =
      inMemoryContentPorts({ ...demoContent(), products: someProducts(3) });
    content.goOffline();

    const answers = await Promise.all([
      navigation.mainMenu(),
      catalog.listProducts({ page: 1 }),
      editorial.blogPosts({}),
      search.search({ text: 'x' }),
      settings.enabledCountries(),
      forms.submitForm('get-started', {}),
    ]);

    for (const answer of answers) expect(answer.ok).toBe(false);
    content.goOnline();
    expect((await navigation.mainMenu()).ok).toBe(true);
  });

  it('answers a page number below 1 or not whole like the back-end: 400', async () => {
    const { catalog } = inMemoryContentPorts({ products: someProducts(30), perPage: 5 });

    for (const query of [
      { page: 0 },
      { page: -1 },
      { page: 1.5 },
      { perPage: 0 },
      { perPage: 101 },
    ]) {
      const result = await catalog.listProducts(query);
      expect(result.ok ? null : result.error).toMatchObject({ error: { status: 400 } });
    }
  });

  it('refuses a page size that cannot paginate', () => {
    expect(() => new InMemoryContent({ products: [], perPage: 0 })).toThrow(RangeError);
  });

  it('filters by category and stock, and sorts', async () => {
    const { catalog } = inMemoryContentPorts(demoContent());

    const tools = await catalog.listProducts({
      category: 'power-tools',
      sort: 'title',
      inStock: true,
    });
    const newest = await catalog.listProducts({ sort: 'newest', perPage: 2 });
    const cheap = await catalog.listProducts({ sort: 'price-asc', perPage: 1 });

    expect(tools.ok && tools.value.products.map((product) => product.title)).toEqual([
      'Angle Grinder 4-1/2 in',
      'Circular Saw 7-1/4 in',
      'Cordless Drill Driver 18V',
      'Impact Wrench 1/2 in',
      'Random Orbit Sander',
    ]);
    expect(newest.ok && newest.value.products.map((product) => product.id)).toEqual([230, 220]);
    expect(cheap.ok && cheap.value.products[0]?.price).toBe(14.5);
  });

  it('ships a demo catalog with unique ids and valid default variants', () => {
    const catalog = demoCatalog();
    const ids = catalog.flatMap((product) => [product.id, ...product.variants.map((v) => v.id)]);

    expect(catalog.length).toBeGreaterThanOrEqual(10);
    expect(new Set(ids).size).toBe(ids.length);
    for (const product of catalog) {
      expect(product.variants.map((variant) => variant.id)).toContain(product.defaultVariantId);
    }
  });

  it('runs scheduled tasks in time order, even when one schedules another', () => {
    const clock = new ManualClock(0);
    const ran: string[] = [];
    clock.schedule(10, () => {
      ran.push(`a@${clock.now()}`);
      clock.schedule(5, () => ran.push(`c@${clock.now()}`));
    });
    clock.schedule(12, () => ran.push(`b@${clock.now()}`));

    clock.advance(20);

    expect(ran).toEqual(['a@10', 'b@12', 'c@15']);
    expect(clock.now()).toBe(20);
  });
});
