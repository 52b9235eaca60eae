import { describe, expect, it } from 'vitest';
import { VendureClient } from '../../../src/adapters/vendure/client/vendure-client';
import { VendureOrderGateway } from '../../../src/adapters/vendure/orders/vendure.order-gateway';
import type { OrderGateway } from '../../../src/ports/order-gateway';
import { craftClient } from '../../support/msw-craft';
import { useMswServer } from '../../support/msw-server';
import { answerShopApi } from '../../support/msw-vendure';
import {
  aVendureOrderDetailJson,
  aVendureOrderSummaryJson,
} from '../../support/vendure-json.mother';

const server = useMswServer();
const orders = (): OrderGateway => new VendureOrderGateway(new VendureClient(craftClient()));

const statusOf = (result: { ok: boolean; error?: unknown }) =>
  (result.error as { error: { status: number } }).error.status;

/** The customer's history (null: a guest), answered a window at a time as Vendure does. */
const history = (items: readonly unknown[] | null) =>
  answerShopApi(server, {
    CustomerOrders: ({ options }) => {
      const { skip, take } = options as { skip: number; take: number };
      return {
        activeCustomer:
          items === null
            ? null
            : {
                id: '5',
                orders: { totalItems: items.length, items: items.slice(skip, skip + take) },
              },
      };
    },
  });

describe('VendureOrderGateway.listOrders', () => {
  it('lists the placed orders, newest first, with the code as number and reference', async () => {
    const seen = history([aVendureOrderSummaryJson()]);

    const listed = await orders().listOrders();

    expect(seen[0]?.variables).toEqual({
      options: {
        filter: { active: { eq: false } },
        sort: { orderPlacedAt: 'DESC' },
        skip: 0,
        take: 100,
      },
    });
    expect(listed).toEqual({
      ok: true,
      value: [
        {
          id: 41,
          number: 'K7QW2ZP4M1XC',
          reference: 'K7QW2ZP4M1XC',
          dateOrdered: '2026-11-02T09:30:00.000Z',
          total: 123.45,
          totalAsCurrency: '$123.45',
          status: 'payment settled',
          paidStatus: 'paid',
          itemCount: 3,
        },
      ],
    });
  });

  it("writes the total in the order's own currency", async () => {
    history([aVendureOrderSummaryJson({ currencyCode: 'EUR', totalWithTax: 999 })]);

    const listed = await orders().listOrders();

    expect(listed.ok && listed.value[0]?.totalAsCurrency).toBe('€9.99');
  });

  it.each([
    [[{ amount: 12345, state: 'Settled' }], 'paid'],
    [[{ amount: 5000, state: 'Settled' }], 'partial'],
    [[{ amount: 12345, state: 'Authorized' }], 'unpaid'],
    [
      [
        { amount: 12345, state: 'Settled' },
        { amount: 100, state: 'Settled' },
      ],
      'overPaid',
    ],
    [null, 'unpaid'],
  ])('reads settled payments %j as %s', async (payments, paidStatus) => {
    history([aVendureOrderSummaryJson({ payments })]);

    const listed = await orders().listOrders();

    expect(listed.ok && listed.value[0]?.paidStatus).toBe(paidStatus);
  });

  it('reads a long history a hundred at a time', async () => {
    const many = Array.from({ length: 150 }, (_, i) =>
      aVendureOrderSummaryJson({ id: String(i + 1) }),
    );
    const seen = history(many);

    const listed = await orders().listOrders();

    expect(listed.ok && listed.value.map((order) => order.id)).toEqual(many.map((_, i) => i + 1));
    expect(seen.map((request) => (request.variables.options as { skip: number }).skip)).toEqual([
      0, 100,
    ]);
  });

  it('turns a guest away (401)', async () => {
    history(null);

    expect(statusOf(await orders().listOrders())).toBe(401);
  });
});

describe('VendureOrderGateway.getOrder', () => {
  const order = (activeCustomer: unknown, found: unknown) =>
    answerShopApi(server, { CustomerOrder: () => ({ activeCustomer, order: found }) });

  it('maps the order: prices before tax that add up to the total', async () => {
    const seen = order({ id: '5' }, aVendureOrderDetailJson());

    const detail = await orders().getOrder(41);

    expect(seen[0]?.variables).toEqual({ id: '41' });
    expect(detail).toEqual({
      ok: true,
      value: {
        number: 'K7QW2ZP4M1XC',
        dateOrdered: '2026-11-02T09:30:00.000Z',
        itemSubtotal: 49,
        lineItems: [
          {
            id: 71,
            purchasableId: 11,
            qty: 2,
            description: 'Claw Hammer: Standard',
            price: 24.5,
            sku: 'CH-450',
            subtotal: 49,
          },
        ],
        billingAddress: null,
        shippingAddress: expect.objectContaining({
          id: null,
          fullName: 'Ada Lovelace',
          organization: 'Difference Engines Ltd',
          addressLine1: '12 Analytical Row',
          addressLine2: null,
          countryCode: 'GB',
          phoneNumber: null,
        }),
        paidStatus: 'paid',
        reference: 'K7QW2ZP4M1XC',
        totalDiscount: -12.85,
        totalPrice: 52.9,
        totalShippingCost: 7.95,
        totalTax: 8.8,
        customerNote: null,
        fulfilment: null,
      },
    });
    const value = detail.ok ? detail.value : null;
    const sum =
      (value?.itemSubtotal ?? 0) +
      (value?.totalDiscount ?? 0) +
      (value?.totalShippingCost ?? 0) +
      (value?.totalTax ?? 0);
    expect(sum).toBeCloseTo(value?.totalPrice ?? 0, 2);
  });

  it('reads an address the order was never given (every line null) as none', async () => {
    const blank = Object.fromEntries(
      Object.keys(aVendureOrderDetailJson().shippingAddress).map((key) => [key, null]),
    );
    order({ id: '5' }, aVendureOrderDetailJson({ billingAddress: blank }));

    const detail = await orders().getOrder(41);

    expect(detail.ok && detail.value.billingAddress).toBeNull();
    expect(detail.ok && detail.value.shippingAddress?.locality).toBe('London');
  });

  it("names a line by its product, and the variant's name only when it differs", async () => {
    const line = aVendureOrderDetailJson().lines[0];
    const productVariant = { id: '12', name: 'Mallet', sku: 'M-1', product: { name: 'Mallet' } };
    order({ id: '5' }, aVendureOrderDetailJson({ lines: [{ ...line, productVariant }] }));

    const detail = await orders().getOrder(41);

    expect(detail.ok && detail.value.lineItems[0]?.description).toBe('Mallet');
  });

  it("answers an order that is not the customer's as not found (404), and a guest with 401", async () => {
    order({ id: '5' }, null);
    expect(statusOf(await orders().getOrder(2_000_000_000))).toBe(404);

    order(null, null);
    expect(statusOf(await orders().getOrder(41))).toBe(401);
  });
});

describe('VendureOrderGateway: what Vendure has no counterpart for', () => {
  it('cannot cancel, return or print an invoice (501), and asks nothing', async () => {
    const seen = history([]);
    const request = { lines: [{ lineItemId: 71, qty: 1 }], reason: 'Too big' };

    expect(statusOf(await orders().cancelOrder(41))).toBe(501);
    expect(statusOf(await orders().requestReturn(41, request))).toBe(501);
    expect(statusOf(await orders().getInvoicePdf('K7QW2ZP4M1XC'))).toBe(501);
    expect(seen).toEqual([]);
  });
});
