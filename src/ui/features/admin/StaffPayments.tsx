import type { StaffPayment } from '../../../domain/back-office/staff-order';
import * as pageStyles from '../account/AccountPage.styles';
import { orderDate } from '../account/order-format';
import * as tableStyles from '../account/OrdersPage.styles';

/** The payments, refunds and authorizations on the order, as the gateways recorded them. */
export const StaffPayments = ({ payments }: { readonly payments: readonly StaffPayment[] }) => (
  <section css={pageStyles.panel} aria-labelledby="payments-heading">
    <h2 id="payments-heading" css={pageStyles.panelHeading}>
      Payments
    </h2>
    {payments.length === 0 ? (
      <p css={pageStyles.muted}>No payment has been recorded.</p>
    ) : (
      <table css={tableStyles.table}>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Type</th>
            <th scope="col">Status</th>
            <th scope="col" className="number">
              Amount
            </th>
            <th scope="col">Reference</th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.id}>
              <td data-label="Date">{orderDate(payment.dateCreated)}</td>
              <td data-label="Type">{payment.type}</td>
              <td data-label="Status">{payment.status}</td>
              <td data-label="Amount" className="number">
                {payment.amountAsCurrency}
              </td>
              <td data-label="Reference">{payment.reference ?? payment.message ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    )}
  </section>
);
