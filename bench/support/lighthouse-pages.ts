// The storefront pages Lighthouse audits, found on the running shop: the first product of the
// catalog and the first content page the sitemap lists.

export const PAGE_NAMES = ['home', 'products', 'product', 'content', 'cart'] as const;
export type PageName = (typeof PAGE_NAMES)[number];

export interface AuditedPage {
  readonly name: PageName;
  /** path on the shop, starting with `/` */
  readonly path: string;
}

export const isPageName = (value: string): value is PageName =>
  (PAGE_NAMES as readonly string[]).includes(value);

const asPath = (uri: string): string => (uri.startsWith('/') ? uri : `/${uri}`);

async function firstProductPath(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/products?page=1`);
  if (!response.ok) throw new Error(`/api/v1/products?page=1 answered ${response.status}`);
  const body = (await response.json()) as { data?: { uri?: string | null }[] };
  const uri = body.data?.find((product) => typeof product.uri === 'string')?.uri;
  if (!uri) throw new Error('the catalog has no product with a uri to audit');
  return asPath(uri);
}

/** Sitemap paths, in order; the shop writes absolute URLs on its own PUBLIC_URL. */
async function sitemapPaths(baseUrl: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}/sitemap.xml`);
  if (!response.ok) throw new Error(`/sitemap.xml answered ${response.status}`);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const loc = (match[1] ?? '').replaceAll('&amp;', '&');
    return new URL(loc, baseUrl).pathname;
  });
}

/** The first sitemap path (not home, not the catalog) that the pages API knows as a content page. */
async function firstContentPath(baseUrl: string, productPath: string): Promise<string> {
  const candidates = (await sitemapPaths(baseUrl)).filter(
    (path) => path !== '/' && path !== productPath && !path.startsWith('/products'),
  );
  for (const path of candidates) {
    const uri = encodeURIComponent(path.replace(/^\//, ''));
    const response = await fetch(`${baseUrl}/api/v1/pages?uri=${uri}`);
    if (response.ok) return path;
  }
  throw new Error('neither /sitemap.xml nor /api/v1/pages gave a content page to audit');
}

/** Resolves the requested pages to paths; only asks the shop for the ones that need it. */
export async function discoverPages(
  baseUrl: string,
  names: readonly PageName[],
): Promise<AuditedPage[]> {
  const productPath =
    names.includes('product') || names.includes('content') ? await firstProductPath(baseUrl) : '';
  const pages: AuditedPage[] = [];
  for (const name of names) {
    if (name === 'home') pages.push({ name, path: '/' });
    if (name === 'products') pages.push({ name, path: '/products' });
    if (name === 'product') pages.push({ name, path: productPath });
    if (name === 'content')
      pages.push({ name, path: await firstContentPath(baseUrl, productPath) });
    if (name === 'cart') pages.push({ name, path: '/cart' });
  }
  return pages;
}
