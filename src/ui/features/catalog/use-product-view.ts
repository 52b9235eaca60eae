import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ProductDetail } from '../../../domain/catalog/product-detail';
import {
  selectedVariant,
  variantPath,
  variantPicker,
} from '../../../domain/catalog/variant-picker.rules';
import { KEEP_SCROLL } from '../../app/routing/keep-scroll';
import { useServices } from '../../app/services';
import { useObservable } from '../../app/use-observable';
import { useScrolledPast } from './use-scrolled-past';

/** A product page's state: the chosen variant, the cart and quote actions, the sticky bar's cue. */
export const useProductView = (product: ProductDetail, variantId: number | null) => {
  const { cart, modal } = useServices();
  const navigate = useNavigate();
  const pending = useObservable(cart.pending$);
  const modals = useObservable(modal.state$);
  const [quoteQuantity, setQuoteQuantity] = useState(1);
  const panel = useRef<HTMLDivElement>(null);
  const scrolledPast = useScrolledPast(panel);
  // The choice shows at once; the address bar catches up a moment later.
  const [picked, setPicked] = useState({ forUrl: variantId, id: variantId });
  const variant = selectedVariant(product, picked.forUrl === variantId ? picked.id : variantId);

  useEffect(() => () => void modal.close(), [modal]);

  const pick = (id: number) => {
    setPicked({ forUrl: variantId, id });
    void navigate(variantPath(product, id), {
      replace: true,
      state: KEEP_SCROLL,
    });
  };
  const addToCart = (quantity: number) => {
    if (variant !== undefined) void cart.addItem(variant.id, quantity);
  };
  const askForQuote = (quantity: number) => {
    setQuoteQuantity(quantity);
    modal.openCallQuote({ productId: product.id, variantId: variant?.id ?? null });
  };

  return {
    pending,
    quoteOpen: modals.callQuoteOpen,
    quoteQuantity,
    panel,
    scrolledPast,
    variant,
    picker: variantPicker(product),
    pick,
    addToCart,
    askForQuote,
  };
};
