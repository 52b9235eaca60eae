import type { CommerceCapabilities } from '../../ports/commerce-capabilities';

/**
 * Vendure's Shop API has none of these: no customer photo, invoice, cancellation, return, account
 * activation or guest lookup calls, and its staff work in Vendure's own admin.
 */
export const VENDURE_CAPABILITIES: CommerceCapabilities = {
  photoUpload: false,
  invoices: false,
  orderCancellation: false,
  returns: false,
  accountActivation: false,
  orderLookup: false,
  backOffice: false,
};
