// The ports whose calls Vendure's Shop API has no counterpart for, bound so that the screens that
// still reach them say so plainly instead of reading another back-end's data.
import { StockAlertService } from '../../application/catalog/stock-alert.service';
import { err, ok } from '../../domain/shared/result';
import type { OrderLookup } from '../../ports/order-lookup';
import type { StockAlertGateway } from '../../ports/stock-alert-gateway';
import { absentFailure } from './client/vendure-failure';

/** A guest's order lookup: the page says the shop does not offer it. */
export const absentOrderLookup: OrderLookup = {
  lookUp: () => Promise.resolve(ok({ kind: 'unavailable' })),
};

/** Back-in-stock alerts: a sold-out variant's page offers none. */
const absentStockAlerts: StockAlertGateway = {
  support: () => Promise.resolve(ok({ kind: 'unsupported' })),
  setAlert: () => Promise.resolve(err(absentFailure('setAlert', 'POST'))),
  unsubscribe: () => Promise.resolve(err(absentFailure('unsubscribe', 'POST'))),
};

export const absentStockAlertService = (): StockAlertService =>
  new StockAlertService(absentStockAlerts);
