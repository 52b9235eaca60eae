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
import { usePageTitle } from './use-page-title';

/** For customers the shop knows from earlier orders or an import, who have no sign-in yet. */
export const ActivateAccountPage = () => {
  usePageTitle('Activate your account');
  const accountAccess = useLazyService('accountAccess');
  const pending = useObservable(accountAccess.pending$);
  const error = useObservable(accountAccess.error$);
  const formErrors = useObservable(accountAccess.formErrors$);
  const { values, setField } = useFormValues({
    email: '',
    firstName: '',
    lastName: '',
    password: '',
    passwordConfirm: '',
  });
  const [requested, setRequested] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const sent = await accountAccess.requestActivation(values);
    setRequested(sent.ok);
  };

  return (
    <section css={styles.card} aria-labelledby="activate-heading">
      <h1 id="activate-heading" css={styles.heading}>
        Activate your account
      </h1>
      {requested ? (
        <div role="status" css={styles.success}>
          <p>
            <strong>Check your inbox</strong>
          </p>
          <p>We sent a link to {values.email.trim()} to finish activating your account.</p>
        </div>
      ) : (
        <>
          <p css={styles.lead}>
            Ordered with us before? Tell us who you are and we will e-mail you a link to activate
            your account.
          </p>
          <form onSubmit={submit} noValidate>
            <FormError message={error} />
            <TextField
              label="Email"
              type="email"
              name="email"
              autoComplete="email"
              required
              value={values.email}
              onChange={setField('email')}
              error={fieldMessage(formErrors, 'email')}
            />
            <div css={styles.twoColumns}>
              <TextField
                label="First name"
                name="firstName"
                autoComplete="given-name"
                required
                value={values.firstName}
                onChange={setField('firstName')}
                error={fieldMessage(formErrors, 'firstName')}
              />
              <TextField
                label="Last name"
                name="lastName"
                autoComplete="family-name"
                required
                value={values.lastName}
                onChange={setField('lastName')}
                error={fieldMessage(formErrors, 'lastName')}
              />
            </div>
            <TextField
              label="Password (optional)"
              type="password"
              name="password"
              autoComplete="new-password"
              value={values.password}
              onChange={setField('password')}
              error={fieldMessage(formErrors, 'password')}
            />
            <TextField
              label="Confirm password (optional)"
              type="password"
              name="passwordConfirm"
              autoComplete="new-password"
              value={values.passwordConfirm}
              onChange={setField('passwordConfirm')}
              error={fieldMessage(formErrors, 'passwordConfirm')}
            />
            <div css={styles.actions}>
              <SubmitButton pending={pending} pendingLabel="Sending…">
                Request activation
              </SubmitButton>
            </div>
          </form>
        </>
      )}
      <ul css={styles.links}>
        <li>
          <Link to="/login">Back to sign in</Link>
        </li>
      </ul>
    </section>
  );
};
