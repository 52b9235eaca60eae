import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useLazyService } from '../../app/services';
import { useObservable } from '../../app/use-observable';
import { FormError } from '../../components/form/FormError';
import * as styles from './AuthPage.styles';
import { usePageTitle } from './use-page-title';

type Verification = 'checking' | 'verified' | 'failed';

/** Opened from the verification mail: sends its code and uid once, then says how it went. */
export const VerifyEmailPage = () => {
  usePageTitle('Verify your e-mail address');
  const accountAccess = useLazyService('accountAccess');
  const error = useObservable(accountAccess.error$);
  const [params] = useSearchParams();
  const [status, setStatus] = useState<Verification>('checking');
  // A code works once: the check must not run again when the effect re-runs.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void accountAccess
      .verifyEmail({ code: params.get('code'), uid: params.get('uid') })
      .then((verified) => setStatus(verified.ok ? 'verified' : 'failed'));
  }, [accountAccess, params]);

  return (
    <section css={styles.card} aria-labelledby="verify-heading">
      <h1 id="verify-heading" css={styles.heading}>
        Verify your e-mail address
      </h1>
      {status === 'checking' ? (
        <p role="status" css={styles.lead}>
          Checking your verification link…
        </p>
      ) : null}
      {status === 'verified' ? (
        <div role="status" css={styles.success}>
          <p>
            <strong>Your e-mail address is verified.</strong>
          </p>
          <p>Your account is active: you can sign in now.</p>
        </div>
      ) : null}
      {status === 'failed' ? <FormError message={error} /> : null}
      <ul css={styles.links}>
        <li>
          <Link to="/login">Sign in</Link>
        </li>
        {status === 'failed' ? (
          <li>
            <Link to="/register">Create an account or ask for a new link</Link>
          </li>
        ) : null}
      </ul>
    </section>
  );
};
