import { type FormEvent, useState } from 'react';
import type { OrderDetail } from '../../../domain/orders/order';
import { returnableQuantities } from '../../../domain/orders/order-fulfilment.rules';
import { useLazyService } from '../../app/services';
import { useObservable } from '../../app/use-observable';
import { Button } from '../../components/Button';
import * as fieldStyles from '../../components/form/Field.styles';
import { TextArea } from '../../components/form/TextArea';
import { TextField } from '../../components/form/TextField';
import * as styles from './OrderProgress.styles';

/** A number field for each line with units left to return. */
const QuantityFields = ({
  order,
  quantities,
  onChange,
}: {
  readonly order: OrderDetail;
  readonly quantities: Readonly<Record<number, string>>;
  readonly onChange: (lineId: number, value: string) => void;
}) => {
  const left = returnableQuantities(order);
  return order.lineItems
    .filter((line) => (left.get(line.id) ?? 0) > 0)
    .map((line) => (
      <TextField
        key={line.id}
        label={`${line.description}: how many to return`}
        hint={`Up to ${left.get(line.id) ?? 0}`}
        type="number"
        inputMode="numeric"
        min={0}
        max={left.get(line.id) ?? 0}
        value={quantities[line.id] ?? '0'}
        onChange={(value) => onChange(line.id, value)}
      />
    ));
};

/** How many of each line to send back, and why; sent as one return request. */
export const ReturnForm = ({
  order,
  id,
  onDone,
}: {
  readonly order: OrderDetail;
  readonly id: number;
  readonly onDone: () => void;
}) => {
  const orders = useLazyService('orders');
  const sending = useObservable(orders.return$);
  const [quantities, setQuantities] = useState<Readonly<Record<number, string>>>({});
  const [reason, setReason] = useState('');
  const pending = sending.status === 'loading';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const lines = order.lineItems
      .map((line) => ({ lineItemId: line.id, qty: Number(quantities[line.id] ?? '0') }))
      .filter((line) => line.qty > 0);
    const asked = await orders.requestReturn(id, { lines, reason });
    if (asked.ok) onDone();
  };

  return (
    <form css={styles.cancelBox} onSubmit={(event) => void submit(event)} noValidate>
      <QuantityFields
        order={order}
        quantities={quantities}
        onChange={(lineId, value) => setQuantities({ ...quantities, [lineId]: value })}
      />
      <TextArea
        label="Why are you returning these items?"
        value={reason}
        maxLength={500}
        onChange={setReason}
      />
      <div css={styles.cancelActions}>
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {pending ? 'Sending…' : 'Request return'}
        </Button>
        <Button variant="secondary" disabled={pending} onClick={onDone}>
          Keep everything
        </Button>
      </div>
      {sending.status === 'failed' ? (
        <p role="alert" css={fieldStyles.error}>
          {sending.error}
        </p>
      ) : null}
    </form>
  );
};
