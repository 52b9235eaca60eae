import type { CommerceBackend } from '../../domain/config/commerce-backend';

/**
 * The commerce back-end the page names in `<html data-commerce>` (the server writes it from its
 * COMMERCE_BACKEND); Craft when it names none or one the storefront does not know.
 */
export const pageCommerceBackend = (): CommerceBackend =>
  document.documentElement.dataset.commerce === 'vendure' ? 'vendure' : 'craft';
