import { CraftClient } from '../../src/adapters/http/craft-client';
import { CraftCommerceGateway } from '../../src/adapters/http/craft.commerce-gateway';
import { ElementApiContentRepository } from '../../src/adapters/http/element-api.content-repository';
import { cookieJarFetch } from '../support/cookie-jar-fetch';
import { FAKE_CRAFT_ORIGIN, fakeCraftHandlers } from '../support/fake-craft.handlers';
import { useMswServer } from '../support/msw-server';
import { someProducts } from '../support/product.mother';
import { describeCommerceGatewayContract } from './commerce-gateway.contract';
import { describeContentRepositoryContract } from './content-repository.contract';

const server = useMswServer();

/** Each subject is a new visitor: a fresh cookie jar against a freshly seeded fake back-end. */
const clientFor = (perPage?: number) => {
  server.use(...fakeCraftHandlers({ products: someProducts(12), perPage }));
  return new CraftClient({ baseUrl: FAKE_CRAFT_ORIGIN, fetch: cookieJarFetch() });
};

describeCommerceGatewayContract('Craft over http (msw)', async () => ({
  gateway: new CraftCommerceGateway(clientFor()),
}));

describeContentRepositoryContract('Element API over http (msw), several pages', async () => ({
  repository: new ElementApiContentRepository(clientFor(5)),
}));

describeContentRepositoryContract('Element API over http (msw), one page', async () => ({
  repository: new ElementApiContentRepository(clientFor()),
}));
