import { InMemoryCommerceGateway } from '../../src/adapters/fakes/in-memory.commerce-gateway';
import { InMemoryContentRepository } from '../../src/adapters/fakes/in-memory.content-repository';
import { someProducts } from '../support/product.mother';
import { describeCommerceGatewayContract } from './commerce-gateway.contract';
import { describeContentRepositoryContract } from './content-repository.contract';

describeCommerceGatewayContract('in-memory', async () => ({
  gateway: new InMemoryCommerceGateway(),
}));

describeContentRepositoryContract('in-memory, several pages', async () => ({
  repository: new InMemoryContentRepository({ products: someProducts(12), perPage: 5 }),
}));

describeContentRepositoryContract('in-memory, one page', async () => ({
  repository: new InMemoryContentRepository({ products: someProducts(10) }),
}));
