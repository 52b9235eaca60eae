import { useState, type FormEvent } from 'react';
import { refundAmountMinor } from '../../../domain/back-office/staff-actions.rules';
import { typedAmount } from '../../../domain/back-office/staff-catalog.rules';
import type { StaffReturn } from '../../../domain/back-office/staff-order';
import { useLazyService } from '../../app/services';
import { Button } from '../../components/Button';
import { TextField } from '../../components/form/TextField';
import * as pageStyles from '../account/AccountPage.styles';
import { money } from '../account/order-format';

/**
 * Refunds a received return: what its lines were paid, or less; the amount is shown once more
 * before it goes to the payment gateway.
 */
export const StaffReturnRefund = ({
  orderId,
  request,
}: {
  readonly orderId: number;
  readonly request: StaffReturn;
}) => {
  const office = useLazyService('backOffice').orders;
  const limitMinor = Math.round(request.worth * 100);
  const [typed, setTyped] = useState(typedAmount(limitMinor));
  const [confirming, setConfirming] = useState<number | null>(null);
  const amountMinor = refundAmountMinor(typed, limitMinor);
  const ask = (event: FormEvent) => {
    event.preventDefault();
    if (amountMinor !== null) setConfirming(amountMinor);
  };
  if (confirming !== null)
    return (
      <div css={pageStyles.actions}>
        <p css={{ margin: 0 }}>
          Refund {money(confirming / 100)} to the customer&apos;s payment method?
        </p>
        <Button
          onClick={() =>
            void office
              .refundReturn(orderId, request.id, confirming)
              .then(() => setConfirming(null))
          }
        >
          Yes, refund {money(confirming / 100)}
        </Button>
        <Button variant="secondary" onClick={() => setConfirming(null)}>
          Not now
        </Button>
      </div>
    );
  return (
    <form onSubmit={ask} aria-label={`Refund return ${request.id}`} css={pageStyles.actions}>
      <TextField
        label="Refund amount"
        hint={`Up to ${money(limitMinor / 100)}, what these items were paid`}
        inputMode="decimal"
        value={typed}
        onChange={setTyped}
        {...(amountMinor === null
          ? { error: `Enter an amount from ${money(0.01)} to ${money(limitMinor / 100)}.` }
          : {})}
      />
      <Button type="submit" disabled={amountMinor === null}>
        Refund…
      </Button>
    </form>
  );
};
