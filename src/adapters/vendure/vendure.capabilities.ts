import type { CommerceCapabilities } from '../../ports/commerce-capabilities';

/**
 * Vendure's Shop API has none of them: no customer photo, invoice, cancellation, return, account
 * activation or guest lookup calls, no notes on orders or lines, nothing done when an order
 * completes (account, saved address), no names for addresses, and its staff work in Vendure's own
 * admin.
 */
export const VENDURE_CAPABILITIES: CommerceCapabilities = { offers: () => false };
