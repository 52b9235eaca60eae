import { StockAlertService } from '../../application/catalog/stock-alert.service';
import type { CraftClient } from '../http/client/craft-client';
import { CraftStockAlertGateway } from '../http/catalog/craft.stock-alert-gateway';

/** Back-in-stock alerts over http: the service and its adapter, loaded together on first use. */
export const stockAlertService = (client: CraftClient): StockAlertService =>
  new StockAlertService(new CraftStockAlertGateway(client));
