import { Button } from './Button';
import * as styles from './Alert.styles';

interface AlertProps {
  readonly message: string;
  readonly onRetry?: () => void;
}

/** A failure the visitor can do something about, with an optional retry. */
export const Alert = ({ message, onRetry }: AlertProps) => (
  <div role="alert" css={styles.alert}>
    <p css={styles.message}>{message}</p>
    {onRetry === undefined ? null : (
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    )}
  </div>
);
