// The store's rules come from the database in one statement (each table as a JSON array) and reach the
// pricing rules exactly as stored: dates, zones, money, nulls and lists, in the rule tables' order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/adapters/db/database.ts';
import { drizzleStoreRulesReader } from '../../src/adapters/db/store/drizzle.store-rules-reader.ts';
import { discounts, shippingMethods, taxRates } from '../../src/adapters/db/schema.ts';
import { inTransactionScope } from '../../src/adapters/db/transaction-scope.ts';
import { money } from '../../src/domain/money/money.rules.ts';
import { openTestDatabase, type TestDatabase } from '../support/test-database.ts';

const zone = {
  name: 'Oregon',
  regions: [{ countryCode: 'US', administrativeAreas: ['OR'] }],
};

describe('the store rules as read from the database', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase();
  });
  afterAll(() => t.cleanup());

  it('gives every field of every rule as stored, in order, inside and outside a transaction', async () => {
    const { db } = t.database;
    await db.insert(shippingMethods).values([
      {
        name: 'Freight last',
        handle: 'freight-last-reader-test',
        sortOrder: 1_000,
        enabled: false,
        rules: [
          {
            name: 'Oregon pallets',
            description: 'By pallet',
            zone,
            minTotalMinor: 10_000,
            maxTotalMinor: null,
            minQty: 2,
            maxQty: null,
            minWeight: null,
            maxWeight: 500,
            baseRateMinor: 4_500,
            perItemRateMinor: 150,
            weightRateMinor: 0,
            percentageRate: 0.05,
            minRateMinor: null,
            maxRateMinor: 20_000,
          },
        ],
      },
      { name: 'Freight first', handle: 'freight-first-reader-test', sortOrder: -1_000 },
    ]);
    await db.insert(taxRates).values({
      name: 'Oregon test tax',
      rateBasisPoints: 725,
      included: true,
      taxable: 'price_shipping',
      zone,
    });
    await db.insert(discounts).values({
      name: 'Reader test',
      description: 'Dated',
      coupons: [{ code: 'READER', uses: 3, maxUses: null }],
      dateFrom: new Date('2026-01-02T03:04:05.678Z'),
      dateTo: null,
      totalUses: 7,
      totalUseLimit: 100,
      perCustomerLimit: null,
      perEmailLimit: 1,
      registeredCustomersOnly: true,
      purchasableIds: [11, 12],
      categoryIds: null,
      excludeOnPromotion: true,
      minimumTotalMinor: 2_500,
      minimumQty: null,
      maximumQty: 9,
      percentOffBasisPoints: 1_000,
      amountOffMinor: null,
      freeShipping: true,
    });

    const reader = drizzleStoreRulesReader(db, 'USD');
    const inside = await db.transaction((tx) =>
      inTransactionScope(tx as unknown as Db, () => reader.pricingRules()),
    );
    const outside = await reader.pricingRules();
    expect(outside).toEqual(inside);

    const handles = inside.shippingMethods.map((method) => method.handle);
    expect(handles[0]).toBe('freight-first-reader-test');
    expect(handles.at(-1)).toBe('freight-last-reader-test');
    expect(inside.shippingMethods.at(-1)).toMatchObject({
      name: 'Freight last',
      enabled: false,
      rules: [
        {
          name: 'Oregon pallets',
          description: 'By pallet',
          zone,
          minTotal: money(10_000, 'USD'),
          maxTotal: null,
          minQty: 2,
          maxQty: null,
          minWeight: null,
          maxWeight: 500,
          baseRate: money(4_500, 'USD'),
          perItemRate: money(150, 'USD'),
          weightRate: money(0, 'USD'),
          percentageRate: 0.05,
          minRate: null,
          maxRate: money(20_000, 'USD'),
        },
      ],
    });
    expect(inside.shippingMethods[0]?.rules).toEqual([]);
    expect(inside.taxRates.at(-1)).toMatchObject({
      name: 'Oregon test tax',
      rate: 725,
      included: true,
      taxable: 'price_shipping',
      zone,
    });
    const discount = inside.discounts.at(-1);
    expect(discount).toMatchObject({
      name: 'Reader test',
      description: 'Dated',
      enabled: true,
      coupons: [{ code: 'READER', uses: 3, maxUses: null }],
      dateTo: null,
      totalUses: 7,
      totalUseLimit: 100,
      perCustomerLimit: null,
      perEmailLimit: 1,
      registeredCustomersOnly: true,
      purchasableIds: [11, 12],
      categoryIds: null,
      excludeOnPromotion: true,
      minimumTotal: money(2_500, 'USD'),
      minimumQty: null,
      maximumQty: 9,
      percentOff: 1_000,
      amountOff: null,
      freeShipping: true,
    });
    expect(discount?.dateFrom).toEqual(new Date('2026-01-02T03:04:05.678Z'));
    expect(typeof discount?.id).toBe('number');
  });
});
