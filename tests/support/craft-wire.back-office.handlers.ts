import { http } from 'msw';
import { InMemoryBackOffice } from '../../src/adapters/fakes/in-memory.back-office';
import { InMemoryBackOfficeCatalog } from '../../src/adapters/fakes/in-memory.back-office-catalog';
import type { InMemoryShop } from '../../src/adapters/fakes/in-memory-shop';
import { staffOrderQueryFrom } from '../../src/domain/back-office/staff-order-query.rules';
import type { StaffOrderStep, StaffReturnStep } from '../../src/domain/back-office/staff-order';
import { jsonBody, refusesCsrf, wire } from './craft-wire';

/** The shop's own back-end's staff calls (`/api/admin/…`), over the fake back office. */
export const backOfficeHandlers = (shop: InMemoryShop, origin: string) => {
  const office = new InMemoryBackOffice(shop);
  const catalog = new InMemoryBackOfficeCatalog(shop);
  const patch = (
    path: string,
    handle: (id: number, body: Record<string, unknown>) => Promise<Response>,
  ) =>
    http.patch(
      `${origin}/api/admin/${path}`,
      async ({ params, request }) =>
        refusesCsrf(shop, request) ?? handle(Number(params.id), await jsonBody(request)),
    );
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
    http.get(`${origin}/api/admin/products`, async ({ request }) => {
      const params = new URL(request.url).searchParams;
      const query = { q: params.get('q') ?? '', page: Number(params.get('page') ?? '1') };
      return wire(await catalog.listProducts(query), (page) => page);
    }),
    http.get(`${origin}/api/admin/audit-log`, async ({ request }) =>
      wire(
        await catalog.auditLog(Number(new URL(request.url).searchParams.get('page') ?? '1')),
        (page) => page,
      ),
    ),
    patch('variants/:id', async (id, body) =>
      wire(await catalog.editVariant(id, body), (variant) => ({ variant })),
    ),
    patch('products/:id', async (id, { enabled }) =>
      wire(await catalog.setProductEnabled(id, enabled === true), () => ({})),
    ),
    http.get(`${origin}/api/admin/orders`, async ({ request }) =>
      wire(
        await office.listOrders(staffOrderQueryFrom(new URL(request.url).searchParams)),
        (listing) => (listing.kind === 'page' ? listing.page : {}),
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
