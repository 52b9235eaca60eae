import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { orders, users } from '../../src/adapters/db/schema.ts';
import { dummyCard, gatewayIdOf } from './dummy-card.mother.ts';
import { aProduct } from './seo-content.mother.ts';
import type { TestApp } from './test-app.ts';
import { aCustomer, aSignedInCustomer } from './user.mother.ts';
import { visitor } from './visitor.ts';

let staffCount = 0;

/** A user with the admin flag, signed in through the real login in a visitor of their own. */
export async function aStaffMember(t: TestApp) {
  const member = await aCustomer(t.deps, { firstName: 'Sam', lastName: 'Staff' });
  await t.db.db.update(users).set({ admin: true }).where(eq(users.id, member.id));
  staffCount += 1;
  const v = visitor(t.app, `203.0.113.${70 + staffCount}`);
  expect((await v.login(member.email, member.password)).statusCode).toBe(200);
  return { id: member.id, v };
}

/** A signed-in customer's order of `qty` units of a new product (5 in stock), paid with Dummy. */
export async function aPaidOrder(t: TestApp, qty = 1) {
  return anOrder(t, qty, 'dummy');
}

/** The same order, to be paid by invoice: Manual authorizes it and it completes unpaid. */
export async function anInvoiceOrder(t: TestApp, qty = 1) {
  return anOrder(t, qty, 'manual');
}

async function anOrder(t: TestApp, qty: number, gateway: 'dummy' | 'manual') {
  const { customer, v } = await aSignedInCustomer(t.app, t.deps);
  const product = await aProduct(t.db.db, { variants: [{ stock: 5, priceMinor: 2_000 }] });
  const variantId = product.variants[0]!.id;
  const added = await v.post('/actions/commerce/cart/update-cart', {
    purchasableId: variantId,
    qty,
    shippingMethodHandle: 'standard',
  });
  expect(added.statusCode, added.body).toBe(200);
  const gatewayId = await gatewayIdOf(t.db.db, gateway);
  const paid = await v.post(
    '/actions/commerce/payments/pay',
    gateway === 'dummy'
      ? { gatewayId, paymentForm: { dummy: dummyCard('4242424242424242') } }
      : { gatewayId },
  );
  expect(paid.statusCode, paid.body).toBe(200);
  const number = paid.json().cart.number as string;
  const [order] = await t.db.db.select().from(orders).where(eq(orders.number, number));
  return { id: order!.id, number, totalMinor: order!.totalPriceMinor, variantId, customer, v };
}
