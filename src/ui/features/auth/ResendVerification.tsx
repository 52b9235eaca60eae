import { cooldownNotice, cooldownSecondsLeft } from '../../../domain/auth/resend-cooldown.rules';
import { useLazyService } from '../../app/services';
import { useObservable } from '../../app/use-observable';
import { Button } from '../../components/Button';
import * as styles from './AuthPage.styles';
import { useNow } from './use-now';

interface ResendVerificationProps {
  readonly email: string;
}

/** Asks for another verification e-mail; while the server's cooldown runs it says how long. */
export const ResendVerification = ({ email }: ResendVerificationProps) => {
  const accountAccess = useLazyService('accountAccess');
  const pending = useObservable(accountAccess.pending$);
  const availableAt = useObservable(accountAccess.resendAvailableAt$);
  const now = useNow(availableAt !== null);
  const secondsLeft = cooldownSecondsLeft(availableAt, now);

  return (
    <div>
      <Button
        variant="secondary"
        disabled={pending || secondsLeft > 0}
        onClick={() => void accountAccess.resendVerification(email)}
      >
        Resend verification email
      </Button>
      {secondsLeft > 0 ? (
        <p role="status" css={styles.notice}>
          {cooldownNotice(secondsLeft)}
        </p>
      ) : null}
    </div>
  );
};
