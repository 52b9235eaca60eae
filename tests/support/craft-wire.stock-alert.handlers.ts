import { http, HttpResponse } from 'msw';
import { InMemoryStockAlertGateway } from '../../src/adapters/fakes/in-memory.stock-alert-gateway';
import type { InMemoryShop } from '../../src/adapters/fakes/in-memory-shop';
import type { Email } from '../../src/domain/forms/email';
import { jsonBody, refusesCsrf, wire } from './craft-wire';

/**
 * server/'s back-in-stock alerts API over the fake; `offered: false` answers like Craft, which has
 * no such call: 404 for each of them.
 */
export const stockAlertHandlers = (shop: InMemoryShop, origin: string, offered: boolean) => {
  if (!offered)
    return [
      http.all(`${origin}/api/stock-alerts*`, () =>
        HttpResponse.json({ error: { code: 404, message: 'Page not found.' } }, { status: 404 }),
      ),
    ];
  const alerts = new InMemoryStockAlertGateway(shop);
  return [
    http.get(`${origin}/api/stock-alerts`, async ({ request }) => {
      const raw = new URL(request.url).searchParams.get('purchasableIds') ?? '';
      const support = await alerts.support(raw.split(',').map(Number));
      return wire(support, (value) => ({
        purchasableIds: value.kind === 'supported' ? value.set : [],
      }));
    }),
    http.post(`${origin}/api/stock-alerts`, async ({ request }) => {
      const refused = refusesCsrf(shop, request);
      if (refused) return refused;
      const body = await jsonBody(request);
      const email = typeof body.email === 'string' ? (body.email as Email) : null;
      const purchasableId = Number(body.purchasableId);
      return wire(await alerts.setAlert(purchasableId, email), () => ({
        stockAlert: { purchasableId, status: 'set' },
      }));
    }),
    http.post(`${origin}/api/stock-alerts/unsubscribe`, async ({ request }) => {
      const refused = refusesCsrf(shop, request);
      if (refused) return refused;
      const body = await jsonBody(request);
      const token = typeof body.token === 'string' ? body.token : '';
      return wire(await alerts.unsubscribe(token), () => ({ stockAlert: { status: 'cancelled' } }));
    }),
  ];
};
