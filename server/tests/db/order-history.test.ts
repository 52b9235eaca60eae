import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drizzleOrderHistory } from '../../src/adapters/db/orders/drizzle.order-history.ts';
import { insertOrderAdjustments } from '../../src/adapters/db/orders/insert-order-adjustments.ts';
import { lineItems, orders } from '../../src/adapters/db/schema.ts';
import { money } from '../../src/domain/money/money.rules.ts';
import type { Adjustment } from '../../src/domain/pricing/adjustment.ts';
import { openTestDatabase, type TestDatabase } from '../support/test-database.ts';

const USD = (minor: number) => money(minor, 'USD');
const adjustment = (lineItemId: number | null, minor: number): Adjustment => ({
  type: lineItemId === null ? 'shipping' : 'discount',
  name: lineItemId === null ? 'Standard' : 'WELCOME10',
  description: '',
  amount: USD(minor),
  included: false,
  lineItemId,
});

describe('order history and stored adjustments (drizzle)', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase();
  });
  afterAll(() => test.cleanup());

  const anOrder = async (number: string, isCompleted: boolean) => {
    const db = test.database.db;
    const [order] = await db
      .insert(orders)
      .values({ number, currency: 'USD', isCompleted, totalPriceMinor: 1_795, totalQty: 1 })
      .returning();
    const [line] = await db
      .insert(lineItems)
      .values({
        orderId: order!.id,
        purchasableId: 1,
        qty: 1,
        optionsSignature: 'x',
        priceMinor: 1_000,
        salePriceMinor: 1_000,
        description: 'Anvil',
        sku: 'ANV',
      })
      .returning();
    return { orderId: order!.id, lineId: line!.id };
  };

  it('keeps the order’s own adjustments and its lines’, drops those of lines it no longer has, and replaces on a second write', async () => {
    const { orderId, lineId } = await anOrder('1'.repeat(32), true);
    await insertOrderAdjustments(test.database.db, orderId, [
      adjustment(lineId, -100),
      adjustment(999_999, -50),
      adjustment(null, 895),
    ]);
    const history = drizzleOrderHistory(test.database.db);
    const first = await history.recordByNumber('1'.repeat(32));
    expect(first?.adjustments.map((a) => [a.lineItemId, a.amount.minor])).toEqual([
      [lineId, -100],
      [null, 895],
    ]);

    await insertOrderAdjustments(test.database.db, orderId, [adjustment(null, 0)]);
    const second = await history.recordByNumber('1'.repeat(32));
    expect(second?.adjustments.map((a) => a.amount.minor)).toEqual([0]);
    expect(second).toMatchObject({
      customerId: null,
      total: USD(1_795),
      lines: [{ id: lineId, description: 'Anvil', qty: 1, salePrice: USD(1_000) }],
      billingAddress: null,
      transactions: [],
    });
  });

  it('has no record of an open cart or an unknown number', async () => {
    await anOrder('2'.repeat(32), false);
    const history = drizzleOrderHistory(test.database.db);
    expect(await history.recordByNumber('2'.repeat(32))).toBeNull();
    expect(await history.recordByNumber('3'.repeat(32))).toBeNull();
  });
});
