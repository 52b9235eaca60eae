import type { StaffHistoryEntry } from '../../../domain/back-office/staff-order';
import { orderStatusLabel } from '../../../domain/orders/order-fulfilment.rules';
import * as pageStyles from '../account/AccountPage.styles';
import { orderDateTime } from '../account/order-format';
import * as tableStyles from '../account/OrdersPage.styles';

const ACTORS: Readonly<Record<string, string>> = {
  customer: 'The customer',
  system: 'The shop',
};

/** Every change of the order's status: from what to what, who made it, when, and their note. */
export const StaffOrderHistory = ({
  history,
}: {
  readonly history: readonly StaffHistoryEntry[];
}) => (
  <section css={pageStyles.panel} aria-labelledby="history-heading">
    <h2 id="history-heading" css={pageStyles.panelHeading}>
      History
    </h2>
    {history.length === 0 ? (
      <p css={pageStyles.muted}>Nothing has changed since the order was placed.</p>
    ) : (
      <table css={tableStyles.table}>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Change</th>
            <th scope="col">By</th>
            <th scope="col">Note</th>
          </tr>
        </thead>
        <tbody>
          {history.map((entry) => (
            <tr key={`${entry.date}-${entry.toStatus}`}>
              <td data-label="When">{orderDateTime(entry.date)}</td>
              <td data-label="Change">
                {entry.fromStatus === null ? '' : `${orderStatusLabel(entry.fromStatus)} → `}
                {orderStatusLabel(entry.toStatus)}
              </td>
              <td data-label="By">{entry.actorName ?? ACTORS[entry.actor] ?? entry.actor}</td>
              <td data-label="Note">{entry.note ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    )}
  </section>
);
