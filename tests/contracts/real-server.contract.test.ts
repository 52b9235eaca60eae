// The same contract suites the fakes and the msw stand-in pass, against the real back-end in server/.
import { afterAll, beforeAll } from 'vitest';
import { CraftClient } from '../../src/adapters/http/craft-client';
import { CraftCommerceGateway } from '../../src/adapters/http/craft.commerce-gateway';
import { ElementApiContentRepository } from '../../src/adapters/http/element-api.content-repository';
import { cookieJarFetch } from '../support/cookie-jar-fetch';
import { type RealServer, startRealServer } from '../support/real-server';
import { describeCommerceGatewayContract } from './commerce-gateway.contract';
import { describeContentRepositoryContract } from './content-repository.contract';

let server: RealServer;

beforeAll(async () => {
  server = await startRealServer();
}, 60_000);

afterAll(async () => {
  await server.close();
});

/** Every subject is a new visitor: a browser tab of its own, with its own cookies. */
const client = () => new CraftClient({ baseUrl: server.baseUrl, fetch: cookieJarFetch() });

describeCommerceGatewayContract('Craft over http (real server/)', async () => ({
  gateway: new CraftCommerceGateway(client()),
}));

describeContentRepositoryContract('Element API over http (real server/)', async () => ({
  repository: new ElementApiContentRepository(client()),
}));
