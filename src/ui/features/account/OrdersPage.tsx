import { useEffect } from 'react';
import { Link } from 'react-router';
import type { OrderSummary } from '../../../domain/orders/order';
import { useLazyService } from '../../app/services';
import { useObservable } from '../../app/use-observable';
import { Alert } from '../../components/Alert';
import { usePageTitle } from '../auth/use-page-title';
import * as pageStyles from './AccountPage.styles';
import { orderDate, statusLabel } from './order-format';
import * as styles from './OrdersPage.styles';

const OrdersTable = ({ orders }: { readonly orders: readonly OrderSummary[] }) => (
  <table css={styles.table}>
    <caption css={{ textAlign: 'left', marginBottom: '0.5rem' }}>Your orders, newest first</caption>
    <thead>
      <tr>
        <th scope="col">Order</th>
        <th scope="col">Date</th>
        <th scope="col">Status</th>
        <th scope="col">Payment</th>
        <th scope="col" className="number">
          Items
        </th>
        <th scope="col" className="number">
          Total
        </th>
      </tr>
    </thead>
    <tbody>
      {orders.map((order) => (
        <tr key={order.id}>
          <td data-label="Order">
            <Link
              to={`/my-account/orders/${encodeURIComponent(order.number)}`}
              aria-label={`Order ${order.reference ?? order.number}`}
            >
              {order.reference ?? order.number.slice(0, 7)}
            </Link>
          </td>
          <td data-label="Date">{orderDate(order.dateOrdered)}</td>
          <td data-label="Status">{statusLabel(order.status)}</td>
          <td data-label="Payment">{statusLabel(order.paidStatus)}</td>
          <td data-label="Items" className="number">
            {order.itemCount}
          </td>
          <td data-label="Total" className="number">
            {order.totalAsCurrency}
          </td>
        </tr>
      ))}
    </tbody>
  </table>
);

export const OrdersPage = () => {
  usePageTitle('Orders');
  const orders = useLazyService('orders');
  const history = useObservable(orders.orders$);

  useEffect(() => {
    void orders.loadOrders();
  }, [orders]);

  const list = history.data ?? [];
  return (
    <>
      <h1 css={pageStyles.heading}>Orders</h1>
      {history.status === 'failed' ? (
        <Alert message={history.error ?? ''} onRetry={() => void orders.loadOrders()} />
      ) : null}
      {history.data === null && history.status !== 'failed' ? (
        <p role="status" css={pageStyles.statusText}>
          Loading your orders…
        </p>
      ) : null}
      {history.data !== null && list.length === 0 ? (
        <p css={pageStyles.muted}>
          You have not ordered anything yet. <Link to="/products">Browse the products</Link>
        </p>
      ) : null}
      {list.length > 0 ? <OrdersTable orders={list} /> : null}
    </>
  );
};
