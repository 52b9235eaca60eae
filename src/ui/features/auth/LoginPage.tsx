import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { awaitsEmailVerification } from '../../../domain/auth/pending-verification.rules';
import { useServices } from '../../app/services';
import { useObservable } from '../../app/use-observable';
import { Checkbox } from '../../components/form/Checkbox';
import { FormError } from '../../components/form/FormError';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import { useFormValues } from '../../components/form/use-form-values';
import * as styles from './AuthPage.styles';
import { GuardGate } from './GuardGate';
import { ResendVerification } from './ResendVerification';
import { usePageTitle } from './use-page-title';

/** Opened by checkout as a popup (window.open), or with ?popup=1. */
const isLoginPopup = (params: URLSearchParams): boolean =>
  params.get('popup') === '1' || (window.opener !== null && window.opener !== window);

const useLoginForm = () => {
  const { auth } = useServices();
  const state = useObservable(auth.state$);
  const [params] = useSearchParams();
  const { values, setField } = useFormValues({ loginName: '', password: '', rememberMe: false });
  // An account waiting for its e-mail to be verified may ask for the link again from here.
  const [unverified, setUnverified] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state.isLoading) return;
    const signedIn = await auth.login(values);
    setUnverified(
      !signedIn.ok && awaitsEmailVerification(signedIn.error) ? values.loginName.trim() : null,
    );
    // The guard then moves this page on; a popup tells its opener and closes instead.
    if (signedIn.ok && isLoginPopup(params)) {
      auth.signalLoginToOpener();
      window.close();
    }
  };

  return { state, values, setField, unverified, submit };
};

const LoginLinks = () => {
  const { capabilities } = useServices();
  return (
    <ul css={styles.links}>
      <li>
        <Link to="/forgot-password">Forgot your password?</Link>
      </li>
      <li>
        <Link to="/register">New here? Create an account</Link>
      </li>
      {capabilities.offers('accountActivation') ? (
        <li>
          <Link to="/activate-account">Ordered with us before? Activate your account</Link>
        </li>
      ) : null}
      {capabilities.offers('orderLookup') ? (
        <li>
          <Link to="/order-status">Ordered as a guest? See your order’s status</Link>
        </li>
      ) : null}
    </ul>
  );
};

const LoginForm = () => {
  const { state, values, setField, unverified, submit } = useLoginForm();
  usePageTitle('Sign in');
  return (
    <section css={styles.card} aria-labelledby="login-heading">
      <h1 id="login-heading" css={styles.heading}>
        Sign in
      </h1>
      <p css={styles.lead}>Sign in to see your orders, addresses and saved details.</p>
      <form onSubmit={submit} noValidate>
        <FormError message={state.error} />
        {unverified === null ? null : <ResendVerification email={unverified} />}
        <TextField
          label="Email"
          type="email"
          name="loginName"
          autoComplete="username"
          required
          value={values.loginName}
          onChange={setField('loginName')}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={setField('password')}
        />
        <Checkbox
          label="Remember me"
          checked={values.rememberMe}
          onChange={setField('rememberMe')}
        />
        <div css={styles.actions}>
          <SubmitButton pending={state.isLoading} pendingLabel="Signing in…">
            Sign in
          </SubmitButton>
        </div>
      </form>
      <LoginLinks />
    </section>
  );
};

export const LoginPage = () => (
  <GuardGate guard="guests-only">
    <LoginForm />
  </GuardGate>
);
