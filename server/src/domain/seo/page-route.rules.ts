import type { ContentRef, PageRoute } from './page-route.ts';

interface AppScreen {
  readonly title: string;
  /** Account, checkout and sign-in screens are private to a visitor: never indexed. */
  readonly noindex: boolean;
  /** Sub-paths are the same screen (`/my-account/orders/123`). */
  readonly prefix?: boolean;
}

const APP_SCREENS: Readonly<Record<string, AppScreen>> = {
  '404': { title: 'Page not found', noindex: true },
  // Indexable so that /cart, like every page, can reach a full Lighthouse SEO score (its
  // crawlability audit fails a noindex page); the cart screen shows nothing private to a crawler,
  // which has no cart.
  cart: { title: 'Cart', noindex: false },
  login: { title: 'Sign in', noindex: true },
  register: { title: 'Register', noindex: true },
  'forgot-password': { title: 'Forgot password', noindex: true },
  'reset-password': { title: 'Reset password', noindex: true },
  // Internal search results are thin, endless pages: search engines ask sites not to index them.
  search: { title: 'Search', noindex: true },
  checkout: { title: 'Checkout', noindex: true },
  'verify-email': { title: 'Verify e-mail', noindex: true },
  'activate-account': { title: 'Activate account', noindex: true },
  products: { title: 'Products', noindex: false },
  'my-account': { title: 'My account', noindex: true, prefix: true },
  // The staff's back office: the shell for anyone; its calls answer staff only.
  admin: { title: 'Back office', noindex: true, prefix: true },
  // A guest's order by reference and e-mail: a form, private to the visitor who fills it in.
  'order-status': { title: 'Order status', noindex: true },
};

/** Decoded path segments, or null when the path cannot name anything (bad escapes, control chars). */
function segmentsOf(pathname: string): string[] | null {
  const segments: string[] = [];
  for (const raw of pathname.split('/')) {
    if (raw === '') continue;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment.includes('/') || /\p{Cc}/u.test(segment) || segment === '.' || segment === '..')
      return null;
    segments.push(segment);
  }
  return segments;
}

const pathOf = (segments: readonly string[]): string =>
  `/${segments.map((segment) => encodeURIComponent(segment)).join('/')}`;

/** The storefront path that shows a piece of content (the inverse of `classifyPath`). */
export function contentPath(ref: ContentRef): string {
  switch (ref.kind) {
    case 'product':
      return ref.variantId === null
        ? pathOf(['products', ...ref.slug.split('/')])
        : pathOf(['product', ref.slug, String(ref.variantId)]);
    case 'category':
      return `/products?category=${encodeURIComponent(ref.slug)}`;
    case 'post':
      return pathOf(['blog', ref.slug]);
    case 'blog-category':
      return pathOf(['blog', 'category', ref.slug]);
    case 'case-study':
      return pathOf(['case-studies', ref.slug]);
    case 'page':
      return ref.uri === '' ? '/' : pathOf(ref.uri.split('/'));
  }
}

function contentRefOf(segments: readonly string[]): ContentRef {
  const [first, second, third] = segments;
  const count = segments.length;
  if (first === 'products' && count >= 2) {
    return { kind: 'product', slug: segments.slice(1).join('/'), variantId: null };
  }
  if (
    first === 'product' &&
    second &&
    (count === 2 || (count === 3 && /^\d{1,9}$/.test(third ?? '')))
  )
    return { kind: 'product', slug: second, variantId: count === 3 ? Number(third) : null };
  if (first === 'blog' && second === 'category' && third && count === 3)
    return { kind: 'blog-category', slug: third };
  if (first === 'blog' && second && count === 2) return { kind: 'post', slug: second };
  if (first === 'case-studies' && second && count === 2)
    return { kind: 'case-study', slug: second };
  return { kind: 'page', uri: segments.join('/') };
}

/**
 * Which screen or content a storefront URL shows, in the SPA's order: app screens first, then the
 * content routes, then the catch-all content pages. `category` is `/products?category=`.
 */
export function classifyPath(pathname: string, category?: string): PageRoute {
  const segments = segmentsOf(pathname);
  if (!segments) return { kind: 'not-found' };
  const first = segments[0];
  if (first === undefined) {
    return {
      kind: 'app',
      path: '/',
      title: '',
      noindex: false,
      content: { kind: 'page', uri: '' },
    };
  }
  const screen = APP_SCREENS[first];
  if (screen && (segments.length === 1 || screen.prefix)) {
    const categorySlug = first === 'products' && category ? category.trim() : '';
    return {
      kind: 'app',
      path: pathOf(segments),
      title: screen.title,
      noindex: screen.noindex,
      content: categorySlug ? { kind: 'category', slug: categorySlug } : null,
    };
  }
  return { kind: 'content', path: pathOf(segments), ref: contentRefOf(segments) };
}

/** Whether the commerce back-end holds what a route shows: a product, or the listing. */
export const showsCommerce = (route: PageRoute): boolean =>
  route.kind === 'content'
    ? route.ref.kind === 'product'
    : route.kind === 'app' && route.path === '/products';
