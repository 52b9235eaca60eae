import { createContext, use } from 'react';
import type { CartService } from '../../application/cart/cart.service';
import type { ProductListService } from '../../application/catalog/product-list.service';

/** What components may reach: application services, resolved once by main.tsx. */
export interface Services {
  readonly cart: CartService;
  readonly productList: ProductListService;
}

export const ServicesContext = createContext<Services | null>(null);

export const useServices = (): Services => {
  const services = use(ServicesContext);
  if (services === null) throw new Error('useServices must be used inside <ServicesContext>');
  return services;
};
