import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useLazyService } from '../../app/services';
import { useObservable } from '../../app/use-observable';
import { FormError } from '../../components/form/FormError';
import { fieldMessage } from '../../components/form/field-message';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import * as styles from './AuthPage.styles';
import { GuardGate } from './GuardGate';
import { usePageTitle } from './use-page-title';

/** The e-mail field; `onSent` hears the address once a link has been sent. */
const ForgotPasswordRequest = ({ onSent }: { readonly onSent: (loginName: string) => void }) => {
  const accountAccess = useLazyService('accountAccess');
  const pending = useObservable(accountAccess.pending$);
  const error = useObservable(accountAccess.error$);
  const formErrors = useObservable(accountAccess.formErrors$);
  const [loginName, setLoginName] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const sent = await accountAccess.requestPasswordReset(loginName);
    if (sent.ok) onSent(loginName.trim());
  };

  return (
    <form onSubmit={submit} noValidate>
      <FormError message={error} />
      <TextField
        label="Email"
        type="email"
        name="loginName"
        autoComplete="email"
        required
        value={loginName}
        onChange={setLoginName}
        error={fieldMessage(formErrors, 'loginName', 'email')}
      />
      <div css={styles.actions}>
        <SubmitButton pending={pending} pendingLabel="Sending…">
          Send reset link
        </SubmitButton>
      </div>
    </form>
  );
};

const ForgotPasswordForm = () => {
  usePageTitle('Forgot your password?');
  const [sentTo, setSentTo] = useState<string | null>(null);

  return (
    <section css={styles.card} aria-labelledby="forgot-heading">
      <h1 id="forgot-heading" css={styles.heading}>
        Forgot your password?
      </h1>
      {sentTo === null ? (
        <>
          <p css={styles.lead}>
            Enter your e-mail address and we will send you a link to set a new one.
          </p>
          <ForgotPasswordRequest onSent={setSentTo} />
        </>
      ) : (
        <div role="status" css={styles.success}>
          <p>
            <strong>Check your inbox</strong>
          </p>
          <p>If an account exists for {sentTo}, we have sent it a link to set a new password.</p>
        </div>
      )}
      <ul css={styles.links}>
        <li>
          <Link to="/login">Back to sign in</Link>
        </li>
      </ul>
    </section>
  );
};

export const ForgotPasswordPage = () => (
  <GuardGate guard="guests-only">
    <ForgotPasswordForm />
  </GuardGate>
);
