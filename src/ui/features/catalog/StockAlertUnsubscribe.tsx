import { useLazyService } from '../../app/services';
import { useObservable } from '../../app/use-observable';
import { Button } from '../../components/Button';
import { FormError } from '../../components/form/FormError';
import * as styles from './StockAlertControl.styles';

/**
 * The product page opened from a back-in-stock mail's cancel link (`?unsubscribe=<token>`): one click
 * cancels the alert. A click, not a request on opening, so a mail scanner that opens links cancels
 * nothing.
 */
export const StockAlertUnsubscribe = ({ token }: { readonly token: string }) => {
  const alerts = useLazyService('stockAlerts');
  const state = useObservable(alerts.unsubscribe$);
  if (state.status === 'ready')
    return (
      <p role="status" css={[styles.box, styles.done]}>
        Your alert is cancelled: we will not email you about this product.
      </p>
    );
  return (
    <section css={styles.box} aria-labelledby="stock-alert-cancel-heading">
      <h2 id="stock-alert-cancel-heading" css={styles.heading}>
        Cancel your back-in-stock alert?
      </h2>
      <div css={styles.row}>
        <Button
          variant="secondary"
          onClick={() => void alerts.unsubscribe(token)}
          disabled={state.status === 'loading'}
          aria-busy={state.status === 'loading'}
        >
          Cancel the alert
        </Button>
      </div>
      <FormError message={state.error} />
    </section>
  );
};
