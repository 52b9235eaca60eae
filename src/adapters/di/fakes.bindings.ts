import type { Container } from 'inversify';
import { demoCatalog } from '../fakes/demo-catalog';
import { InMemoryCommerceGateway } from '../fakes/in-memory.commerce-gateway';
import { InMemoryContentRepository } from '../fakes/in-memory.content-repository';
import { Tokens } from './tokens';

/** Runs the storefront with no back-end: a guest with an empty cart and a demo catalog. */
export const bindFakeAdapters = (container: Container): void => {
  container
    .bind(Tokens.CommerceGateway)
    .toResolvedValue(() => new InMemoryCommerceGateway())
    .inSingletonScope();
  container
    .bind(Tokens.ContentRepository)
    .toResolvedValue(() => new InMemoryContentRepository({ products: demoCatalog() }))
    .inSingletonScope();
};
