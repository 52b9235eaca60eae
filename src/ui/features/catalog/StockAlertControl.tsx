import { type FormEvent, useEffect, useState, useSyncExternalStore } from 'react';
import { STOCK_ALERT_SET_MESSAGE } from '../../../domain/catalog/stock-alert.rules';
import { useLazyService, useServices } from '../../app/services';
import { useObservable } from '../../app/use-observable';
import { Button } from '../../components/Button';
import { FormError } from '../../components/form/FormError';
import { StockAlertUnsubscribe } from './StockAlertUnsubscribe';
import { TextField } from '../../components/form/TextField';
import * as styles from './StockAlertControl.styles';

interface StockAlertControlProps {
  readonly purchasableId: number;
}

interface StockAlertSlotProps extends StockAlertControlProps {
  /** the token of a back-in-stock mail's cancel link (`?unsubscribe=`), else null */
  readonly unsubscribeToken: string | null;
}

/** Asks the back-end, then offers the alert: an address for a guest, one click for a customer. */
const StockAlertForm = ({ purchasableId }: StockAlertControlProps) => {
  const alerts = useLazyService('stockAlerts');
  const view = useObservable(alerts.view$);
  const signedIn = useObservable(useServices().auth.isLoggedIn$);
  const [email, setEmail] = useState('');

  useEffect(() => {
    void alerts.watch(purchasableId);
  }, [alerts, purchasableId]);

  if (view.purchasableId !== purchasableId || view.offered !== true) return null;
  if (view.set)
    return (
      <p role="status" css={[styles.box, styles.done]}>
        {STOCK_ALERT_SET_MESSAGE}
      </p>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void alerts.setAlert(signedIn ? null : email);
  };
  return (
    <form css={styles.box} onSubmit={submit} noValidate aria-labelledby="stock-alert-heading">
      <h2 id="stock-alert-heading" css={styles.heading}>
        Notify me when available
      </h2>
      <div css={styles.row}>
        {signedIn ? null : (
          <TextField
            label="Your email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={setEmail}
          />
        )}
        <Button type="submit" variant="secondary" disabled={view.sending} aria-busy={view.sending}>
          Notify me when available
        </Button>
      </div>
      {view.error === null ? null : <FormError message={view.error} />}
    </form>
  );
};

/**
 * For a sold-out variant, or the page a mail's cancel link opens. Drawn after hydration only: the
 * server renders every page as a guest, and whether alerts are offered (and set) is the back-end's
 * answer to this shopper.
 */
export const StockAlertControl = ({ purchasableId, unsubscribeToken }: StockAlertSlotProps) => {
  // false on the server and while hydrating, true after: React's own way to tell them apart.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!hydrated) return null;
  return unsubscribeToken === null ? (
    <StockAlertForm purchasableId={purchasableId} />
  ) : (
    <StockAlertUnsubscribe token={unsubscribeToken} />
  );
};

const noSubscription = () => () => undefined;
