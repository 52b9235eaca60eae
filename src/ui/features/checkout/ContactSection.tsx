import { useNavigate } from 'react-router';
import type { FormErrors } from '../../../domain/http/service-error.rules';
import { loginPathWithReturn } from '../../../domain/routing/route-guard.rules';
import { useServices } from '../../app/services';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/form/Checkbox';
import { fieldMessage } from '../../components/form/field-message';
import { TextField } from '../../components/form/TextField';
import * as styles from './CheckoutPage.styles';

interface ContactSectionProps {
  /** the signed-in customer's e-mail; null for a guest */
  readonly customerEmail: string | null;
  readonly email: string;
  readonly onEmail: (email: string) => void;
  readonly register: boolean;
  readonly onRegister: (register: boolean) => void;
  readonly errors: FormErrors;
}

const LOGIN_POPUP_PATH = '/login?popup=1';

/** Who is ordering: the signed-in customer, or a guest's e-mail (with sign-in in a popup). */
export const ContactSection = ({
  customerEmail,
  email,
  onEmail,
  register,
  onRegister,
  errors,
}: ContactSectionProps) => {
  const { auth, capabilities } = useServices();
  const navigate = useNavigate();

  if (customerEmail !== null) {
    return (
      <p data-testid="checkout-customer">
        Signed in as <strong>{customerEmail}</strong>
      </p>
    );
  }

  const signIn = () => {
    // A blocked popup falls back to the login page, which brings the shopper back here.
    if (!auth.openLoginPopup(LOGIN_POPUP_PATH)) void navigate(loginPathWithReturn('/checkout'));
  };

  return (
    <div>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={onEmail}
        error={fieldMessage(errors, 'email')}
        hint="We send the order confirmation here"
      />
      {capabilities.offers('accountOnCompletion') ? (
        <Checkbox
          label="Create an account for me when the order is complete"
          checked={register}
          onChange={onRegister}
        />
      ) : null}
      <p css={styles.muted}>
        Already have an account?{' '}
        <Button variant="secondary" onClick={signIn}>
          Sign in
        </Button>
      </p>
    </div>
  );
};
