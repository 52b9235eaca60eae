import type { CommerceCapabilities } from '../../ports/commerce-capabilities';

/** Our server offers everything the storefront has screens for. */
export const CRAFT_CAPABILITIES: CommerceCapabilities = { offers: () => true };
