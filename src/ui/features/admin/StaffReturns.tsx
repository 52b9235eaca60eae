import { useState } from 'react';
import {
  RETURN_STATUS_LABELS,
  staffReturnActions,
} from '../../../domain/back-office/staff-actions.rules';
import type { StaffOrder, StaffReturn } from '../../../domain/back-office/staff-order';
import { useLazyService } from '../../app/services';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/form/Checkbox';
import * as pageStyles from '../account/AccountPage.styles';
import { money, orderDate } from '../account/order-format';
import * as styles from './BackOfficeApp.styles';
import { StaffReturnRefund } from './StaffReturnRefund';

const ReceiveStep = ({
  orderId,
  request,
}: {
  readonly orderId: number;
  readonly request: StaffReturn;
}) => {
  const office = useLazyService('backOffice').orders;
  const [restock, setRestock] = useState(true);
  return (
    <div css={pageStyles.actions}>
      <Checkbox label="Put the items back in stock" checked={restock} onChange={setRestock} />
      <Button
        onClick={() => void office.stepReturn(orderId, request.id, { kind: 'receive', restock })}
      >
        Mark as received
      </Button>
    </div>
  );
};

const ReturnSteps = ({
  orderId,
  request,
}: {
  readonly orderId: number;
  readonly request: StaffReturn;
}) => {
  const office = useLazyService('backOffice').orders;
  const actions = staffReturnActions(request);
  if (actions.includes('receive')) return <ReceiveStep orderId={orderId} request={request} />;
  if (actions.includes('refund')) return <StaffReturnRefund orderId={orderId} request={request} />;
  if (!actions.includes('approve')) return null;
  return (
    <div css={pageStyles.actions}>
      <Button onClick={() => void office.stepReturn(orderId, request.id, { kind: 'approve' })}>
        Approve
      </Button>
      <Button
        variant="secondary"
        onClick={() => void office.stepReturn(orderId, request.id, { kind: 'reject' })}
      >
        Reject
      </Button>
    </div>
  );
};

const ReturnView = ({
  order,
  request,
}: {
  readonly order: StaffOrder;
  readonly request: StaffReturn;
}) => (
  <li css={{ display: 'grid', gap: '0.75rem', paddingBottom: '1rem' }}>
    <h3 css={{ margin: 0, fontSize: '1.0625rem' }}>
      Return {request.id}, asked {orderDate(request.dateCreated)}{' '}
      <span css={styles.badge}>{RETURN_STATUS_LABELS[request.status] ?? request.status}</span>
    </h3>
    <ul css={{ margin: 0 }}>
      {request.lines.map((line) => (
        <li key={line.lineItemId}>
          {line.qty} ×{' '}
          {order.detail.lineItems.find((item) => item.id === line.lineItemId)?.description ??
            'an item'}
        </li>
      ))}
    </ul>
    <p css={{ margin: 0 }}>Reason: {request.reason}</p>
    <p css={{ margin: 0 }}>
      Paid for these items: {money(request.worth)}
      {request.refunded > 0 ? `; refunded ${money(request.refunded)}` : ''}
    </p>
    <ReturnSteps orderId={order.id} request={request} />
  </li>
);

/** The order's return requests, each with the step that applies to it now. */
export const StaffReturns = ({ order }: { readonly order: StaffOrder }) =>
  order.returns.length === 0 ? null : (
    <section css={pageStyles.panel} aria-labelledby="returns-heading">
      <h2 id="returns-heading" css={pageStyles.panelHeading}>
        Returns
      </h2>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {order.returns.map((request) => (
          <ReturnView key={request.id} order={order} request={request} />
        ))}
      </ul>
    </section>
  );
