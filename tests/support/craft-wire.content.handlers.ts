import { http, HttpResponse } from 'msw';
import type { InMemoryShop } from '../../src/adapters/fakes/in-memory-shop';
import type { ProductQuery, ProductSort } from '../../src/domain/catalog/catalog-query';
import type { Pagination } from '../../src/domain/catalog/product';
import type { FormFields, FormHandle, SearchType } from '../../src/domain/content/content';
import type { NavigationNode } from '../../src/domain/navigation/navigation';
import type { SiteNavigation } from '../../src/ports/site-navigation';
import { jsonBody, refusesCsrf, wire } from './craft-wire';
import type { InMemoryContentPorts } from './in-memory.backend';

const paginationJson = ({ total, count, perPage, currentPage, totalPages }: Pagination) => ({
  pagination: {
    total,
    count,
    per_page: perPage,
    current_page: currentPage,
    total_pages: totalPages,
    links: [],
  },
});

const nodeJson = (node: NavigationNode): unknown => ({
  ...node,
  element: { id: node.id, defaultVariantId: node.defaultVariantId },
  children: node.children.map(nodeJson),
});

const numberParam = (params: URLSearchParams, name: string): number | undefined => {
  const raw = params.get(name);
  return raw === null ? undefined : Number(raw);
};

const productQuery = (params: URLSearchParams): ProductQuery => ({
  ...(params.has('page') ? { page: numberParam(params, 'page') } : {}),
  ...(params.has('perPage') ? { perPage: numberParam(params, 'perPage') } : {}),
  ...(params.has('category') ? { category: params.get('category') ?? '' } : {}),
  ...(params.has('minPrice') ? { minPrice: numberParam(params, 'minPrice') } : {}),
  ...(params.has('maxPrice') ? { maxPrice: numberParam(params, 'maxPrice') } : {}),
  ...(params.has('inStock') ? { inStock: params.get('inStock') === '1' } : {}),
  ...(params.has('sort') ? { sort: params.get('sort') as ProductSort } : {}),
});

/** The Element API, the REST settings and the forms endpoint, over the in-memory content. */
export const contentHandlers = (
  shop: InMemoryShop,
  content: InMemoryContentPorts,
  origin: string,
) => {
  const menus: Record<string, () => ReturnType<SiteNavigation['footerMenu']>> = {
    'footer-menu': () => content.navigation.footerMenu(),
    'bottom-footer-menu': () => content.navigation.bottomFooterMenu(),
  };
  return [
    http.get(`${origin}/api/v1/menus/:handle`, async ({ params }) => {
      if (params.handle === 'main-navigation-menu') {
        return wire(await content.navigation.mainMenu(), (nodes) => ({
          data: nodes.map(nodeJson),
        }));
      }
      const menu = menus[String(params.handle)];
      return menu === undefined
        ? HttpResponse.json({ error: { code: 404, message: 'Not found' } }, { status: 404 })
        : wire(await menu(), (items) => ({ data: items }));
    }),
    http.get(`${origin}/api/v1/singles/site-footer`, async () =>
      wire(await content.navigation.siteFooter(), (footer) => footer),
    ),
    http.get(`${origin}/api/v1/singles/sticky-bar-cta`, async () =>
      wire(await content.navigation.stickyBar(), (bar) => bar),
    ),
    http.get(`${origin}/api/v1/pages`, async ({ request }) =>
      wire(
        await content.editorial.page(new URL(request.url).searchParams.get('uri') ?? ''),
        (page) => page,
      ),
    ),
    http.get(`${origin}/api/v1/products`, async ({ request }) =>
      wire(
        await content.catalog.listProducts(productQuery(new URL(request.url).searchParams)),
        ({ products, pagination }) => ({
          data: products,
          meta: paginationJson(pagination),
        }),
      ),
    ),
    http.get(`${origin}/api/v1/products/*`, async ({ request }) => {
      const slug = decodeURIComponent(
        new URL(request.url).pathname.replace(/^\/api\/v1\/products\//, ''),
      );
      return wire(await content.catalog.product(slug), (product) => product);
    }),
    // Craft's endpoint names the variant only: the product is the one that has it.
    http.get(`${origin}/api/v1/variants/:id`, async ({ params }) => {
      const id = Number(params.id);
      const owner = shop.catalog.find(({ variants }) => variants.some((v) => v.id === id));
      return wire(await content.catalog.variant(owner?.slug ?? '', id), (v) => v);
    }),
    http.get(`${origin}/api/v1/categories`, async () =>
      wire(await content.catalog.categories(), (data) => ({ data })),
    ),
    http.get(`${origin}/api/v1/blog/posts`, async ({ request }) => {
      const params = new URL(request.url).searchParams;
      const query = {
        page: numberParam(params, 'page') ?? 1,
        ...(params.has('category') ? { category: params.get('category') ?? '' } : {}),
      };
      return wire(await content.editorial.blogPosts(query), ({ items, pagination }) => ({
        data: items,
        meta: paginationJson(pagination),
      }));
    }),
    http.get(`${origin}/api/v1/blog/posts/:slug`, async ({ params }) =>
      wire(await content.editorial.blogPost(String(params.slug)), (p) => p),
    ),
    http.get(`${origin}/api/v1/blog/categories`, async () =>
      wire(await content.editorial.blogCategories(), (data) => ({ data })),
    ),
    http.get(`${origin}/api/v1/case-studies`, async ({ request }) => {
      const page = numberParam(new URL(request.url).searchParams, 'page') ?? 1;
      return wire(await content.editorial.caseStudies(page), ({ items, pagination }) => ({
        data: items,
        meta: paginationJson(pagination),
      }));
    }),
    http.get(`${origin}/api/v1/case-studies/:slug`, async ({ params }) =>
      wire(await content.editorial.caseStudy(String(params.slug)), (s) => s),
    ),
    http.get(`${origin}/api/v1/search`, async ({ request }) => {
      const params = new URL(request.url).searchParams;
      const text = params.get('q') ?? '';
      const found =
        params.get('mode') === 'suggest'
          ? await content.search.suggest(text)
          : await content.search.search({
              text,
              ...(params.has('type') ? { type: params.get('type') as SearchType } : {}),
              ...(params.has('limit') ? { limit: Number(params.get('limit')) } : {}),
            });
      return wire(found, ({ query, total, hits }) => ({ data: hits, meta: { query, total } }));
    }),
    http.get(`${origin}/settings/enabled-countries`, async () =>
      wire(await content.settings.enabledCountries(), (data) => ({ data })),
    ),
    http.get(`${origin}/settings/enabled-states`, async ({ request }) => {
      const country = new URL(request.url).searchParams.get('country') ?? '';
      return wire(await content.settings.enabledStates(country), (states) => ({
        data: states.map(({ code, name }) => ({ code, name })),
      }));
    }),
    http.get(`${origin}/settings/enabled-gateways`, async () =>
      wire(await content.settings.enabledGateways(), (data) => ({ data })),
    ),
    http.post(
      `${origin}/api/v1/forms/:handle`,
      async ({ request, params }) =>
        refusesCsrf(shop, request) ??
        wire(
          await content.forms.submitForm(
            String(params.handle) as FormHandle,
            (await jsonBody(request)) as FormFields,
          ),
          (message) => ({ success: true, message }),
        ),
    ),
  ];
};
