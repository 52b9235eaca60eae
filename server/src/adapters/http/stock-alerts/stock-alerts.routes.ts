// Back-in-stock alerts: set one on a sold-out variant (a guest gives an address, a signed-in customer's
// account address is used), see which of some variants a customer has set, and cancel one from the
// link in its mail. CSRF-checked and rate-limited per address like the other calls that may mail.
// Answers never say whether an address already had an alert, nor carry anyone's address.
import type { FastifyInstance } from 'fastify';
import {
  setStockAlert,
  type StockAlertDeps,
  unsubscribeStockAlert,
} from '../../../application/stock-alerts/stock-alerts.ts';
import { CSRF_TOKEN_NAME } from '../../../domain/csrf/csrf-token.rules.ts';
import {
  alertEmail,
  parsePurchasableIds,
  parseStockAlertRequest,
  STOCK_ALERT_MESSAGES,
} from '../../../domain/stock-alerts/stock-alert.rules.ts';
import { HttpError } from '../craft/craft-response.ts';
import { enforceRateLimits, ipCheck, type RateLimitGuardDeps } from '../hooks/rate-limit.guard.ts';

export interface StockAlertRouteDeps extends StockAlertDeps {
  readonly rateLimits: RateLimitGuardDeps;
}

const TOKEN_MAX = 200;

export function stockAlertsRoutes(deps: StockAlertRouteDeps) {
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.post('/api/stock-alerts', async (request, reply) => {
      await enforceRateLimits(deps.rateLimits, request, reply, [
        ipCheck('stock-alerts-ip', request),
      ]);
      const accountEmail = request.auth.user?.email ?? null;
      const parsed = parseStockAlertRequest(request.body, accountEmail, [CSRF_TOKEN_NAME]);
      if (!parsed.ok) throw new HttpError(400, parsed.error);
      const result = await setStockAlert(deps, parsed.value);
      if (!result.ok)
        throw new HttpError(result.error.kind === 'not-found' ? 404 : 409, result.error.message);
      return { stockAlert: { purchasableId: parsed.value.purchasableId, status: 'set' } };
    });

    // A guest is answered an empty list (their alerts are known by address only, and an address is
    // never looked up here): the page learns that alerts are offered, without an error in its console.
    app.get('/api/stock-alerts', async (request) => {
      const query = (request.query ?? {}) as Readonly<Record<string, unknown>>;
      const ids = parsePurchasableIds(query.purchasableIds);
      if (!ids.ok) throw new HttpError(400, ids.error);
      const user = request.auth.user;
      if (!user) return { purchasableIds: [] };
      const set = await deps.stockAlerts.pendingFor(alertEmail(user.email), ids.value);
      return { purchasableIds: set };
    });

    app.post('/api/stock-alerts/unsubscribe', async (request, reply) => {
      const body = request.body as Readonly<Record<string, unknown>> | null;
      const token = body && typeof body === 'object' ? body.token : undefined;
      if (typeof token !== 'string' || token.length > TOKEN_MAX)
        throw new HttpError(400, STOCK_ALERT_MESSAGES.token);
      await enforceRateLimits(deps.rateLimits, request, reply, [
        ipCheck('stock-alerts-ip', request),
      ]);
      const result = await unsubscribeStockAlert(deps, token);
      if (!result.ok) throw new HttpError(400, result.error);
      return { stockAlert: { status: 'cancelled' } };
    });
  };
}
