import { describe, expect, it } from 'vitest';
import { addPurchasable } from '../../../src/domain/cart/cart-update.rules';
import { anAddress } from '../../support/address.mother';
import { firstVariantId, inMemoryBackend, KNOWN_CUSTOMER } from '../../support/in-memory.backend';

const signedInBackend = async () => {
  const backend = inMemoryBackend();
  await backend.account.login({
    loginName: KNOWN_CUSTOMER.email,
    password: KNOWN_CUSTOMER.password,
    rememberMe: false,
  });
  return backend;
};

const statusOf = (result: { ok: boolean; error?: unknown }) =>
  result.ok ? 200 : ((result.error as { error?: { status?: number } }).error?.status ?? -1);

describe('in-memory subscriptions, beyond the contract', () => {
  it('lets a customer subscribe, switch and cancel; reactivation is not supported', async () => {
    const backend = await signedInBackend();

    expect((await backend.subscriptions.subscribe('plan-monthly')).ok).toBe(true);
    const uid = [...(backend.shop.signedIn()?.subscriptions.keys() ?? [])][0] ?? '';
    expect((await backend.subscriptions.switchPlan(uid, 'plan-yearly')).ok).toBe(true);
    expect(statusOf(await backend.subscriptions.switchPlan(uid, 'nope'))).toBe(500);
    expect(statusOf(await backend.subscriptions.reactivate(uid))).toBe(400);
    expect((await backend.subscriptions.cancel(uid)).ok).toBe(true);
    expect(statusOf(await backend.subscriptions.cancel(uid))).toBe(500);
    expect(statusOf(await backend.subscriptions.subscribe('unknown'))).toBe(500);
  });
});

describe('in-memory carts and address book, beyond the contract', () => {
  it("refuses a guest a customer's shared cart, and lets the owner in", async () => {
    const backend = await signedInBackend();
    const cart = await backend.carts.updateCart(
      addPurchasable(firstVariantId(backend.products), 1),
    );
    const number = cart.ok ? cart.value.number : '';
    await backend.account.logout();

    expect(statusOf(await backend.sharedCarts.load(number))).toBe(403);
    await backend.account.login({
      loginName: KNOWN_CUSTOMER.email,
      password: KNOWN_CUSTOMER.password,
      rememberMe: false,
    });
    const status = await backend.sharedCarts.getStatus(number);
    expect(status.ok && status.value).toMatchObject({
      canAccess: true,
      ownsCart: true,
      requiresLogin: false,
    });
  });

  it("refuses a guest's address ids (a 500 in Craft) and an unknown item", async () => {
    const backend = inMemoryBackend();

    expect(statusOf(await backend.carts.updateCart({ shipping: { savedAddressId: 1 } }))).toBe(500);
    expect(statusOf(await backend.carts.loadCart(''))).toBe(400);
  });

  it('keeps one primary address per use, and refuses an unknown id or a missing first line', async () => {
    const backend = await signedInBackend();

    const saved = await backend.addresses.saveAddress(
      anAddress({ id: null, isPrimaryBilling: true }),
    );
    const list = await backend.addresses.listAddresses();

    expect(list.ok && list.value.filter((address) => address.isPrimaryBilling)).toHaveLength(1);
    expect(list.ok && list.value.find((address) => address.isPrimaryBilling)?.id).toBe(
      saved.ok ? saved.value.modelId : null,
    );
    expect(statusOf(await backend.addresses.saveAddress(anAddress({ id: 99_999 })))).toBe(400);
    expect(
      statusOf(await backend.addresses.saveAddress(anAddress({ id: null, addressLine1: ' ' }))),
    ).toBe(400);
  });

  it('swaps an unknown shipping method for the first one, with a notice; refuses both same-as flags', async () => {
    const backend = inMemoryBackend();
    await backend.carts.updateCart(addPurchasable(firstVariantId(backend.products), 1));

    const swapped = await backend.carts.updateCart({ shippingMethod: 'teleport' });
    const both = await backend.carts.updateCart({
      billingSameAsShipping: true,
      shippingSameAsBilling: true,
    });
    const badEmail = await backend.carts.updateCart({ email: 'nope' });

    expect(swapped.ok && swapped.value).toMatchObject({
      shippingMethodHandle: 'standard',
      notices: [expect.objectContaining({ type: 'shippingMethodChanged' })],
    });
    expect(statusOf(both)).toBe(400);
    expect(statusOf(badEmail)).toBe(400);
  });

  it('copies billing to shipping on request', async () => {
    const backend = inMemoryBackend();
    await backend.carts.updateCart(addPurchasable(firstVariantId(backend.products), 1));

    const result = await backend.carts.updateCart({
      billing: { address: anAddress({ locality: 'Bend', countryCode: 'US' }) },
      shippingSameAsBilling: true,
    });

    expect(result.ok && result.value.shippingAddress?.locality).toBe('Bend');
  });
});
