import { describe, expect, it } from 'vitest';
import { BackOfficeService } from '../../../src/application/back-office/back-office.service';
import { staffOrderQueryFrom } from '../../../src/domain/back-office/staff-order-query.rules';
import { firstVariantId, KNOWN_STAFF } from '../../support/in-memory.backend';
import { current } from '../../support/observed';
import { servicesHarness, signedIn } from '../../support/services.harness';

const everything = staffOrderQueryFrom(new URLSearchParams());

/** A customer's paid order, and a member of staff signed in on the same back-end afterwards. */
const staffWithAnOrder = async () => {
  const harness = servicesHarness();
  await signedIn(harness);
  await harness.cart.addItem(firstVariantId(harness.backend.products), 2);
  await harness.checkout.pay({ gatewayId: 2 });
  const login = await harness.backend.account.login({
    loginName: KNOWN_STAFF.email,
    password: KNOWN_STAFF.password,
    rememberMe: false,
  });
  if (!login.ok) throw new Error('the demo staff member could not sign in');
  const office = new BackOfficeService(harness.backend.office);
  const listed = await office.loadOrders(everything);
  const id = listed.ok && listed.value.kind === 'page' ? (listed.value.page.orders[0]?.id ?? 0) : 0;
  return { office, id };
};

describe('BackOfficeService', () => {
  it("lists every customer's orders for staff and opens one", async () => {
    const { office, id } = await staffWithAnOrder();

    await office.openOrder(id);

    expect(current(office.orders$).data).toMatchObject({ kind: 'page', page: { total: 1 } });
    expect(current(office.order$).data).toMatchObject({
      id,
      status: 'new',
      email: 'demo@example.com',
    });
  });

  it('reads the order again after a step, so the page shows it as it now is', async () => {
    const { office, id } = await staffWithAnOrder();
    await office.openOrder(id);

    expect((await office.advanceOrder(id, { kind: 'process' })).ok).toBe(true);

    expect(current(office.order$).data?.status).toBe('processing');
    expect(current(office.step$).status).toBe('ready');
  });

  it("keeps a refused step's reason and still shows the order as it stands", async () => {
    const { office, id } = await staffWithAnOrder();
    await office.openOrder(id);

    expect((await office.advanceOrder(id, { kind: 'deliver' })).ok).toBe(false);

    expect(current(office.step$)).toMatchObject({ status: 'failed' });
    expect(current(office.step$).error).toMatch(/\S/);
    expect(current(office.order$).data?.status).toBe('new');
  });

  it('forgets the last step when another order is opened', async () => {
    const { office, id } = await staffWithAnOrder();
    await office.openOrder(id);
    await office.advanceOrder(id, { kind: 'deliver' });

    await office.openOrder(id + 1);

    expect(current(office.step$).status).toBe('idle');
    expect(current(office.order$).status).toBe('failed');
  });
});
