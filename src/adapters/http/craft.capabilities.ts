import type { CommerceCapabilities } from '../../ports/commerce-capabilities';

/** Our server offers everything the storefront has screens for. */
export const CRAFT_CAPABILITIES: CommerceCapabilities = {
  photoUpload: true,
  invoices: true,
  orderCancellation: true,
  returns: true,
  accountActivation: true,
  orderLookup: true,
  backOffice: true,
};
