import type { FormEvent } from 'react';
import type { User } from '../../../domain/user/user';
import { isEmailChange } from '../../../domain/user/user.rules';
import { useLazyService } from '../../app/services';
import { useObservable } from '../../app/use-observable';
import { FormError } from '../../components/form/FormError';
import { fieldMessage } from '../../components/form/field-message';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import { useFormValues } from '../../components/form/use-form-values';
import * as styles from './AccountPage.styles';

const useProfileForm = (user: User) => {
  const account = useLazyService('account');
  const saving = useObservable(account.saving$);
  const formErrors = useObservable(account.formErrors$);
  const { values, setField } = useFormValues({
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email,
    currentPassword: '',
  });
  const emailChanged = isEmailChange(user.email, values.email);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    await account.updateProfile({
      firstName: values.firstName,
      lastName: values.lastName,
      ...(emailChanged ? { email: values.email, currentPassword: values.currentPassword } : {}),
    });
  };

  return { saving, formErrors, values, setField, emailChanged, submit };
};

type ProfileFormState = ReturnType<typeof useProfileForm>;

/** The e-mail, and the current password once it changes. */
const EmailFields = ({ form }: { readonly form: ProfileFormState }) => {
  const { values, setField, formErrors, emailChanged } = form;
  return (
    <>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        value={values.email}
        onChange={setField('email')}
        error={fieldMessage(formErrors, 'email', 'username', 'unverifiedEmail')}
        {...(emailChanged ? { hint: 'We will send a link to the new address to confirm it.' } : {})}
      />
      {emailChanged ? (
        <TextField
          label="Current password"
          type="password"
          name="currentPassword"
          autoComplete="current-password"
          required
          value={values.currentPassword}
          onChange={setField('currentPassword')}
          error={fieldMessage(formErrors, 'currentPassword')}
        />
      ) : null}
    </>
  );
};

/** Names and e-mail; a new e-mail needs the current password, as Craft asks for it. */
export const ProfileForm = ({ user }: { readonly user: User }) => {
  const form = useProfileForm(user);
  const { saving, formErrors, values, setField, submit } = form;
  return (
    <section css={styles.panel} aria-labelledby="profile-heading">
      <h2 id="profile-heading" css={styles.panelHeading}>
        Profile
      </h2>
      <form onSubmit={submit} noValidate>
        <FormError details={formErrors.general} />
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
        <EmailFields form={form} />
        <div css={styles.actions}>
          <SubmitButton pending={saving} pendingLabel="Saving…">
            Save profile
          </SubmitButton>
        </div>
      </form>
    </section>
  );
};
