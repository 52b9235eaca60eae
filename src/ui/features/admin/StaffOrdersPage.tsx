import { useEffect, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PAID_STATUS_LABELS } from '../../../domain/back-office/staff-actions.rules';
import {
  staffOrderQueryFrom,
  staffOrderQueryParams,
  type StaffOrderQuery,
} from '../../../domain/back-office/staff-order-query.rules';
import type { StaffOrderPage } from '../../../domain/back-office/staff-order';
import { orderStatusLabel } from '../../../domain/orders/order-fulfilment.rules';
import { useLazyService } from '../../app/services';
import { useObservable } from '../../app/use-observable';
import { Alert } from '../../components/Alert';
import * as pageStyles from '../account/AccountPage.styles';
import { money, orderDate } from '../account/order-format';
import * as tableStyles from '../account/OrdersPage.styles';
import { StaffOrderFilters } from './StaffOrderFilters';
import { StaffPager } from './StaffPager';

const OrderTable = ({ page }: { readonly page: StaffOrderPage }) => (
  <table css={tableStyles.table}>
    <thead>
      <tr>
        <th scope="col">Order</th>
        <th scope="col">Placed</th>
        <th scope="col">Customer</th>
        <th scope="col">Status</th>
        <th scope="col">Payment</th>
        <th scope="col" className="number">
          Total
        </th>
      </tr>
    </thead>
    <tbody>
      {page.orders.map((order) => (
        <tr key={order.id}>
          <td data-label="Order">
            <Link to={`/admin/orders/${order.id}`}>
              {order.reference ?? order.number.slice(0, 7)}
            </Link>
          </td>
          <td data-label="Placed">{orderDate(order.dateOrdered)}</td>
          <td data-label="Customer">
            {order.customerName ?? ''} {order.email ? <span>{order.email}</span> : null}
          </td>
          <td data-label="Status">{orderStatusLabel(order.status)}</td>
          <td data-label="Payment">{PAID_STATUS_LABELS[order.paidStatus ?? ''] ?? '—'}</td>
          <td data-label="Total" className="number">
            {money(order.total)}
          </td>
        </tr>
      ))}
    </tbody>
  </table>
);

/** What a back-end without staff calls (Craft itself, run from its own control panel) leaves. */
const NO_BACK_OFFICE =
  "This shop's back-end has no back office here: its orders are managed where the back-end is run.";

/** The order list: search and filters in the address, newest first, 25 to a page. */
export const StaffOrdersPage = () => {
  const office = useLazyService('backOffice').orders;
  const list = useObservable(office.orders$);
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => staffOrderQueryFrom(params), [params]);
  const show = (next: StaffOrderQuery) => setParams(staffOrderQueryParams(next));

  useEffect(() => {
    void office.loadOrders(query);
  }, [office, query]);

  return (
    <>
      <h1 css={pageStyles.heading}>Orders</h1>
      <StaffOrderFilters key={params.toString()} query={query} onApply={show} />
      {list.status === 'failed' ? (
        <Alert message={list.error ?? ''} onRetry={() => void office.loadOrders(query)} />
      ) : null}
      {list.data === null ? (
        list.status === 'loading' ? (
          <p role="status" css={pageStyles.statusText}>
            Loading orders…
          </p>
        ) : null
      ) : list.data.kind === 'unavailable' ? (
        <p css={pageStyles.statusText}>{NO_BACK_OFFICE}</p>
      ) : list.data.page.orders.length === 0 ? (
        <p css={pageStyles.statusText}>No orders match.</p>
      ) : (
        <>
          <OrderTable page={list.data.page} />
          <StaffPager
            at={list.data.page}
            counted={`${list.data.page.total} ${list.data.page.total === 1 ? 'order' : 'orders'}`}
            onPage={(page) => show({ ...query, page })}
          />
        </>
      )}
    </>
  );
};
