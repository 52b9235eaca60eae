import { describe, expect, it } from 'vitest';
import { err, ok } from '../../../src/domain/shared/result';
import { current } from '../../support/observed';
import { servicesHarness } from '../../support/services.harness';
import { firstVariantId } from '../../support/in-memory.backend';

const setup = () => {
  const harness = servicesHarness();
  return { ...harness, variant: firstVariantId(harness.backend.products) };
};

describe('CartService coupons', () => {
  it("applies a coupon the store knows: 'Cart updated'", async () => {
    const { cart, flash, variant } = setup();
    await cart.addItem(variant, 2);

    const outcome = await cart.applyCoupon(' save10 ');

    expect(outcome).toEqual(ok({ kind: 'applied', code: 'save10' }));
    expect(current(cart.cart$).totalDiscount).toBeLessThan(0);
    expect(current(flash.flash$).success).toBe('Cart updated');
  });

  it("warns with Craft's notice when the coupon is dropped", async () => {
    const { cart, flash, variant } = setup();
    await cart.addItem(variant, 1);

    const outcome = await cart.applyCoupon('BOGUS');

    expect(outcome).toEqual(ok({ kind: 'rejected', message: 'Coupon removed: Coupon not valid.' }));
    expect(current(flash.flash$).warning).toBe('Coupon removed: Coupon not valid.');
  });

  it('clears old notices first, so the answer is about this code', async () => {
    const { cart, variant } = setup();
    await cart.addItem(variant, 1);
    await cart.applyCoupon('BOGUS');

    await cart.applyCoupon('SAVE10');

    expect(current(cart.cart$).notices).toEqual([]);
  });

  it('removes the coupon', async () => {
    const { cart, variant } = setup();
    await cart.addItem(variant, 1);
    await cart.applyCoupon('SAVE10');

    expect(await cart.removeCoupon()).toEqual(ok({ kind: 'removed' }));
    expect(current(cart.cart$).couponCode).toBeNull();
  });

  it('reports a coupon that could not be sent', async () => {
    const { cart, flash, backend } = setup();
    backend.shop.offline = true;

    expect((await cart.applyCoupon('SAVE10')).ok).toBe(false);
    expect(current(flash.flash$).danger).toBe('Failed to update cart item');
  });
});

describe('CartService shared carts and completion', () => {
  it("loads a guest's shared cart: CART_LOADED", async () => {
    const { cart, backend, variant } = setup();
    await cart.addItem(variant, 2);
    const shared = current(cart.cart$).number;
    await backend.carts.forgetCart();
    await cart.load();

    expect(await cart.loadShared(shared)).toEqual(ok('CART_LOADED'));
    expect(current(cart.cart$)).toMatchObject({ number: shared, totalQty: 2 });
  });

  it("sends a guest to sign in for a customer's cart: REDIRECT_TO_LOGIN", async () => {
    const { cart, backend, customer, variant } = setup();
    await backend.account.login({
      loginName: customer.email,
      password: customer.password,
      rememberMe: false,
    });
    await cart.addItem(variant, 1);
    const owned = current(cart.cart$).number;
    await backend.account.logout();

    expect(await cart.loadShared(owned)).toEqual(ok('REDIRECT_TO_LOGIN'));
  });

  it('reports a shared cart that does not exist', async () => {
    const { cart } = setup();

    expect(await cart.loadShared('f'.repeat(32))).toEqual(err({ kind: 'shared-cart-not-found' }));
  });

  it('reports a failed status check', async () => {
    const { cart, backend } = setup();
    backend.shop.offline = true;

    expect((await cart.loadShared('x')).ok).toBe(false);
  });

  it('completes without payment only where the store allows it, keeping the message', async () => {
    const { cart, variant } = setup();
    await cart.addItem(variant, 1);

    const result = await cart.complete();

    expect(result.ok).toBe(false);
    expect(current(cart.error$)).toBe(
      'Communication error: You must make a payment to complete the order.',
    );
  });
});
