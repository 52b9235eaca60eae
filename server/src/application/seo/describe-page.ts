import { appScreenHead, contentHead, notFoundHead } from '../../domain/seo/page-head.rules.ts';
import type { PageHead } from '../../domain/seo/page-metadata.ts';
import { classifyPath, contentPath } from '../../domain/seo/page-route.rules.ts';
import type { PageMetadataRepository } from '../../ports/seo/page-metadata.ts';
import type { ListProductsDeps } from '../catalog/list-products.ts';
import { type ListingRequest, listingLeadImage } from './listing-lead-image.ts';

/** The path and, for `/products`, the listing's `?category=&sort=&page=`. */
export interface PageRequest extends ListingRequest {
  readonly pathname: string;
}

export interface DescribePageDeps extends ListProductsDeps {
  readonly pageMetadata: PageMetadataRepository;
}

const LISTING_PATH = '/products';

/** The head of the HTML the server sends for a storefront URL, and whether it exists (200 or 404). */
export async function describePage(
  deps: DescribePageDeps,
  request: PageRequest,
  shopName: string,
): Promise<PageHead> {
  const route = classifyPath(request.pathname, request.category);
  switch (route.kind) {
    case 'not-found':
      return notFoundHead(shopName);
    case 'app': {
      // The home page and `/products?category=` are app screens that content may describe.
      const content = route.content ? await deps.pageMetadata.find(route.content) : null;
      const head =
        content && route.content
          ? contentHead(content, contentPath(route.content), shopName)
          : appScreenHead(route, shopName);
      // The listing's largest paint is its first card's picture.
      return route.path === LISTING_PATH
        ? { ...head, leadImage: await listingLeadImage(deps, request) }
        : head;
    }
    case 'content': {
      const content = await deps.pageMetadata.find(route.ref);
      return content ? contentHead(content, route.path, shopName) : notFoundHead(shopName);
    }
  }
}
