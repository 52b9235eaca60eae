// The storefront's Vendure adapters against a live Vendure: the test peer (`npm run vendure:setup`),
// reached as the browser reaches it, through our server's /shop-api (cookies, CSRF and all).
import { DEFAULT_VENDURE_SESSION_COOKIE } from '../../server/src/commerce.config.ts';
import { CraftClient } from '../../src/adapters/http/client/craft-client';
import { VendureClient } from '../../src/adapters/vendure/client/vendure-client';
import type { VendureVisitor } from '../contracts/vendure-contracts';
import { cookieJarFetch } from '../support/cookie-jar-fetch';
import { type RealServer, startRealServer } from '../support/real-server';
import { startVendurePeer, type VendurePeer } from './peer/peer.ts';

/** The suite's own port, so that a peer someone runs on the default one is left alone. */
const SUITE_PEER_PORT = 4631;

export interface LiveShop {
  readonly peer: VendurePeer | null;
  readonly server: RealServer;
  /** Vendure's Shop API itself, not through our server */
  readonly shopApiUrl: URL;
  /** a new visitor: a browser of their own, with their own cookies, over `baseFetch` */
  visitor(baseFetch?: typeof fetch): VendureVisitor;
  close(): Promise<void>;
}

/** VENDURE_SHOP_API_URL names a Vendure already running; otherwise the test peer is started. */
export const startLiveShop = async (): Promise<LiveShop> => {
  const given = process.env.VENDURE_SHOP_API_URL;
  const peer = given ? null : await startVendurePeer({ port: SUITE_PEER_PORT });
  const shopApiUrl = new URL(given ?? peer?.shopApiUrl ?? '');
  const server = await startRealServer({
    commerce: { kind: 'vendure', shopApiUrl, sessionCookie: DEFAULT_VENDURE_SESSION_COOKIE },
  });
  return {
    peer,
    server,
    shopApiUrl,
    visitor: (baseFetch) => {
      const http = new CraftClient({ baseUrl: server.baseUrl, fetch: cookieJarFetch(baseFetch) });
      return { client: new VendureClient(http), http };
    },
    close: async () => {
      await server.close();
      await peer?.close();
    },
  };
};

/** The id of the payment method with this code, asked of Vendure directly. */
export const paymentMethodId = async (shopApiUrl: URL, code: string): Promise<number> => {
  const answer = await fetch(shopApiUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ activePaymentMethods { id code } }' }),
  });
  const { data } = (await answer.json()) as {
    data: { activePaymentMethods: { id: string; code: string }[] };
  };
  return Number(data.activePaymentMethods.find((method) => method.code === code)?.id ?? 0);
};
