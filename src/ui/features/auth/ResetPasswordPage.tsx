import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useLazyService } from '../../app/services';
import { useObservable } from '../../app/use-observable';
import { FormError } from '../../components/form/FormError';
import { fieldMessage } from '../../components/form/field-message';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import { useFormValues } from '../../components/form/use-form-values';
import * as styles from './AuthPage.styles';
import { GuardGate } from './GuardGate';
import { usePageTitle } from './use-page-title';

const useResetPasswordForm = () => {
  const accountAccess = useLazyService('accountAccess');
  const pending = useObservable(accountAccess.pending$);
  const error = useObservable(accountAccess.error$);
  const formErrors = useObservable(accountAccess.formErrors$);
  const [params] = useSearchParams();
  // The mail links carry `code` and the user's `uid` (Craft's own links call it `id`).
  const code = params.get('code') ?? '';
  const uid = params.get('uid') ?? params.get('id') ?? '';
  const { values, setField } = useFormValues({ newPassword: '', confirmation: '' });
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const reset = await accountAccess.resetPassword({ code, uid, ...values });
    setDone(reset.ok);
  };

  return { pending, error, formErrors, values, setField, done, submit };
};

const ResetLinks = ({ done }: { readonly done: boolean }) => (
  <ul css={styles.links}>
    <li>
      <Link to="/login">{done ? 'Sign in' : 'Back to sign in'}</Link>
    </li>
    {done ? null : (
      <li>
        <Link to="/forgot-password">Link expired? Ask for a new one</Link>
      </li>
    )}
  </ul>
);

const ResetPasswordForm = () => {
  usePageTitle('Set a new password');
  const { pending, error, formErrors, values, setField, done, submit } = useResetPasswordForm();
  return (
    <section css={styles.card} aria-labelledby="reset-heading">
      <h1 id="reset-heading" css={styles.heading}>
        Set a new password
      </h1>
      {done ? (
        <div role="status" css={styles.success}>
          <p>
            <strong>Your password has been set.</strong>
          </p>
          <p>You can now sign in with your new password.</p>
        </div>
      ) : (
        <form onSubmit={submit} noValidate>
          <FormError message={error} />
          <TextField
            label="New password"
            type="password"
            name="newPassword"
            autoComplete="new-password"
            required
            value={values.newPassword}
            onChange={setField('newPassword')}
            error={fieldMessage(formErrors, 'newPassword', 'password')}
          />
          <TextField
            label="Confirm new password"
            type="password"
            name="confirmation"
            autoComplete="new-password"
            required
            value={values.confirmation}
            onChange={setField('confirmation')}
          />
          <div css={styles.actions}>
            <SubmitButton pending={pending} pendingLabel="Saving…">
              Set password
            </SubmitButton>
          </div>
        </form>
      )}
      <ResetLinks done={done} />
    </section>
  );
};

export const ResetPasswordPage = () => (
  <GuardGate guard="guests-only">
    <ResetPasswordForm />
  </GuardGate>
);
