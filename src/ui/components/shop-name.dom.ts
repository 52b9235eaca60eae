import { shopNameFromTitle } from '../../domain/seo/shop-name.rules';
import { STORE_NAME } from '../app/store-settings';

let shopName: string | null = null;

/**
 * The shop's name as the server wrote it into the first page (`og:site_name`, or the end of the
 * title), read once before any screen changes the head; the configured name without a server.
 */
export const currentShopName = (): string => {
  if (shopName !== null) return shopName;
  if (typeof document === 'undefined') return STORE_NAME;
  const siteName = document.head
    .querySelector('meta[property="og:site_name"]')
    ?.getAttribute('content')
    ?.trim();
  shopName = siteName || shopNameFromTitle(document.title) || STORE_NAME;
  return shopName;
};

/** The server's render names the shop as the server's configuration does (the same for every page). */
export const rememberShopName = (name: string): void => {
  shopName = name;
};
