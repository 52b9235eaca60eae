import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useLazyService } from '../../app/services';
import { useObservable } from '../../app/use-observable';
import { FormError } from '../../components/form/FormError';
import { fieldMessage } from '../../components/form/field-message';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import { useFormValues } from '../../components/form/use-form-values';
import * as styles from './AuthPage.styles';
import { GuardGate } from './GuardGate';
import { ResendVerification } from './ResendVerification';
import { usePageTitle } from './use-page-title';

const CheckYourInbox = ({ email }: { readonly email: string }) => {
  const accountAccess = useLazyService('accountAccess');
  const error = useObservable(accountAccess.error$);
  return (
    <section css={styles.card} aria-labelledby="inbox-heading">
      <h1 id="inbox-heading" css={styles.heading}>
        Check your inbox
      </h1>
      <p css={styles.lead}>
        We sent a verification link to <strong>{email}</strong>. Open it to activate your account,
        then sign in.
      </p>
      <FormError message={error} />
      <ResendVerification email={email} />
      <ul css={styles.links}>
        <li>
          <Link to="/login">Go to sign in</Link>
        </li>
      </ul>
    </section>
  );
};

const useRegisterForm = (onRegistered: (email: string) => void) => {
  const accountAccess = useLazyService('accountAccess');
  const pending = useObservable(accountAccess.pending$);
  const error = useObservable(accountAccess.error$);
  const formErrors = useObservable(accountAccess.formErrors$);
  const { values, setField } = useFormValues({
    firstName: '',
    lastName: '',
    email: '',
    password: '',
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const registered = await accountAccess.register(values);
    if (registered.ok) onRegistered(registered.value.email);
  };

  return { pending, error, formErrors, values, setField, submit };
};

const RegisterFields = ({ form }: { readonly form: ReturnType<typeof useRegisterForm> }) => {
  const { formErrors, values, setField } = form;
  return (
    <>
      <div css={styles.twoColumns}>
        <TextField
          label="First name"
          name="firstName"
          autoComplete="given-name"
          value={values.firstName}
          onChange={setField('firstName')}
          error={fieldMessage(formErrors, 'firstName')}
        />
        <TextField
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          value={values.lastName}
          onChange={setField('lastName')}
          error={fieldMessage(formErrors, 'lastName')}
        />
      </div>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={setField('email')}
        error={fieldMessage(formErrors, 'email', 'username')}
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="new-password"
        required
        value={values.password}
        onChange={setField('password')}
        error={fieldMessage(formErrors, 'password', 'newPassword')}
      />
    </>
  );
};

const RegisterForm = ({ onRegistered }: { readonly onRegistered: (email: string) => void }) => {
  const form = useRegisterForm(onRegistered);
  const { pending, error, submit } = form;
  return (
    <section css={styles.card} aria-labelledby="register-heading">
      <h1 id="register-heading" css={styles.heading}>
        Create an account
      </h1>
      <p css={styles.lead}>Keep your addresses and follow your orders in one place.</p>
      <form onSubmit={submit} noValidate>
        <FormError message={error} />
        <RegisterFields form={form} />
        <div css={styles.actions}>
          <SubmitButton pending={pending} pendingLabel="Creating account…">
            Create account
          </SubmitButton>
        </div>
      </form>
      <ul css={styles.links}>
        <li>
          <Link to="/login">Already have an account? Sign in</Link>
        </li>
      </ul>
    </section>
  );
};

const Registration = () => {
  usePageTitle('Create an account');
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  return registeredEmail === null ? (
    <RegisterForm onRegistered={setRegisteredEmail} />
  ) : (
    <CheckYourInbox email={registeredEmail} />
  );
};

export const RegisterPage = () => (
  <GuardGate guard="guests-only">
    <Registration />
  </GuardGate>
);
