import { useState } from 'react';
import type { OrderDetail, OrderFulfilment } from '../../../domain/orders/order';
import {
  canRequestReturn,
  RETURN_WINDOW_DAYS,
  returnStatusLabel,
} from '../../../domain/orders/order-fulfilment.rules';
import { Button } from '../../components/Button';
import * as pageStyles from './AccountPage.styles';
import { money, orderDate } from './order-format';
import * as styles from './OrderProgress.styles';
import { ReturnForm } from './ReturnForm';

const itemCount = (request: OrderFulfilment['returns'][number]) =>
  request.lines.reduce((sum, line) => sum + line.qty, 0);

/** The order's return requests with their status, and "Return items" while a return is possible. */
export const OrderReturns = ({
  order,
  fulfilment,
  id,
}: {
  readonly order: OrderDetail;
  readonly fulfilment: OrderFulfilment;
  readonly id: number | null;
}) => {
  const [asking, setAsking] = useState(false);
  const offered = id !== null && canRequestReturn(order, new Date());
  if (fulfilment.returns.length === 0 && !offered) return null;
  return (
    <section css={pageStyles.panel} aria-labelledby="returns-heading">
      <h2 id="returns-heading" css={pageStyles.panelHeading}>
        Returns
      </h2>
      {fulfilment.returns.length === 0 ? null : (
        <ul css={styles.parcels} aria-label="Your returns">
          {fulfilment.returns.map((request) => (
            <li key={request.id}>
              {itemCount(request)} {itemCount(request) === 1 ? 'item' : 'items'},{' '}
              {orderDate(request.dateCreated)}: {returnStatusLabel(request.status)}
              {request.refunded > 0 ? ` (${money(request.refunded)})` : ''}
            </li>
          ))}
        </ul>
      )}
      {offered && id !== null ? (
        asking ? (
          <ReturnForm order={order} id={id} onDone={() => setAsking(false)} />
        ) : (
          <div css={styles.cancelBox}>
            <p css={{ margin: 0 }}>
              You can return items within {RETURN_WINDOW_DAYS} days of delivery.
            </p>
            <Button variant="secondary" onClick={() => setAsking(true)}>
              Return items
            </Button>
          </div>
        )
      ) : null}
    </section>
  );
};
