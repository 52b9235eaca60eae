import { useState, type FormEvent } from 'react';
import {
  ORDER_STATUS_FILTERS,
  PAID_STATUS_FILTERS,
  type StaffOrderQuery,
} from '../../../domain/back-office/staff-order-query.rules';
import { PAID_STATUS_LABELS } from '../../../domain/back-office/staff-actions.rules';
import { orderStatusLabel } from '../../../domain/orders/order-fulfilment.rules';
import { Button } from '../../components/Button';
import { Select } from '../../components/form/Select';
import { TextField } from '../../components/form/TextField';
import * as styles from './BackOfficeApp.styles';

const STATUS_OPTIONS = ORDER_STATUS_FILTERS.map((value) => ({
  value,
  label: orderStatusLabel(value),
}));
const PAID_OPTIONS = PAID_STATUS_FILTERS.map((value) => ({
  value,
  label: PAID_STATUS_LABELS[value] ?? value,
}));

/** Search and filters of the order list; applying them starts again at page 1. */
export const StaffOrderFilters = ({
  query,
  onApply,
}: {
  readonly query: StaffOrderQuery;
  readonly onApply: (query: StaffOrderQuery) => void;
}) => {
  const [draft, setDraft] = useState(query);
  const set = (name: keyof Omit<StaffOrderQuery, 'page'>) => (value: string) =>
    setDraft((current) => ({ ...current, [name]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, page: 1 });
  };
  return (
    <form role="search" aria-label="Orders" css={styles.filters} onSubmit={submit}>
      <TextField
        label="Search"
        type="search"
        hint="Reference, number, e-mail or name"
        maxLength={100}
        value={draft.q}
        onChange={set('q')}
      />
      <Select
        label="Status"
        placeholder="Any status"
        options={STATUS_OPTIONS}
        value={draft.status}
        onChange={set('status')}
      />
      <Select
        label="Payment"
        placeholder="Any payment"
        options={PAID_OPTIONS}
        value={draft.paid}
        onChange={set('paid')}
      />
      <TextField label="Placed from" type="date" value={draft.from} onChange={set('from')} />
      <TextField label="Placed to" type="date" value={draft.to} onChange={set('to')} />
      <Button type="submit">Find orders</Button>
    </form>
  );
};
