import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { GuestOrderStatus } from '../../../domain/orders/order-lookup';
import { ORDER_LOOKUP_TEXTS } from '../../../domain/orders/order-lookup.rules';
import { useLazyService } from '../../app/services';
import { useObservable } from '../../app/use-observable';
import { FormError } from '../../components/form/FormError';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import * as authStyles from '../auth/AuthPage.styles';
import { usePageTitle } from '../auth/use-page-title';
import * as pageStyles from './AccountPage.styles';
import { orderDate } from './order-format';
import { OrderProgress } from './OrderProgress';

/** The order a guest looked up: its progress and what was in it. */
const GuestOrder = ({ order }: { readonly order: GuestOrderStatus }) => (
  <>
    <h2 css={pageStyles.panelHeading}>Order {order.reference ?? ''}</h2>
    <p>Ordered {orderDate(order.dateOrdered)}</p>
    <OrderProgress fulfilment={order.fulfilment} />
    <section css={pageStyles.panel} aria-labelledby="guest-items-heading">
      <h2 id="guest-items-heading" css={pageStyles.panelHeading}>
        Items
      </h2>
      <ul>
        {order.lineItems.map((line, index) => (
          <li key={`${index}-${line.description}`}>
            {line.qty} × {line.description}
          </li>
        ))}
      </ul>
    </section>
  </>
);

const LookupForm = () => {
  const lookup = useLazyService('orderLookup');
  const state = useObservable(lookup.state$);
  const [reference, setReference] = useState('');
  const [email, setEmail] = useState('');
  const pending = state.status === 'loading';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) void lookup.lookUp({ reference, email });
  };

  if (state.status === 'answered' && state.outcome.kind === 'unavailable') {
    return <p role="status">{ORDER_LOOKUP_TEXTS.unavailable}</p>;
  }
  const answered = state.status === 'answered' ? state.outcome : null;
  return (
    <>
      <form onSubmit={submit} noValidate aria-label="Find your order">
        <FormError
          message={
            state.status === 'failed'
              ? state.message
              : answered?.kind === 'not-found'
                ? answered.message
                : null
          }
        />
        <TextField
          label="Order reference"
          name="reference"
          required
          value={reference}
          onChange={setReference}
        />
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={setEmail}
        />
        <div css={authStyles.actions}>
          <SubmitButton pending={pending} pendingLabel="Looking…">
            Show the order
          </SubmitButton>
        </div>
      </form>
      {answered?.kind === 'found' ? <GuestOrder order={answered.order} /> : null}
    </>
  );
};

/** A guest's order status, by the reference and e-mail of their confirmation mail. */
export const OrderStatusPage = () => {
  usePageTitle('Your order’s status');
  return (
    <section css={authStyles.card} aria-labelledby="order-status-heading">
      <h1 id="order-status-heading" css={authStyles.heading}>
        Your order’s status
      </h1>
      <p css={authStyles.lead}>
        Ordered without an account? Enter the order reference and the e-mail address from your
        confirmation e-mail.
      </p>
      <LookupForm />
      <ul css={authStyles.links}>
        <li>
          <Link to="/login">Have an account? Sign in to see your orders</Link>
        </li>
      </ul>
    </section>
  );
};
