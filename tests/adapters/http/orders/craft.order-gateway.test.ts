import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CraftOrderGateway } from '../../../../src/adapters/http/orders/craft.order-gateway';
import { errorMessage } from '../../../../src/domain/errors/error-messages.rules';
import { aCraftAddressJson } from '../../../support/craft-cart-json.mother';
import { useMswServer } from '../../../support/msw-server';
import { answer, apiError, craftClient, json } from '../../../support/msw-craft';

const server = useMswServer();
const gateway = () => new CraftOrderGateway(craftClient());
const SUMMARY = {
  id: 7,
  number: 'abc',
  reference: 'abc1234',
  dateOrdered: '2026-02-03T10:00:00.000Z',
  total: 25,
  totalAsCurrency: '$25.00',
  status: 'new',
  paidStatus: 'paid',
  itemCount: 2,
};

describe('CraftOrderGateway.listOrders', () => {
  it('maps the history, reading Craft-style {date, time} dates too', async () => {
    answer(
      server,
      'get',
      'api/user/orders',
      json({
        orders: [
          SUMMARY,
          {
            ...SUMMARY,
            id: 8,
            reference: null,
            status: null,
            paidStatus: null,
            dateOrdered: { date: '2/3/26', time: '10:00 AM' },
          },
        ],
      }),
    );

    const result = await gateway().listOrders();

    expect(result).toEqual({
      ok: true,
      value: [
        SUMMARY,
        {
          ...SUMMARY,
          id: 8,
          reference: null,
          status: null,
          paidStatus: null,
          dateOrdered: '2/3/26 10:00 AM',
        },
      ],
    });
  });

  it('reports a guest', async () => {
    answer(server, 'get', 'api/user/orders', apiError(401, 'User is not authenticated'));

    const result = await gateway().listOrders();

    expect(!result.ok && errorMessage(result.error)).toBe(
      'Communication error: (401) User is not authenticated',
    );
  });

  it('reports a history it cannot read', async () => {
    answer(server, 'get', 'api/user/orders', json({ orders: [{ id: 'x' }] }));

    expect(await gateway().listOrders()).toMatchObject({
      ok: false,
      error: { kind: 'invalid-data' },
    });
  });
});

describe('CraftOrderGateway.getOrder', () => {
  it('maps a full order', async () => {
    const seen = answer(
      server,
      'get',
      'api/user/order/7',
      json({
        order: {
          number: 'abc',
          dateOrdered: null,
          itemSubtotal: 20,
          lineItems: [
            {
              id: 1,
              purchasableId: 31,
              qty: 2,
              description: 'Chair',
              price: 10,
              sku: 'CH',
              subtotal: 20,
            },
          ],
          billingAddress: aCraftAddressJson(),
          shippingAddress: null,
          paidStatus: 'paid',
          reference: 'abc1234',
          totalDiscount: -2,
          totalPrice: 23,
          totalShippingCost: 5,
          totalTax: 0,
          customerNote: 'Leave at the door',
        },
      }),
    );

    const result = await gateway().getOrder(7);

    expect(seen).toHaveLength(1);
    expect(result.ok && result.value).toMatchObject({
      number: 'abc',
      itemSubtotal: 20,
      lineItems: [
        {
          id: 1,
          purchasableId: 31,
          qty: 2,
          description: 'Chair',
          price: 10,
          sku: 'CH',
          subtotal: 20,
        },
      ],
      billingAddress: { id: 5, locality: 'Portland' },
      shippingAddress: null,
      totalDiscount: -2,
      totalPrice: 23,
      totalShippingCost: 5,
      customerNote: 'Leave at the door',
    });
  });

  it("reads our API's short detail: totals it leaves out are zero, the total is `total`", async () => {
    answer(
      server,
      'get',
      'api/user/order/7',
      json({
        order: {
          ...SUMMARY,
          email: 'a@b.co',
          lineItems: [{ id: 1, qty: 1, description: null, price: 4, sku: null, subtotal: 4 }],
        },
      }),
    );

    const result = await gateway().getOrder(7);

    expect(result.ok && result.value).toMatchObject({
      itemSubtotal: 4,
      totalPrice: 25,
      totalDiscount: 0,
      totalShippingCost: 0,
      totalTax: 0,
      customerNote: null,
      // a line whose variant was deleted (or a back-end that does not say) cannot be bought again
      lineItems: [{ description: '', sku: '', purchasableId: null }],
    });
  });

  it('reads an order with no total at all as zero', async () => {
    answer(server, 'get', 'api/user/order/7', json({ order: { number: 'abc', lineItems: [] } }));

    const result = await gateway().getOrder(7);

    expect(result.ok && result.value.totalPrice).toBe(0);
  });

  it("reports someone else's (or a missing) order", async () => {
    answer(server, 'get', 'api/user/order/9', apiError(404, 'Order not found.'));

    expect(await gateway().getOrder(9)).toMatchObject({
      ok: false,
      error: { error: { status: 404 } },
    });
  });
});

describe('CraftOrderGateway.getInvoicePdf', () => {
  it('asks for a PDF by order number and hands back the file', async () => {
    const seen = answer(
      server,
      'get',
      'actions/commerce/downloads/pdf',
      () =>
        new HttpResponse(new Uint8Array([37, 80, 68, 70]), {
          headers: { 'Content-Type': 'application/pdf' },
        }),
    );

    const result = await gateway().getInvoicePdf('abc');

    expect(seen[0]?.url.searchParams.get('number')).toBe('abc');
    expect(seen[0]?.headers.get('accept')).toBe('application/pdf');
    expect(result.ok && (await result.value.text())).toBe('%PDF');
  });

  it('reports an answer that is not a file', async () => {
    answer(server, 'get', 'actions/commerce/downloads/pdf', json({ ok: true }));

    expect(await gateway().getInvoicePdf('abc')).toMatchObject({
      ok: false,
      error: { kind: 'invalid-data' },
    });
  });

  it('reports a missing order', async () => {
    answer(server, 'get', 'actions/commerce/downloads/pdf', apiError(404, 'Order not found.'));

    expect(await gateway().getInvoicePdf('nope')).toMatchObject({
      ok: false,
      error: { error: { status: 404 } },
    });
  });
});
