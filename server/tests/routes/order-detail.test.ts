import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, orderAdjustments, orders } from '../../src/adapters/db/schema.ts';
import { pdfTextRuns } from '../support/pdf-text.ts';
import { aProduct } from '../support/seo-content.mother.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { aSignedInCustomer } from '../support/user.mother.ts';
import { type Visitor, visitor } from '../support/visitor.ts';
import { dummyCard, gatewayIdOf } from '../support/dummy-card.mother.ts';

const UPDATE = '/actions/commerce/cart/update-cart';
const PAY = '/actions/commerce/payments/pay';
const PDF = '/actions/commerce/downloads/pdf';
const card = dummyCard;

describe('customer API order detail and invoice PDF', () => {
  let t: TestApp;
  let dummyId: number;

  beforeAll(async () => {
    t = await startTestApp();
    dummyId = await gatewayIdOf(t.db.db, 'dummy');
  });
  afterAll(() => t.close());

  /** Two lines, the WELCOME10 coupon, paid with the Dummy gateway; returns the paid cart JSON. */
  const paidOrder = async (v: Visitor, email?: string) => {
    const first = await aProduct(t.db.db, { variants: [{ stock: null, priceMinor: 2_000 }] });
    const second = await aProduct(t.db.db, { variants: [{ stock: null, priceMinor: 500 }] });
    const add = async (body: Record<string, unknown>) => {
      const res = await v.post(UPDATE, body);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().cart;
    };
    await add({
      purchasableId: first.variants[0]!.id,
      qty: 2,
      options: { engraving: 'Ada' },
      note: 'gift wrap',
      ...(email ? { email } : {}),
    });
    await add({ purchasableId: second.variants[0]!.id, qty: 1 });
    const cart = await add({
      couponCode: 'WELCOME10',
      shippingMethodHandle: 'standard',
      fields: { customerNote: 'Ring twice' },
    });
    const paid = await v.post(PAY, {
      gatewayId: dummyId,
      paymentForm: { dummy: card('4242424242424242') },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    return { cart, paid: paid.json().cart };
  };

  /** Gives the completed order a billing and a shipping address (what checkout stores on it). */
  const withAddresses = async (orderId: number, ownerId: number | null) => {
    const [billing] = await t.db.db
      .insert(addresses)
      .values({
        uid: randomUUID(),
        ownerId,
        countryCode: 'US',
        administrativeArea: 'CA',
        locality: 'Irvine',
        postalCode: '92614',
        addressLine1: '1 Main St',
        fullName: 'Ada Lovelace',
      })
      .returning();
    const [shipping] = await t.db.db
      .insert(addresses)
      .values({
        uid: randomUUID(),
        ownerId,
        countryCode: 'US',
        administrativeArea: 'NY',
        locality: 'New York',
        postalCode: '10001',
        addressLine1: '5 Broad St',
        fullName: 'Charles Babbage',
      })
      .returning();
    await t.db.db
      .update(orders)
      .set({ billingAddressId: billing!.id, shippingAddressId: shipping!.id })
      .where(eq(orders.id, orderId));
  };

  it('shows the customer’s order with lines, adjustments, totals, addresses and transactions', async () => {
    const { customer, v } = await aSignedInCustomer(t.app, t.deps);
    const { cart, paid } = await paidOrder(v);
    await withAddresses(paid.id, customer.id);

    const list = (await v.get('/api/user/orders')).json().orders;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id: paid.id,
      number: cart.number,
      itemCount: 3,
      paidStatus: 'paid',
    });

    const res = await v.get(`/api/user/order/${paid.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const order = res.json().order;
    // 2 × $20 + $5 = $45; WELCOME10 takes $4.50; standard shipping $7.95 (below the free threshold).
    expect(order).toMatchObject({
      id: paid.id,
      number: cart.number,
      reference: paid.reference,
      paidStatus: 'paid',
      isCompleted: true,
      couponCode: 'WELCOME10',
      customerNote: 'Ring twice',
      itemSubtotal: 45,
      itemSubtotalAsCurrency: '$45.00',
      totalDiscount: -4.5,
      totalShippingCost: 7.95,
      totalTax: 0,
      totalPrice: 48.45,
      total: 48.45,
      totalPaid: 48.45,
      outstandingBalance: 0,
      totalQty: 3,
    });
    expect(order.dateOrdered).toMatch(/^\d{4}-\d\d-\d\dT/);
    const anvil = order.lineItems.find((line: { qty: number }) => line.qty === 2);
    expect(anvil).toMatchObject({
      price: 20,
      salePrice: 20,
      subtotal: 40,
      total: 36,
      options: { engraving: 'Ada' },
      note: 'gift wrap',
    });
    expect(anvil.sku).toEqual(expect.any(String));
    expect(anvil.description).toEqual(expect.any(String));
    expect(anvil.adjustments).toEqual([
      expect.objectContaining({
        type: 'discount',
        amount: -4,
        included: false,
        lineItemId: anvil.id,
      }),
    ]);
    expect(order.orderAdjustments).toEqual([
      expect.objectContaining({ type: 'shipping', amount: 7.95, lineItemId: null }),
    ]);
    expect(order.billingAddress).toMatchObject({ fullName: 'Ada Lovelace', locality: 'Irvine' });
    expect(order.shippingAddress).toMatchObject({
      fullName: 'Charles Babbage',
      postalCode: '10001',
    });
    expect(order.transactions).toEqual([
      expect.objectContaining({ type: 'purchase', status: 'success', amount: 48.45 }),
    ]);
  });

  it('answers the order detail as the invoice PDF for Accept: application/pdf', async () => {
    const { customer, v } = await aSignedInCustomer(t.app, t.deps);
    const { paid } = await paidOrder(v);
    await withAddresses(paid.id, customer.id);

    const res = await v.get(`/api/user/order/${paid.id}`, { accept: 'application/pdf' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${paid.reference}.pdf"`,
    );
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfTextRuns(res.rawPayload).join('\n');
    expect(text).toContain('Test Shop');
    expect(text).toContain(`Reference: ${paid.reference}`);
    expect(text).toContain('Ada Lovelace');
    expect(text).toContain('Charles Babbage');
    expect(text).toContain('$48.45');
    expect(text).toContain('-$4.50');
    expect(text).toContain('$7.95');
  });

  it('hides other customers’ orders and turns guests away', async () => {
    const { v: owner } = await aSignedInCustomer(t.app, t.deps);
    const { paid } = await paidOrder(owner);
    const { v: other } = await aSignedInCustomer(t.app, t.deps);
    for (const accept of ['application/json', 'application/pdf']) {
      const res = await other.get(`/api/user/order/${paid.id}`, { accept });
      expect(res.statusCode).toBe(404);
    }
    const missing = await other.get(`/api/user/order/${paid.id}`);
    expect(missing.json()).toEqual({ error: { code: 404, message: 'Order not found.' } });
    expect((await other.get(`${PDF}?number=${paid.number}`)).statusCode).toBe(404);
    const guest = visitor(t.app);
    expect((await guest.get(`/api/user/order/${paid.id}`)).statusCode).toBe(401);
    expect((await guest.get(`${PDF}?number=${paid.number}`)).statusCode).toBe(404);
    expect((await other.get('/api/user/order/12abc')).statusCode).toBe(400);
  });

  it('downloads the invoice by number: the owner’s, and a guest order with its e-mail', async () => {
    const { v: owner } = await aSignedInCustomer(t.app, t.deps);
    const { paid } = await paidOrder(owner);
    const mine = await owner.get(`${PDF}?number=${paid.number}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(pdfTextRuns(mine.rawPayload).join('\n')).toContain(paid.reference);

    const guest = visitor(t.app);
    const { paid: guestOrder } = await paidOrder(guest, 'guest@example.test');
    const bare = await visitor(t.app).get(`${PDF}?number=${guestOrder.number}`);
    expect(bare.statusCode).toBe(404);
    const stranger = await visitor(t.app).get(
      `${PDF}?number=${guestOrder.number}&email=guest%40example.test`,
    );
    expect(stranger.statusCode).toBe(200);
    expect(stranger.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${guestOrder.reference}.pdf"`,
    );
  });

  it('has no invoice for a missing number, an open cart or no number at all', async () => {
    const v = visitor(t.app);
    const product = await aProduct(t.db.db, { variants: [{ stock: null, priceMinor: 700 }] });
    const cart = (await v.post(UPDATE, { purchasableId: product.variants[0]!.id, qty: 1 })).json()
      .cart;
    expect((await v.get(`${PDF}?number=${'f'.repeat(32)}`)).statusCode).toBe(404);
    expect((await v.get(`${PDF}?number=${cart.number}`)).statusCode).toBe(404);
    const none = await v.get(PDF);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Order number required');
  });

  it('keeps the adjustments the order was completed with', async () => {
    const { v } = await aSignedInCustomer(t.app, t.deps);
    const { paid } = await paidOrder(v);
    const stored = await t.db.db
      .select()
      .from(orderAdjustments)
      .where(eq(orderAdjustments.orderId, paid.id));
    expect(stored.map((row) => row.type).sort()).toEqual(['discount', 'discount', 'shipping']);
    expect(stored.reduce((sum, row) => sum + row.amountMinor, 0)).toBe(-450 + 795);
  });
});
