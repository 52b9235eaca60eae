// The SiteSearch contract against a Vendure shop's search over msw: a small Shop API stand-in for
// the products (found as Vendure's default search finds them), and the Craft stand-in backed by
// the in-memory fakes for the content back-end's half.
import type { setupServer } from 'msw/node';
import { ElementApiSiteSearch } from '../../src/adapters/http/content/element-api.site-search';
import { VendureProductCatalog } from '../../src/adapters/vendure/catalog/vendure.product-catalog';
import { VendureSiteSearch } from '../../src/adapters/vendure/catalog/vendure.site-search';
import { VendureClient } from '../../src/adapters/vendure/client/vendure-client';
import { fakeCraftHandlers } from '../support/craft-wire.handlers';
import { craftClient } from '../support/msw-craft';
import { useMswServer } from '../support/msw-server';
import { answerShopApi } from '../support/msw-vendure';
import { someProducts } from '../support/product.mother';
import {
  aSearchHitJson,
  aSearchItemJson,
  aVendureProductJson,
} from '../support/vendure-json.mother';
import { describeSiteSearchContract } from './site-search.contract';

type Hit = ReturnType<typeof aSearchHitJson>;

const SHOP: readonly Hit[] = [
  aSearchHitJson(),
  aSearchHitJson({ productId: '8', productName: 'Oak Mallet', slug: 'oak-mallet' }),
];

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Each word of the term starts a word of the name or description; a short term filters none. */
const found = (term: string | undefined): readonly Hit[] =>
  term === undefined || term.length <= 2
    ? SHOP
    : SHOP.filter((hit) => {
        const words = wordsOf(`${hit.productName} ${hit.description}`);
        return wordsOf(term).every((word) => words.some((each) => each.startsWith(word)));
      });

const answerVendureShop = (server: ReturnType<typeof setupServer>) =>
  answerShopApi(server, {
    SearchProducts: () => ({
      search: {
        totalItems: SHOP.length,
        items: SHOP.map((hit) => aSearchItemJson(hit.productId, 1000)),
      },
    }),
    ProductsById: () => ({
      products: {
        totalItems: SHOP.length,
        items: SHOP.map(({ productId, productName, slug }) =>
          aVendureProductJson({ id: productId, name: productName, slug }),
        ),
      },
    }),
    SearchHits: ({ input }) => {
      const { term, take } = input as { term?: string; take: number };
      const hits = found(term);
      return { search: { totalItems: hits.length, items: hits.slice(0, take) } };
    },
  });

const server = useMswServer();

describeSiteSearchContract("Vendure's Shop API and the Element API over http (msw)", async () => {
  server.use(...fakeCraftHandlers({ products: someProducts(12) }));
  answerVendureShop(server);
  const http = craftClient();
  const client = new VendureClient(http);
  return {
    catalog: new VendureProductCatalog(client),
    search: new VendureSiteSearch(client, new ElementApiSiteSearch(http)),
  };
});
