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

/** The activation form's values and messages; `onSent` hears the address the link went to. */
const useActivationForm = (onSent: (email: string) => void) => {
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const sent = await accountAccess.requestActivation(values);
    if (sent.ok) onSent(values.email.trim());
  };

  return { pending, error, formErrors, values, setField, submit };
};

type ActivationFormState = ReturnType<typeof useActivationForm>;

const OptionalPasswordFields = ({
  form: { values, setField, formErrors },
}: {
  readonly form: ActivationFormState;
}) => (
  <>
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
  </>
);

const ActivationForm = ({ onSent }: { readonly onSent: (email: string) => void }) => {
  const form = useActivationForm(onSent);
  const { pending, error, formErrors, values, setField, submit } = form;
  return (
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
      <OptionalPasswordFields form={form} />
      <div css={styles.actions}>
        <SubmitButton pending={pending} pendingLabel="Sending…">
          Request activation
        </SubmitButton>
      </div>
    </form>
  );
};

/** For customers the shop knows from earlier orders or an import, who have no sign-in yet. */
export const ActivateAccountPage = () => {
  usePageTitle('Activate your account');
  const [sentTo, setSentTo] = useState<string | null>(null);

  return (
    <section css={styles.card} aria-labelledby="activate-heading">
      <h1 id="activate-heading" css={styles.heading}>
        Activate your account
      </h1>
      {sentTo !== null ? (
        <div role="status" css={styles.success}>
          <p>
            <strong>Check your inbox</strong>
          </p>
          <p>We sent a link to {sentTo} to finish activating your account.</p>
        </div>
      ) : (
        <>
          <p css={styles.lead}>
            Ordered with us before? Tell us who you are and we will e-mail you a link to activate
            your account.
          </p>
          <ActivationForm onSent={setSentTo} />
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
