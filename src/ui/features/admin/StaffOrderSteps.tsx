import { useState, type FormEvent } from 'react';
import { canMarkPaid, staffOrderActions } from '../../../domain/back-office/staff-actions.rules';
import type { StaffOrder } from '../../../domain/back-office/staff-order';
import { refundOnCancel } from '../../../domain/orders/order-fulfilment.rules';
import { useLazyService } from '../../app/services';
import { useObservable } from '../../app/use-observable';
import { Button } from '../../components/Button';
import { TextField } from '../../components/form/TextField';
import * as pageStyles from '../account/AccountPage.styles';
import { money } from '../account/order-format';
import * as styles from './BackOfficeApp.styles';

/** Carrier and tracking number of a parcel that leaves: the order becomes (or stays) shipped. */
const ShipForm = ({ order, again }: { readonly order: StaffOrder; readonly again: boolean }) => {
  const office = useLazyService('backOffice').orders;
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const shipped = await office.advanceOrder(order.id, { kind: 'ship', carrier, trackingNumber });
    if (shipped.ok) [setCarrier, setTrackingNumber].forEach((clear) => clear(''));
  };
  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Parcel">
      <TextField
        label="Carrier"
        hint="UPS, FedEx, USPS, DHL or another"
        required
        maxLength={60}
        value={carrier}
        onChange={setCarrier}
      />
      <TextField
        label="Tracking number"
        required
        maxLength={60}
        value={trackingNumber}
        onChange={setTrackingNumber}
      />
      <div>
        <Button type="submit">{again ? 'Add another parcel' : 'Mark as shipped'}</Button>
      </div>
    </form>
  );
};

/** "Cancel order", asked once more with what goes back to the customer. */
const CancelStep = ({ order }: { readonly order: StaffOrder }) => {
  const office = useLazyService('backOffice').orders;
  const [asking, setAsking] = useState(false);
  const refund = refundOnCancel(order.detail);
  if (!asking)
    return (
      <div>
        <Button variant="secondary" onClick={() => setAsking(true)}>
          Cancel order
        </Button>
      </div>
    );
  return (
    <div css={pageStyles.actions}>
      <p css={{ margin: 0 }}>
        {refund > 0
          ? `Cancel this order? ${money(refund)} will be refunded to the customer's payment method and the stock goes back.`
          : 'Cancel this order? Nothing was paid, so nothing is refunded; the stock goes back.'}
      </p>
      <Button onClick={() => void office.cancelOrder(order.id).then(() => setAsking(false))}>
        Yes, cancel the order
      </Button>
      <Button variant="secondary" onClick={() => setAsking(false)}>
        Keep the order
      </Button>
    </div>
  );
};

/** "Mark as paid" for a pay-by-invoice order, asked once more with the amount. */
const MarkPaidStep = ({ order }: { readonly order: StaffOrder }) => {
  const office = useLazyService('backOffice').orders;
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <div>
        <Button onClick={() => setAsking(true)}>Mark as paid</Button>
      </div>
    );
  return (
    <div css={pageStyles.actions}>
      <p css={{ margin: 0 }}>
        Record that {money(order.detail.totalPrice)} has been paid for this order by invoice?
      </p>
      <Button onClick={() => void office.markPaid(order.id).then(() => setAsking(false))}>
        Yes, mark as paid
      </Button>
      <Button variant="secondary" onClick={() => setAsking(false)}>
        Not yet
      </Button>
    </div>
  );
};

/** The steps that apply to the order now, and the back-end's reason when one was refused. */
export const StaffOrderSteps = ({ order }: { readonly order: StaffOrder }) => {
  const office = useLazyService('backOffice').orders;
  const step = useObservable(office.step$);
  const actions = staffOrderActions({ status: order.status, paidStatus: order.detail.paidStatus });
  return (
    <section
      css={pageStyles.panel}
      aria-labelledby="steps-heading"
      aria-busy={step.status === 'loading'}
    >
      <h2 id="steps-heading" css={pageStyles.panelHeading}>
        Next step
      </h2>
      <div css={styles.stepBox}>
        {actions.length === 0 ? (
          <p css={pageStyles.muted}>Nothing more to do with this order.</p>
        ) : null}
        {order.status === 'new' && !actions.includes('process') ? (
          <p css={pageStyles.muted}>Waiting for payment: an unpaid order cannot be prepared.</p>
        ) : null}
        {canMarkPaid({ ...order, paidStatus: order.detail.paidStatus }) ? (
          <MarkPaidStep order={order} />
        ) : null}
        {actions.includes('process') ? (
          <div>
            <Button onClick={() => void office.advanceOrder(order.id, { kind: 'process' })}>
              Start preparing
            </Button>
          </div>
        ) : null}
        {actions.includes('ship') ? (
          <ShipForm order={order} again={order.status === 'shipped'} />
        ) : null}
        {actions.includes('deliver') ? (
          <div>
            <Button onClick={() => void office.advanceOrder(order.id, { kind: 'deliver' })}>
              Mark as delivered
            </Button>
          </div>
        ) : null}
        {actions.includes('cancel') ? <CancelStep order={order} /> : null}
      </div>
    </section>
  );
};
