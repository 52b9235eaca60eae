let serverOrigin = '';

/** The shop's origin (`https://shop.example`): the page's, or on the server the configured one. */
export const siteOrigin = (): string =>
  typeof window === 'undefined' ? serverOrigin : window.location.origin;

/** The server's render names the origin from its configuration (the same for every page). */
export const rememberSiteOrigin = (origin: string): void => {
  serverOrigin = origin;
};
