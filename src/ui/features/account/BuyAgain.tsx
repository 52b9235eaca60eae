import type { OrderDetail } from '../../../domain/orders/order';
import { buyAgainOutcomeMessage, buyAgainSummary } from '../../../domain/orders/buy-again.rules';
import { useLazyService } from '../../app/services';
import { useObservable } from '../../app/use-observable';
import { Button, ButtonLink } from '../../components/Button';
import * as fieldStyles from '../../components/form/Field.styles';
import * as pageStyles from './AccountPage.styles';
import * as styles from './OrderProgress.styles';

/** "Buy again": the order's lines into the cart at today's prices, then what did not go in, and why. */
export const BuyAgain = ({ order }: { readonly order: OrderDetail }) => {
  const orders = useLazyService('orders');
  const state = useObservable(orders.buyAgain$);
  const pending = state.status === 'loading';
  // The last report is shown only on the page of the order it is about.
  const report = state.data?.orderNumber === order.number ? state.data : null;
  const notes = report?.outcomes.flatMap((outcome) => buyAgainOutcomeMessage(outcome) ?? []) ?? [];

  return (
    <section css={pageStyles.panel} aria-labelledby="buy-again-heading">
      <h2 id="buy-again-heading" css={pageStyles.panelHeading}>
        Order it again
      </h2>
      <div css={styles.cancelBox}>
        <p css={{ margin: 0 }}>Put this order’s items in your cart, at today’s prices.</p>
        <Button
          variant="secondary"
          disabled={pending}
          aria-busy={pending}
          onClick={() => void orders.buyAgain(order)}
        >
          {pending ? 'Adding to your cart…' : 'Buy again'}
        </Button>
        {report === null || pending ? null : (
          <div role="status" css={styles.cancelBox}>
            <p css={{ margin: 0, fontWeight: 700 }}>{buyAgainSummary(report)}</p>
            {notes.length === 0 ? null : (
              <ul css={styles.parcels} aria-label="Not added as ordered">
                {notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            )}
            <ButtonLink to="/cart">Go to your cart</ButtonLink>
          </div>
        )}
        {state.status === 'failed' ? (
          <p role="alert" css={fieldStyles.error}>
            {state.error}
          </p>
        ) : null}
      </div>
    </section>
  );
};
