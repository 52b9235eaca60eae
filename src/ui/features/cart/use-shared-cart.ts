import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../domain/errors/error-messages.rules';
import { loginPathWithReturn } from '../../../domain/routing/route-guard.rules';
import { useServices } from '../../app/services';

export type SharedCartView =
  | { readonly kind: 'none' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'loaded' }
  | { readonly kind: 'failed'; readonly message: string };

interface Outcome {
  readonly number: string;
  readonly view: SharedCartView;
}

/**
 * `/cart?number=…` loads a shared cart: CART_LOADED shows it (the number leaves the address bar),
 * REDIRECT_TO_LOGIN sends the visitor to sign in and come back to the same link.
 */
export const useSharedCart = (): SharedCartView => {
  const { cart } = useServices();
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const number = searchParams.get('number')?.trim() ?? '';
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    if (number === '') return undefined;
    let active = true;
    void cart.loadShared(number).then((result) => {
      if (!active) return;
      if (!result.ok) {
        setOutcome({ number, view: { kind: 'failed', message: errorMessage(result.error) } });
      } else if (result.value === 'REDIRECT_TO_LOGIN') {
        void navigate(loginPathWithReturn(`/cart?number=${encodeURIComponent(number)}`));
      } else {
        setOutcome({ number, view: { kind: 'loaded' } });
        setSearchParams({}, { replace: true });
      }
    });
    return () => {
      active = false;
    };
  }, [cart, number, navigate, setSearchParams]);

  if (number !== '' && outcome?.number !== number) return { kind: 'loading' };
  return outcome?.view ?? { kind: 'none' };
};
