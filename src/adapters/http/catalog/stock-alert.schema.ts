import * as z from 'zod/mini';

export const STOCK_ALERT_ENDPOINTS = {
  alerts: 'api/stock-alerts',
  unsubscribe: 'api/stock-alerts/unsubscribe',
} as const;

/** GET /api/stock-alerts?purchasableIds=1,2 */
export const stockAlertsSetSchema = z.object({ purchasableIds: z.array(z.number()) });
