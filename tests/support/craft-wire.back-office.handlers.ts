import { http } from 'msw';
import { InMemoryBackOffice } from '../../src/adapters/fakes/in-memory.back-office';
import type { InMemoryShop } from '../../src/adapters/fakes/in-memory-shop';
import { staffOrderQueryFrom } from '../../src/domain/back-office/staff-order-query.rules';
import type { StaffOrderStep, StaffReturnStep } from '../../src/domain/back-office/staff-order';
import { jsonBody, refusesCsrf, wire } from './craft-wire';

/** The shop's own back-end's staff calls (`/api/admin/…`), over the fake back office. */
export const backOfficeHandlers = (shop: InMemoryShop, origin: string) => {
  const office = new InMemoryBackOffice(shop);
  const post = (
    path: string,
    handle: (params: Record<string, string>, body: Record<string, unknown>) => Promise<Response>,
  ) =>
    http.post(
      `${origin}/api/admin/${path}`,
      async ({ params, request }) =>
        refusesCsrf(shop, request) ??
        handle(params as Record<string, string>, await jsonBody(request)),
    );
  return [
    http.get(`${origin}/api/admin/orders`, async ({ request }) =>
      wire(
        await office.listOrders(staffOrderQueryFrom(new URL(request.url).searchParams)),
        (page) => page,
      ),
    ),
    http.get(`${origin}/api/admin/orders/:id`, async ({ params }) =>
      wire(await office.getOrder(Number(params.id)), ({ detail, payments, ...order }) => ({
        order: { ...detail, ...detail.fulfilment, ...order, transactions: payments },
      })),
    ),
    post('orders/:id/steps', async ({ id }, { step, ...details }) =>
      wire(
        await office.advanceOrder(Number(id), { kind: step, ...details } as StaffOrderStep),
        () => ({}),
      ),
    ),
    post('orders/:id/mark-paid', async ({ id }) =>
      wire(await office.markPaid(Number(id)), () => ({})),
    ),
    post('orders/:id/cancel', async ({ id }) =>
      wire(await office.cancelOrder(Number(id)), () => ({})),
    ),
    post('orders/:id/returns/:returnId/steps', async ({ id, returnId }, { step, ...details }) =>
      wire(
        await office.stepReturn(Number(id), Number(returnId), {
          kind: step,
          ...details,
        } as StaffReturnStep),
        () => ({}),
      ),
    ),
    post('orders/:id/returns/:returnId/refund', async ({ id, returnId }) =>
      wire(await office.refundReturn(Number(id), Number(returnId)), () => ({})),
    ),
  ];
};
