import { useState } from 'react';
import type { OrderDetail } from '../../../domain/orders/order';
import {
  ORDER_CANCEL_MESSAGES,
  refundOnCancel,
} from '../../../domain/orders/order-fulfilment.rules';
import { useLazyService, useServices } from '../../app/services';
import { useObservable } from '../../app/use-observable';
import { Button } from '../../components/Button';
import * as fieldStyles from '../../components/form/Field.styles';
import * as pageStyles from './AccountPage.styles';
import { money } from './order-format';
import * as styles from './OrderProgress.styles';

/** "Cancel order", asked once more with what is refunded, for an order that has not shipped. */
export const CancelOrder = ({
  order,
  id,
}: {
  readonly order: OrderDetail;
  readonly id: number;
}) => {
  const orders = useLazyService('orders');
  const { flash } = useServices();
  const cancel = useObservable(orders.cancel$);
  const [asking, setAsking] = useState(false);
  const pending = cancel.status === 'loading';
  const refund = refundOnCancel(order);

  const confirm = async () => {
    if (pending) return;
    const done = await orders.cancelOrder(id);
    if (!done.ok) return;
    setAsking(false);
    flash.show('success', ORDER_CANCEL_MESSAGES.done);
  };

  return (
    <section css={pageStyles.panel} aria-labelledby="cancel-heading">
      <h2 id="cancel-heading" css={pageStyles.panelHeading}>
        Changed your mind?
      </h2>
      {asking ? (
        <div css={styles.cancelBox}>
          <p css={{ margin: 0 }}>
            {ORDER_CANCEL_MESSAGES.confirm(refund > 0 ? money(refund) : null)}
          </p>
          <div css={styles.cancelActions}>
            <Button disabled={pending} aria-busy={pending} onClick={() => void confirm()}>
              {pending ? 'Cancelling…' : 'Yes, cancel the order'}
            </Button>
            <Button variant="secondary" disabled={pending} onClick={() => setAsking(false)}>
              Keep the order
            </Button>
          </div>
        </div>
      ) : (
        <div css={styles.cancelBox}>
          <p css={{ margin: 0 }}>You can cancel until the order ships.</p>
          <Button variant="secondary" onClick={() => setAsking(true)}>
            Cancel order
          </Button>
        </div>
      )}
      {cancel.status === 'failed' ? (
        <p role="alert" css={fieldStyles.error}>
          {cancel.error}
        </p>
      ) : null}
    </section>
  );
};
