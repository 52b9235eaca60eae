import { useState, type FormEvent } from 'react';
import type { Cart } from '../../../domain/cart/cart';
import { useServices } from '../../app/services';
import { useObservable } from '../../app/use-observable';
import { Button } from '../../components/Button';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import * as styles from './CouponForm.styles';

interface CouponFormProps {
  readonly cart: Cart;
}

/** Apply a coupon code, or remove the one applied; a code Craft drops says why under the field. */
export const CouponForm = ({ cart }: CouponFormProps) => {
  const { cart: cartService } = useServices();
  const pending = useObservable(cartService.pending$);
  const [code, setCode] = useState('');
  const [rejection, setRejection] = useState<string | undefined>(undefined);

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await cartService.applyCoupon(code);
    if (!outcome.ok) return;
    if (outcome.value.kind === 'rejected') setRejection(outcome.value.message);
    else {
      setRejection(undefined);
      setCode('');
    }
  };

  if (cart.couponCode !== null && cart.couponCode !== '') {
    return (
      <div css={styles.applied} data-testid="coupon-applied">
        <p css={styles.appliedText}>
          Coupon <strong>{cart.couponCode}</strong> applied
        </p>
        <Button
          variant="secondary"
          disabled={pending}
          onClick={() => void cartService.removeCoupon()}
        >
          Remove coupon
        </Button>
      </div>
    );
  }

  return (
    <form css={styles.form} onSubmit={(event) => void apply(event)} noValidate>
      <div css={styles.field}>
        <TextField
          label="Coupon code"
          value={code}
          onChange={(value) => {
            setCode(value);
            setRejection(undefined);
          }}
          autoComplete="off"
          error={rejection}
        />
      </div>
      <SubmitButton pending={pending} disabled={code.trim() === ''} variant="secondary">
        Apply
      </SubmitButton>
    </form>
  );
};
