import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../domain/errors/error-messages.rules';
import { useLazyService } from '../../app/services';
import { useObservable } from '../../app/use-observable';
import { fieldMessage } from '../../components/form/field-message';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import { useFormValues } from '../../components/form/use-form-values';
import * as styles from './AccountPage.styles';

const EMPTY = { currentPassword: '', newPassword: '', confirmation: '' };

const usePasswordForm = () => {
  const account = useLazyService('account');
  const saving = useObservable(account.saving$);
  const formErrors = useObservable(account.formErrors$);
  const { values, setField, setValues } = useFormValues(EMPTY);
  const [mismatch, setMismatch] = useState<string | undefined>(undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const changed = await account.changePassword(values);
    if (changed.ok) setValues(EMPTY);
    setMismatch(
      !changed.ok && changed.error.kind === 'password-mismatch'
        ? errorMessage(changed.error)
        : undefined,
    );
  };

  return { saving, formErrors, values, setField, mismatch, submit };
};

/** The current password, a new one and its confirmation, which must match. */
export const PasswordForm = () => {
  const { saving, formErrors, values, setField, mismatch, submit } = usePasswordForm();
  return (
    <section css={styles.panel} aria-labelledby="password-heading">
      <h2 id="password-heading" css={styles.panelHeading}>
        Change password
      </h2>
      <form onSubmit={submit} noValidate>
        <TextField
          label="Current password"
          type="password"
          name="currentPassword"
          autoComplete="current-password"
          value={values.currentPassword}
          onChange={setField('currentPassword')}
          error={fieldMessage(formErrors, 'currentPassword')}
        />
        <div css={styles.twoColumns}>
          <TextField
            label="New password"
            type="password"
            name="newPassword"
            autoComplete="new-password"
            value={values.newPassword}
            onChange={setField('newPassword')}
            error={fieldMessage(formErrors, 'newPassword', 'password')}
          />
          <TextField
            label="Confirm new password"
            type="password"
            name="confirmation"
            autoComplete="new-password"
            value={values.confirmation}
            onChange={setField('confirmation')}
            error={mismatch}
          />
        </div>
        <div css={styles.actions}>
          <SubmitButton pending={saving} pendingLabel="Saving…">
            Change password
          </SubmitButton>
        </div>
      </form>
    </section>
  );
};
