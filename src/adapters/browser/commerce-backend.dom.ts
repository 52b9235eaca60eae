import type { CommerceBackend } from '../../domain/config/commerce-backend';

/**
 * The commerce back-end the page names in `<meta name="commerce-backend">` (the server writes it from
 * its COMMERCE_BACKEND); Craft when it names none or one the storefront does not know.
 */
export const pageCommerceBackend = (): CommerceBackend =>
  document.querySelector('meta[name="commerce-backend"][content="vendure"]') === null
    ? 'craft'
    : 'vendure';
