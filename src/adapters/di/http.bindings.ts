import type { Container } from 'inversify';
import { CraftClient } from '../http/craft-client';
import { CraftCommerceGateway } from '../http/craft.commerce-gateway';
import { ElementApiContentRepository } from '../http/element-api.content-repository';
import { Tokens } from './tokens';

export interface HttpBindingOptions {
  readonly apiBaseUrl: string;
  readonly fetch: typeof fetch;
}

export const bindHttpAdapters = (container: Container, options: HttpBindingOptions): void => {
  container
    .bind(Tokens.CraftClient)
    .toResolvedValue(() => new CraftClient({ baseUrl: options.apiBaseUrl, fetch: options.fetch }))
    .inSingletonScope();
  container
    .bind(Tokens.CommerceGateway)
    .toResolvedValue(
      (client: CraftClient) => new CraftCommerceGateway(client),
      [Tokens.CraftClient],
    )
    .inSingletonScope();
  container
    .bind(Tokens.ContentRepository)
    .toResolvedValue(
      (client: CraftClient) => new ElementApiContentRepository(client),
      [Tokens.CraftClient],
    )
    .inSingletonScope();
};
