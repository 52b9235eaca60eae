import { appScreenHead, contentHead, notFoundHead } from '../../domain/seo/page-head.rules.ts';
import type { PageHead } from '../../domain/seo/page-metadata.ts';
import { classifyPath, contentPath } from '../../domain/seo/page-route.rules.ts';
import type { PageMetadataRepository } from '../../ports/page-metadata.ts';

export interface PageRequest {
  readonly pathname: string;
  /** `/products?category=` */
  readonly category: string | undefined;
}

/** The head of the HTML the server sends for a storefront URL, and whether it exists (200 or 404). */
export async function describePage(
  deps: { readonly pageMetadata: PageMetadataRepository },
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
      return content && route.content
        ? contentHead(content, contentPath(route.content), shopName)
        : appScreenHead(route, shopName);
    }
    case 'content': {
      const content = await deps.pageMetadata.find(route.ref);
      return content ? contentHead(content, route.path, shopName) : notFoundHead(shopName);
    }
  }
}
