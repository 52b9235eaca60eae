import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { PAID_STATUS_LABELS } from '../../../domain/back-office/staff-actions.rules';
import type { StaffOrder } from '../../../domain/back-office/staff-order';
import { orderStatusLabel } from '../../../domain/orders/order-fulfilment.rules';
import { useLazyService } from '../../app/services';
import { useObservable } from '../../app/use-observable';
import { Alert } from '../../components/Alert';
import * as fieldStyles from '../../components/form/Field.styles';
import * as pageStyles from '../account/AccountPage.styles';
import { OrderAddresses } from '../account/OrderAddresses';
import { OrderItems } from '../account/OrderItems';
import { OrderProgress } from '../account/OrderProgress';
import { orderDate } from '../account/order-format';
import * as tableStyles from '../account/OrdersPage.styles';
import { StaffOrderHistory } from './StaffOrderHistory';
import { StaffOrderSteps } from './StaffOrderSteps';
import { StaffPayments } from './StaffPayments';
import { StaffReturns } from './StaffReturns';

const StaffOrderView = ({ order }: { readonly order: StaffOrder }) => {
  const { detail } = order;
  return (
    <>
      <h1 css={pageStyles.heading}>Order {detail.reference ?? detail.number.slice(0, 7)}</h1>
      <dl css={[pageStyles.dataList, { marginBottom: '1.5rem' }]}>
        <dt>Status</dt>
        <dd>{orderStatusLabel(order.status)}</dd>
        <dt>Payment</dt>
        <dd>{PAID_STATUS_LABELS[detail.paidStatus ?? ''] ?? '—'}</dd>
        <dt>Placed</dt>
        <dd>{orderDate(detail.dateOrdered)}</dd>
        <dt>Customer</dt>
        <dd>{order.email ?? '—'}</dd>
        <dt>Number</dt>
        <dd css={{ wordBreak: 'break-all' }}>{detail.number}</dd>
      </dl>
      <StaffOrderSteps order={order} />
      <StaffReturns order={order} />
      {detail.fulfilment ? <OrderProgress fulfilment={detail.fulfilment} /> : null}
      <OrderItems order={detail} />
      <OrderAddresses order={detail} />
      {detail.customerNote ? (
        <section css={pageStyles.panel} aria-labelledby="note-heading">
          <h2 id="note-heading" css={pageStyles.panelHeading}>
            Customer&apos;s note
          </h2>
          <p css={{ margin: 0, whiteSpace: 'pre-line' }}>{detail.customerNote}</p>
        </section>
      ) : null}
      <StaffPayments payments={order.payments} />
      <StaffOrderHistory history={order.history} />
    </>
  );
};

/** One order as staff work on it: its steps, returns, lines, addresses, payments and history. */
export const StaffOrderPage = () => {
  const { id = '' } = useParams();
  const office = useLazyService('backOffice').orders;
  const order = useObservable(office.order$);
  const step = useObservable(office.step$);
  const orderId = /^\d{1,15}$/.test(id) ? Number(id) : null;

  useEffect(() => {
    if (orderId !== null) void office.openOrder(orderId);
  }, [office, orderId]);

  const shown = order.data?.id === orderId ? order.data : null;
  return (
    <>
      <Link to="/admin/orders" css={tableStyles.back}>
        ← All orders
      </Link>
      {orderId === null ? <Alert message="Order not found." /> : null}
      {order.status === 'failed' && orderId !== null ? (
        <Alert message={order.error ?? ''} onRetry={() => void office.openOrder(orderId)} />
      ) : null}
      {step.status === 'failed' ? (
        <p role="alert" css={fieldStyles.error}>
          {step.error}
        </p>
      ) : null}
      {shown ? (
        <StaffOrderView order={shown} />
      ) : order.status === 'loading' ? (
        <p role="status" css={pageStyles.statusText}>
          Loading the order…
        </p>
      ) : null}
    </>
  );
};
