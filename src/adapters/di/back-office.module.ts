import type { BackOfficeDesk } from '../../application/back-office/back-office-desk';
import { BackOfficeService } from '../../application/back-office/back-office.service';
import { StaffCatalogService } from '../../application/back-office/staff-catalog.service';
import type { CraftClient } from '../http/client/craft-client';
import { CraftBackOffice } from '../http/back-office/craft.back-office';
import { CraftBackOfficeCatalog } from '../http/back-office/craft.back-office-catalog';

/**
 * The back office over the shop's own back-end: its services and adapters, loaded together on a
 * staff member's first visit to /admin (one chunk, one entry in the storefront's preload map).
 */
export const backOfficeOver = (client: CraftClient): BackOfficeDesk => ({
  orders: new BackOfficeService(new CraftBackOffice(client)),
  catalog: new StaffCatalogService(new CraftBackOfficeCatalog(client)),
});
