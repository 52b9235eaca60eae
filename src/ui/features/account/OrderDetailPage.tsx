import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import type { OrderDetail } from '../../../domain/orders/order';
import { useLazyService, useServices } from '../../app/services';
import { useObservable } from '../../app/use-observable';
import { Alert } from '../../components/Alert';
import { usePageTitle } from '../auth/use-page-title';
import * as pageStyles from './AccountPage.styles';
import { BuyAgain } from './BuyAgain';
import { OrderAddresses } from './OrderAddresses';
import { OrderItems } from './OrderItems';
import { CancelOrder } from './CancelOrder';
import { InvoiceButton } from './InvoiceButton';
import { OrderProgress } from './OrderProgress';
import { OrderReturns } from './OrderReturns';
import { canCancelOrder } from '../../../domain/orders/order-fulfilment.rules';
import { orderDate, statusLabel } from './order-format';
import * as styles from './OrdersPage.styles';

const OrderView = ({ order, id }: { readonly order: OrderDetail; readonly id: number | null }) => {
  const { capabilities } = useServices();
  const label = order.reference ?? order.number.slice(0, 7);
  return (
    <>
      <div css={styles.headerRow}>
        <h1 css={pageStyles.heading}>Order {label}</h1>
        {capabilities.offers('invoices') ? (
          <InvoiceButton number={order.number} label={label} />
        ) : null}
      </div>
      <dl css={[pageStyles.dataList, { marginBottom: '1.5rem' }]}>
        <dt>Reference</dt>
        <dd>{order.reference ?? '—'}</dd>
        <dt>Date</dt>
        <dd>{orderDate(order.dateOrdered)}</dd>
        <dt>Payment</dt>
        <dd>{statusLabel(order.paidStatus)}</dd>
      </dl>
      {order.fulfilment ? <OrderProgress fulfilment={order.fulfilment} /> : null}
      {capabilities.offers('orderCancellation') &&
      id !== null &&
      canCancelOrder(order.fulfilment) ? (
        <CancelOrder order={order} id={id} />
      ) : null}
      {capabilities.offers('returns') && order.fulfilment ? (
        <OrderReturns order={order} fulfilment={order.fulfilment} id={id} />
      ) : null}
      <OrderItems order={order} />
      {order.lineItems.length === 0 ? null : <BuyAgain order={order} />}
      <OrderAddresses order={order} />
      {order.customerNote ? (
        <section css={pageStyles.panel} aria-labelledby="note-heading">
          <h2 id="note-heading" css={pageStyles.panelHeading}>
            Your note
          </h2>
          <p css={{ margin: 0, whiteSpace: 'pre-line' }}>{order.customerNote}</p>
        </section>
      ) : null}
    </>
  );
};

export const OrderDetailPage = () => {
  const { number = '' } = useParams();
  usePageTitle(`Order ${number.slice(0, 7)}`);
  const orders = useLazyService('orders');
  const order = useObservable(orders.order$);

  useEffect(() => {
    void orders.loadOrderByNumber(number);
  }, [orders, number]);

  // The previous order's detail stays while the next loads: show only this one.
  const shown = order.data?.number === number ? order.data : null;
  return (
    <>
      <Link to="/my-account/orders" css={styles.back}>
        ← All orders
      </Link>
      {order.status === 'failed' ? (
        <Alert message={order.error ?? ''} onRetry={() => void orders.loadOrderByNumber(number)} />
      ) : null}
      {shown === null && order.status !== 'failed' ? (
        <p role="status" css={pageStyles.statusText}>
          Loading the order…
        </p>
      ) : null}
      {shown === null ? null : <OrderView order={shown} id={orders.orderIdOf(number)} />}
    </>
  );
};
