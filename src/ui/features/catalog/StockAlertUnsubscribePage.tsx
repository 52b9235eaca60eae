import { Link, useSearchParams } from 'react-router';
import { useLazyService } from '../../app/services';
import { useObservable } from '../../app/use-observable';
import { Button } from '../../components/Button';
import { FormError } from '../../components/form/FormError';
import * as styles from '../auth/AuthPage.styles';
import { usePageTitle } from '../auth/use-page-title';

/**
 * Opened from a back-in-stock mail: one click cancels the alert its token names. A click, not a
 * request on opening, so a mail scanner that opens links cancels nothing.
 */
export const StockAlertUnsubscribePage = () => {
  usePageTitle('Cancel a back-in-stock alert');
  const alerts = useLazyService('stockAlerts');
  const state = useObservable(alerts.unsubscribe$);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';

  return (
    <section css={styles.card} aria-labelledby="unsubscribe-heading">
      <h1 id="unsubscribe-heading" css={styles.heading}>
        Cancel a back-in-stock alert
      </h1>
      {state.status === 'ready' ? (
        <p role="status" css={styles.success}>
          Your alert is cancelled: we will not email you about this product.
        </p>
      ) : (
        <>
          <p css={styles.lead}>We will no longer email you when this product is back in stock.</p>
          <Button
            onClick={() => void alerts.unsubscribe(token)}
            disabled={state.status === 'loading'}
            aria-busy={state.status === 'loading'}
          >
            Cancel the alert
          </Button>
          <FormError message={state.error} />
        </>
      )}
      <ul css={styles.links}>
        <li>
          <Link to="/products">Browse products</Link>
        </li>
      </ul>
    </section>
  );
};
