import type { ServiceIdentifier } from 'inversify';
import type { CraftClient } from '../http/craft-client';
import type { CartService } from '../../application/cart/cart.service';
import type { ProductListService } from '../../application/catalog/product-list.service';
import type { CommerceGateway } from '../../ports/commerce-gateway';
import type { ContentRepository } from '../../ports/content-repository';

export const Tokens = {
  /** one per container: every http adapter shares its base URL and CSRF token */
  CraftClient: Symbol.for('shop.CraftClient') as ServiceIdentifier<CraftClient>,
  CommerceGateway: Symbol.for('shop.CommerceGateway') as ServiceIdentifier<CommerceGateway>,
  ContentRepository: Symbol.for('shop.ContentRepository') as ServiceIdentifier<ContentRepository>,
  CartService: Symbol.for('shop.CartService') as ServiceIdentifier<CartService>,
  ProductListService: Symbol.for(
    'shop.ProductListService',
  ) as ServiceIdentifier<ProductListService>,
} as const;
