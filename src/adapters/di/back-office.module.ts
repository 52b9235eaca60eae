import { BackOfficeService } from '../../application/back-office/back-office.service';
import type { CraftClient } from '../http/client/craft-client';
import { CraftBackOffice } from '../http/back-office/craft.back-office';

/**
 * The back office over the shop's own back-end: its service and adapter, loaded together on a staff
 * member's first visit to /admin (one chunk, one entry in the storefront's preload map).
 */
export const backOfficeOver = (client: CraftClient): BackOfficeService =>
  new BackOfficeService(new CraftBackOffice(client));
