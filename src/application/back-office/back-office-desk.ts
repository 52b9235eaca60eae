import type { BackOfficeService } from './back-office.service';
import type { StaffCatalogService } from './staff-catalog.service';

/** The staff's back office: its orders and its catalogue, loaded together on the first visit. */
export interface BackOfficeDesk {
  readonly orders: BackOfficeService;
  readonly catalog: StaffCatalogService;
}
