import type { Container } from 'inversify';
import { CartService } from '../../application/cart/cart.service';
import { ProductListService } from '../../application/catalog/product-list.service';
import type { CommerceGateway } from '../../ports/commerce-gateway';
import type { ContentRepository } from '../../ports/content-repository';
import { Tokens } from './tokens';

/** Services hold state the whole page shares, so there is one of each per container. */
export const bindApplicationServices = (container: Container): void => {
  container
    .bind(Tokens.CartService)
    .toResolvedValue(
      (gateway: CommerceGateway) => new CartService(gateway),
      [Tokens.CommerceGateway],
    )
    .inSingletonScope();
  container
    .bind(Tokens.ProductListService)
    .toResolvedValue(
      (repository: ContentRepository) => new ProductListService(repository),
      [Tokens.ContentRepository],
    )
    .inSingletonScope();
};
