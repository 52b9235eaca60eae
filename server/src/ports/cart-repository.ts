import type { Cart } from '../domain/cart/cart.ts';

export interface CartRepository {
  findByNumber(number: string): Promise<Cart | null>;
}
